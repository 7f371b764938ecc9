import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Icon } from "@/components/ui/icon";
import type { OrderDeliveryView } from "@/lib/fulfilment/contract";
import { formatAed } from "@/lib/pricing";

/**
 * Partial and refunded paid orders say what was returned (the refund rules,
 * docs/product-rules.md#refunds): only refunds the provider completed count as returned; the
 * rest are on their way. Free orders are never refunded, so they say nothing.
 */
export function RefundNotice({
  status,
  paid,
  delivery,
}: {
  status: string;
  paid: boolean;
  delivery: OrderDeliveryView | null;
}) {
  const refunds = delivery?.refunds ?? [];
  const returned = sum(refunds.filter((r) => r.status === "COMPLETED"));
  const underway = sum(refunds.filter((r) => r.status !== "COMPLETED"));
  if (!paid || (status !== "PARTIAL" && status !== "REFUNDED" && returned + underway === 0)) return null;
  const title =
    status === "REFUNDED"
      ? "تم استرداد مبلغ الطلب"
      : status === "PARTIAL"
        ? "تم تسليم جزء من الطلب"
        : "تم استرداد جزء من المبلغ";
  const share = status === "PARTIAL" ? " عن الجزء الذي لم يُسلَّم" : "";
  return (
    <Alert variant="warning">
      <Icon name="info" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {returned > 0 && (
          <p>
            أعدنا إلى بطاقتك <b className="tabular-nums">{formatAed(returned)}</b>
            {share}.
          </p>
        )}
        {underway > 0 && (
          <p>
            نعيد إلى بطاقتك <b className="tabular-nums">{formatAed(underway)}</b>
            {share}، وسيظهر المبلغ هنا حين يكتمل.
          </p>
        )}
        {returned + underway === 0 && <p>سنعيد إلى بطاقتك قيمة الجزء الذي لم يُسلَّم، وسيظهر المبلغ هنا.</p>}
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

const sum = (refunds: { amountFils: number }[]) => refunds.reduce((total, r) => total + r.amountFils, 0);
