import type { Metadata } from "next";

import { RetryOrHome } from "@/components/checkout/status-view";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "فشل الدفع", robots: { index: false } };

export default function PaymentErrorPage() {
  return (
    <>
      <PageHeading
        icon="circle-exclamation-point"
        title="لم تتم عملية الدفع"
        intro="رُفضت العملية أو حدث خطأ أثناء الدفع، ولم يُخصم أي مبلغ. تحقق من بيانات بطاقتك وحاول مرة أخرى."
      />
      <RetryOrHome />
    </>
  );
}
