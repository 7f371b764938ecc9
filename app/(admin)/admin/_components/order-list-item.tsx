import Link from "next/link";

import { ITEM_LABELS, label, ORDER_STATUS_LABELS, SERVICE_LABELS, SOURCE_LABELS } from "@/lib/admin";
import { formatAmount } from "@/lib/pricing";
import { PAGES, pagePath } from "@/lib/routes";

import { Aed, Count, Num, Time } from "./cells";

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
  /** The parts it is fulfilled as: one, or the explorer bundle's four. */
  items: { kind: string; quantity: number }[];
}

/** What was bought: «مشاهدات × 5,000», or a bundle's name and its parts («مشاهدات 25,000 · إعجابات 250 …»). */
export function OrderWhat({ order: o }: { order: Pick<OrderLine, "serviceType" | "quantity" | "items"> }) {
  if (o.items.length <= 1)
    return (
      <>
        {label(SERVICE_LABELS, o.serviceType)} × <Count n={o.quantity} />
      </>
    );
  return (
    <>
      {label(SERVICE_LABELS, o.serviceType)}:{" "}
      {o.items.map((i, n) => (
        <span key={i.kind} className="font-normal whitespace-nowrap">
          {n > 0 && " · "}
          {label(ITEM_LABELS, i.kind)} <Count n={i.quantity} />
        </span>
      ))}
    </>
  );
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
          <OrderWhat order={o} />
        </Link>
        <span>{label(ORDER_STATUS_LABELS, o.status)}</span>
        <span>{label(SOURCE_LABELS, o.source)}</span>
        {o.payment && (
          <span>
            <Aed fils={o.payment.amountFils} />
            {o.payment.refundedFils > 0 && (
              <>
                {" "}
                (مسترد <Num>{formatAmount(o.payment.refundedFils)}</Num>)
              </>
            )}
          </span>
        )}
        {badges}
        <span className="text-muted-foreground">
          <Time at={o.createdAt} />
        </span>
      </p>
      <p className="truncate text-muted-foreground" dir="ltr" title={o.link}>
        {o.link}
      </p>
      {footer}
    </li>
  );
}
