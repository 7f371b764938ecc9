import Link from "next/link";

import { formatStoreTime, label, ORDER_STATUS_LABELS, SERVICE_LABELS, SOURCE_LABELS } from "@/lib/admin";
import { formatAmount, formatCount } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

/** What an order's line shows (the orders list's rows, a customer's orders). */
export interface OrderLine {
  id: string;
  createdAt: Date;
  status: string;
  source: string;
  serviceType: string;
  quantity: number;
  link: string;
  payment: { amountFils: number; refundedFils: number } | null;
}

/**
 * One order in a console list: what was bought (its page's link), status,
 * paid or free, amount and refund, time, the link; `badges` after the amount,
 * `footer` under the link. A card in the orders list, a ruled line on a
 * customer's page.
 */
export function OrderListItem({
  order: o,
  card = false,
  badges,
  footer,
}: {
  order: OrderLine;
  card?: boolean;
  badges?: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <li className={`grid min-w-0 gap-1 ${card ? "rounded-xl border bg-card p-3 text-sm" : "border-t pt-2"}`}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          href={pagePath(PAGES.adminOrder, { orderId: o.id })}
          className="font-bold text-primary underline-offset-4 hover:underline"
        >
          {label(SERVICE_LABELS, o.serviceType)} × {formatCount(o.quantity)}
        </Link>
        <span>{label(ORDER_STATUS_LABELS, o.status)}</span>
        <span>{label(SOURCE_LABELS, o.source)}</span>
        {o.payment && (
          <span>
            {formatAmount(o.payment.amountFils)} درهم
            {o.payment.refundedFils > 0 && ` (مسترد ${formatAmount(o.payment.refundedFils)})`}
          </span>
        )}
        {badges}
        <span className="text-muted-foreground">{formatStoreTime(o.createdAt)}</span>
      </p>
      <p className="truncate text-muted-foreground" dir="ltr" title={o.link}>
        {o.link}
      </p>
      {footer}
    </li>
  );
}
