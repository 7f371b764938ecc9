import type { Metadata } from "next";

import { PaymentResultFromQuery } from "@/components/checkout/payment-result";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "نتيجة الدفع", robots: { index: false } };

export default function PaymentResultPage() {
  return (
    <>
      <PageHeading icon="clock" title="حالة عملية الدفع" />
      <PaymentResultFromQuery />
    </>
  );
}
