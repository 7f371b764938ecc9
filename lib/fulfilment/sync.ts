import "server-only";

import { db, transaction, type OrderItem } from "@/lib/db";
import { undeliveredShareFils } from "@/lib/pricing";

import { recordCharge } from "./costs";
import { wakeLinkWaiters } from "./link-wait";
import { refreshOrderStatus } from "./order-status";
import {
  panelOf,
  type PanelName,
  PANEL_BATCH,
  type PanelClient,
  mapPanelStatus,
  type PanelOrderStatus,
} from "@/lib/smm-panel";
import { scheduleFirstRefill } from "./refills";
import { recordRefund } from "./refunds";
import { sentServiceInfo } from "./services";
import { OPEN_STATUSES } from "./status";

/**
 * Polls a panel for every open item submitted to it (the panel has no
 * webhooks), 100 ids per multi-status call, least recently synced first, and
 * records what it says. Bounded per run; the next run goes on where this one stopped.
 */
export async function syncStatuses(
  panel: PanelClient,
  options: { now?: Date; maxBatches?: number; panelName?: PanelName } = {},
) {
  const panelName = options.panelName ?? "primary";
  const startedAt = options.now ?? new Date();
  let synced = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const items = await db.orderItem.findMany({
      where: {
        submission: "SUBMITTED",
        panel: panelName,
        status: { in: OPEN_STATUSES },
        externalOrderId: { not: null },
        OR: [{ syncedAt: null }, { syncedAt: { lt: startedAt } }],
      },
      orderBy: [{ syncedAt: { sort: "asc", nulls: "first" } }, { id: "asc" }],
      take: PANEL_BATCH,
    });
    if (items.length === 0) break;
    const answers = await panel.statuses(items.map((i) => i.externalOrderId!));
    const at = new Date(Math.max(Date.now(), startedAt.getTime()));
    for (const item of items) {
      const answer = answers.get(item.externalOrderId!);
      if (!answer || "error" in answer) {
        await db.orderItem.update({
          where: { id: item.id },
          data: { syncedAt: at, lastError: `status: ${answer?.error ?? "no answer"}` },
        });
      } else {
        await applyStatus(item, answer, at);
      }
    }
    synced += items.length;
  }
  return synced;
}

/**
 * Records one status answer: what the panel charged (once per panel order,
 * updated when it changes), then the item's state. Every state write is
 * guarded by the item still being open, so a deadline refund or an
 * operator's decision made meanwhile is never overwritten, and each refund is
 * recorded once per item and reason.
 */
export async function applyStatus(item: OrderItem, answer: PanelOrderStatus, at: Date): Promise<void> {
  if (item.externalOrderId)
    await recordCharge(db, {
      panel: panelOf(item),
      externalOrderId: item.externalOrderId,
      itemId: item.id,
      charge: answer.charge,
      currency: answer.currency,
    });
  const state = mapPanelStatus(answer.status);
  const remains = answer.remains === null ? null : Math.max(0, Math.min(item.quantity, Math.round(answer.remains)));
  const startCount = answer.start_count === null ? null : Math.round(answer.start_count);
  const open = { id: item.id, status: { in: OPEN_STATUSES } };
  const facts = { syncedAt: at, startCount: startCount ?? item.startCount, lastError: null };

  if (state === "UNKNOWN") {
    await db.orderItem.updateMany({
      where: open,
      data: { syncedAt: at, lastError: `unknown panel status "${answer.status}"` },
    });
    return;
  }
  const refillOffered = state === "COMPLETED" && (await sentServiceInfo(item)).refill;
  const ended = await transaction(async (tx) => {
    if (state === "PENDING" || state === "PROCESSING") {
      await tx.orderItem.updateMany({
        where: open,
        data: { ...facts, status: state, remains: remains ?? item.remains },
      });
    } else if (state === "COMPLETED") {
      const done = await tx.orderItem.updateMany({
        where: open,
        data: { ...facts, status: "COMPLETED", remains: 0, completedAt: at },
      });
      if (done.count === 1) await scheduleFirstRefill(tx, item.id, at, refillOffered);
      await refreshOrderStatus(tx, item.orderId);
      return done.count === 1;
    } else {
      // Partial or cancelled: the undelivered share goes back. A cancel with
      // no readable remains is taken as nothing delivered.
      const left = remains ?? (state === "CANCELLED" ? item.quantity : null);
      const status = left === item.quantity ? "FAILED" : "PARTIAL";
      const ended = await tx.orderItem.updateMany({
        where: open,
        data: {
          ...facts,
          status,
          remains: left,
          lastError: left === null ? "partial delivery with unknown remains: refund by hand" : null,
        },
      });
      if (ended.count === 1 && left !== null) {
        await recordRefund(tx, {
          itemId: item.id,
          reason: state === "PARTIAL" ? "PARTIAL" : "CANCELLED",
          amountFils: undeliveredShareFils(item, left),
        });
      }
      await refreshOrderStatus(tx, item.orderId);
      return ended.count === 1;
    }
    await refreshOrderStatus(tx, item.orderId);
    return false;
  });
  // The panel runs one order per link: the next one waiting for this link may start now.
  if (ended) await wakeLinkWaiters(item.orderId, at);
}
