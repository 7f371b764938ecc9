import "server-only";

import { db, transaction, type Tx } from "@/lib/db";
import { logger } from "@/lib/log";

import type { PanelClient } from "@/lib/smm-panel";

const log = logger("fulfilment");

export interface ControlState {
  paused: boolean;
  pausedAt: Date | null;
  pauseReason: string | null;
  neededBalance: string | null;
  /** The balance when the panel refused for funds: a resume needs a reading above it. */
  balanceAtPause: string | null;
  /** The item the panel refused for funds. */
  heldItemId: string | null;
  balance: string | null;
  currency: string | null;
  balanceCheckedAt: Date | null;
  /** The second panel's balance, when there is one (docs/fulfilment.md#two-panels). */
  secondary: { balance: string | null; currency: string | null; checkedAt: Date | null };
}

export async function getControl(): Promise<ControlState> {
  const row = await db.fulfilmentControl.findUnique({ where: { id: 1 } });
  return {
    paused: row?.pausedAt != null,
    pausedAt: row?.pausedAt ?? null,
    pauseReason: row?.pauseReason ?? null,
    neededBalance: row?.neededBalance ?? null,
    balanceAtPause: row?.balanceAtPause ?? null,
    heldItemId: row?.heldItemId ?? null,
    balance: row?.balance ?? null,
    currency: row?.currency ?? null,
    balanceCheckedAt: row?.balanceCheckedAt ?? null,
    secondary: {
      balance: row?.secondaryBalance ?? null,
      currency: row?.secondaryCurrency ?? null,
      checkedAt: row?.secondaryBalanceCheckedAt ?? null,
    },
  };
}

/**
 * Stops every submission to the panel (the flag is in the database, so all
 * instances obey it) and alerts the operator. Items stay pending; their jobs
 * wait. Returns false when already paused (one alert, not one per item).
 */
/** The one control row, created by a single statement (several workers may get here at once). */
async function ensureControlRow() {
  await db.$executeRaw`
    INSERT INTO "fulfilment_control" ("id", "updated_at") VALUES (1, now()) ON CONFLICT ("id") DO NOTHING`;
}

export async function pauseSubmissions(
  reason: string,
  neededBalance: string | null,
  now = new Date(),
  funds: { heldItemId: string; balanceAtPause: string | null } | null = null,
  /** Work for the same transaction (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
) {
  await ensureControlRow();
  const count = await transaction(async (tx) => {
    const { count } = await tx.fulfilmentControl.updateMany({
      where: { id: 1, pausedAt: null },
      data: {
        pausedAt: now,
        pauseReason: reason,
        neededBalance,
        heldItemId: funds?.heldItemId ?? null,
        balanceAtPause: funds?.balanceAtPause ?? null,
      },
    });
    await within?.(tx);
    return count;
  });
  if (count === 1) {
    log.error(
      `ALERT: submissions to the SMM panel are PAUSED: ${reason}. Orders wait as pending; ` +
        "they resume by themselves when the panel balance is back, or from the operator console (/admin).",
    );
  }
  return count === 1;
}

/** Lifts the pause and wakes the waiting submissions at once. */
export async function resumeSubmissions(
  by: string,
  /** Work for the same transaction (the console's audit entry): both commit or neither. */
  within?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const count = await transaction(async (tx) => {
    const { count } = await tx.fulfilmentControl.updateMany({
      where: { id: 1, NOT: { pausedAt: null } },
      data: { pausedAt: null, pauseReason: null, neededBalance: null, heldItemId: null, balanceAtPause: null },
    });
    if (count === 1)
      await tx.job.updateMany({
        where: { type: "fulfilment.submit-item", status: "QUEUED" },
        data: { runAt: new Date() },
      });
    await within?.(tx);
    return count;
  });
  if (count === 1) log.info(`submissions resumed (${by})`);
  return count === 1;
}

/**
 * Reads the panel balance and keeps it for the console. While paused for
 * funds, submissions resume by themselves only on evidence: the refused item
 * was settled meanwhile (refunded, cancelled), or the account was topped up (a
 * reading above the one at the refusal) and covers what the refused order
 * would have cost where that is known. An estimate alone never resumes: the
 * panel had just said no at this balance, and a resume on a guess was refused
 * again at once, so the pause flipped on and off every minute
 * (docs/operations.md#paused-submissions).
 */
export async function checkBalance(panel: PanelClient, now = new Date()): Promise<ControlState> {
  const { balance, currency } = await panel.balance();
  await ensureControlRow();
  await db.fulfilmentControl.update({ where: { id: 1 }, data: { balance, currency, balanceCheckedAt: now } });
  const control = await getControl();
  if (!control.paused || !control.pauseReason?.startsWith(FUNDS_REASON)) return control;

  if (control.heldItemId && !(await stillHeld(control.heldItemId))) {
    await resumeSubmissions("the order the pause held back was settled");
    return getControl();
  }
  const have = Number(balance);
  const before = control.balanceAtPause === null ? NaN : Number(control.balanceAtPause);
  if (!Number.isFinite(before) || have < before) {
    // The lowest reading since the refusal is the baseline a top-up is measured against.
    await db.fulfilmentControl.updateMany({
      where: { id: 1, NOT: { pausedAt: null } },
      data: { balanceAtPause: balance },
    });
    return getControl();
  }
  const need = control.neededBalance === null ? null : Number(control.neededBalance);
  if (Number.isFinite(have) && have > before && (need === null || have >= need)) {
    await resumeSubmissions(`panel balance is back: ${balance} ${currency ?? ""}`.trim());
    return getControl();
  }
  return control;
}

/**
 * Reads the second panel's balance and keeps it for the console. It never
 * pauses or resumes anything: an item the second panel refuses for funds
 * pauses submissions like the first panel's refusal does.
 */
export async function checkSecondBalance(panel: PanelClient, now = new Date()): Promise<void> {
  const { balance, currency } = await panel.balance();
  await ensureControlRow();
  await db.fulfilmentControl.update({
    where: { id: 1 },
    data: { secondaryBalance: balance, secondaryCurrency: currency, secondaryBalanceCheckedAt: now },
  });
}

/** Whether an item still waits to be submitted (the pause holds it back). */
async function stillHeld(itemId: string): Promise<boolean> {
  const item = await db.orderItem.findUnique({ where: { id: itemId }, select: { status: true, submission: true } });
  return item?.status === "PENDING" && item.submission === "NOT_SUBMITTED";
}

export const FUNDS_REASON = "panel balance too low";
