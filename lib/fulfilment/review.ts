import "server-only";

// Over 300 lines: the review of an item whose submission is uncertain, from
// marking it to the 24-hour decision, one state machine read in one file
// (docs/fulfilment.md#outcome-unknown).

import { randomUUID } from "node:crypto";

import { z } from "zod";

import { db, transaction, type OrderItem, type ReviewResolution } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { defineJob, type JobOutcome } from "@/lib/jobs";
import { logger } from "@/lib/log";
import { deliveryEstimate, fromDbService } from "@/lib/pricing";

import { getControl } from "./control";
import { refreshOrderStatus } from "./order-status";
import { clientFor, getPanel, panelOf, type AddResult, type PanelClient } from "@/lib/smm-panel";
import { fulfilmentSettings } from "./settings";
import { serviceIdFor } from "./services";
import { OPEN_STATUSES } from "./status";
import { applyStatus } from "./sync";

const log = logger("fulfilment");

/** How soon a check in doubt looks again while the item may still be sent again. */
export const REVIEW_RECHECK_MS = 10_000;
/** How often an item whose unclear answer named an order id is looked up while it waits for an operator. */
export const REVIEW_LOOKUP_EVERY_MS = 5 * 60_000;

/**
 * When the customer hears back about an item under review: the start promise
 * of the delivery table for the order's size (docs/fulfilment.md#outcome-unknown).
 */
export function reviewDeadline(order: {
  serviceType: Parameters<typeof fromDbService>[0];
  quantity: number;
  createdAt: Date;
}): Date {
  const minutes = deliveryEstimate(fromDbService(order.serviceType), order.quantity).startMinutes;
  return new Date(order.createdAt.getTime() + minutes * 60_000);
}

/**
 * Puts an item whose `add` outcome is unknown under review (guarded by its
 * attempt) and queues the next look at the panel (the caller looks at once,
 * checkReviewItem). `uncertainSince` keeps the first unclear attempt: a
 * re-sent item may be in doubt twice.
 */
export async function markUncertain(
  item: Pick<OrderItem, "id" | "uncertainSince">,
  input: {
    attemptId: string;
    attemptedAt: Date;
    from: "SUBMITTING";
    lastError: string;
    candidateOrderId?: string;
  },
): Promise<boolean> {
  const { count } = await transaction(async (tx) => {
    const updated = await tx.orderItem.updateMany({
      where: { id: item.id, attemptId: input.attemptId, submission: input.from },
      data: {
        submission: "NEEDS_REVIEW",
        uncertainSince: item.uncertainSince ?? input.attemptedAt,
        reviewResolution: "STILL_UNKNOWN",
        lastError: input.lastError,
        ...(input.candidateOrderId ? { reviewCandidateId: input.candidateOrderId } : {}),
      },
    });
    if (updated.count === 1)
      await checkReviewJob.enqueue(
        tx,
        { itemId: item.id },
        { dedupeKey: `check-review:${item.id}:${input.attemptId}`, runAt: new Date(Date.now() + REVIEW_RECHECK_MS) },
      );
    return updated;
  });
  return count === 1;
}

/**
 * Other items of ours on the same link that may be running at the panel:
 * submitted and open, being sent, or in doubt. While there is one, a refusal
 * for "active order with this link" does not prove that this item's order
 * exists (the panel account is the store's: every order on it is ours).
 */
async function othersMayRunOnLink(item: OrderItem, link: string): Promise<boolean> {
  const other = await db.orderItem.findFirst({
    where: {
      id: { not: item.id },
      panel: item.panel,
      status: { in: OPEN_STATUSES },
      submission: { in: ["SUBMITTED", "SUBMITTING", "NEEDS_REVIEW"] },
      order: { link },
    },
    select: { id: true },
  });
  return other !== null;
}

export type ReviewCheck = "settled" | "found" | "found-without-id" | "submitted-again" | "unknown";

/**
 * Looks for an item in doubt at the panel, by what the panel can answer
 * (docs/fulfilment.md#outcome-unknown):
 * 1. an order id the unclear answer named: `status` says whether the panel has it;
 * 2. within FULFILMENT_RESEND_WINDOW_SECONDS of the first unclear attempt, the
 *    item is sent again: the panel refuses a second order on a link while the
 *    first runs, so a refusal for that reason (with no other order of ours on
 *    the link) proves the first exists, and an accepted order proves it did not.
 * Each outcome is recorded on the item (`reviewResolution`); what stays in
 * doubt waits for an operator.
 */
export async function checkReviewItem(itemId: string, panel: PanelClient, now = new Date()): Promise<ReviewCheck> {
  const item = await db.orderItem.findUnique({ where: { id: itemId }, include: { order: { select: { link: true } } } });
  if (!item || !OPEN_STATUSES.includes(item.status)) return "settled";
  // Looked for at the panel the unclear attempt went to.
  panel = clientFor(item, panel);
  const settings = fulfilmentSettings();
  if (item.submission === "SUBMITTING" && item.uncertainSince && item.attemptId && item.attemptedAt) {
    // A re-send whose worker stopped mid-call: once the call must have ended, back in doubt.
    if (now.getTime() - item.attemptedAt.getTime() < settings.timeoutMs + 60_000) return "unknown";
    await markUncertain(item, {
      attemptId: item.attemptId,
      attemptedAt: item.attemptedAt,
      from: "SUBMITTING",
      lastError: `the worker stopped while sending it again (attempt ${item.attemptId}); the panel may have the order`,
    });
    return "unknown";
  }
  if (item.submission !== "NEEDS_REVIEW") return "settled";
  await db.orderItem.updateMany({
    where: { id: item.id, submission: "NEEDS_REVIEW" },
    data: { reviewCheckedAt: now, reviewChecks: { increment: 1 } },
  });

  if (item.reviewCandidateId) {
    const id = item.reviewCandidateId;
    try {
      const answer = await panel.status(id);
      const found = await transaction(async (tx) => {
        const { count } = await tx.orderItem.updateMany({
          where: { id: item.id, submission: "NEEDS_REVIEW", attemptId: item.attemptId, status: { in: OPEN_STATUSES } },
          data: {
            submission: "SUBMITTED",
            externalOrderId: id,
            submittedAt: now,
            reviewResolution: "FOUND",
            linkBusySince: null,
            lastError: null,
          },
        });
        if (count === 1) await refreshOrderStatus(tx, item.orderId);
        return count === 1;
      });
      if (!found) return "settled";
      log.info(`item ${item.id} was in doubt: the panel has order ${id}, tracked from now on`);
      await applyStatus({ ...item, submission: "SUBMITTED", externalOrderId: id }, answer, now);
      return "found";
    } catch (error) {
      const refused = isAppError(error) && error.details.panelOutcome === "refused";
      if (!refused) return "unknown"; // the panel cannot answer now: the next look
      // "Incorrect order ID": the unclear answer named no order of ours.
      await db.orderItem.updateMany({
        where: { id: item.id, reviewCandidateId: id },
        data: { reviewCandidateId: null },
      });
    }
  }

  const since = item.uncertainSince ?? item.attemptedAt;
  const inWindow =
    since !== null && settings.resendWindowMs > 0 && now.getTime() - since.getTime() < settings.resendWindowMs;
  if (!inWindow) return still(item, "STILL_UNKNOWN");
  // A pause (no funds, or the operator's) holds back every add, this one too.
  if ((await getControl()).paused) return "unknown";
  const link = item.order.link;
  if (await othersMayRunOnLink(item, link)) return "unknown";
  // Sent again exactly as the first time: the same panel and service id, whatever was remapped since.
  const serviceId = item.panelServiceId ?? (await serviceIdFor(item.kind, panelOf(item)));
  if (!serviceId) return "unknown";

  const attemptId = randomUUID();
  const claimed = await db.orderItem.updateMany({
    where: { id: item.id, submission: "NEEDS_REVIEW", attemptId: item.attemptId, status: "PENDING" },
    data: { submission: "SUBMITTING", attemptId, attemptedAt: now },
  });
  if (claimed.count !== 1) return "settled";
  const request = { service: serviceId, link, quantity: item.quantity };
  const result = await panel.add(request);
  return settleResend(item, attemptId, now, result, link);
}

async function settleResend(
  item: OrderItem,
  attemptId: string,
  now: Date,
  result: AddResult,
  link: string,
): Promise<ReviewCheck> {
  const mine = { id: item.id, attemptId, submission: "SUBMITTING" as const };
  if (result.outcome === "created") {
    await transaction(async (tx) => {
      const { count } = await tx.orderItem.updateMany({
        where: { ...mine, submission: { in: ["SUBMITTING", "NEEDS_REVIEW"] } },
        data: {
          submission: "SUBMITTED",
          externalOrderId: result.orderId,
          submittedAt: new Date(),
          reviewResolution: "SUBMITTED_AGAIN",
          linkBusySince: null,
          lastError: null,
        },
      });
      if (count === 1) await refreshOrderStatus(tx, item.orderId);
    });
    log.info(
      `item ${item.id} was in doubt: the panel had no running order on its link; sent again as ${result.orderId}`,
    );
    return "submitted-again";
  }
  if (result.outcome === "unknown") {
    await markUncertain(item, {
      attemptId,
      attemptedAt: now,
      from: "SUBMITTING",
      lastError: withEarlier(
        `sent again to find out, outcome unknown again (attempt ${attemptId}): ${result.detail}`,
        item.lastError,
      ),
      candidateOrderId: result.candidateOrderId,
    });
    return "unknown";
  }
  const proves = result.outcome === "refused" && result.kind === "active-link";
  // Checked again after the answer: an order of ours on the link started meanwhile would explain the refusal.
  const found = proves && !(await othersMayRunOnLink(item, link));
  await db.orderItem.updateMany({
    where: mine,
    data: {
      submission: "NEEDS_REVIEW",
      reviewResolution: found ? "FOUND_WITHOUT_ID" : "STILL_UNKNOWN",
      lastError: withEarlier(
        found
          ? `the panel has a running order on this link and no other item of ours is there: this item's order exists; enter its panel id (${result.outcome === "refused" ? result.error : ""})`
          : `sent again to find out: ${result.outcome === "refused" ? `panel: ${result.error}` : result.detail}`,
        item.lastError,
      ),
    },
  });
  if (found)
    log.warn(`item ${item.id}: its order exists at the panel (id unknown): enter the id from the panel (/admin)`);
  return found ? "found-without-id" : "unknown";
}

/** The latest finding first, then what came before (the first attempt's details stay for the operator). */
function withEarlier(latest: string, earlier: string | null): string {
  return (earlier ? `${latest} | before: ${earlier}` : latest).slice(0, 2000);
}

async function still(item: OrderItem, resolution: ReviewResolution): Promise<ReviewCheck> {
  if (item.reviewResolution === null || item.reviewResolution === "STILL_UNKNOWN")
    await db.orderItem.updateMany({
      where: { id: item.id, submission: "NEEDS_REVIEW" },
      data: { reviewResolution: resolution },
    });
  return "unknown";
}

/** Whether an item in doubt is still worth another look soon (a re-send may still settle it). */
function mayResendSoon(item: Pick<OrderItem, "uncertainSince" | "attemptedAt">, now: Date): boolean {
  const since = item.uncertainSince ?? item.attemptedAt;
  const { resendWindowMs } = fulfilmentSettings();
  return since !== null && resendWindowMs > 0 && now.getTime() - since.getTime() < resendWindowMs;
}

/**
 * The look at the panel before an item in doubt is left to an operator: again
 * every REVIEW_RECHECK_MS while a re-send may still settle it, then an alert.
 */
export async function runReviewCheck(itemId: string, panel: PanelClient, now = new Date()): Promise<void | JobOutcome> {
  const result = await checkReviewItem(itemId, panel, now);
  if (result !== "unknown") return;
  const item = await db.orderItem.findUnique({ where: { id: itemId } });
  if (!item || !OPEN_STATUSES.includes(item.status)) return;
  if (item.submission === "SUBMITTING" || (item.submission === "NEEDS_REVIEW" && mayResendSoon(item, now)))
    return { snoozeMs: REVIEW_RECHECK_MS, reason: "outcome unknown: looking at the panel again" };
  if (item.submission === "NEEDS_REVIEW")
    log.error(
      `ALERT: item ${item.id} needs review: the panel could not tell whether it has the order (${item.lastError ?? ""})`,
    );
}

/** One item in doubt, looked for at the panel (queued when its `add` outcome is unknown). */
export const checkReviewJob = defineJob({
  type: "fulfilment.check-review",
  schema: z.object({ itemId: z.uuid() }),
  maxAttempts: 5,
  run: ({ itemId }) => runReviewCheck(itemId, getPanel()),
});

/**
 * The schedule while flagged: every item under review whose unclear answer
 * named an order id is looked up again (the panel may answer now). Bounded.
 */
export async function checkReviews(panel: PanelClient, now = new Date()): Promise<number> {
  const due = await db.orderItem.findMany({
    where: {
      submission: "NEEDS_REVIEW",
      status: { in: OPEN_STATUSES },
      reviewCandidateId: { not: null },
      OR: [{ reviewCheckedAt: null }, { reviewCheckedAt: { lte: new Date(now.getTime() - REVIEW_LOOKUP_EVERY_MS) } }],
    },
    orderBy: [{ reviewCheckedAt: { sort: "asc", nulls: "first" } }],
    select: { id: true },
    take: 50,
  });
  for (const { id } of due) await checkReviewItem(id, panel, now);
  return due.length;
}
