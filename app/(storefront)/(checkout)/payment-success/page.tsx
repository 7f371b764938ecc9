import type { Metadata } from "next";

import { PaymentSuccessFromQuery } from "@/components/checkout/payment-success";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "تأكيد الدفع", robots: { index: false } };

export default function PaymentSuccessPage() {
  return (
    <>
      <PageHeading icon="shield-check" title="تأكيد الدفع وإنشاء الطلب" intro="لا تغلق هذه الصفحة حتى يظهر طلبك." />
      <PaymentSuccessFromQuery />
    </>
  );
}
