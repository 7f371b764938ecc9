import type { Metadata } from "next";

import { ViewsOrderFromQuery } from "@/components/checkout/views-order";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "طلبك", robots: { index: false } };

export default function ViewsOrderPage() {
  return (
    <>
      <PageHeading icon="package" title="طلبك" />
      <ViewsOrderFromQuery />
    </>
  );
}
