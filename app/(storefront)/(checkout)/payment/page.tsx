import type { Metadata } from "next";

import { PaymentFormFromQuery } from "@/components/checkout/payment-form";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "الدفع", robots: { index: false } };

// Login required: the request guard (proxy.ts) sends signed-out page loads to
// /login; the leaf checks the session too and leaves for / when amount ≤ 0.
export default function PaymentPage() {
  return (
    <>
      <PageHeading icon="shield-check" title="إتمام الدفع" intro="أدخل اسمك وبريدك الإلكتروني لإتمام الدفع بأمان." />
      <PaymentFormFromQuery />
    </>
  );
}
