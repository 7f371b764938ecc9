import "server-only";

import { transaction, type DiscountCode, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/ledger";
import {
  createDiscountCode,
  discountCodeBook,
  setDiscountCodePaused,
  type DiscountCodeInput,
  type DiscountCodeRow,
} from "@/lib/price-list";
import { formatAed } from "@/lib/pricing";

import { operatorActor, type Operator } from "./audit";
import { discountCodeMargins, type CostFigures } from "./costs";

// The console's discount codes (docs/operations.md#discount-codes): the book
// with each code's uses, revenue, discount given and margin; creating a code
// and pausing or resuming one, each audited in the transaction of its change.

export { discountCodeInputSchema, type DiscountCodeInput } from "@/lib/price-list";

/** Where a code stands now: DISCOUNT_CODE_STATE_LABELS (lib/admin/labels.ts) words it. */
export type DiscountCodeState = "active" | "paused" | "not-started" | "ended" | "used-up";

export function discountCodeState(
  code: Pick<DiscountCodeRow, "pausedAt" | "startsAt" | "endsAt" | "maxUses" | "paidUses" | "heldUses">,
  now = new Date(),
): DiscountCodeState {
  if (code.pausedAt) return "paused";
  if (code.endsAt && now >= code.endsAt) return "ended";
  if (code.startsAt && now < code.startsAt) return "not-started";
  if (code.maxUses !== null && code.paidUses + code.heldUses >= code.maxUses) return "used-up";
  return "active";
}

/** What a code takes off: «10%» or «5.00 درهم». */
export function discountOffLabel(code: Pick<DiscountCode, "kind" | "value">): string {
  return code.kind === "PERCENT" ? `${code.value}%` : formatAed(code.value);
}

export interface DiscountCodeLine extends DiscountCodeRow {
  state: DiscountCodeState;
  /** Cost and margin of its paid orders (revenue without VAT, the panels' charges). */
  margin: CostFigures | null;
}

/** Every code, newest first, with what it has done and where it stands. */
export async function getDiscountCodesPage(now = new Date()): Promise<{ codes: DiscountCodeLine[] }> {
  const [book, margins] = await Promise.all([discountCodeBook(now), discountCodeMargins()]);
  return {
    codes: book.map((c) => ({ ...c, state: discountCodeState(c, now), margin: margins.get(c.id) ?? null })),
  };
}

/** A code's terms as the audit log keeps them. */
function terms(code: DiscountCode): Prisma.InputJsonObject {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    services: code.services as Prisma.InputJsonArray,
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    budgetFils: code.budgetFils,
    perCustomer: code.perCustomer,
    firstOrderOnly: code.firstOrderOnly,
    minOrderFils: code.minOrderFils,
    combinesWithReturning: code.combinesWithReturning,
    paused: code.pausedAt !== null,
  };
}

/** Creates a code (409 CODE_TAKEN_MESSAGE when the name is taken), audited in the same transaction. */
export async function addDiscountCode(operator: Operator, input: DiscountCodeInput): Promise<DiscountCode> {
  return transaction(async (tx) => {
    const code = await createDiscountCode(tx, input, operator.username);
    await recordAudit(tx, operatorActor(operator), {
      action: "discount-code",
      reason: `${code.code}: ${discountOffLabel(code)}`,
      before: null,
      after: terms(code),
    });
    return code;
  });
}

export const CODE_ALREADY_PAUSED_MESSAGE = "رمز الخصم موقوف بالفعل";
export const CODE_NOT_PAUSED_MESSAGE = "رمز الخصم ليس موقوفاً";

/**
 * Pauses a code (checkouts refuse it at once) or resumes it, audited in the
 * same transaction; a code already so is refused (409) and nothing is recorded.
 */
export async function pauseDiscountCode(operator: Operator, id: string, paused: boolean): Promise<DiscountCode> {
  return transaction(async (tx) => {
    const { before, after } = await setDiscountCodePaused(tx, id, paused);
    if ((before.pausedAt !== null) === paused)
      throw new AppError("CONFLICT", paused ? CODE_ALREADY_PAUSED_MESSAGE : CODE_NOT_PAUSED_MESSAGE);
    const entry = { reason: after.code, before: terms(before), after: terms(after) };
    await recordAudit(
      tx,
      operatorActor(operator),
      paused ? { action: "discount-code-pause", ...entry } : { action: "discount-code-resume", ...entry },
    );
    return after;
  });
}
