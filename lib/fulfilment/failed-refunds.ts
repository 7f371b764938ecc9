import "server-only";

import { db, type Prisma, type Refund } from "@/lib/db";

/**
 * A refund the provider refused: FAILED (until an operator's later refund of
 * the order replaces it), or being tried again after a refusal. Not money returned.
 */
export function refundDelayed(refund: Pick<Refund, "status" | "failures" | "replacedAt">): boolean {
  if (refund.status === "FAILED") return refund.replacedAt === null;
  return refund.status !== "COMPLETED" && refund.failures > 0;
}

/** refundDelayed as a query (an order's list row asks whether it has one; the console lists them). */
export const DELAYED_REFUND_WHERE = {
  OR: [
    { status: "FAILED", replacedAt: null },
    { status: { notIn: ["COMPLETED", "FAILED"] }, failures: { gt: 0 } },
  ],
} satisfies Prisma.RefundWhereInput;

/**
 * What the customer reads about a refund (docs/product-rules.md#refunds):
 * returned only once the provider completed it; delayed when it refused it;
 * in progress otherwise (recorded, or pending at the provider).
 */
export function refundState(
  refund: Pick<Refund, "status" | "failures" | "replacedAt">,
): "returned" | "delayed" | "in-progress" {
  if (refund.status === "COMPLETED") return "returned";
  return refundDelayed(refund) ? "delayed" : "in-progress";
}

/** A refund still not completed this long after it was recorded needs a look (a DEAD job, a refund stuck at the provider). */
export const REFUND_STUCK_MS = 24 * 60 * 60_000;

export interface RefundNeedingAttention {
  refundId: string;
  paymentId: string;
  orderId: string;
  itemId: string | null;
  reason: string;
  amountFils: number;
  status: string;
  /**
   * failed: refused for good, the operator must refund by hand or retry;
   * retrying: refused, the store tries again on its own (`failures` so far);
   * stuck: not completed a day after it was recorded.
   */
  state: "failed" | "retrying" | "stuck";
  failures: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The operator's attention list of refunds (docs/operations.md#failed-refunds):
 * every refund the provider refused or that never finished, oldest first.
 * The customer's order page says meanwhile that the refund is delayed.
 */
export async function refundsNeedingAttention(now = new Date(), limit = 200): Promise<RefundNeedingAttention[]> {
  const rows = await db.refund.findMany({
    where: {
      OR: [
        ...DELAYED_REFUND_WHERE.OR,
        { status: { in: ["PENDING", "PROCESSING"] }, createdAt: { lt: new Date(now.getTime() - REFUND_STUCK_MS) } },
      ],
    },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  return rows.map((r) => ({
    refundId: r.id,
    paymentId: r.paymentId,
    orderId: r.orderId,
    itemId: r.itemId,
    reason: r.reason,
    amountFils: r.amountFils,
    status: r.status,
    state: r.status === "FAILED" ? "failed" : r.failures > 0 ? "retrying" : "stuck",
    failures: r.failures,
    lastError: r.lastError,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}
