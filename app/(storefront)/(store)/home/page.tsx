import type { Metadata } from "next";
import Link from "next/link";

import { LanguageAnalysisExplainer } from "@/components/analyser/language-explainer";
import { VideoAnalyser } from "@/components/analyser/video-analyser";
import { FaqList } from "@/components/store/faq-list";
import { FreeViewsPromotion } from "@/components/store/free-views-promotion";
import { FromPrice } from "@/components/store/from-price";
import { StarRating } from "@/components/store/testimonial-card";
import { TestimonialsCarousel } from "@/components/store/testimonials-carousel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { features, hero, sharePreview, shownTestimonial, site, testimonials } from "@/lib/content";
import { DEFAULT_PRICE_LIST, tablePriceFils } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

/** «من … درهم» as prerendered: the default list's smallest views order (the leaf shows the owner's after loading). */
const FROM_FILS = tablePriceFils(DEFAULT_PRICE_LIST.views.points, DEFAULT_PRICE_LIST.views.min);

export const metadata: Metadata = sharePreview({
  title: "محلل انتشار فيديو تيك توك المجاني",
  description:
    "ارفع فيديو قصيراً واعرف فرص انتشاره قبل النشر: أول 3 ثوانٍ، الطول، الإيقاع والصوت، مع توصيات عملية. مجاناً.",
  path: PAGES.home.path,
});

/** A full-width section band, its content centred. */
const BAND = "scroll-mt-24 px-4 py-12";
const BAND_MUTED = `${BAND} bg-muted/50`;

/** Landing and analyser page; sections in the documented order (docs/product-rules.md#pages-and-navigation). */
export default function LandingPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background px-4 py-10 sm:py-16">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{hero.title}</h1>
          <p className="max-w-2xl text-muted-foreground">{hero.subtitle}</p>
          <Button asChild size="lg">
            <a href="#upload-section">{hero.cta}</a>
          </Button>
          <Link
            href={PAGES.buy.path}
            className="flex w-full max-w-xs items-center justify-between gap-3 rounded-xl border bg-card p-4 text-start shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex flex-col gap-1">
              <b>{hero.card.title}</b>
              <StarRating rating={5} className="text-sm" />
              <small className="text-sm text-muted-foreground">
                من <FromPrice initialFils={FROM_FILS} /> درهم فقط
              </small>
            </span>
            <Badge>{hero.card.badge}</Badge>
          </Link>
        </div>
      </section>

      <VideoAnalyser />
      <LanguageAnalysisExplainer />

      <section id="packages-section" className="mx-auto max-w-xl scroll-mt-24 px-4 py-10 render-when-near-76">
        <FreeViewsPromotion />
      </section>

      <section id="features" className={`render-when-near-208 ${BAND_MUTED}`} aria-labelledby="features-title">
        <div className="mx-auto max-w-5xl">
          <h2 id="features-title" className="mb-8 text-center text-2xl font-extrabold">
            كيف يعمل المحلل؟
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((f, i) => (
              <div key={i} className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
                <Icon name={f.icon} className="size-7 text-primary" />
                <h3 className="font-bold">{f.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{f.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={`render-when-near-188 ${BAND}`} aria-labelledby="testimonials-title">
        <div className="mx-auto max-w-5xl">
          <h2 id="testimonials-title" className="mb-2 text-center text-2xl font-extrabold">
            ماذا يقول عملاؤنا
          </h2>
          <p className="mb-8 text-center text-muted-foreground">{site.claims.happyCustomers}</p>
          <TestimonialsCarousel items={testimonials.map(shownTestimonial)} />
        </div>
      </section>

      <section id="faq" className={`render-when-near-138 ${BAND_MUTED}`} aria-labelledby="faq-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="mb-8 text-center text-2xl font-extrabold">
            الأسئلة الشائعة
          </h2>
          <FaqList />
        </div>
      </section>
    </>
  );
}
