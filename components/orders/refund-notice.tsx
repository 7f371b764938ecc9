import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Icon } from "@/components/ui/icon";
import type { OrderDeliveryView } from "@/lib/fulfilment/delivery-view";
import { formatAed } from "@/lib/pricing";

/** Partial and refunded orders say what was returned (spec section 9's refund rules). */
export function RefundNotice({ status, delivery }: { status: string; delivery: OrderDeliveryView | null }) {
  const refunded = delivery?.refundedFils ?? 0;
  if (status !== "PARTIAL" && status !== "REFUNDED" && refunded === 0) return null;
  const title =
    status === "REFUNDED"
      ? "تم استرداد مبلغ الطلب"
      : status === "PARTIAL"
        ? "تم تسليم جزء من الطلب"
        : "تم استرداد جزء من المبلغ";
  return (
    <Alert variant="warning">
      <Icon name="info" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {refunded > 0 ? (
          <p>
            أعدنا إلى بطاقتك <b className="tabular-nums">{formatAed(refunded)}</b>
            {status === "PARTIAL" ? " عن الجزء الذي لم يُسلَّم." : "."}
          </p>
        ) : (
          <p>سنعيد إلى بطاقتك قيمة الجزء الذي لم يُسلَّم، وسيظهر المبلغ هنا.</p>
        )}
        {delivery && delivery.refunds.length > 1 && (
          <ul className="list-inside list-disc">
            {delivery.refunds.map((r, i) => (
              <li key={i} className="tabular-nums">
                {formatAed(r.amountFils)}
              </li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}
