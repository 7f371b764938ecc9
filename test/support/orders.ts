import { randomBytes } from "node:crypto";

import { db, transaction, type ServiceType } from "@/lib/db";
import { issueTaxInvoice } from "@/lib/ledger";
import { createOrder } from "@/lib/orders";
import { applyIntent } from "@/lib/payments";

let counter = 0;

/** A verified (COMPLETED) payment, its tax invoice and its order, as checkout leaves them. */
export async function createPaidOrder(
  input: {
    serviceType?: ServiceType;
    quantity?: number;
    amountFils?: number;
    link?: string;
    userId?: string | null;
    createdAt?: Date;
  } = {},
) {
  const serviceType = input.serviceType ?? "VIEWS";
  const quantity = input.quantity ?? (serviceType === "EXPLORER" ? 25_000 : serviceType === "LIKES" ? 100 : 5_000);
  const amountFils = input.amountFils ?? 350;
  const link =
    input.link ?? `https://www.tiktok.com/@creator${++counter}/video/${7_300_000_000_000_000_000n + BigInt(counter)}`;
  const paymentId = `pay_${randomBytes(16).toString("hex")}`;
  await db.payment.create({
    data: {
      id: paymentId,
      provider: "SIMULATED",
      status: "COMPLETED",
      serviceType,
      quantity,
      listAmountFils: amountFils,
      amountFils,
      description: `طلب ${quantity}`,
      tiktokUrl: link,
      customerName: "ضيف",
      customerEmail: "guest@example.com",
      userId: input.userId ?? null,
      paidAt: new Date(),
    },
  });
  const order = await transaction(async (tx) => {
    await issueTaxInvoice(tx, paymentId, new Date());
    return createOrder(tx, {
      source: "PAID",
      paymentId,
      userId: input.userId ?? null,
      serviceType,
      quantity,
      link,
      amountFils,
    });
  });
  if (input.createdAt) await db.order.update({ where: { id: order.id }, data: { createdAt: input.createdAt } });
  const items = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { kind: "asc" } });
  return { orderId: order.id, paymentId, link, items };
}

/** A free-offer order (no payment). */
export async function createFreeOrder(link = `https://www.tiktok.com/@free${++counter}/video/1${counter}`) {
  const order = await transaction((tx) =>
    createOrder(tx, {
      source: "FREE",
      paymentId: null,
      userId: null,
      serviceType: "VIEWS",
      quantity: 1000,
      link,
      amountFils: 0,
    }),
  );
  return { orderId: order.id, link };
}

/** A payment waiting for the provider's word (simulated; its intent is `pi_<id>`), as checkout leaves it. */
export async function createPendingPayment(
  input: {
    amountFils?: number;
    serviceType?: ServiceType;
    email?: string | null;
    description?: string;
    link?: string;
  } = {},
) {
  const serviceType = input.serviceType ?? "VIEWS";
  const amountFils = input.amountFils ?? 2_500;
  const id = `pay_${randomBytes(16).toString("hex")}`;
  await db.payment.create({
    data: {
      id,
      provider: "SIMULATED",
      providerPaymentId: `pi_${id}`,
      status: "PENDING",
      serviceType,
      quantity: serviceType === "EXPLORER" ? 25_000 : 5_000,
      listAmountFils: amountFils,
      amountFils,
      description: input.description ?? (serviceType === "EXPLORER" ? "باقة الإكسبلور" : "طلب 5000 مشاهدة"),
      tiktokUrl:
        input.link ??
        `https://www.tiktok.com/@pending${++counter}/video/${7_300_000_000_000_000_000n + BigInt(counter)}`,
      customerName: "ضيف",
      customerEmail: input.email ?? "guest@example.com",
    },
  });
  return id;
}

/** The provider's verified word that a payment completed (the webhook, a status poll or the return page alike). */
export const completePayment = (paymentId: string, amountFils: number) =>
  applyIntent(paymentId, {
    id: `pi_${paymentId}`,
    status: "completed",
    amountFils,
    currency: "AED",
    redirectUrl: null,
  });
