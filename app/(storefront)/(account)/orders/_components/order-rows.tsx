import Link from "next/link";

import { aed, SERVICE_LABELS } from "@/components/checkout/format";
import { VideoLinkLabel } from "@/components/checkout/video-link-label";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { formatCount, type ServiceType } from "@/lib/pricing";

export interface OrderRow {
  key: string;
  serviceType: ServiceType;
  quantity: number;
  /** null when not known here (a device's list): the order page tells. */
  status: string | null;
  /** A refund the provider refused: the badge says delayed, not refunded. */
  refundDelayed?: boolean;
  /** A refund on its way: the badge says in progress, not refunded. */
  refundInProgress?: boolean;
  amount: number | null;
  free: boolean;
  createdAt: string;
  link: string;
  href: string;
}

const date = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium" });

export function OrderRows({ rows }: { rows: OrderRow[] }) {
  return (
    <ul className="grid gap-3">
      {rows.map((o) => (
        <li key={o.key} className="grid gap-2 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-bold">
              {SERVICE_LABELS[o.serviceType]} <span className="tabular-nums">{formatCount(o.quantity)}</span>
            </p>
            {o.status !== null && (
              <OrderStatusBadge
                status={o.status}
                refundDelayed={o.refundDelayed}
                refundInProgress={o.refundInProgress}
              />
            )}
          </div>
          <VideoLinkLabel link={o.link} className="text-xs text-muted-foreground" />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            {/* Date and amount are two labelled facts, not one run of digits («2026 15.00» read as 202615.00). */}
            <dl className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <div className="flex gap-1" data-testid="order-date">
                <dt className="text-muted-foreground">التاريخ:</dt>
                <dd>
                  <time dateTime={o.createdAt}>{date.format(new Date(o.createdAt))}</time>
                </dd>
              </div>
              {(o.amount !== null || o.free) && (
                <div className="flex gap-1" data-testid="order-amount">
                  <dt className="text-muted-foreground">المبلغ:</dt>
                  <dd className="font-bold tabular-nums">{o.amount !== null ? aed(o.amount) : "مجاني"}</dd>
                </div>
              )}
            </dl>
            <Link className="font-bold text-primary underline-offset-4 hover:underline" href={o.href}>
              عرض الطلب
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
