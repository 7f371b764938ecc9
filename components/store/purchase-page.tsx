import { Icon, type IconName } from "@/components/ui/icon";
import { site } from "@/lib/content";

import { FreeViewsPromotion } from "./free-views-promotion";
import { PurchaseFormFromQuery } from "./purchase-form";

const trust: { icon: IconName; text: string }[] = [
  { icon: "timer", text: site.claims.deliveryStart },
  { icon: "refresh-ccw", text: "تعويض تلقائي عند النقص" },
  { icon: "shield-check", text: "دفع آمن بالبطاقة، بدون كلمة مرور حسابك" },
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
      <PurchaseFormFromQuery />
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        {trust.map(({ icon, text }, i) => (
          <li key={i} className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2">
            <Icon name={icon} className="size-4 text-primary" />
            {text}
          </li>
        ))}
      </ul>
      <FreeViewsPromotion />
    </div>
  );
}
