import "server-only";

import { randomUUID } from "node:crypto";

import { z } from "zod";

import { db } from "@/lib/db";
import { customerAddress, orderPageUrl, queueMail, renderMail } from "@/lib/mail";
import { fromDbService, serviceLabel } from "@/lib/pricing";
import { enforce } from "@/lib/rate-limit";

/**
 * "Find my order" from another device (docs/operations.md#find-my-order): the
 * order number (or the payment id in the receipt) and the e-mail used at
 * checkout. When both match, the order's link is e-mailed to that address; it
 * is never shown on screen, and the answer is the same either way.
 */

export const FIND_ORDER_ANSWER =
  "إذا كان رقم الطلب والبريد الإلكتروني مطابقين لطلب لدينا، فستصلك رسالة فيها رابط الطلب خلال دقائق. تحقق من مجلد البريد غير المرغوب فيه أيضاً.";
const TOO_MANY_MESSAGE = "طلبات كثيرة خلال وقت قصير، يرجى المحاولة لاحقاً";

export const findOrderSchema = z.object({
  order: z.string({ error: "يرجى إدخال رقم الطلب" }).trim().min(1, "يرجى إدخال رقم الطلب").max(100),
  email: z
    .string({ error: "يرجى إدخال بريد إلكتروني صحيح" })
    .trim()
    .max(320)
    .pipe(z.email({ error: "يرجى إدخال بريد إلكتروني صحيح" })),
});
export type FindOrderInput = z.infer<typeof findOrderSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function sendOrderLink(input: FindOrderInput, client: string): Promise<void> {
  await enforce({ key: `find-order:ip:${client}`, limit: 10, windowSeconds: 3600 }, TOO_MANY_MESSAGE);
  const ref = input.order.replace(/^#/, "");
  await enforce({ key: `find-order:ref:${ref.toLowerCase()}`, limit: 3, windowSeconds: 3600 }, TOO_MANY_MESSAGE);
  const order = await db.order.findFirst({
    where: UUID.test(ref) ? { id: ref.toLowerCase() } : { paymentId: ref },
    select: {
      id: true,
      userId: true,
      serviceType: true,
      quantity: true,
      link: true,
      payment: { select: { id: true, customerEmail: true, userId: true } },
    },
  });
  if (!order) return;
  const address = await customerAddress(db, {
    checkoutEmail: order.payment?.customerEmail ?? null,
    userId: order.payment?.userId ?? order.userId,
  });
  if (!address || address.toLowerCase() !== input.email.toLowerCase()) return;
  await queueMail(db, {
    key: `find-order:${order.id}:${randomUUID()}`,
    kind: "find-order",
    to: address,
    orderId: order.id,
    ...renderMail({
      subject: "رابط طلبك",
      paragraphs: ["طلبتَ رابط طلبك. اضغط الزر لمتابعته من هذا الجهاز أو أي جهاز آخر."],
      facts: [
        ["الخدمة", serviceLabel(fromDbService(order.serviceType))],
        ["رابط الفيديو", order.link],
        ["رقم الطلب", order.id],
      ],
      action: { label: "متابعة طلبك", href: orderPageUrl(order.id, order.payment?.id ?? null) },
      note: "إذا لم تطلب ذلك فتجاهل هذه الرسالة.",
    }),
  });
}
