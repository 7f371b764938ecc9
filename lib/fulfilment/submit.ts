import "server-only";

import { randomUUID } from "node:crypto";

import { recordAudit, STORE } from "@/lib/ledger";
import { db, transaction, type ItemKind } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { JobOutcome } from "@/lib/jobs";
import { logger } from "@/lib/log";

import { FUNDS_REASON, getControl, pauseSubmissions } from "./control";
import { recordCharge } from "./costs";
import { refreshOrderStatus } from "./order-status";
import { getPanel, hasSecondPanel, type PanelName, type AddResult, type PanelClient } from "@/lib/smm-panel";
import { recordRefund } from "./refunds";
import { checkReviewItem, markUncertain } from "./review";
import { serviceInfo } from "./services";

/**
 * How long an item waits when the panel says the link has an order still
 * running, unless the status sync wakes it sooner (the earlier order ended).
 */
export const ACTIVE_LINK_WAIT_MS = 5 * 60_000;
/** How often a paused submission looks again. */
export const PAUSED_WAIT_MS = 60_000;

const log = logger("fulfilment");

/**
 * Submits one item to the panel, exactly once. The panel has no idempotency,
 * so the item is marked SUBMITTING with a fresh attempt id (committed) before
 * `add` is called, and the answer is recorded against that attempt:
 * - created: SUBMITTED with the panel's order id;
 * - certainly not created: back to NOT_SUBMITTED, then retried with backoff,
 *   later (an active order on the link), after the pause (no funds), or
 *   never (service, quantity or link refused: the item fails and is refunded);
 * - unknown (a 5xx, a reset, a timeout, a garbled answer) or found SUBMITTING
 *   on a re-run (the worker died mid-call): NEEDS_REVIEW, never resubmitted
 *   blindly; the panel is asked what it can answer (review.ts), then an
 *   operator decides.
 * With a second panel (docs/fulfilment.md#two-panels), every attempt starts
 * at the first; only its clear "not created" (refused, not sent) moves the
 * item to the second, in the same run. An unknown answer never does.
 * `panel` is the first panel's client (a test's); `second` the second's.
 */
export async function submitItem(
  itemId: string,
  panel: PanelClient,
  now = new Date(),
  second: PanelClient | null = hasSecondPanel() ? getPanel("secondary") : null,
): Promise<void | JobOutcome> {
  return submitTo(itemId, "primary", panel, now, second);
}

async function submitTo(
  itemId: string,
  target: PanelName,
  panel: PanelClient,
  now: Date,
  second: PanelClient | null,
): Promise<void | JobOutcome> {
  const control = await getControl();
  if (control.paused) return { snoozeMs: PAUSED_WAIT_MS, reason: `submissions paused: ${control.pauseReason ?? ""}` };

  const item = await db.orderItem.findUnique({
    where: { id: itemId },
  });
  if (!item) throw new AppError("NOT_FOUND", `order item ${itemId} does not exist`, { retryable: false });
  if (item.status !== "PENDING" || item.submission === "SUBMITTED" || item.submission === "NEEDS_REVIEW") return;
  if (item.submission === "SUBMITTING") {
    // A run before this one wrote SUBMITTING and never recorded the answer:
    // the order may exist at the panel. Looked for there, then left to a person.
    if (!item.attemptId || !item.attemptedAt) return;
    // Looked for where that attempt went (its panel, recorded at the claim).
    if (item.panel === "secondary" && second) panel = second;
    log.warn(`item ${item.id} in doubt: a worker stopped while submitting it; looking at the panel`);
    const marked = await markUncertain(item, {
      attemptId: item.attemptId,
      attemptedAt: item.attemptedAt,
      from: "SUBMITTING",
      lastError: `the worker stopped during add (attempt ${item.attemptId} at ${item.attemptedAt.toISOString()}); the panel may have created the order`,
    });
    // What the panel can tell now settles it; otherwise the order page says it is being checked
    // until the start promise, and the customer is e-mailed only once that is past (deadlines.ts).
    if (marked) await checkReviewItem(item.id, panel);
    return;
  }

  // Read now, at submission: a service chosen in the console holds for the next item on every instance.
  const service = await serviceInfo(item.kind, target);
  if (!service.serviceId)
    throw new AppError("UNAVAILABLE", `no ${target} panel service is configured for ${item.kind}`);

  const attemptId = randomUUID();
  // The panel and service id go with the claim: an item in flight keeps them whatever is remapped later.
  const claimed = await db.orderItem.updateMany({
    where: { id: item.id, submission: "NOT_SUBMITTED", status: "PENDING" },
    data: {
      submission: "SUBMITTING",
      attemptId,
      attemptedAt: now,
      lastError: null,
      panel: target,
      panelServiceId: service.serviceId,
      panelServiceRefill: service.refill,
      panelServiceCancel: service.cancel,
      ...(target === "primary" ? { failoverReason: null } : {}),
    },
  });
  if (claimed.count !== 1) return;

  // The link as it is now that the item is claimed: a link completed by the
  // customer (update-tiktok-url, allowed only while every item is
  // NOT_SUBMITTED) just before the claim is the one sent.
  const { link } = await db.order.findUniqueOrThrow({ where: { id: item.orderId }, select: { link: true } });
  const request = { service: service.serviceId, link, quantity: item.quantity };
  const result = await panel.add(request);

  if (result.outcome === "created") {
    await transaction(async (tx) => {
      // By attempt id, not state: a re-run may have flagged it for review
      // while this call was still waiting; the answer settles the doubt.
      await tx.orderItem.updateMany({
        where: { id: item.id, attemptId, submission: { in: ["SUBMITTING", "NEEDS_REVIEW"] } },
        data: {
          submission: "SUBMITTED",
          externalOrderId: result.orderId,
          submittedAt: new Date(),
          linkBusySince: null,
          lastError: null,
        },
      });
      await recordCharge(tx, {
        panel: target,
        externalOrderId: result.orderId,
        itemId: item.id,
        charge: result.charge,
        currency: result.currency,
      });
      await refreshOrderStatus(tx, item.orderId);
    });
    return;
  }

  if (result.outcome === "unknown") {
    const marked = await markUncertain(item, {
      attemptId,
      attemptedAt: now,
      from: "SUBMITTING",
      lastError: `add outcome unknown (attempt ${attemptId} at ${now.toISOString()}: service ${request.service}, quantity ${request.quantity}, link ${request.link}): ${result.detail}`,
      candidateOrderId: result.candidateOrderId,
    });
    log.warn(`item ${item.id} in doubt, looking at the panel: ${result.detail}`);
    // Before anyone is alerted: what the panel can tell now (review.ts). The customer's
    // page says the order is being checked until its start promise; the «delayed» e-mail
    // goes only once that promise is past (deadlines.ts flagLateStarts), not seconds after payment.
    if (marked) await checkReviewItem(item.id, panel);
    return;
  }

  // Certainly not created: the item may be submitted again, here or at the second panel.
  const error = result.outcome === "refused" ? `panel: ${result.error}` : `not sent: ${result.detail}`;
  const linkBusy = result.outcome === "refused" && result.kind === "active-link";
  if (target === "primary" && second && !linkBusy) {
    const moved = await failover(item, attemptId, result, service.serviceId);
    if (moved) return submitTo(item.id, "secondary", second, now, second);
  }
  await db.orderItem.updateMany({
    where: { id: item.id, attemptId, submission: { in: ["SUBMITTING", "NEEDS_REVIEW"] } },
    data: {
      submission: "NOT_SUBMITTED",
      lastError: error,
      linkBusySince: linkBusy ? (item.linkBusySince ?? now) : null,
    },
  });
  if (result.outcome === "not-sent") throw new AppError("UPSTREAM", `panel add not sent: ${result.detail}`);
  switch (result.kind) {
    case "active-link":
      // Woken as soon as the status sync sees the earlier order on the link end
      // (wakeLinkWaiters); this wait is only the safety net.
      return { snoozeMs: ACTIVE_LINK_WAIT_MS, reason: `panel: ${result.error}` };
    case "funds": {
      const needed = service.rate ? ((item.quantity / 1000) * Number(service.rate)).toFixed(5) : null;
      // The balance the panel just refused at: a resume waits for a reading above it.
      const balanceAtPause = await panel.balance().then(
        (b) => b.balance,
        () => null,
      );
      await pauseSubmissions(`${FUNDS_REASON} (${result.error})`, needed, now, { heldItemId: item.id, balanceAtPause });
      return { snoozeMs: PAUSED_WAIT_MS, reason: `submissions paused: ${FUNDS_REASON}` };
    }
    case "rejected":
      await transaction(async (tx) => {
        const failed = await tx.orderItem.updateMany({
          where: { id: item.id, status: "PENDING", submission: "NOT_SUBMITTED" },
          data: { status: "FAILED", lastError: `refused by the panel: ${result.error}` },
        });
        if (failed.count !== 1) return;
        await refreshOrderStatus(tx, item.orderId);
        await recordRefund(tx, { itemId: item.id, reason: "REJECTED", amountFils: item.priceFils });
      });
      log.warn(`item ${item.id} refused by the panel and refunded: ${result.error}`);
      return;
    default:
      throw new AppError("UPSTREAM", `panel refused add: ${result.error}`);
  }
}

/**
 * Moves an item to the second panel after the first clearly did not create
 * it (guarded by the attempt: only the run that got the answer moves it), and
 * reports the automatic decision. The second panel must have a service for it.
 */
async function failover(
  item: { id: string; orderId: string; kind: ItemKind },
  attemptId: string,
  result: Extract<AddResult, { outcome: "refused" | "not-sent" }>,
  serviceId: string,
): Promise<boolean> {
  const secondService = await serviceInfo(item.kind, "secondary");
  if (!secondService.serviceId) return false;
  const reason = (
    result.outcome === "refused" ? `first panel refused: ${result.error}` : `first panel not reached: ${result.detail}`
  ).slice(0, 500);
  // The move and its audit entry commit together: the log holds each failover exactly once.
  const moved = await transaction(async (tx) => {
    const { count } = await tx.orderItem.updateMany({
      where: { id: item.id, attemptId, submission: "SUBMITTING", panel: "primary" },
      data: { submission: "NOT_SUBMITTED", failoverReason: reason, lastError: reason },
    });
    if (count !== 1) return false;
    await recordAudit(tx, STORE, {
      action: "failover",
      orderId: item.orderId,
      itemId: item.id,
      reason,
      after: {
        before: { panel: "primary", serviceId },
        after: { panel: "secondary", serviceId: secondService.serviceId },
      },
    });
    return true;
  });
  if (moved) log.warn(`item ${item.id} goes to the second panel: ${reason}`);
  return moved;
}
