import type { Metadata } from "next";

import { PurchasePage } from "@/components/store/purchase-page";

export const metadata: Metadata = { title: "شراء مشاهدات وإعجابات تيك توك" };

export default function Page() {
  return <PurchasePage />;
}
