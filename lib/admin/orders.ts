import "server-only";

import { z } from "zod";

import { db, type Prisma } from "@/lib/db";
import { ORDER_STATUS_NAMES } from "@/lib/orders/contract";

import { orderCosts } from "./costs";
import { ORDER_STATUS_LABELS, SERVICE_LABELS, SOURCE_LABELS, label } from "./labels";
import { startOfStoreDay, storeTimeZone } from "./time";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const blankIsMissing = (v: unknown) => (v === "" ? undefined : v);

/** The orders list's filters, from the query string (a bad value is refused, never ignored silently). */
export const orderFiltersSchema = z.object({
  q: z.preprocess(blankIsMissing, z.string().trim().max(2048).optional()),
  status: z.preprocess(blankIsMissing, z.enum(ORDER_STATUS_NAMES).optional()),
  service: z.preprocess(blankIsMissing, z.enum(["VIEWS", "LIKES", "EXPLORER"]).optional()),
  source: z.preprocess(blankIsMissing, z.enum(["PAID", "FREE"]).optional()),
  from: z.preprocess(blankIsMissing, day.optional()),
  to: z.preprocess(blankIsMissing, day.optional()),
  page: z.preprocess(blankIsMissing, z.coerce.number().int().min(1).max(1_000_000).optional()),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const ORDERS_PAGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters as one query: status, service, paid or free, the order's date
 * on the store's calendar (from and to inclusive), and a search that matches
 * the order id, the payment id, the panel's order id, the link, the
 * customer's e-mail or username.
 */
export function orderWhere(filters: OrderFilters): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  if (filters.status) and.push({ status: filters.status });
  if (filters.service) and.push({ serviceType: filters.service });
  if (filters.source) and.push({ source: filters.source });
  const zone = storeTimeZone();
  if (filters.from) and.push({ createdAt: { gte: startOfStoreDay(filters.from, zone) } });
  if (filters.to) {
    const next = new Date(`${filters.to}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    and.push({ createdAt: { lt: startOfStoreDay(next.toISOString().slice(0, 10), zone) } });
  }
  const q = filters.q?.trim();
  if (q) {
    const or: Prisma.OrderWhereInput[] = [
      { paymentId: q },
      { link: { contains: q, mode: "insensitive" } },
      { items: { some: { externalOrderId: q } } },
      { payment: { customerEmail: { equals: q, mode: "insensitive" } } },
      { user: { usernameKey: q.toLowerCase() } },
    ];
    if (UUID.test(q)) or.push({ id: q.toLowerCase() });
    and.push({ OR: or });
  }
  return and.length ? { AND: and } : {};
}

const listSelect = {
  id: true,
  createdAt: true,
  status: true,
  source: true,
  serviceType: true,
  quantity: true,
  link: true,
  paymentId: true,
  user: { select: { username: true } },
  payment: { select: { amountFils: true, refundedFils: true, customerEmail: true, status: true } },
} as const satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof listSelect }>;

export async function searchOrders(filters: OrderFilters) {
  const where = orderWhere(filters);
  const total = await db.order.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(filters.page ?? 1, pageCount);
  const rows = await db.order.findMany({
    where,
    select: listSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * ORDERS_PAGE_SIZE,
    take: ORDERS_PAGE_SIZE,
  });
  return { total, page, pageCount, rows };
}

/**
 * A spreadsheet cell: quoted, and a value a spreadsheet would run as a
 * formula (= + - @, a tab or carriage return first) is kept as text with a
 * leading apostrophe (CSV formula injection: links and e-mails are the
 * customer's text).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_HEADER = [
  "رقم الطلب",
  "التاريخ",
  "الحالة",
  "الخدمة",
  "الكمية",
  "النوع",
  "الرابط",
  "رقم الدفع",
  "المبلغ (درهم)",
  "المسترد (درهم)",
  "البريد الإلكتروني",
  "المستخدم",
  "الإيراد دون الضريبة (درهم)",
  "التكلفة (درهم)",
  "الهامش (درهم)",
];
const CSV_BATCH = 500;

/**
 * Every order the filters match (all pages), as CSV, read in batches so a
 * large export never holds the whole table. Times are in the store's zone.
 */
export function ordersCsv(filters: OrderFilters): ReadableStream<Uint8Array> {
  const where = orderWhere(filters);
  const zone = storeTimeZone();
  const when = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "medium" });
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let started = false;
  const aed = (fils: number | undefined) => (fils === undefined ? "" : (fils / 100).toFixed(2));
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A BOM: spreadsheets then read the Arabic as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.map(csvCell).join(",")}\r\n`));
      }
      const rows: OrderRow[] = await db.order.findMany({
        where,
        select: listSelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: CSV_BATCH,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      });
      if (rows.length === 0) {
        controller.close();
        return;
      }
      cursor = rows[rows.length - 1]!.id;
      const costs = await orderCosts(rows);
      const signed = (fils: number | null | undefined) =>
        fils === null || fils === undefined ? "" : `${fils < 0 ? "-" : ""}${aed(Math.abs(fils))}`;
      const lines = rows.map((o) =>
        [
          o.id,
          when.format(o.createdAt),
          label(ORDER_STATUS_LABELS, o.status),
          label(SERVICE_LABELS, o.serviceType),
          o.quantity,
          label(SOURCE_LABELS, o.source),
          o.link,
          o.paymentId,
          aed(o.payment?.amountFils),
          aed(o.payment?.refundedFils),
          o.payment?.customerEmail,
          o.user?.username,
          signed(costs.get(o.id)?.revenueFils),
          signed(costs.get(o.id)?.costFils),
          signed(costs.get(o.id)?.marginFils),
        ]
          .map(csvCell)
          .join(","),
      );
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
      if (rows.length < CSV_BATCH) controller.close();
    },
  });
}
