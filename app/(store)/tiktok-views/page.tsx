import type { Metadata } from "next";

import { PurchasePage } from "@/components/store/purchase-page";
import { serviceLabel } from "@/lib/pricing";

export const metadata: Metadata = { title: serviceLabel("views"), alternates: { canonical: "/" } };

export default function Page() {
  return <PurchasePage />;
}
