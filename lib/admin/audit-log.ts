import "server-only";

import { z } from "zod";

import { db, type Prisma } from "@/lib/db";

import { csvStream } from "./csv";
import { ACTION_LABELS, auditReasonLabel, label, STORE_ACTOR_LABEL } from "./labels";
import { blankIsMissing, pageWindow } from "./lists";
import { FIRST_FILTER_DAY, isFilterDay, LAST_FILTER_DAY, startOfStoreDay, storeTimeZone } from "./time";

// The store's one audit log (docs/operations.md#the-audit-log): every operator
// action and every automatic money action, newest first, by person, kind and
// date, with a CSV of everything the filters match.

export const AUDIT_PAGE_SIZE = 50;
/** The person filter's value for the store's own (automatic) actions. */
export const STORE_PERSON = "store";
/**
 * Dates the filter accepts: the console's one range for date filters
 * (./time.ts, docs/security.md#inputs-that-never-reach-a-500); anything else
 * is a clear message, not a query.
 */
export const AUDIT_BAD_DATE_MESSAGE = `التاريخ غير صالح: اكتبه بالشكل 2026-11-28، بين ${FIRST_FILTER_DAY} و${LAST_FILTER_DAY}`;
export const AUDIT_BAD_RANGE_MESSAGE = "تاريخ البداية بعد تاريخ النهاية";
export const AUDIT_BAD_FILTER_MESSAGE = "عامل تصفية غير صالح";

/** A real calendar day, YYYY-MM-DD, within the range above (2026-02-30 is refused). */
const day = z.string().refine(isFilterDay, AUDIT_BAD_DATE_MESSAGE);

export const auditFiltersSchema = z
  .object({
    /** An operator's name as recorded, or "store". */
    person: z.preprocess(blankIsMissing, z.string().trim().max(32, AUDIT_BAD_FILTER_MESSAGE).optional()),
    /** An action kind (refund, pause, block-video, …). */
    kind: z.preprocess(
      blankIsMissing,
      z
        .string()
        .regex(/^[a-z][a-z0-9-]{0,63}$/, AUDIT_BAD_FILTER_MESSAGE)
        .optional(),
    ),
    from: z.preprocess(blankIsMissing, day.optional()),
    to: z.preprocess(blankIsMissing, day.optional()),
    page: z.preprocess(
      blankIsMissing,
      z.coerce
        .number({ error: AUDIT_BAD_FILTER_MESSAGE })
        .int(AUDIT_BAD_FILTER_MESSAGE)
        .min(1, AUDIT_BAD_FILTER_MESSAGE)
        .max(1_000_000, AUDIT_BAD_FILTER_MESSAGE)
        .optional(),
    ),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: AUDIT_BAD_RANGE_MESSAGE, path: ["to"] });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** The day after a store calendar day, as YYYY-MM-DD. */
function nextDay(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function auditWhere(filters: AuditFilters): Prisma.OperatorActionWhereInput {
  const and: Prisma.OperatorActionWhereInput[] = [];
  if (filters.person === STORE_PERSON) and.push({ actor: "STORE" });
  else if (filters.person) and.push({ actor: "OPERATOR", operatorName: filters.person });
  if (filters.kind) and.push({ action: filters.kind });
  const zone = storeTimeZone();
  if (filters.from) and.push({ createdAt: { gte: startOfStoreDay(filters.from, zone) } });
  if (filters.to) and.push({ createdAt: { lt: startOfStoreDay(nextDay(filters.to), zone) } });
  return and.length ? { AND: and } : {};
}

const entrySelect = {
  id: true,
  createdAt: true,
  actor: true,
  operatorName: true,
  action: true,
  orderId: true,
  itemId: true,
  customerId: true,
  reason: true,
  amountFils: true,
  after: true,
} as const satisfies Prisma.OperatorActionSelect;
export type AuditEntry = Prisma.OperatorActionGetPayload<{ select: typeof entrySelect }>;

export async function searchAuditLog(filters: AuditFilters) {
  const where = auditWhere(filters);
  const total = await db.operatorAction.count({ where });
  const { page, pageCount, skip, take } = pageWindow(total, filters.page, AUDIT_PAGE_SIZE);
  const rows = await db.operatorAction.findMany({
    where,
    select: entrySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
  });
  return { total, page, pageCount, rows };
}

/** Who may be filtered on: the store, and every operator name in the log (bounded). */
export async function auditPeople(): Promise<string[]> {
  // GROUP BY in the database (Prisma's `distinct` would read every row into the server).
  const names = await db.operatorAction.groupBy({
    by: ["operatorName"],
    where: { actor: "OPERATOR" },
    orderBy: { operatorName: "asc" },
    take: 200,
  });
  return names.map((n) => n.operatorName);
}

/** The kinds the filter offers: every labelled kind, and any other kind found in the log. */
export async function auditKinds(): Promise<string[]> {
  const found = await db.operatorAction.groupBy({ by: ["action"], orderBy: { action: "asc" }, take: 200 });
  return [...new Set([...Object.keys(ACTION_LABELS), ...found.map((f) => f.action)])];
}

/** Who did it, as the operator reads it. */
export const auditPerson = (e: Pick<AuditEntry, "actor" | "operatorName">) =>
  e.actor === "STORE" ? STORE_ACTOR_LABEL : e.actor === "CUSTOMER" ? `العميل ${e.operatorName}`.trim() : e.operatorName;

const CSV_HEADER = [
  "التاريخ",
  "من",
  "الإجراء",
  "السبب",
  "المبلغ (درهم)",
  "رقم الطلب",
  "رقم العنصر",
  "رقم الحساب",
  "تفاصيل",
];
/** Every entry the filters match (all pages), as CSV read in batches, formula-safe like the orders CSV. */
export function auditCsv(filters: AuditFilters): ReadableStream<Uint8Array> {
  const where = auditWhere(filters);
  const when = new Intl.DateTimeFormat("sv-SE", { timeZone: storeTimeZone(), dateStyle: "short", timeStyle: "medium" });
  return csvStream(
    CSV_HEADER,
    ({ take, after }): Promise<AuditEntry[]> =>
      db.operatorAction.findMany({
        where,
        select: entrySelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
        ...(after ? { cursor: { id: after }, skip: 1 } : {}),
      }),
    (e) => [
      when.format(e.createdAt),
      auditPerson(e),
      label(ACTION_LABELS, e.action),
      auditReasonLabel(e),
      e.amountFils === null ? "" : (e.amountFils / 100).toFixed(2),
      e.orderId,
      e.itemId,
      e.customerId,
      e.after === null ? "" : JSON.stringify(e.after),
    ],
  );
}
