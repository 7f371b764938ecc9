import type { Metadata } from "next";

import { OrderCompleteFromQuery } from "@/components/orders/order-complete";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "حالة الطلب", robots: { index: false } };

export default function OrderCompletePage() {
  return (
    <>
      <PageHeading icon="package" title="حالة الطلب" />
      <OrderCompleteFromQuery />
    </>
  );
}
