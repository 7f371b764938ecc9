import "server-only";

import { db, type ItemKind } from "@/lib/db";
import { logger, type Logger } from "@/lib/log";
import { FREE_VIEWS_QUANTITY, ITEM_KIND_NAMES, ITEM_KIND_CATALOGUE, SERVICE_TYPES, SERVICES } from "@/lib/pricing";

import { serviceIdFor } from "./panel";
import type { PanelClient } from "./panel-client";

export const ITEM_KINDS: ItemKind[] = [...ITEM_KIND_NAMES];

/**
 * The quantities the store sells for each kind of item, from the catalogue
 * (every service's limits, each part of a bundle, the free views): a
 * service must accept all of them.
 */
export const REQUIRED_RANGE = Object.fromEntries(
  ITEM_KINDS.map((kind) => {
    const sold: number[] = kind === "VIEWS" ? [FREE_VIEWS_QUANTITY] : [];
    for (const type of SERVICE_TYPES) {
      const { limits, parts } = SERVICES[type];
      for (const part of parts) {
        if (part.kind !== kind) continue;
        if (part.quantity === "ordered") sold.push(limits.min, limits.max);
        else sold.push(part.quantity);
      }
    }
    return [kind, { min: Math.min(...sold), max: Math.max(...sold) }];
  }),
) as Record<ItemKind, { min: number; max: number }>;

type Log = Pick<Logger, "info" | "warn">;
const serviceLog = logger("fulfilment");

/**
 * Asks the panel for its services and checks each configured one: it must
 * exist and its min and max must cover what the store sells. Remembers what
 * each offers (refill, cancel) for the order page and the deadlines, and
 * logs a clear warning for every problem. Returns the problems.
 */
export async function checkServices(panel: PanelClient, log: Log = serviceLog, now = new Date()): Promise<string[]> {
  const listed = await panel.services();
  const problems: string[] = [];
  for (const kind of ITEM_KINDS) {
    const serviceId = serviceIdFor(kind);
    const need = REQUIRED_RANGE[kind];
    if (!serviceId) {
      problems.push(
        `${kind}: no service configured (${ITEM_KIND_CATALOGUE[kind].panelSetting}); these items cannot be submitted`,
      );
      continue;
    }
    const service = listed.find((s) => s.service === serviceId);
    let problem: string | null = null;
    if (!service)
      problem = `service ${serviceId} (${ITEM_KIND_CATALOGUE[kind].panelSetting}) is not in the panel's service list`;
    else if ((service.min ?? 0) > need.min || (service.max ?? Infinity) < need.max)
      problem = `service ${serviceId} takes ${service.min ?? "?"}–${service.max ?? "?"}, the store sells ${need.min}–${need.max}`;
    if (problem) problems.push(`${kind}: ${problem}`);
    const data = {
      serviceId,
      name: service?.name?.slice(0, 300) ?? null,
      rate: service?.rate?.slice(0, 32) ?? null,
      min: service?.min ?? null,
      max: service?.max ?? null,
      refill: service?.refill ?? false,
      cancel: service?.cancel ?? false,
      problem,
      checkedAt: now,
    };
    // Two instances may check at once: a lost race to create the row becomes an update.
    await db.panelService
      .upsert({ where: { kind }, create: { kind, ...data }, update: data })
      .catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== "P2002") throw error;
        await db.panelService.update({ where: { kind }, data });
      });
  }
  for (const p of problems) log.warn(`panel service check: ${p}`);
  if (problems.length === 0) log.info("panel services checked: every kind is served");
  return problems;
}

export interface ServiceInfo {
  serviceId: string | null;
  refill: boolean;
  cancel: boolean;
  rate: string | null;
}

/** What we know of a kind's service (refill and cancel are false until the check has run). */
export async function serviceInfo(kind: ItemKind): Promise<ServiceInfo> {
  const serviceId = serviceIdFor(kind);
  const row = await db.panelService.findUnique({ where: { kind } });
  const current = row && row.serviceId === serviceId ? row : null;
  return { serviceId, refill: current?.refill ?? false, cancel: current?.cancel ?? false, rate: current?.rate ?? null };
}
