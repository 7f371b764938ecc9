import "server-only";

import { randomUUID } from "node:crypto";

import { db, transaction, type Prisma, type RefundReason, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

import { issueCreditNote } from "./issue";

// A refund's money, from its row to its outcome: the row with its bounds (never
// more than the item's price or what is left of the payment), the payment's
// refunded total, and the outcomes the provider's answers decide (completed with
// its credit note, refused and tried again, failed and released). The callers
// (lib/fulfilment decides a refund, lib/payment-providers sends it) add what is
// theirs in the same transaction: statuses, the job, the e-mail.

/** Attempts at the provider before a refund it keeps refusing stays FAILED for the operator. */
export const REFUND_TRIES = 3;
/** How long after a refusal the next attempt goes (a provider-side problem, such as its balance, may pass). */
export const REFUND_RETRY_DELAYS_MS = [15 * 60_000, 2 * 60 * 60_000] as const;

export const REFUND_TOO_MUCH_MESSAGE = "المبلغ أكبر مما بقي من الدفعة";
export const NOT_REFUNDABLE_MESSAGE = "هذا الطلب غير مدفوع، فلا يُسترد";

export interface ItemRefundRow {
  refundId: string;
  amountFils: number;
  orderId: string;
  customerId: string | null;
  /** The item's price has gone back in full (over every refund of it that did not fail). */
  refundedAll: boolean;
}

/**
 * Writes the refund row of one item, in the caller's transaction: at most one
 * per item and reason (a unique key), never more than the item's price over
 * all reasons (its row is locked while counting; a FAILED refund moved no
 * money and is not counted), never more than the payment (a guarded update,
 * and the CHECK on payments.refunded_fils behind it). Free orders are never
 * refunded. Null when nothing (more) is due.
 */
export async function writeItemRefund(
  tx: Tx,
  input: { itemId: string; reason: RefundReason; amountFils: number },
): Promise<ItemRefundRow | null> {
  // Locks in one order everywhere (item, then payment): concurrent refunds queue, never deadlock.
  const [item] = await tx.$queryRaw<
    {
      id: string;
      order_id: string;
      price_fils: number;
      payment_id: string | null;
      source: string;
      user_id: string | null;
    }[]
  >`
    SELECT oi."id", oi."order_id", oi."price_fils", o."payment_id", o."source"::text AS "source", o."user_id"
    FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
    WHERE oi."id" = ${input.itemId}::uuid
    FOR UPDATE OF oi`;
  if (!item || item.source !== "PAID" || !item.payment_id) return null;
  const [payment] = await tx.$queryRaw<{ amount_fils: number; refunded_fils: number }[]>`
    SELECT "amount_fils", "refunded_fils" FROM "payments" WHERE "id" = ${item.payment_id} FOR UPDATE`;
  if (!payment) return null;
  const [{ sum }] = (await tx.$queryRaw<{ sum: number }[]>`
    SELECT COALESCE(SUM("amount_fils"), 0)::int AS "sum" FROM "refunds"
    WHERE "item_id" = ${item.id}::uuid AND "status" <> 'FAILED'`) as [{ sum: number }];
  const amount = Math.min(
    Math.floor(input.amountFils),
    item.price_fils - sum,
    payment.amount_fils - payment.refunded_fils,
  );
  if (amount <= 0) return null;

  const id = randomUUID();
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "refunds" ("id", "payment_id", "order_id", "item_id", "reason", "amount_fils", "updated_at")
    VALUES (${id}::uuid, ${item.payment_id}, ${item.order_id}::uuid, ${item.id}::uuid,
            ${input.reason}::"RefundReason", ${amount}, now())
    ON CONFLICT ("item_id", "reason") DO NOTHING
    RETURNING "id"`;
  if (inserted.length === 0) return null;
  await raiseRefunded(
    tx,
    item.payment_id,
    amount,
    () => new AppError("CONFLICT", "refund would exceed the payment", { retryable: true }),
  );
  return {
    refundId: id,
    amountFils: amount,
    orderId: item.order_id,
    customerId: item.user_id,
    refundedAll: sum + amount >= item.price_fils,
  };
}

export interface OrderRefundRow {
  refundId: string;
  amountFils: number;
  /** False when the same request (its key) had already recorded it. */
  created: boolean;
  /** The whole payment has now gone back. */
  paidBackInFull: boolean;
}

/**
 * Writes an operator's refund of all or part of a paid order, in the caller's
 * transaction: a row of the order (no item) with the operator's note and the
 * request's key, and the payment's refunded total. Idempotent by `requestKey`
 * (a unique key); never more than what is left of the payment (the payment
 * row is locked while it is counted, the update is guarded, the CHECK stands
 * behind both). The order's FAILED refunds (their amounts were released) are
 * marked as replaced by this one.
 */
export async function writeOrderRefund(
  tx: Tx,
  input: { orderId: string; amountFils: number; note: string; requestKey: string },
): Promise<OrderRefundRow> {
  // Locks in the order writeItemRefund takes them (items, then the payment): refunds never deadlock.
  await tx.$queryRaw`SELECT "id" FROM "order_items" WHERE "order_id" = ${input.orderId}::uuid ORDER BY "id" FOR UPDATE`;
  const [order] = await tx.$queryRaw<{ payment_id: string | null; source: string }[]>`
    SELECT "payment_id", "source"::text AS "source" FROM "orders" WHERE "id" = ${input.orderId}::uuid`;
  if (!order) throw new AppError("NOT_FOUND", "الطلب غير موجود");
  if (order.source !== "PAID" || !order.payment_id) throw new AppError("UNPROCESSABLE", NOT_REFUNDABLE_MESSAGE);
  const [payment] = await tx.$queryRaw<{ amount_fils: number; refunded_fils: number; status: string }[]>`
    SELECT "amount_fils", "refunded_fils", "status"::text AS "status" FROM "payments"
    WHERE "id" = ${order.payment_id} FOR UPDATE`;
  if (!payment || payment.status !== "COMPLETED") throw new AppError("UNPROCESSABLE", NOT_REFUNDABLE_MESSAGE);

  const earlier = await tx.refund.findUnique({ where: { requestKey: input.requestKey } });
  if (earlier) {
    if (earlier.orderId !== input.orderId) throw new AppError("CONFLICT", "مفتاح الطلب مستخدم لطلب آخر");
    return { refundId: earlier.id, amountFils: earlier.amountFils, created: false, paidBackInFull: false };
  }
  const amount = Math.floor(input.amountFils);
  if (!(amount > 0)) throw new AppError("BAD_REQUEST", "المبلغ يجب أن يكون أكبر من صفر");
  if (amount > payment.amount_fils - payment.refunded_fils) throw new AppError("CONFLICT", REFUND_TOO_MUCH_MESSAGE);

  const id = randomUUID();
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "refunds" ("id", "payment_id", "order_id", "item_id", "reason", "amount_fils", "request_key", "note", "updated_at")
    VALUES (${id}::uuid, ${order.payment_id}, ${input.orderId}::uuid, NULL, 'OPERATOR'::"RefundReason", ${amount},
            ${input.requestKey}, ${input.note}, now())
    ON CONFLICT ("request_key") DO NOTHING
    RETURNING "id"`;
  if (inserted.length === 0) throw new AppError("CONFLICT", "طلب الاسترداد نفسه قيد التنفيذ", { retryable: true });
  await raiseRefunded(tx, order.payment_id, amount, () => new AppError("CONFLICT", REFUND_TOO_MUCH_MESSAGE));
  // This refund takes over from the order's FAILED ones (their amounts were released):
  // they are no longer delayed for the customer nor on the attention list.
  await tx.$executeRaw`
    UPDATE "refunds" SET "replaced_at" = now(), "updated_at" = now()
    WHERE "order_id" = ${input.orderId}::uuid AND "status" = 'FAILED' AND "replaced_at" IS NULL AND "id" <> ${id}::uuid`;
  return {
    refundId: id,
    amountFils: amount,
    created: true,
    paidBackInFull: payment.refunded_fils + amount >= payment.amount_fils,
  };
}

/** The payment's refunded total goes up by `amount`, never past what was paid. */
async function raiseRefunded(tx: Tx, paymentId: string, amount: number, tooMuch: () => Error): Promise<void> {
  const raised = await tx.$executeRaw`
    UPDATE "payments" SET "refunded_fils" = "refunded_fils" + ${amount}, "updated_at" = now()
    WHERE "id" = ${paymentId} AND "refunded_fils" + ${amount} <= "amount_fils"`;
  if (raised !== 1) throw tooMuch();
}

/**
 * The provider accepted a refund's current attempt (`where` picks it): it is
 * PROCESSING, or COMPLETED once the money has gone back. Only forward: a
 * finished refund keeps its outcome whatever arrives late. This is the one
 * place a refund becomes COMPLETED (the refund job's answer and the refund
 * webhook both come here), and its credit note is issued in the same
 * transaction: exactly once per refund that returned money, never for one
 * that ends FAILED. Returns how many refunds changed.
 */
export async function refundAccepted(
  where: Prisma.RefundWhereInput,
  status: "PROCESSING" | "COMPLETED",
  data: { providerRefundId?: string; lastError?: null } = {},
): Promise<number> {
  const from: ("PENDING" | "PROCESSING")[] = status === "PROCESSING" ? ["PENDING"] : ["PENDING", "PROCESSING"];
  if (status === "PROCESSING")
    return (await db.refund.updateMany({ where: { ...where, status: { in: from } }, data: { ...data, status } })).count;
  return transaction(async (tx) => {
    const candidates = await tx.refund.findMany({ where: { ...where, status: { in: from } }, select: { id: true } });
    let changed = 0;
    for (const { id } of candidates) {
      const { count } = await tx.refund.updateMany({
        where: { AND: [where, { id, status: { in: from } }] },
        data: { ...data, status },
      });
      if (count !== 1) continue;
      changed += 1;
      await issueCreditNote(tx, id, new Date());
    }
    return changed;
  });
}

/** What became of a refused attempt: nothing (old news), tried again at `runAt`, or FAILED for good. */
export type RefusalOutcome =
  | { changed: false }
  | { changed: true; retry: true; failures: number; runAt: Date }
  | { changed: true; retry: false; failures: number };

/**
 * The provider refused one attempt of a refund (its answer, or the refund
 * webhook's "failed"): no money moved. Retrying is safe with a new client id
 * (the refused one stays refused at the provider), so the refund goes back to
 * PENDING under a new `request_id`, up to REFUND_TRIES attempts, and
 * `sendAgain` queues the next attempt in the same transaction; after that, or
 * when the request itself was refused (`final`), it stays FAILED for the
 * operator (docs/operations.md#failed-refunds) and its amount is released:
 * the operator may refund again. Only news about the current attempt counts:
 * a late word about an earlier one changes nothing.
 */
export async function refundRefused(
  refundId: string,
  attemptId: string,
  reason: string,
  options: {
    final?: boolean;
    now?: Date;
    sendAgain: (tx: Tx, attempt: { failures: number; runAt: Date }) => Promise<void>;
  },
): Promise<RefusalOutcome> {
  const refund = await db.refund.findUnique({ where: { id: refundId } });
  if (!refund || (refund.status !== "PENDING" && refund.status !== "PROCESSING")) return { changed: false };
  const current = refund.requestId ?? refund.id;
  if (attemptId !== current && attemptId !== refund.providerRefundId) return { changed: false };
  const failures = refund.failures + 1;
  const retry = !options.final && failures < REFUND_TRIES;
  const runAt = new Date((options.now ?? new Date()).getTime() + (REFUND_RETRY_DELAYS_MS[failures - 1] ?? 0));
  // The refund's new state and its next attempt (or its released amount) commit together.
  return transaction(async (tx): Promise<RefusalOutcome> => {
    const { count } = await tx.refund.updateMany({
      where: { id: refundId, status: refund.status, failures: refund.failures },
      data: retry
        ? { status: "PENDING", failures, requestId: randomUUID(), providerRefundId: null, lastError: reason }
        : { status: "FAILED", failures, lastError: reason },
    });
    if (count !== 1) return { changed: false };
    if (!retry) {
      await releaseFailedRefund(tx, refundId);
      return { changed: true, retry: false, failures };
    }
    await options.sendAgain(tx, { failures, runAt });
    return { changed: true, retry: true, failures, runAt };
  });
}

/**
 * A refund that cannot be sent at all (its payment has no provider id): FAILED
 * with the reason, and its amount released, in one transaction.
 */
export async function refundUnsendable(refundId: string, reason: string): Promise<void> {
  await transaction(async (tx) => {
    const { count } = await tx.refund.updateMany({
      where: { id: refundId, status: { in: ["PENDING", "PROCESSING"] } },
      data: { status: "FAILED", lastError: reason },
    });
    if (count === 1) await releaseFailedRefund(tx, refundId);
  });
}

/**
 * A refund that ended FAILED moved no money: its amount leaves the payment's
 * refunded total, in the transaction that made it FAILED (so once), and the
 * operator can refund it again with a new provider call
 * (docs/product-rules.md#refunds). The guard keeps the total from going
 * below zero, and the CHECK on payments.refunded_fils stands behind it.
 */
async function releaseFailedRefund(tx: Tx, refundId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "payments" AS p SET "refunded_fils" = p."refunded_fils" - r."amount_fils", "updated_at" = now()
    FROM "refunds" AS r
    WHERE r."id" = ${refundId}::uuid AND r."status" = 'FAILED' AND p."id" = r."payment_id"
      AND p."refunded_fils" >= r."amount_fils"`;
}
