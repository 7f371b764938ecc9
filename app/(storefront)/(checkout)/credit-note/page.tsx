import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { CreditNote } from "@/components/orders/credit-note";
import { OrderSignIn } from "@/components/orders/order-sign-in";
import { getPageUser, isOperator } from "@/lib/auth";
import { env } from "@/lib/env";
import { refusalFor, taxInvoiceForViewer } from "@/lib/orders";
import { PAGES } from "@/lib/routes";

import { PageHeading } from "../_page-heading";

export const metadata: Metadata = { title: "الإشعار الدائن", robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;
const param = (q: Query, ...keys: string[]) =>
  keys.map((k) => q[k]).find((v): v is string => typeof v === "string" && v.length <= 64);

/**
 * An order's credit notes, each a printable document (?id=order, ?payment_id
 * for a guest, ?n=CN-… for one of them): for whoever may see the order's tax
 * invoice (the same query and the same refusals as /invoice,
 * docs/security.md#orders-on-a-shared-device). A credit note is issued when a
 * refund completes; before that the page says so.
 */
export default async function CreditNotePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const orderId = param(query, "id");
  const paymentId = param(query, "payment_id", "paymentId") ?? null;
  const wanted = param(query, "n");
  const user = await getPageUser();
  const invoice = orderId
    ? await taxInvoiceForViewer(orderId, { userId: user?.id ?? null, paymentId, operator: isOperator(user) })
    : null;
  if (!invoice && orderId && paymentId) {
    const refusal = await refusalFor(orderId, { userId: user?.id ?? null, paymentId });
    if (refusal.code !== "NOT_FOUND") {
      const here = new URLSearchParams({ id: orderId, payment_id: paymentId, ...(wanted && { n: wanted }) });
      return (
        <>
          <PageHeading icon="package" title="الإشعار الدائن" />
          <OrderSignIn message={refusal.message} callbackUrl={`${PAGES.creditNote.path}?${here.toString()}`} />
        </>
      );
    }
  }
  if (!invoice) notFound();
  const notes = wanted ? invoice.creditNotes.filter((c) => c.number === wanted) : invoice.creditNotes;
  if (wanted && notes.length === 0) notFound();
  const back = new URLSearchParams({ id: orderId!, ...(paymentId && { payment_id: paymentId }) });
  return (
    <>
      <div className="print:hidden">
        <PageHeading icon="package" title="الإشعار الدائن" />
      </div>
      {notes.length === 0 ? (
        <p className="rounded-xl border bg-card p-5 text-sm">
          لم يصدر إشعار دائن لهذا الطلب بعد: يصدر عند إتمام إعادة المبلغ إلى وسيلة الدفع، ويظهر هنا.
        </p>
      ) : (
        notes.map((note) => (
          <CreditNote key={note.number} note={note} invoice={invoice} timeZone={env().STORE_TIME_ZONE} />
        ))
      )}
      <div className="flex flex-wrap gap-4 text-sm print:hidden">
        <Link href={`${PAGES.orderComplete.path}?${back.toString()}`} className="text-primary underline">
          العودة إلى الطلب
        </Link>
        <Link href={`${PAGES.invoice.path}?${back.toString()}`} className="text-primary underline">
          الفاتورة الضريبية
        </Link>
      </div>
    </>
  );
}
