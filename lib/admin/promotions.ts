import "server-only";

import { transaction, type Prisma, type Promotion } from "@/lib/db";
import { recordAudit } from "@/lib/ledger";
import {
  createPromotion,
  endPromotionNow,
  promotionBook,
  type PromotionInput,
  type PromotionRow,
} from "@/lib/price-list";

import { operatorActor, type Operator } from "./audit";

// The console's promotions (docs/operations.md#promotions): the book with what
// each gave; creating one and ending one early, each audited in the
// transaction of its change.

export { promotionInputSchema, type PromotionInput } from "@/lib/price-list";

/** Where a promotion stands now: PROMOTION_STATE_LABELS (lib/admin/labels.ts) words it. */
export type PromotionState = "running" | "scheduled" | "ended";

export function promotionState(
  p: Pick<Promotion, "startsAt" | "endsAt" | "endedAt">,
  now = new Date(),
): PromotionState {
  if (p.endedAt || now >= p.endsAt) return "ended";
  return now < p.startsAt ? "scheduled" : "running";
}

/** What a promotion gives: «خصم 20%» or «20% كمية إضافية». */
export function promotionOffLabel(p: Pick<Promotion, "kind" | "value">): string {
  return p.kind === "PERCENT" ? `خصم ${p.value}%` : `${p.value}% كمية إضافية مجاناً`;
}

export interface PromotionLine extends PromotionRow {
  state: PromotionState;
}

export async function getPromotionsPage(now = new Date()): Promise<{ promotions: PromotionLine[] }> {
  const book = await promotionBook();
  return { promotions: book.map((p) => ({ ...p, state: promotionState(p, now) })) };
}

function terms(p: Promotion): Prisma.InputJsonObject {
  return {
    title: p.title,
    kind: p.kind,
    value: p.value,
    services: p.services as Prisma.InputJsonArray,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    endedAt: p.endedAt?.toISOString() ?? null,
  };
}

/** Creates a promotion (409 when it overlaps another on a service), audited in the same transaction. */
export async function addPromotion(operator: Operator, input: PromotionInput): Promise<Promotion> {
  return transaction(async (tx) => {
    const promotion = await createPromotion(tx, input, operator.username);
    await recordAudit(tx, operatorActor(operator), {
      action: "promotion",
      reason: `${promotion.title}: ${promotionOffLabel(promotion)}`,
      before: null,
      after: terms(promotion),
    });
    return promotion;
  });
}

/** Ends a running or scheduled promotion now (409 when it has ended), audited in the same transaction. */
export async function endPromotion(operator: Operator, id: string): Promise<Promotion> {
  return transaction(async (tx) => {
    const { before, after } = await endPromotionNow(tx, id);
    await recordAudit(tx, operatorActor(operator), {
      action: "promotion-end",
      reason: after.title,
      before: terms(before),
      after: terms(after),
    });
    return after;
  });
}
