import "server-only";

import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { CUSTOMER_REFILL_EVERY_HOURS } from "@/lib/fulfilment";
import {
  daysText,
  deliveryEstimate,
  formatAed,
  formatCount,
  fromDbService,
  hoursText,
  promiseText,
  serviceLabel,
} from "@/lib/pricing";

// Replies the operator does not retype (docs/conversations.md#saved-replies):
// the common questions, each written from the store's own rules (the delivery
// table, the refund and refill promises) and this order's own figures
// (delivered, remaining, refunded, dates). Never a literal number: a rule that
// changes changes the reply. The operator edits the text before sending.

export interface SavedReply {
  key: "start-delay" | "drop-refill" | "refund" | "wrong-link";
  title: string;
  text: string;
}

const day = (d: Date) =>
  new Intl.DateTimeFormat("ar-u-nu-latn", { timeZone: env().STORE_TIME_ZONE, dateStyle: "medium" }).format(d);

/** The saved replies for an order, filled with its figures; [] when the order is gone. */
export async function savedRepliesFor(orderId: string): Promise<SavedReply[]> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      serviceType: true,
      quantity: true,
      link: true,
      createdAt: true,
      items: { select: { quantity: true, status: true, remains: true } },
      refunds: { select: { amountFils: true, status: true } },
      payment: { select: { amountFils: true } },
    },
  });
  if (!order) return [];
  const service = fromDbService(order.serviceType);
  const ordered = order.items.reduce((n, i) => n + i.quantity, 0) || order.quantity;
  const delivered = order.items.reduce(
    (n, i) => n + (i.status === "COMPLETED" ? i.quantity : Math.max(0, i.quantity - (i.remains ?? i.quantity))),
    0,
  );
  const started = order.items.some((i) => i.status !== "PENDING");
  const promise = deliveryEstimate(service, order.quantity);
  const what = `${serviceLabel(service)}${service === "explorer" ? "" : ` (${formatCount(order.quantity)})`}`;
  const refunded = order.refunds.filter((r) => r.status === "COMPLETED").reduce((n, r) => n + r.amountFils, 0);
  const pending = order.refunds.filter((r) => r.status !== "COMPLETED" && r.status !== "FAILED");
  const paid = order.payment?.amountFils ?? 0;

  return [
    {
      key: "start-delay",
      title: "تأخر بدء التنفيذ",
      text:
        `مرحباً، طلبك ${what} بتاريخ ${day(order.createdAt)} ` +
        (started
          ? `بدأ تنفيذه، ووصل منه حتى الآن ${formatCount(delivered)} من ${formatCount(ordered)}. `
          : "لم يبدأ تنفيذه بعد. ") +
        `يبدأ التنفيذ عادة ${promise.start} ويكتمل ${promise.complete}. ` +
        `إن لم يبدأ خلال ${promiseText.notStartedRefund} من الطلب نعيد إليك المبلغ كاملاً دون أن تطلب ذلك.`,
    },
    {
      key: "drop-refill",
      title: "نقص العدد والتعويض",
      text:
        `مرحباً، وصل إلى فيديوك من طلبك ${what} ${formatCount(delivered)} من ${formatCount(ordered)}` +
        `${delivered < ordered ? `، وبقي ${formatCount(ordered - delivered)}` : ""}. ` +
        `إن نقص العدد بعد اكتمال الطلب فاطلب التعويض من صفحة طلبك، مرة واحدة كل ${hoursText(CUSTOMER_REFILL_EVERY_HOURS)}، ` +
        `خلال ${daysText(env().FULFILMENT_REFILL_WINDOW_DAYS)} من الطلب.`,
    },
    {
      key: "refund",
      title: "الاسترداد وموعد وصوله",
      text:
        refunded > 0 || pending.length > 0
          ? `مرحباً، ${refunded > 0 ? `أعدنا إليك ${formatAed(refunded)} من ${formatAed(paid)}` : "استردادك قيد التنفيذ"}` +
            `${pending.length > 0 && refunded > 0 ? `، واسترداد آخر قيد التنفيذ` : ""}. ` +
            `يظهر المبلغ في حسابك خلال ${promiseText.refundArrival} حسب البنك.`
          : `مرحباً، لم يُسترد شيء من طلبك ${what} حتى الآن. إن لم يكتمل التنفيذ خلال ${promiseText.lateRefund} ` +
            `نعيد قيمة ما لم يصل تلقائياً، ويظهر المبلغ في حسابك خلال ${promiseText.refundArrival} حسب البنك.`,
    },
    {
      key: "wrong-link",
      title: "رابط خاطئ",
      text:
        `مرحباً، الرابط في طلبك هو ${order.link}. ` +
        (started
          ? "بدأ التنفيذ على هذا الرابط، فلا يمكن نقل ما وصل إلى فيديو آخر. لطلب جديد استخدم الرابط الصحيح من صفحة الشراء."
          : "لم يبدأ التنفيذ بعد: أرسل إلينا هنا الرابط الصحيح للفيديو نفسه ونصححه قبل أن يبدأ."),
    },
  ];
}
