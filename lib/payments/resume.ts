import "server-only";

import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { orderPageUrl, PLACEHOLDER_EMAIL } from "@/lib/mail";
import { fromDbService, type ServiceType } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";
import type { Attribution } from "@/lib/tracking/contract";

import { createPayment } from "./create";
import { ORDER_AS_LEFT } from "./reminders";
import { refreshPayment } from "./status";

// A reminder's link (docs/checkout-reminders.md): the same payment when its
// intent is still open at the provider (the same price and code, as created);
// else the order started again as a new payment at today's price, and the page
// says plainly when that price differs.

export interface ResumeSummary {
  id: string;
  service: ServiceType;
  /** What is delivered: the quantity paid for and a promotion's free part. */
  quantity: number;
  link: string;
  amountFils: number;
  listAmountFils: number;
  code: string | null;
}

export type ResumeState =
  | { state: "missing" }
  | { state: "paid"; orderUrl: string }
  /** Paid at the provider, being confirmed (its intent reads `pending`): the page that follows it. */
  | { state: "confirming"; statusUrl: string }
  /** Payable now at its provider. `before`: the payment it started again from, when that was priced otherwise. */
  | { state: "open"; payment: ResumeSummary; redirectUrl: string; before: ResumeSummary | null }
  /** Its intent ended (failed, cancelled): it can be started again. */
  | { state: "ended"; payment: ResumeSummary }
  /** Held for an operator (the provider's answer did not match): the buyer writes to the store. */
  | { state: "held" };

const SELECT = {
  ...ORDER_AS_LEFT,
  status: true,
  flaggedReason: true,
  redirectUrl: true,
  providerStatus: true,
} as const;

type Row = Prisma.PaymentGetPayload<{ select: typeof SELECT }>;

const summary = (p: Row): ResumeSummary => ({
  id: p.id,
  service: fromDbService(p.serviceType),
  quantity: p.quantity + p.bonusQuantity,
  link: p.tiktokUrl ?? "",
  amountFils: p.amountFils,
  listAmountFils: p.listAmountFils,
  code: p.discountCode?.code ?? null,
});

/**
 * Where a reminder's link stands now (the provider asked first, as a status
 * poll does). A guest's payment is the link holder's (its id is their key, as
 * on the order page); an account's is only its account's.
 */
export async function resumeState(paymentId: string, viewerId: string | null): Promise<ResumeState> {
  if (paymentId.length < 5 || paymentId.length > 64) return { state: "missing" };
  await refreshPayment(paymentId);
  const payment = await db.payment.findFirst({
    where: { id: paymentId, OR: [{ userId: null }, ...(viewerId ? [{ userId: viewerId }] : [])] },
    select: { ...SELECT, order: { select: { id: true } }, resumedFrom: { select: SELECT } },
  });
  if (!payment) return { state: "missing" };
  if (payment.status === "COMPLETED")
    return { state: "paid", orderUrl: orderPageUrl(payment.order?.id ?? null, payment.id) };
  if (payment.flaggedReason) return { state: "held" };
  if (payment.status === "PENDING" && payment.providerStatus === "pending")
    return {
      state: "confirming",
      statusUrl: `${PAGES.paymentSuccess.path}?${new URLSearchParams({ id: payment.id })}`,
    };
  if (payment.status === "PENDING" && payment.redirectUrl) {
    const before = payment.resumedFrom;
    const changed =
      before && (before.amountFils !== payment.amountFils || before.discountCode?.code !== payment.discountCode?.code);
    return {
      state: "open",
      payment: summary(payment),
      redirectUrl: payment.redirectUrl,
      before: changed ? summary(before) : null,
    };
  }
  return { state: "ended", payment: summary(payment) };
}

/**
 * The "start again" button of an ended payment: a new payment for the same
 * service, quantity, link and address, with the same code when it still
 * applies (without it when it no longer does: the page then shows the new
 * price beside the old). Returns the payment to go on with: the same one when
 * it is still payable or paid (a second click, another tab).
 */
export async function resumePayment(
  paymentId: string,
  caller: { userId: string | null; client: string; deviceId: string | null; attribution: Attribution | null },
): Promise<string> {
  const state = await resumeState(paymentId, caller.userId);
  if (state.state !== "ended") return paymentId;
  // A second click finds the payment the first one made.
  const again = await db.payment.findFirst({
    where: { resumedFromId: paymentId, status: "PENDING", redirectUrl: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (again) return again.id;
  const source = await db.payment.findUniqueOrThrow({
    where: { id: paymentId },
    select: { customerEmail: true, customerName: true, quantity: true },
  });
  const { payment } = state;
  const body = {
    serviceType: payment.service,
    serviceQuantity: source.quantity, // what was paid for: a promotion in force today adds its own free part
    tiktokUrl: payment.link,
    customerName: source.customerName,
    ...(source.customerEmail !== PLACEHOLDER_EMAIL ? { customerEmail: source.customerEmail } : {}),
  };
  const withResume = { ...caller, resumedFrom: paymentId };
  try {
    return (await createPayment({ ...body, discountCode: payment.code }, withResume)).id;
  } catch (error) {
    // The code no longer applies (ended, used up): the order at today's price without it.
    if (payment.code && error instanceof AppError && error.details.field === "discountCode")
      return (await createPayment(body, withResume)).id;
    throw error;
  }
}
