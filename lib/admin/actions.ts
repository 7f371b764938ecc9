import "server-only";

import { recordAudit } from "@/lib/ledger";
import { db, transaction, type Tx, type ItemKind } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  cancelItemAtPanel,
  checkBalance,
  checkSecondBalance,
  chooseService,
  markItemNotCreated,
  markItemSubmitted,
  pauseSubmissions,
  refundItemByOperator,
  refundOrderByOperator,
  requestOperatorRefill,
  resumeSubmissions,
  retryItemSubmission,
  setExchangeRate,
} from "@/lib/fulfilment";
import { getPanel, hasSecondPanel, type PanelName } from "@/lib/smm-panel";
import { retryDeadJob } from "@/lib/jobs";

import { auditedOrderAction, operatorActor, orderSnapshot, type Operator } from "./audit";

// Every action the console offers that changes something, each recorded in
// the audit trail (who, when, what, the order before and after) by
// lib/ledger's one audit writer inside the action's own transaction: both commit or
// neither (docs/operations.md#the-audit-trail).

const ITEM_NOT_FOUND = "العنصر غير موجود";

async function orderOfItem(itemId: string): Promise<string> {
  const item = await db.orderItem.findUnique({ where: { id: itemId }, select: { orderId: true } });
  if (!item) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
  return item.orderId;
}

/**
 * Refunds all or part of a paid order with the operator's reason. The refund
 * and its audit line are one transaction: the trail never misses a refund.
 */
export async function refundOrder(
  operator: Operator,
  input: { orderId: string; amountFils: number; reason: string; requestKey: string },
) {
  return transaction(async (tx) => {
    const before = await orderSnapshot(tx, input.orderId);
    if (!before) throw new AppError("NOT_FOUND", "الطلب غير موجود");
    const refund = await refundOrderByOperator(tx, {
      orderId: input.orderId,
      amountFils: input.amountFils,
      note: input.reason,
      requestKey: input.requestKey,
    });
    if (refund.created)
      await recordAudit(tx, operatorActor(operator), {
        action: "refund",
        orderId: input.orderId,
        reason: input.reason,
        amountFils: refund.amountFils,
        before,
        after: await orderSnapshot(tx, input.orderId),
      });
    return refund;
  });
}

export async function retrySubmission(operator: Operator, itemId: string) {
  const orderId = await orderOfItem(itemId);
  await auditedOrderAction(operator, { action: "retry-submission", orderId, itemId }, (record) =>
    retryItemSubmission(itemId, record),
  );
}

export type ReviewDecision =
  { action: "mark-submitted"; externalOrderId: string } | { action: "mark-not-created" } | { action: "refund" };

export async function resolveReview(operator: Operator, itemId: string, decision: ReviewDecision) {
  const orderId = await orderOfItem(itemId);
  const who = `operator ${operator.username}`;
  await auditedOrderAction(
    operator,
    {
      action: `review-${decision.action}`,
      orderId,
      itemId,
      reason: decision.action === "mark-submitted" ? `panel order ${decision.externalOrderId}` : null,
    },
    async (record) => {
      if (decision.action === "mark-submitted") await markItemSubmitted(itemId, decision.externalOrderId, who, record);
      else if (decision.action === "mark-not-created") await markItemNotCreated(itemId, who, record);
      else await refundItemByOperator(itemId, who, record);
    },
  );
}

export async function requestRefill(operator: Operator, itemId: string) {
  const orderId = await orderOfItem(itemId);
  await auditedOrderAction(operator, { action: "refill", orderId, itemId }, (record) =>
    requestOperatorRefill(itemId, record),
  );
}

export async function cancelAtPanel(operator: Operator, itemId: string) {
  const orderId = await orderOfItem(itemId);
  await auditedOrderAction(operator, { action: "cancel", orderId, itemId }, (record) =>
    cancelItemAtPanel(itemId, getPanel(), record),
  );
}

/** Pause, resume, read the balance now: the fulfilment switch, recorded without an order (a reading changes nothing). */
export async function controlSubmissions(operator: Operator, action: "pause" | "resume" | "check-balance") {
  const record = (tx: Tx) => recordAudit(tx, operatorActor(operator), { action });
  if (action === "pause")
    await pauseSubmissions(`paused by operator ${operator.username}`, null, new Date(), null, record);
  else if (action === "resume") await resumeSubmissions(`operator ${operator.username}`, record);
  // Short panel calls, no transaction open: the console shows the answers at once.
  else {
    await checkBalance(getPanel());
    if (hasSecondPanel()) await checkSecondBalance(getPanel("secondary"));
  }
}

export async function retryJob(operator: Operator, jobId: bigint) {
  const retried = await retryDeadJob(jobId, (tx) =>
    recordAudit(tx, operatorActor(operator), { action: "retry-job", reason: `job #${jobId}` }),
  );
  if (!retried) throw new AppError("CONFLICT", "هذه المهمة ليست متوقفة");
}

/**
 * The operator maps a kind of item to another of the panel's services (checked
 * against the panel's live list, the store's quantities and refill promise):
 * the next submission on every instance uses it. Audited with the ids before and after.
 */
export async function mapService(
  operator: Operator,
  input: { panel: PanelName; kind: ItemKind; serviceId: string; confirmMismatch?: string },
) {
  if (input.panel === "secondary" && !hasSecondPanel()) throw new AppError("NOT_FOUND", "لا توجد لوحة تنفيذ ثانية");
  return chooseService(getPanel(input.panel), { ...input, by: operator.username }, new Date(), (tx, change) =>
    recordAudit(tx, operatorActor(operator), {
      action: "service-mapping",
      reason:
        `${input.panel} ${input.kind}: ${change.before ?? "-"} → ${change.after}${change.name ? ` (${change.name})` : ""}` +
        (change.mismatch ? `; confirmed: ${change.mismatch}` : ""),
      before: { panel: input.panel, kind: input.kind, serviceId: change.before },
      after: { panel: input.panel, kind: input.kind, serviceId: change.after },
    }),
  );
}

/** The operator sets AED per unit of a panel currency (the date kept): audited with the rate before and after. */
export async function setRate(operator: Operator, input: { currency: string; aedPerUnit: string }) {
  return setExchangeRate({ ...input, by: operator.username }, new Date(), (tx, change) =>
    recordAudit(tx, operatorActor(operator), {
      action: "exchange-rate",
      reason: `${input.currency.toUpperCase()}: ${change.before ?? "-"} → ${change.after} AED`,
      before: { currency: input.currency.toUpperCase(), aedPerUnit: change.before },
      after: { currency: input.currency.toUpperCase(), aedPerUnit: change.after },
    }),
  );
}
