import type { Metadata } from "next";

import { PurchasePage } from "@/components/store/purchase-page";
import { sharePreview } from "@/lib/content";

export const metadata: Metadata = sharePreview({
  title: "شراء مشاهدات وإعجابات تيك توك",
  description:
    "أدخل رابط الفيديو واختر الكمية وادفع بالبطاقة بالدرهم الإماراتي. يبدأ التنفيذ خلال دقائق، مع تعويض تلقائي عند النقص.",
  path: "/",
});

export default function Page() {
  return <PurchasePage />;
}
