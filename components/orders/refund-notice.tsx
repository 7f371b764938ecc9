import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Icon } from "@/components/ui/icon";
import { REFUND_DELAYED, type OrderDeliveryView } from "@/lib/fulfilment/contract";
import { formatAed } from "@/lib/pricing";

/**
 * Partial and refunded paid orders say what was returned (the refund rules,
 * docs/product-rules.md#refunds): only refunds the provider completed count as returned; the
 * rest are on their way, except those the provider refused: those are
 * delayed and being seen to, never "returned". Free orders are never
 * refunded, so they say nothing.
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
  const delayed = sum(refunds.filter((r) => r.status === REFUND_DELAYED));
  const underway = sum(refunds.filter((r) => r.status !== "COMPLETED" && r.status !== REFUND_DELAYED));
  const any = returned + underway + delayed;
  if (!paid || (status !== "PARTIAL" && status !== "REFUNDED" && any === 0)) return null;
  const title =
    status === "PARTIAL"
      ? "تم تسليم جزء من الطلب"
      : delayed > 0
        ? "تأخر استرداد المبلغ"
        : returned === 0
          ? "نعيد إليك المبلغ"
          : status === "REFUNDED" && underway === 0
            ? "تم استرداد مبلغ الطلب"
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
        {delayed > 0 && (
          <p>
            تأخر استرداد <b className="tabular-nums">{formatAed(delayed)}</b>
            {share}، ونحن نتابع الأمر مع مزوّد الدفع. سيظهر المبلغ هنا حين يُعاد إلى بطاقتك.
          </p>
        )}
        {any === 0 && <p>سنعيد إلى بطاقتك قيمة الجزء الذي لم يُسلَّم، وسيظهر المبلغ هنا.</p>}
        {delivery && delivery.refunds.length > 1 && (
          <ul className="list-inside list-disc">
            {delivery.refunds.map((r, i) => (
              <li key={i} className="tabular-nums">
                {formatAed(r.amountFils)}
                {r.status === REFUND_DELAYED ? " (متأخر)" : r.status === "COMPLETED" ? " (أُعيد)" : " (جارٍ)"}
              </li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}

const sum = (refunds: { amountFils: number }[]) => refunds.reduce((total, r) => total + r.amountFils, 0);
