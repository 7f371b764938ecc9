import type { Metadata } from "next";
import Link from "next/link";

import { LanguageAnalysisExplainer } from "@/components/analyser/language-explainer";
import { VideoAnalyser } from "@/components/analyser/video-analyser";
import { FaqList } from "@/components/store/faq-list";
import { FreeViewsPromotion } from "@/components/store/free-views-dialog";
import { TestimonialsCarousel } from "@/components/store/testimonials-carousel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { features, hero, site, testimonials } from "@/lib/content";
import { formatAmount, priceFor, QUANTITY_LIMITS } from "@/lib/pricing";

export const metadata: Metadata = { title: "محلل انتشار فيديو تيك توك المجاني" };

/** Landing and analyser page; sections in the documented order (docs/product-rules.md#pages-and-navigation). */
export default function LandingPage() {
  const from = priceFor({ service: "views", quantity: QUANTITY_LIMITS.views.min }).amountFils;
  return (
    <>
      <section className="hero">
        <div>
          <h1>{hero.title}</h1>
          <p>{hero.subtitle}</p>
          <Button asChild size="lg">
            <a href="#upload-section">{hero.cta}</a>
          </Button>
          <Link href="/" className="hero-card">
            <span>
              <b>{hero.card.title}</b>
              <span className="stars text-sm" role="img" aria-label="5 من 5 نجوم" />
              <small>من {formatAmount(from)} درهم فقط</small>
            </span>
            <Badge>{hero.card.badge}</Badge>
          </Link>
        </div>
      </section>

      <VideoAnalyser />
      <LanguageAnalysisExplainer />

      <section id="packages-section" className="mx-auto max-w-xl scroll-mt-24 px-4 py-10">
        <FreeViewsPromotion />
      </section>

      <section id="features" className="band band-muted" aria-labelledby="features-title">
        <div>
          <h2 id="features-title" className="section-title">
            كيف يعمل المحلل؟
          </h2>
          <div className="info-cards lg:grid-cols-4">
            {features.map((f, i) => (
              <div key={i}>
                <Icon name={f.icon} />
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="band" aria-labelledby="testimonials-title">
        <div>
          <h2 id="testimonials-title" className="section-title mb-2">
            ماذا يقول عملاؤنا
          </h2>
          <p className="mb-8 text-center text-muted-foreground">{site.claims.happyCustomers}</p>
          <TestimonialsCarousel items={testimonials} />
        </div>
      </section>

      <section id="faq" className="band band-muted" aria-labelledby="faq-title">
        <div className="max-w-3xl">
          <h2 id="faq-title" className="section-title">
            الأسئلة الشائعة
          </h2>
          <FaqList />
        </div>
      </section>
    </>
  );
}
