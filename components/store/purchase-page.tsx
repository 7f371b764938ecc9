import { ShieldCheck, Timer, RefreshCcw } from "lucide-react";
import { Suspense } from "react";

import { site } from "@/lib/content";

import { FreeViewsPromotion } from "./free-views-dialog";
import { PurchaseForm, PurchaseFormFromQuery } from "./purchase-form";

const trust = [
  { icon: Timer, text: site.claims.deliveryStart },
  { icon: RefreshCcw, text: "تعويض تلقائي عند النقص" },
  { icon: ShieldCheck, text: "دفع آمن بالبطاقة، بدون كلمة مرور حسابك" },
];

/** The main purchase page (/ and /tiktok-views): static HTML, the form is the client leaf. */
export function PurchasePage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <header className="text-center">
        <h1 className="text-2xl font-extrabold sm:text-3xl">زيادة مشاهدات وإعجابات تيك توك</h1>
        <p className="mt-2 text-muted-foreground">
          أدخل رابط الفيديو، اختر الكمية وادفع بالبطاقة. التسليم تدريجي وآمن.
        </p>
      </header>
      {/* The form reads ?serviceType on the client; the prerendered HTML shows the views form. */}
      <Suspense fallback={<PurchaseForm initialService="views" />}>
        <PurchaseFormFromQuery />
      </Suspense>
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        {trust.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      <FreeViewsPromotion />
    </div>
  );
}
