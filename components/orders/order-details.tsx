"use client";

import Link from "next/link";

import { aed, SERVICE_LABELS } from "@/components/checkout/format";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { identity } from "@/lib/content";
import type { OrderStatusResponse } from "@/lib/orders/contract";
import { PAGES } from "@/lib/routes";
import { deliveryEstimate, formatCount } from "@/lib/pricing";

import { CopyButton } from "./copy-button";
import { DeliveryProgress } from "./delivery-progress";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderAddress } from "./order-address";
import { OrderThread } from "./order-thread";
import { RefillPanel } from "./refill-panel";
import { RefundNotice } from "./refund-notice";

const dateTime = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium", timeStyle: "short" });

/**
 * What /order-complete shows once its order has loaded: the order, its
 * delivery, refunds, refill and invoice. A chunk of its own (order-complete.tsx
 * fetches it with the first answer), so the page's first load is its loader only.
 */
export function OrderDetails({
  order,
  paymentId,
  final,
  refreshing,
  error,
  onRefresh,
}: {
  order: OrderStatusResponse;
  paymentId: string | null;
  final: boolean;
  refreshing: boolean;
  error: string | null;
  onRefresh: () => void;
}) {
  const promise = deliveryEstimate(order.serviceType, order.quantity);
  const documentQuery = new URLSearchParams({ id: order.id, ...(paymentId && { payment_id: paymentId }) }).toString();
  return (
    <div className="grid gap-5">
      <section aria-labelledby="order-title" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="order-title" className="text-lg font-bold">
            {SERVICE_LABELS[order.serviceType]}
          </h2>
          <p className="flex items-center gap-2" role="status" aria-live="polite">
            <span className="sr-only">حالة الطلب:</span>
            <OrderStatusBadge
              status={order.status}
              refundDelayed={order.refundDelayed}
              refundInProgress={order.refundInProgress}
            />
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">الكمية</dt>
            <dd className="font-bold tabular-nums">{formatCount(order.quantity)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">المبلغ المدفوع</dt>
            <dd className="font-bold tabular-nums">{order.payment ? aed(order.payment.amount) : "مجاني"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">تاريخ الطلب</dt>
            <dd>{dateTime.format(new Date(order.createdAt))}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground" id="order-number-label">
              رقم الطلب
            </dt>
            {/* In full (find-my-order needs all of it), wrapping rather than cut, with a copy button. */}
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs break-all" dir="ltr" data-testid="order-number">
                {order.id}
              </span>
              <CopyButton text={order.id} label="نسخ رقم الطلب" describedBy="order-number-label" />
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground">رابط الفيديو</dt>
            <dd className="font-mono text-xs break-all" dir="ltr">
              {order.link}
            </dd>
          </div>
        </dl>
        {!final &&
          (order.delivery?.notice ? (
            <p className="rounded-lg bg-muted p-3 text-sm" data-testid="delivery-notice">
              {order.delivery.notice.message}
            </p>
          ) : (
            <p className="rounded-lg bg-muted p-3 text-sm">
              يبدأ التنفيذ {promise.start} من الدفع ويكتمل {promise.complete}. التسليم تدريجي، وتتحدث هذه الصفحة
              تلقائياً.
            </p>
          ))}
        <Button variant="outline" onClick={onRefresh} disabled={refreshing} className="justify-self-start">
          <Icon name="refresh-ccw" className={refreshing ? "animate-spin" : undefined} /> تحديث الحالة
        </Button>
        {error && <p className="text-sm text-destructive">{error}</p>}
        {/* A VAT-registered store issues a tax invoice for every paid order, and a credit note for
            every completed refund (lib/ledger), each a page of its own. */}
        {identity.vat.registered && order.paymentId !== null && (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <Link
              href={`${PAGES.invoice.path}?${documentQuery}`}
              className="flex items-center gap-2 text-sm font-semibold text-primary underline"
            >
              الفاتورة الضريبية
            </Link>
            {order.delivery?.refunds.some((r) => r.status === "COMPLETED") && (
              <Link
                href={`${PAGES.creditNote.path}?${documentQuery}`}
                className="flex items-center gap-2 text-sm font-semibold text-primary underline"
              >
                الإشعار الدائن
              </Link>
            )}
          </div>
        )}
      </section>
      <RefundNotice status={order.status} paid={order.paymentId !== null} delivery={order.delivery} />
      {order.delivery && order.delivery.items.length > 0 && <DeliveryProgress delivery={order.delivery} />}
      <OrderAddress />
      <RefillPanel orderId={order.id} paymentId={paymentId ?? undefined} initial={order.delivery?.refill} />
      <OrderThread orderId={order.id} paymentId={paymentId ?? undefined} />
    </div>
  );
}
