import Link from "next/link";

import { aed, quantityText, SERVICE_LABELS } from "@/components/checkout/format";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import type { ServiceType } from "@/lib/pricing";

export interface OrderRow {
  key: string;
  serviceType: ServiceType;
  quantity: number;
  /** null when not known here (a device's list): the order page tells. */
  status: string | null;
  /** A refund the provider refused: the badge says delayed, not refunded. */
  refundDelayed?: boolean;
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
              {SERVICE_LABELS[o.serviceType]} <span className="tabular-nums">{quantityText(o.quantity)}</span>
            </p>
            {o.status !== null && <OrderStatusBadge status={o.status} refundDelayed={o.refundDelayed} />}
          </div>
          <p className="truncate font-mono text-xs text-muted-foreground" dir="ltr">
            {o.link}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {date.format(new Date(o.createdAt))}
              {o.amount !== null && <b className="ms-3 text-foreground tabular-nums">{aed(o.amount)}</b>}
              {o.free && <b className="ms-3 text-foreground">مجاني</b>}
            </span>
            <Link className="font-bold text-primary underline-offset-4 hover:underline" href={o.href}>
              عرض الطلب
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
