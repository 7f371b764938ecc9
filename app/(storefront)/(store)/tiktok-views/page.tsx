import type { Metadata } from "next";

import { PurchasePage } from "@/components/store/purchase-page";
import { sharePreview } from "@/lib/content";
import { serviceLabel } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = {
  ...sharePreview({
    title: serviceLabel("views"),
    description: "زيادة مشاهدات تيك توك بالدرهم الإماراتي: ادفع بالبطاقة، ويبدأ التسليم التدريجي خلال دقائق.",
    path: PAGES.views.path,
  }),
  alternates: { canonical: "/" },
};

export default function Page() {
  return <PurchasePage />;
}
