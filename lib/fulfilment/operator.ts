import "server-only";

import { randomUUID } from "node:crypto";

import { db, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

import { getControl, type ControlState } from "./control";
import { submitItemJob } from "./jobs";
import { refreshOrderStatus } from "./order-status";
import { recordRefund } from "./refunds";
import { OPEN_STATUSES } from "./status";

export interface OperatorConsole {
  control: ControlState;
  services: {
    panel: string;
    kind: string;
    serviceId: string;
    name: string | null;
    refill: boolean;
    cancel: boolean;
    problem: string | null;
    checkedAt: Date;
  }[];
}

/**
 * The panel's side of the console: the pause switch, the balance and the
 * configured services. What needs an operator (review items, late starts,
 * dead jobs…) is lib/admin's getAttention.
 */
export async function getOperatorConsole(): Promise<OperatorConsole> {
  const [control, services] = await Promise.all([
    getControl(),
    db.panelService.findMany({ orderBy: [{ panel: "asc" }, { kind: "asc" }] }),
  ]);
  return { control, services };
}

const NOT_IN_REVIEW = "هذا العنصر لم يعد بانتظار المراجعة";

/**
 * The operator found the order at the panel: SUBMITTED with its id, then
 * tracked as usual. An item the store already refunded after 24 h in review
 * (docs/product-rules.md#review-refund) may still be attached: the customer
 * keeps the delivery and the refund, `keptAfterRefundAt` records it, and the
 * console counts the item as a loss. Its refunds already reach its price, so
 * nothing the panel reports later can refund it again.
 */
export async function markItemSubmitted(
  itemId: string,
  externalOrderId: string,
  operator: string,
  /** Work for the same transaction, after the change (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
) {
  await transaction(async (tx) => {
    const now = new Date();
    const data = {
      submission: "SUBMITTED" as const,
      externalOrderId,
      submittedAt: now,
      lastError: `marked submitted by ${operator} (panel order ${externalOrderId})`,
    };
    let { count } = await tx.orderItem.updateMany({
      where: { id: itemId, submission: "NEEDS_REVIEW", status: { in: OPEN_STATUSES } },
      data,
    });
    if (count === 0)
      ({ count } = await tx.orderItem.updateMany({
        where: { id: itemId, submission: "NEEDS_REVIEW", reviewRefundedAt: { not: null }, keptAfterRefundAt: null },
        // Tracked again (PROCESSING) so the customer's page shows the delivery.
        data: { ...data, status: "PROCESSING", keptAfterRefundAt: now },
      }));
    if (count !== 1) throw new AppError("CONFLICT", NOT_IN_REVIEW);
    const { orderId } = await tx.orderItem.findUniqueOrThrow({ where: { id: itemId }, select: { orderId: true } });
    await refreshOrderStatus(tx, orderId);
    await within?.(tx);
  });
}

/** The operator confirmed the panel has no such order: submitted again (a new job). */
export async function markItemNotCreated(
  itemId: string,
  operator: string,
  /** Work for the same transaction, after the change (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
) {
  await transaction(async (tx) => {
    const { count } = await tx.orderItem.updateMany({
      where: { id: itemId, submission: "NEEDS_REVIEW", status: "PENDING" },
      data: {
        submission: "NOT_SUBMITTED",
        uncertainSince: null,
        reviewCandidateId: null,
        lastError: `not created at the panel (${operator}): submitting again`,
      },
    });
    if (count !== 1) throw new AppError("CONFLICT", NOT_IN_REVIEW);
    await submitItemJob.enqueue(tx, { itemId }, { dedupeKey: `submit:${itemId}:${randomUUID()}` });
    await within?.(tx);
  });
}

/** The operator gives up on the item: it fails and its price goes back (paid orders). */
export async function refundItemByOperator(
  itemId: string,
  operator: string,
  /** Work for the same transaction, after the change (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
) {
  return transaction(async (tx) => {
    const item = await tx.orderItem.findUnique({ where: { id: itemId } });
    const { count } = await tx.orderItem.updateMany({
      where: { id: itemId, submission: "NEEDS_REVIEW", status: { in: OPEN_STATUSES } },
      data: { status: "FAILED", lastError: `refunded by ${operator}` },
    });
    if (!item || count !== 1) throw new AppError("CONFLICT", NOT_IN_REVIEW);
    await refreshOrderStatus(tx, item.orderId);
    const refund = await recordRefund(tx, { itemId, reason: "OPERATOR", amountFils: item.priceFils });
    await within?.(tx);
    return refund;
  });
}
