import "server-only";

import { z } from "zod";

import { db, transaction, type OrderItem, type RefillOrigin, type RefillStatus, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { defineJob } from "@/lib/jobs";
import { hoursText } from "@/lib/pricing";

import {
  describeError,
  neverReachedPanel,
  clientFor,
  getPanel,
  type PanelName,
  type PanelClient,
} from "@/lib/smm-panel";
import { fulfilmentSettings } from "./settings";
import { sentServiceInfo } from "./services";

const DAY = 24 * 60 * 60_000;
const SCHEDULE_GRACE_MS = 60 * 60_000;

/** The end of an item's refill guarantee (null until it completed). */
export function refillWindowEnd(completedAt: Date | null): Date | null {
  return completedAt ? new Date(completedAt.getTime() + fulfilmentSettings().refillWindowDays * DAY) : null;
}

/** The schedule's days that fall inside the window. */
function scheduleDays(): number[] {
  const { refillDays, refillWindowDays } = fulfilmentSettings();
  return refillDays.filter((d) => d <= refillWindowDays);
}

async function enqueueScheduled(client: Tx | typeof db, itemId: string, completedAt: Date, day: number) {
  await scheduledRefillJob.enqueue(
    client,
    { itemId, day },
    { dedupeKey: `refill:${itemId}:d${day}`, runAt: new Date(completedAt.getTime() + day * DAY) },
  );
}

/**
 * At completion: the first automatic refill, for services that offer refill
 * (`refillOffered` is read before the transaction: on the embedded database a
 * query outside it would wait for it to end).
 */
export async function scheduleFirstRefill(tx: Tx, itemId: string, completedAt: Date, refillOffered: boolean) {
  const first = scheduleDays()[0];
  if (first === undefined || !refillOffered) return;
  await enqueueScheduled(tx, itemId, completedAt, first);
}

/**
 * One automatic refill ("automatic compensation" in the copy): asks the panel
 * to top up what dropped since completion, then schedules the next day of
 * the schedule. Nothing is asked, or scheduled, past the window's end.
 */
export async function runScheduledRefill(itemId: string, day: number, panel: PanelClient, now = new Date()) {
  const item = await db.orderItem.findUnique({ where: { id: itemId } });
  const end = refillWindowEnd(item?.completedAt ?? null);
  // The last day of the schedule is the window's end itself: a run that starts
  // a little after it (a busy queue) still counts; a run long past it does not.
  if (!item || !end || item.status !== "COMPLETED" || now.getTime() > end.getTime() + SCHEDULE_GRACE_MS) return;
  // A retry after a send that never reached the panel reuses the refill it recorded.
  const refill =
    (await db.refill.findFirst({
      where: { itemId, origin: "SCHEDULE", status: "REQUESTED", externalRefillId: null, sentAt: null },
    })) ??
    (await transaction(async (tx) => {
      await tx.orderItem.update({ where: { id: itemId }, data: { refillCount: { increment: 1 } } });
      return tx.refill.create({ data: { itemId, origin: "SCHEDULE" } });
    }));
  await sendRefill(refill.id, panel);
  const next = scheduleDays().find((d) => d > day);
  if (next !== undefined) await enqueueScheduled(db, itemId, item.completedAt!, next);
}

/**
 * Sends a recorded refill to the panel and keeps its refill id, or the
 * panel's refusal. The panel has no idempotency, so the send is recorded
 * (`sent_at`, committed) before the call: a run that finds it sent without
 * an answer (the answer was lost, or the worker stopped mid-call) does not
 * ask again, since the panel may hold that refill and a second one would be
 * one the store never hears of. It stays "sent" with the doubt in
 * `last_error`; the next scheduled or requested refill is a new one. Only a
 * request that certainly never reached the panel (no connection) is sent
 * again, by the job's retry.
 */
export async function sendRefill(refillId: string, panel: PanelClient, now = new Date()): Promise<void> {
  const refill = await db.refill.findUnique({ where: { id: refillId }, include: { item: true } });
  if (!refill || refill.status !== "REQUESTED" || refill.externalRefillId || !refill.item.externalOrderId) return;
  if (refill.sentAt) {
    await db.refill.updateMany({
      where: { id: refill.id, status: "REQUESTED", externalRefillId: null, lastError: null },
      data: {
        lastError: `sent at ${refill.sentAt.toISOString()}, the panel's answer never came: not asked again (the panel may hold it)`,
      },
    });
    return;
  }
  const claimed = await db.refill.updateMany({
    where: { id: refill.id, status: "REQUESTED", externalRefillId: null, sentAt: null },
    data: { sentAt: now },
  });
  if (claimed.count !== 1) return;
  let answer: Awaited<ReturnType<PanelClient["refill"]>>;
  try {
    answer = await clientFor(refill.item, panel).refill(refill.item.externalOrderId);
  } catch (error) {
    if (neverReachedPanel(error)) {
      // Certainly not sent: the retry may ask.
      await db.refill.updateMany({ where: { id: refill.id, sentAt: now }, data: { sentAt: null } });
      throw error;
    }
    await db.refill.updateMany({
      where: { id: refill.id, status: "REQUESTED", externalRefillId: null },
      data: {
        lastError: `sent at ${now.toISOString()}, no usable answer (${describeError(error)}): not asked again (the panel may hold it)`,
      },
    });
    return;
  }
  await db.refill.update({
    where: { id: refill.id },
    data:
      "refillId" in answer
        ? { externalRefillId: answer.refillId, status: "PENDING", lastError: null }
        : { status: "REJECTED", lastError: answer.error },
  });
}

const REFILL_STATE: [RegExp, RefillStatus][] = [
  [/^pending$/i, "PENDING"],
  [/^(in progress|processing|in_progress)$/i, "IN_PROGRESS"],
  [/^completed?$/i, "COMPLETED"],
  [/^(rejected|cancel+ed|error|fail(ed)?)$/i, "REJECTED"],
];

/** Follows the refills a panel accepted (refill_status, 100 per call). */
export async function syncRefills(
  panel: PanelClient,
  now = new Date(),
  panelName: PanelName = "primary",
): Promise<number> {
  const open = await db.refill.findMany({
    where: { status: { in: ["PENDING", "IN_PROGRESS"] }, externalRefillId: { not: null }, item: { panel: panelName } },
    orderBy: [{ syncedAt: { sort: "asc", nulls: "first" } }],
    take: 500,
  });
  if (open.length === 0) return 0;
  const answers = await panel.refillStatuses(open.map((r) => r.externalRefillId!));
  for (const refill of open) {
    const answer = answers.get(refill.externalRefillId!);
    const word = typeof answer === "string" ? answer : null;
    const status = word ? REFILL_STATE.find(([re]) => re.test(word.trim()))?.[1] : undefined;
    await db.refill.update({
      where: { id: refill.id },
      data: {
        syncedAt: now,
        ...(status ? { status } : {}),
        lastError: word ? null : ((answer as { error: string } | undefined)?.error ?? "missing from the answer"),
      },
    });
  }
  return open.length;
}

/** A customer may ask for a refill of an order once in this many hours (the order page says so). */
export const CUSTOMER_REFILL_EVERY_HOURS = 24;
const CUSTOMER_REFILL_EVERY_MS = CUSTOMER_REFILL_EVERY_HOURS * 60 * 60_000;
export const REFILL_ONCE_A_DAY_MESSAGE = `يمكنك طلب التعويض مرة واحدة كل ${hoursText(CUSTOMER_REFILL_EVERY_HOURS)}`;
export const REFILL_NOT_AVAILABLE_MESSAGE = "التعويض غير متاح لهذا الطلب الآن";

/**
 * The customer's "ask for a refill" on the order page, at most once a day per
 * item (a guarded update decides, not timing): records a refill for every
 * completed item whose service offers refill and whose window is open, and
 * queues their sending. The caller has checked ownership.
 */
export async function requestCustomerRefill(orderId: string, now = new Date()): Promise<number> {
  const items = await db.orderItem.findMany({ where: { orderId, status: "COMPLETED" } });
  const eligible: OrderItem[] = [];
  for (const item of items) {
    const end = refillWindowEnd(item.completedAt);
    if (end && now <= end && item.externalOrderId && (await sentServiceInfo(item)).refill) eligible.push(item);
  }
  if (eligible.length === 0) throw new AppError("UNPROCESSABLE", REFILL_NOT_AVAILABLE_MESSAGE);
  const since = new Date(now.getTime() - CUSTOMER_REFILL_EVERY_MS);
  const created = await transaction(async (tx) => {
    const ids: string[] = [];
    for (const item of eligible) {
      const { count } = await tx.orderItem.updateMany({
        where: { id: item.id, OR: [{ lastRefillAt: null }, { lastRefillAt: { lte: since } }] },
        data: { lastRefillAt: now, refillCount: { increment: 1 } },
      });
      if (count !== 1) continue;
      const refill = await tx.refill.create({ data: { itemId: item.id, origin: "CUSTOMER" satisfies RefillOrigin } });
      await sendRefillJob.enqueue(tx, { refillId: refill.id }, { dedupeKey: `send-refill:${refill.id}` });
      ids.push(refill.id);
    }
    return ids;
  });
  if (created.length === 0) {
    const last = eligible.map((i) => i.lastRefillAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
    const retryAfterSeconds = Math.max(1, Math.ceil((last + CUSTOMER_REFILL_EVERY_MS - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", REFILL_ONCE_A_DAY_MESSAGE, { retryAfterSeconds });
  }
  return created.length;
}

export const scheduledRefillJob = defineJob({
  type: "fulfilment.scheduled-refill",
  schema: z.object({ itemId: z.uuid(), day: z.number().int().positive() }),
  maxAttempts: 8,
  run: ({ itemId, day }) => runScheduledRefill(itemId, day, getPanel()),
});

export const sendRefillJob = defineJob({
  type: "fulfilment.send-refill",
  schema: z.object({ refillId: z.uuid() }),
  maxAttempts: 8,
  run: ({ refillId }) => sendRefill(refillId, getPanel()),
});
