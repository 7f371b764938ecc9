import "server-only";

import { type db, type RefundReason, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { creditNoteNumberLabel, invoiceNumberLabel } from "@/lib/ledger";
import { formatAed, fromDbService, ITEM_KIND_CATALOGUE, promiseText, serviceLabel, formatCount } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

import { renderMail, type MailContent } from "./templates";

/**
 * What a customer is told about their order, composed from the database when
 * the e-mail job first runs (docs/operations.md#e-mail).
 */

/** The e-mail stored on a payment whose buyer gave none (docs/product-rules.md#payment-creation). */
export const PLACEHOLDER_EMAIL = "guest@example.com";

export type OrderEvent = "receipt" | "refund" | "completed" | "delayed";

export interface ComposedMail extends MailContent {
  key: string;
  kind: string;
  to: string;
  orderId: string | null;
}

const REFUND_REASONS: Record<RefundReason, string> = {
  NOT_STARTED: `مرّت ${promiseText.notStartedRefund} دون أن يبدأ تنفيذ الطلب`,
  PARTIAL: "تم تنفيذ جزء من الكمية فقط، فأعدنا قيمة ما لم يصل",
  CANCELLED: "أوقف مزود الخدمة تنفيذ الطلب قبل اكتماله، فأعدنا قيمة ما لم يصل",
  LATE: `لم يكتمل التنفيذ خلال ${promiseText.lateRefund}، فأعدنا قيمة ما لم يصل`,
  REJECTED: "تعذر تنفيذ الخدمة لهذا الرابط أو لهذه الكمية",
  OPERATOR: "قرار من فريق الدعم",
};

/** An item an operator asked the panel to cancel: the customer reads who stopped it, not "the provider". */
const OPERATOR_CANCEL_REASON = "أوقف فريق الدعم تنفيذ الطلب لدى مزود الخدمة قبل اكتماله، فأعدنا قيمة ما لم يصل";

/** Why a refund was made, as the customer reads it. */
function refundReason(reason: RefundReason, item: { cancelRequestedAt: Date | null } | null): string {
  if (item?.cancelRequestedAt && (reason === "CANCELLED" || reason === "PARTIAL")) return OPERATOR_CANCEL_REASON;
  return REFUND_REASONS[reason];
}

/** What reached the video of one item: all of a completed one, else its quantity less what the panel left. */
function deliveredOf(item: { status: string; quantity: number; remains: number | null }): number {
  if (item.status === "COMPLETED") return item.quantity;
  return Math.max(0, item.quantity - (item.remains ?? item.quantity));
}

/** The order page's address: the payment id is the guest's key to it, from any device. */
export function orderPageUrl(
  orderId: string | null,
  paymentId: string | null,
  path: string = PAGES.orderComplete.path,
): string {
  const query = new URLSearchParams();
  if (orderId) query.set("id", orderId);
  if (paymentId) query.set("payment_id", paymentId);
  return `${env().APP_URL.replace(/\/+$/, "")}${path}?${query.toString()}`;
}

/**
 * Where a customer's mail goes: the address given at checkout, else the
 * buyer's account address once verified; null when there is none.
 */
export async function customerAddress(
  client: Tx | typeof db,
  input: { checkoutEmail: string | null; userId: string | null },
): Promise<string | null> {
  const given = input.checkoutEmail?.trim();
  if (given && given.toLowerCase() !== PLACEHOLDER_EMAIL) return given;
  if (!input.userId) return null;
  const user = await client.user.findUnique({
    where: { id: input.userId },
    select: { email: true, emailVerifiedAt: true },
  });
  return user?.emailVerifiedAt && user.email ? user.email : null;
}

const orderSelect = {
  id: true,
  userId: true,
  serviceType: true,
  quantity: true,
  link: true,
  payment: { select: { id: true, customerEmail: true, userId: true, amountFils: true } },
} as const;

type OrderFacts = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

function loadOrder(client: Tx | typeof db, orderId: string) {
  return client.order.findUnique({ where: { id: orderId }, select: orderSelect });
}

export function describe(order: { serviceType: string; quantity: number; link: string }): [string, string][] {
  const service = fromDbService(order.serviceType);
  return [
    ["الخدمة", serviceLabel(service)],
    ...(service === "explorer" ? [] : ([["الكمية", formatCount(order.quantity)]] as [string, string][])),
    ["رابط الفيديو", order.link],
  ];
}

async function addressOf(client: Tx | typeof db, order: OrderFacts) {
  return customerAddress(client, {
    checkoutEmail: order.payment?.customerEmail ?? null,
    userId: order.payment?.userId ?? order.userId,
  });
}

const orderAction = (order: OrderFacts) => ({
  label: "متابعة طلبك",
  href: orderPageUrl(order.id, order.payment?.id ?? null),
});

/** The message for an order event, or null when there is no one to tell (or nothing to say). */
export async function composeOrderMail(
  client: Tx | typeof db,
  event: OrderEvent,
  id: string,
): Promise<ComposedMail | null> {
  if (event === "receipt") {
    const payment = await client.payment.findUnique({
      where: { id },
      select: {
        id: true,
        status: true,
        customerEmail: true,
        userId: true,
        serviceType: true,
        quantity: true,
        tiktokUrl: true,
        amountFils: true,
        listAmountFils: true,
        bonusQuantity: true,
        order: { select: { id: true, link: true } },
        invoice: { select: { number: true, vatFils: true, vatRateBp: true, discountLabel: true } },
        discountCode: { select: { code: true } },
        promotion: { select: { title: true } },
      },
    });
    if (!payment || payment.status !== "COMPLETED") return null;
    const to = await customerAddress(client, { checkoutEmail: payment.customerEmail, userId: payment.userId });
    if (!to) return null;
    const link = payment.order?.link ?? payment.tiktokUrl ?? "";
    // VAT is stated only with a tax invoice (a VAT-registered store issued one when it was paid).
    const { invoice } = payment;
    const vatFacts: [string, string][] = invoice
      ? [
          [
            "المبلغ المدفوع",
            `${formatAed(payment.amountFils)} (شامل ضريبة القيمة المضافة ${invoice.vatRateBp / 100}%)`,
          ],
          ["ضريبة القيمة المضافة", formatAed(invoice.vatFils)],
          ["رقم الفاتورة الضريبية", invoiceNumberLabel(invoice.number)],
        ]
      : [["المبلغ المدفوع", formatAed(payment.amountFils)]];
    // A discounted sale says what it cost before and what was taken off, as its invoice does.
    const discount = payment.listAmountFils - payment.amountFils;
    const by =
      invoice?.discountLabel ??
      [
        payment.promotion && `عرض ${payment.promotion.title}`,
        payment.discountCode && `رمز الخصم ${payment.discountCode.code}`,
      ]
        .filter(Boolean)
        .join(" و");
    const discountFacts: [string, string][] =
      discount > 0
        ? [
            ["السعر قبل الخصم", formatAed(payment.listAmountFils)],
            ["الخصم", by ? `−${formatAed(discount)} (${by})` : `−${formatAed(discount)}`],
          ]
        : [];
    const quantity = payment.quantity + payment.bonusQuantity; // a promotion's free part is delivered too
    return {
      key: `receipt:${payment.id}`,
      kind: "receipt",
      to,
      orderId: payment.order?.id ?? null,
      ...renderMail({
        subject: `إيصال الدفع: ${serviceLabel(fromDbService(payment.serviceType))}`,
        paragraphs: [
          "شكراً لك! استلمنا دفعتك وبدأنا تجهيز طلبك.",
          "احتفظ بهذه الرسالة: الزر أدناه يفتح صفحة طلبك من أي جهاز.",
        ],
        facts: [
          ...describe({ serviceType: payment.serviceType, quantity, link }),
          ...discountFacts,
          ...vatFacts,
          ["رقم الطلب", payment.order?.id ?? payment.id],
        ],
        action: { label: "متابعة طلبك", href: orderPageUrl(payment.order?.id ?? null, payment.id) },
        ...(invoice &&
          payment.order && {
            secondary: {
              label: "الفاتورة الضريبية",
              href: orderPageUrl(payment.order.id, payment.id, PAGES.invoice.path),
            },
          }),
      }),
    };
  }

  if (event === "refund") {
    const refund = await client.refund.findUnique({
      where: { id },
      select: {
        id: true,
        amountFils: true,
        reason: true,
        orderId: true,
        item: { select: { kind: true, status: true, quantity: true, remains: true, cancelRequestedAt: true } },
      },
    });
    if (!refund) return null;
    const order = await loadOrder(client, refund.orderId);
    if (!order) return null;
    const to = await addressOf(client, order);
    if (!to) return null;
    // A VAT-registered store's refund has a credit note of its own (a page: /credit-note), issued
    // when the provider completes the refund: named when it already is, linked either way.
    const invoiced = order.payment
      ? await client.taxInvoice.findFirst({ where: { paymentId: order.payment.id }, select: { id: true } })
      : null;
    const note = invoiced
      ? await client.creditNote.findUnique({ where: { refundId: refund.id }, select: { number: true } })
      : null;
    return {
      key: `refund:${refund.id}`,
      kind: "refund",
      to,
      orderId: order.id,
      ...renderMail({
        // Queued when the refund is recorded, before the provider has moved the money
        // (it may refuse and be retried): the mail says it has started, the order page
        // says when it is done or delayed.
        subject: `نعيد إليك ${formatAed(refund.amountFils)}`,
        paragraphs: [
          `بدأنا إعادة ${formatAed(refund.amountFils)} إلى وسيلة الدفع التي استخدمتها، وتعرض صفحة طلبك حالتها.`,
          `السبب: ${refundReason(refund.reason, refund.item)}.`,
          `يظهر المبلغ في حسابك خلال ${promiseText.refundArrival} حسب البنك.`,
          ...(invoiced && !note
            ? ["نصدر إشعاراً دائناً بالمبلغ على فاتورتك الضريبية عند إتمام الإعادة، وتجده من الرابط أدناه."]
            : []),
        ],
        facts: [
          ...describe(order),
          // What was delivered and what is returned, for the part this refund is about.
          ...(refund.item
            ? ([
                [
                  "ما وصل",
                  `${formatCount(deliveredOf(refund.item))} من ${formatCount(refund.item.quantity)} (${ITEM_KIND_CATALOGUE[refund.item.kind].labelAr})`,
                ],
              ] as [string, string][])
            : []),
          ["المبلغ المُعاد", formatAed(refund.amountFils)],
          ...(note ? ([["رقم الإشعار الدائن", creditNoteNumberLabel(note.number)]] as [string, string][]) : []),
          ["رقم الطلب", order.id],
        ],
        action: orderAction(order),
        ...(invoiced && {
          secondary: {
            label: "الإشعار الدائن",
            href: orderPageUrl(order.id, order.payment?.id ?? null, PAGES.creditNote.path),
          },
        }),
      }),
    };
  }

  const order = await loadOrder(client, id);
  if (!order) return null;
  const to = await addressOf(client, order);
  if (!to) return null;
  const body =
    event === "completed"
      ? {
          subject: "اكتمل طلبك",
          paragraphs: ["اكتمل تنفيذ طلبك. شكراً لثقتك بنا!", "إذا نقص العدد لاحقاً فسنعوضه ضمن فترة الضمان."],
        }
      : {
          subject: "طلبك يحتاج وقتاً أطول",
          paragraphs: [
            "تأخر بدء تنفيذ طلبك عن الموعد المتوقع، وفريقنا يتابعه الآن بنفسه.",
            `لا حاجة لأي إجراء منك: سنكمل الطلب، أو نعيد لك المبلغ تلقائياً إذا مرّت ${promiseText.notStartedRefund} على طلبك دون أن يبدأ.`,
          ],
        };
  return {
    key: `${event}:${order.id}`,
    kind: event,
    to,
    orderId: order.id,
    ...renderMail({ ...body, facts: [...describe(order), ["رقم الطلب", order.id]], action: orderAction(order) }),
  };
}
