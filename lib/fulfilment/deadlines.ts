import "server-only";

import { db, transaction, type OrderItem, type RefundReason } from "@/lib/db";
import { logger } from "@/lib/log";
import { queueOrderMail } from "@/lib/mail";
import { PROMISES, undeliveredShareFils } from "@/lib/pricing";

import { refreshOrderStatus } from "./order-status";
import { type PanelClient, clientFor } from "@/lib/smm-panel";
import { recordRefund } from "./refunds";
import { reviewDeadline } from "./review";
import { sentServiceInfo } from "./services";

const log = logger("fulfilment");

const HOUR = 60 * 60_000;
/** docs/product-rules.md#refunds: refunded in full when not started within 24 hours (the copy's PROMISES). */
export const NOT_STARTED_REFUND_MS = PROMISES.notStartedRefundHours * HOUR;
/** docs/product-rules.md#refunds: the undelivered share is refunded when not fully delivered within 7 days. */
export const LATE_REFUND_MS = PROMISES.lateRefundDays * 24 * HOUR;

/**
 * The delivery promises, checked against the clock:
 * - not started within the delivery table's promise (30 min, 1 h, 2 h): flagged for the operator;
 * - not started within 24 h: cancelled at the panel where the service allows it, refunded in full;
 * - not fully delivered within 7 days: cancelled where allowed, the undelivered share refunded.
 * Items in doubt (NEEDS_REVIEW, SUBMITTING) are flagged with an alert when
 * the start promise passes (their customer sees it, docs/fulfilment.md#outcome-unknown);
 * still in doubt 24 h after the order, they are refunded in full like any item
 * not started (docs/product-rules.md#review-refund): the panel may have them,
 * and the business carries that risk rather than break the promise.
 */
export async function checkDeadlines(panel: PanelClient, now = new Date()) {
  const flagged = await flagLateStarts(now);
  const notStarted = await db.orderItem.findMany({
    where: {
      status: "PENDING",
      submission: { in: ["NOT_SUBMITTED", "SUBMITTED"] },
      order: { createdAt: { lte: new Date(now.getTime() - NOT_STARTED_REFUND_MS) } },
    },
    take: 200,
  });
  for (const item of notStarted) await endItem(panel, item, "NOT_STARTED");
  const reviewRefunded = await refundExpiredReviews(now);
  const late = await db.orderItem.findMany({
    where: {
      status: "PROCESSING",
      submission: "SUBMITTED",
      order: { createdAt: { lte: new Date(now.getTime() - LATE_REFUND_MS) } },
    },
    take: 200,
  });
  for (const item of late) await endItem(panel, item, "LATE");
  return { flagged, notStarted: notStarted.length, late: late.length, reviewRefunded };
}

/**
 * Items still in doubt (NEEDS_REVIEW, or SUBMITTING long after its call must
 * have ended) 24 hours after their order: refunded in full, once (the guarded
 * update and the refunds' unique item-and-reason key), never above the
 * payment (recordRefund and the CHECK on payments.refunded_fils). The item
 * stays in review so that an operator who finds its panel order can still
 * attach it: the customer then keeps both (markItemSubmitted records it).
 */
async function refundExpiredReviews(now: Date): Promise<number> {
  const due = await db.orderItem.findMany({
    where: {
      status: "PENDING",
      submission: { in: ["NEEDS_REVIEW", "SUBMITTING"] },
      reviewRefundedAt: null,
      order: { createdAt: { lte: new Date(now.getTime() - NOT_STARTED_REFUND_MS) } },
    },
    take: 200,
  });
  let refunded = 0;
  for (const item of due) {
    const done = await transaction(async (tx) => {
      const claimed = await tx.orderItem.updateMany({
        where: { id: item.id, status: "PENDING", submission: item.submission, reviewRefundedAt: null },
        data: {
          status: "FAILED",
          reviewRefundedAt: now,
          lastError:
            `still in review 24 hours after the order: refunded in full | before: ${item.lastError ?? ""}`.slice(
              0,
              2000,
            ),
        },
      });
      if (claimed.count !== 1) return false;
      await refreshOrderStatus(tx, item.orderId);
      // The audit log's entry is written by recordRefund, in this transaction, under its own kind.
      await recordRefund(tx, {
        itemId: item.id,
        reason: "NOT_STARTED",
        amountFils: item.priceFils,
        auditAction: "review-timeout-refund",
      });
      return true;
    });
    if (done) refunded++;
  }
  if (refunded > 0)
    log.warn(`${refunded} item(s) still in review 24 hours after the order were refunded in full (see /admin)`);
  return refunded;
}

async function flagLateStarts(now: Date): Promise<number> {
  const candidates = await db.orderItem.findMany({
    where: {
      status: "PENDING",
      lateFlaggedAt: null,
      order: { createdAt: { lte: new Date(now.getTime() - 30 * 60_000) } },
    },
    select: {
      id: true,
      orderId: true,
      submission: true,
      order: { select: { serviceType: true, quantity: true, createdAt: true } },
    },
    take: 500,
  });
  const due = candidates.filter((c) => reviewDeadline(c.order).getTime() <= now.getTime());
  if (due.length === 0) return 0;
  // Items under review are flagged apart: their customer was told they hear back by now.
  const inDoubt = due.filter((d) => d.submission === "NEEDS_REVIEW" || d.submission === "SUBMITTING");
  const others = due.filter((d) => !inDoubt.includes(d));
  const flag = async (ids: string[]) =>
    ids.length === 0
      ? 0
      : (
          await db.orderItem.updateMany({
            where: { id: { in: ids }, lateFlaggedAt: null, status: "PENDING" },
            data: { lateFlaggedAt: now },
          })
        ).count;
  const reviewCount = await flag(inDoubt.map((d) => d.id));
  const count = await flag(others.map((d) => d.id));
  if (reviewCount > 0)
    log.error(
      `ALERT: ${reviewCount} item(s) under review past their start deadline: their customers were told to hear back by now; decide them in /admin`,
    );
  if (count > 0) log.warn(`${count} item(s) not started within the promised time (see /admin)`);
  // The customer hears it once per order (the mail's key).
  for (const orderId of new Set(due.map((d) => d.orderId))) await queueOrderMail(db, "delayed", orderId);
  return count + reviewCount;
}

async function endItem(panel: PanelClient, item: OrderItem, reason: RefundReason) {
  if (item.submission === "SUBMITTED" && item.externalOrderId && (await sentServiceInfo(item)).cancel) {
    try {
      const answer = (await clientFor(item, panel).cancel([item.externalOrderId])).get(item.externalOrderId);
      if (answer !== true) log.warn(`cancel of panel order ${item.externalOrderId}: ${answer?.error}`);
    } catch (error) {
      // The refund is the customer's due whether or not the panel stops.
      log.warn(`cancel of panel order ${item.externalOrderId} failed`, { error });
    }
  }
  await transaction(async (tx) => {
    const remains = reason === "NOT_STARTED" ? item.quantity : (item.remains ?? item.quantity);
    const ended = await tx.orderItem.updateMany({
      where: {
        id: item.id,
        status: reason === "NOT_STARTED" ? "PENDING" : "PROCESSING",
        submission: { in: ["NOT_SUBMITTED", "SUBMITTED"] },
      },
      data: {
        status: remains >= item.quantity ? "FAILED" : "PARTIAL",
        lastError: reason === "NOT_STARTED" ? "not started within 24 hours" : "not fully delivered within 7 days",
      },
    });
    if (ended.count !== 1) return;
    await refreshOrderStatus(tx, item.orderId);
    await recordRefund(tx, { itemId: item.id, reason, amountFils: undeliveredShareFils(item, remains) });
  });
}
