import { reminderFigures } from "@/lib/admin";
import { formatAmount, formatCount } from "@/lib/pricing";

import { Num } from "../../_components/cells";
import { Facts, Section } from "../../_components/section";

/**
 * The abandoned-checkout reminders over the report's period
 * (docs/checkout-reminders.md): written, sent, withdrawn, the orders they
 * brought back and what those earned, the addresses that unsubscribed.
 */
export async function ReminderFiguresSection({ from, to }: { from: string; to: string }) {
  const r = await reminderFigures(from, to);
  const rows: [string, React.ReactNode][] = [
    ["تذكيرات كُتبت", <Num key="q">{formatCount(r.queued)}</Num>],
    ["أُرسلت", <Num key="s">{formatCount(r.sent)}</Num>],
    ["سُحبت قبل إرسالها (دُفع الطلب أو أُلغي الاشتراك)", <Num key="w">{formatCount(r.withdrawn)}</Num>],
    ["طلبات استُعيدت (دُفعت بعد التذكير)", <Num key="r">{formatCount(r.recovered)}</Num>],
    ["إيراد الطلبات المستعادة (درهم، بعد الاستردادات)", <Num key="f">{formatAmount(r.recoveredFils)}</Num>],
    ["ألغوا الاشتراك في الفترة", <Num key="u">{formatCount(r.unsubscribed)}</Num>],
  ];
  return (
    <Section id="reminders-title" title="تذكير من لم يكمل الدفع">
      <Facts rows={rows} />
    </Section>
  );
}
