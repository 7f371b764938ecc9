import type { Metadata } from "next";

import { PurchasePage } from "@/components/store/purchase-page";

export const metadata: Metadata = { title: "مشاهدات تيك توك", alternates: { canonical: "/" } };

export default function Page() {
  return <PurchasePage />;
}
