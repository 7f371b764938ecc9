import type { Metadata } from "next";

import { CheckList } from "@/components/store/check-list";
import { ExplorerForm } from "@/components/store/explorer-form";
import { TestimonialCard } from "@/components/store/testimonial-card";
import { explorerBenefits, sharePreview, shownTestimonial, testimonials } from "@/lib/content";
import { EXPLORER_BUNDLE, serviceLabel, formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = sharePreview({
  title: serviceLabel("explorer"),
  description: `${explorerBenefits[0]}.`,
  path: PAGES.explorer.path,
});

const parts = [
  { label: "مشاهدة", value: EXPLORER_BUNDLE.views },
  { label: "إعجاب", value: EXPLORER_BUNDLE.likes },
  { label: "حفظ", value: EXPLORER_BUNDLE.saves },
  { label: "مشاركة", value: EXPLORER_BUNDLE.shares },
];

export default function ExplorerPackagePage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <header className="text-center">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{serviceLabel("explorer")}</h1>
        <p className="mt-2 text-muted-foreground">كل ما يحتاجه الفيديو ليظهر في صفحة الإكسبلور، في طلب واحد.</p>
      </header>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="محتوى الباقة">
        {parts.map((p, i) => (
          <li key={i} className="rounded-xl border bg-card p-3 text-center">
            <span className="block text-xl font-extrabold text-primary tabular-nums">{formatCount(p.value)}</span>
            <span className="text-sm text-muted-foreground">{p.label}</span>
          </li>
        ))}
      </ul>
      <ExplorerForm />
      <section aria-labelledby="benefits" className="flex flex-col gap-3">
        <h2 id="benefits" className="text-lg font-bold">
          مميزات الباقة
        </h2>
        <CheckList items={explorerBenefits} className="gap-2 text-sm" />
      </section>
      <section aria-labelledby="reviews" className="flex flex-col gap-3">
        <h2 id="reviews" className="text-lg font-bold">
          آراء عملائنا
        </h2>
        <div className="grid gap-3">
          {testimonials
            .slice(0, 3)
            .map(shownTestimonial)
            .map((t) => (
              <TestimonialCard key={t.author} t={t} />
            ))}
        </div>
      </section>
    </div>
  );
}
