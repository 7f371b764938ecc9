import type { Metadata } from "next";

import { RetryOrHome } from "@/components/checkout/status-view";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "تم إلغاء الدفع", robots: { index: false } };

export default function PaymentCancelPage() {
  return (
    <>
      <PageHeading
        icon="x"
        title="تم إلغاء عملية الدفع"
        intro="لم يُخصم أي مبلغ من بطاقتك. يمكنك المحاولة مرة أخرى متى شئت."
      />
      <RetryOrHome />
    </>
  );
}
