import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { OrderSignIn } from "@/components/orders/order-sign-in";
import { TaxInvoice } from "@/components/orders/tax-invoice";
import { getPageUser, isOperator } from "@/lib/auth";
import { env } from "@/lib/env";
import { refusalFor, taxInvoiceForViewer } from "@/lib/orders";
import { PAGES } from "@/lib/routes";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "الفاتورة الضريبية", robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;
const param = (q: Query, ...keys: string[]) =>
  keys.map((k) => q[k]).find((v): v is string => typeof v === "string" && v.length <= 64);

/**
 * An order's tax invoice (?id=order, ?payment_id for a guest): for its
 * account, the guest holding its payment id, or an operator. The payment id
 * of an account's order, from anyone but that account, gets the way to sign
 * in (docs/security.md#orders-on-a-shared-device); anyone else, or an order
 * without one, the 404 page.
 */
export default async function InvoicePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const orderId = param(query, "id");
  const paymentId = param(query, "payment_id", "paymentId") ?? null;
  const user = await getPageUser();
  const invoice = orderId
    ? await taxInvoiceForViewer(orderId, { userId: user?.id ?? null, paymentId, operator: isOperator(user) })
    : null;
  if (!invoice && orderId && paymentId) {
    const refusal = await refusalFor(orderId, { userId: user?.id ?? null, paymentId });
    if (refusal.code !== "NOT_FOUND") {
      const here = new URLSearchParams({ id: orderId, payment_id: paymentId });
      return (
        <>
          <PageHeading icon="package" title="الفاتورة الضريبية" />
          <OrderSignIn message={refusal.message} callbackUrl={`${PAGES.invoice.path}?${here.toString()}`} />
        </>
      );
    }
  }
  if (!invoice) notFound();
  const back = new URLSearchParams({ id: orderId!, ...(paymentId && { payment_id: paymentId }) });
  return (
    <>
      <div className="print:hidden">
        <PageHeading icon="package" title="الفاتورة الضريبية" />
      </div>
      <TaxInvoice invoice={invoice} timeZone={env().STORE_TIME_ZONE} />
      <Link
        href={`${PAGES.orderComplete.path}?${back.toString()}`}
        className="text-sm text-primary underline print:hidden"
      >
        العودة إلى الطلب
      </Link>
    </>
  );
}
