import "server-only";

import { db, transaction, type ItemKind, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger, type Logger } from "@/lib/log";
import { FREE_VIEWS_QUANTITY, ITEM_KIND_CATALOGUE, ITEM_KIND_NAMES, SERVICE_TYPES, SERVICES } from "@/lib/pricing";

import { defaultServiceId, type PanelName, type PanelClient, type PanelService } from "@/lib/smm-panel";

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

/**
 * The kinds the store's copy promises automatic compensation for (views and
 * likes, sold on their own): their service must offer refill. Saves and
 * shares, small extras of the bundle, may come from a service without it.
 */
export const REFILL_PROMISED_KINDS: readonly ItemKind[] = ["VIEWS", "LIKES"];

type Log = Pick<Logger, "info" | "warn">;
const serviceLog = logger("fulfilment");

/**
 * The panel service id a kind of item is sent with now: the console's choice
 * (service_mappings), else the panel's setting (the first-start default).
 * Read at every submission, so a change made on one instance holds on all at once.
 */
export async function serviceIdFor(kind: ItemKind, panel: PanelName = "primary"): Promise<string | null> {
  const row = await db.serviceMapping.findUnique({ where: { panel_kind: { panel, kind } } });
  return row?.serviceId ?? defaultServiceId(kind, panel);
}

/** Why a panel service cannot serve a kind of item (its quantities, the refill promise); null when it can. */
export function serviceProblem(kind: ItemKind, service: PanelService | undefined, serviceId: string): string | null {
  const need = REQUIRED_RANGE[kind];
  if (!service) return `service ${serviceId} is not in the panel's service list`;
  if ((service.min ?? 0) > need.min || (service.max ?? Infinity) < need.max)
    return `service ${serviceId} takes ${service.min ?? "?"}–${service.max ?? "?"}, the store sells ${need.min}–${need.max}`;
  if (REFILL_PROMISED_KINDS.includes(kind) && !service.refill)
    return `service ${serviceId} offers no refill, and the store promises refills for ${kind}`;
  return null;
}

function rowData(kind: ItemKind, serviceId: string, service: PanelService | undefined, now: Date) {
  return {
    serviceId,
    name: service?.name?.slice(0, 300) ?? null,
    rate: service?.rate?.slice(0, 32) ?? null,
    min: service?.min ?? null,
    max: service?.max ?? null,
    refill: service?.refill ?? false,
    cancel: service?.cancel ?? false,
    problem: serviceProblem(kind, service, serviceId),
    checkedAt: now,
  };
}

/**
 * Asks a panel for its services and checks the one each kind uses: it must
 * exist, its min and max must cover what the store sells, and it must offer
 * refill where the store promises it. Remembers what each offers (rate,
 * refill, cancel) for the order page, the deadlines and the costs, and logs a
 * clear warning for every problem. Returns the problems.
 */
export async function checkServices(
  client: PanelClient,
  log: Log = serviceLog,
  now = new Date(),
  panel: PanelName = "primary",
): Promise<string[]> {
  const listed = await client.services();
  const problems: string[] = [];
  const prefix = panel === "primary" ? "" : `${panel} panel, `;
  for (const kind of ITEM_KINDS) {
    const serviceId = await serviceIdFor(kind, panel);
    if (!serviceId) {
      problems.push(`${prefix}${kind}: no service configured; these items cannot be submitted there`);
      continue;
    }
    const data = rowData(
      kind,
      serviceId,
      listed.find((s) => s.service === serviceId),
      now,
    );
    if (data.problem) problems.push(`${prefix}${kind}: ${data.problem}`);
    await saveServiceRow(db, panel, kind, data);
  }
  for (const p of problems) log.warn(`panel service check: ${p}`);
  if (problems.length === 0) log.info(`panel services checked (${panel}): every kind is served`);
  return problems;
}

type Client = Pick<typeof db, "$executeRaw" | "panelService">;

async function saveServiceRow(client: Client, panel: PanelName, kind: ItemKind, data: ReturnType<typeof rowData>) {
  // Two instances may check at once: a lost race to create the row becomes an update.
  await client.panelService
    .upsert({ where: { panel_kind: { panel, kind } }, create: { panel, kind, ...data }, update: data })
    .catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== "P2002") throw error;
      await client.panelService.update({ where: { panel_kind: { panel, kind } }, data });
    });
}

export interface ServiceInfo {
  serviceId: string | null;
  refill: boolean;
  cancel: boolean;
  rate: string | null;
}

/** What we know of the service a kind is sent with on a panel (refill and cancel are false until checked). */
export async function serviceInfo(kind: ItemKind, panel: PanelName = "primary"): Promise<ServiceInfo> {
  const serviceId = await serviceIdFor(kind, panel);
  const row = await db.panelService.findUnique({ where: { panel_kind: { panel, kind } } });
  const current = row && row.serviceId === serviceId ? row : null;
  return { serviceId, refill: current?.refill ?? false, cancel: current?.cancel ?? false, rate: current?.rate ?? null };
}

/** What an item carries of the service it was sent with (order_items). */
export interface SentItem {
  kind: ItemKind;
  panel: string;
  panelServiceId: string | null;
  panelServiceRefill: boolean | null;
  panelServiceCancel: boolean | null;
}

/**
 * Refill and cancel for an item, judged from the service it was sent with, not
 * the kind's mapping now: an item sent under A keeps A's abilities after the
 * console remaps the kind to B. While the panel's checked row still describes
 * that service, its latest word counts; after a remap, what the service
 * offered when the item was sent (recorded at the claim). An item not sent
 * yet follows the current mapping.
 */
export async function sentServiceInfo(item: SentItem): Promise<{ refill: boolean; cancel: boolean }> {
  const panel: PanelName = item.panel === "secondary" ? "secondary" : "primary";
  if (!item.panelServiceId) {
    const now = await serviceInfo(item.kind, panel);
    return { refill: now.refill, cancel: now.cancel };
  }
  const row = await db.panelService.findUnique({ where: { panel_kind: { panel, kind: item.kind } } });
  if (row && row.serviceId === item.panelServiceId) return { refill: row.refill, cancel: row.cancel };
  return { refill: item.panelServiceRefill ?? false, cancel: item.panelServiceCancel ?? false };
}

/** The same for many items at once (the console's order page): one read of the checked rows. */
export async function sentServicesInfo(items: (SentItem & { id: string })[]) {
  const rows = await db.panelService.findMany({
    select: { panel: true, kind: true, serviceId: true, refill: true, cancel: true },
  });
  const byKey = new Map(rows.map((r) => [`${r.panel}:${r.kind}`, r]));
  const result: Record<string, { refill: boolean; cancel: boolean }> = {};
  for (const item of items) {
    const panel = item.panel === "secondary" ? "secondary" : "primary";
    const row = byKey.get(`${panel}:${item.kind}`);
    const current = row && row.serviceId === (item.panelServiceId ?? (await serviceIdFor(item.kind, panel)));
    result[item.id] = current
      ? { refill: row.refill, cancel: row.cancel }
      : { refill: item.panelServiceRefill ?? false, cancel: item.panelServiceCancel ?? false };
  }
  return result;
}

export const SERVICE_NOT_LISTED_MESSAGE = "هذه الخدمة غير موجودة في قائمة خدمات اللوحة الآن";

/** The words a panel's service name, category or type uses for each kind of item. */
const KIND_WORDS: Record<ItemKind, RegExp> = {
  VIEWS: /\b(views?|plays?)\b|مشاهد/i,
  LIKES: /\b(likes?|hearts?)\b|إعجاب|لايك/i,
  SAVES: /\b(saves?|favou?rites?|bookmarks?)\b|حفظ/i,
  SHARES: /\bshares?\b|مشارك/i,
};

/** The kinds a panel service says it delivers, by its name, category and type. */
export function kindsNamed(service: PanelService): ItemKind[] {
  const text = [service.name, service.category, service.type].filter(Boolean).join(" ");
  return ITEM_KINDS.filter((kind) => KIND_WORDS[kind].test(text));
}

/**
 * Why a service may not deliver a kind of item, by what its name says, in the
 * operator's Arabic and naming both (the console asks for this exact text to
 * confirm); null when its name names the kind.
 */
export function kindMismatch(kind: ItemKind, service: PanelService): string | null {
  const named = kindsNamed(service);
  if (named.includes(kind)) return null;
  const label = (k: ItemKind) => ITEM_KIND_CATALOGUE[k].labelAr;
  const says = named.length ? `يدل على ${named.map(label).join(" و")} لا على ${label(kind)}` : `لا يذكر ${label(kind)}`;
  return `اسم الخدمة #${service.service} «${(service.name ?? "").slice(0, 100)}» ${says}`;
}

/**
 * The console's choice of a panel service for a kind of item: looked up in
 * the panel's live list, checked against what the store sells and promises
 * and against what its name says it delivers (a mismatch only when the
 * operator confirms that very mismatch), then saved (with what the panel says of it) for the next submission on
 * every instance. Items already sent keep the service id they were sent with
 * (order_items.panel_service_id). Returns the ids before and after, for the
 * audit trail.
 */
export async function chooseService(
  client: PanelClient,
  input: {
    panel: PanelName;
    kind: ItemKind;
    serviceId: string;
    by: string;
    /** The mismatch the operator confirmed, word for word (`kindMismatch`); anything else is refused. */
    confirmMismatch?: string;
  },
  now = new Date(),
  /** Work for the same transaction (the console's audit entry): both commit or neither. */
  within?: (
    tx: Tx,
    change: { before: string | null; after: string; name: string | null; mismatch: string | null },
  ) => Promise<void>,
): Promise<{ before: string | null; after: string; name: string | null; mismatch: string | null }> {
  const listed = await client.services();
  const service = listed.find((s) => s.service === input.serviceId);
  const refusal = choiceRefusal(input.kind, service);
  if (refusal || !service)
    throw new AppError("UNPROCESSABLE", refusal ?? SERVICE_NOT_LISTED_MESSAGE, {
      details: { problem: serviceProblem(input.kind, service, input.serviceId) },
    });
  const mismatch = kindMismatch(input.kind, service);
  if (mismatch && input.confirmMismatch !== mismatch)
    throw new AppError("UNPROCESSABLE", `${mismatch}: أكّد الاختيار إن كان مقصوداً`, { details: { mismatch } });
  const before = await serviceIdFor(input.kind, input.panel);
  await transaction(async (tx) => {
    const mapping = { serviceId: input.serviceId, setAt: now, setBy: input.by.slice(0, 32) };
    await tx.serviceMapping.upsert({
      where: { panel_kind: { panel: input.panel, kind: input.kind } },
      create: { panel: input.panel, kind: input.kind, ...mapping },
      update: mapping,
    });
    await saveServiceRow(tx, input.panel, input.kind, rowData(input.kind, input.serviceId, service, now));
    await within?.(tx, { before, after: input.serviceId, name: service.name ?? null, mismatch });
  });
  serviceLog.info(
    `${input.panel} panel: ${input.kind} now goes to service ${input.serviceId} (was ${before ?? "none"})`,
  );
  return { before, after: input.serviceId, name: service.name ?? null, mismatch };
}

/** Why the console cannot choose a service for a kind, in the operator's Arabic; null: it can. */
export function choiceRefusal(kind: ItemKind, service: PanelService | undefined): string | null {
  if (!service) return SERVICE_NOT_LISTED_MESSAGE;
  if (serviceProblem(kind, service, service.service) === null) return null;
  const need = REQUIRED_RANGE[kind];
  if ((service.min ?? 0) > need.min || (service.max ?? Infinity) < need.max)
    return `حدود هذه الخدمة (${service.min ?? "?"}–${service.max ?? "?"}) لا تغطي الكميات التي يبيعها المتجر (${need.min}–${need.max})`;
  return "هذه الخدمة لا تقدم التعويض، والمتجر يعد بالتعويض لهذا النوع";
}
