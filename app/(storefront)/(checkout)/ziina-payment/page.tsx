import type { Metadata } from "next";

import { SimulatedCheckoutFromQuery } from "@/components/checkout/simulated-checkout";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "صفحة الدفع التجريبية", robots: { index: false } };

// The simulated provider's hosted page (embedded default): it stands where
// Ziina's checkout would be, so no card is asked for.
export default function SimulatedPaymentPage() {
  return (
    <>
      <PageHeading
        icon="shield-check"
        title="صفحة الدفع التجريبية"
        intro="مزود دفع تجريبي: لا تُطلب بطاقة ولا يُخصم أي مبلغ حقيقي."
      />
      <SimulatedCheckoutFromQuery />
    </>
  );
}
