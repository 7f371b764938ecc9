import "server-only";

import { z } from "zod";

import { db, type Prisma } from "@/lib/db";
import { ORDER_STATUS_NAMES } from "@/lib/orders/contract";

import { attributionOf } from "./attribution";
import { csvStream } from "./csv";
import { givenEmail } from "./customer-email";
import { orderCosts } from "./costs";
import { ORDER_STATUS_LABELS, SERVICE_LABELS, SOURCE_LABELS, label } from "./labels";
import { blankIsMissing, pageParam, pageWindow, searchParam } from "./lists";
import { endOfStoreDay, startOfStoreDay, storeDayParam, storeTimeZone } from "./time";

export { DATE_FILTER_MESSAGE, FIRST_FILTER_DAY, LAST_FILTER_DAY } from "./time";

/** The orders list's filters, from the query string (a bad value is refused, never ignored silently). */
export const orderFiltersSchema = z.object({
  q: searchParam,
  status: z.preprocess(blankIsMissing, z.enum(ORDER_STATUS_NAMES).optional()),
  service: z.preprocess(blankIsMissing, z.enum(["VIEWS", "LIKES", "EXPLORER"]).optional()),
  source: z.preprocess(blankIsMissing, z.enum(["PAID", "FREE"]).optional()),
  from: storeDayParam,
  to: storeDayParam,
  page: pageParam,
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
  if (filters.to) and.push({ createdAt: { lt: endOfStoreDay(filters.to, zone) } });
  const q = filters.q?.trim();
  if (q) and.push(orderSearch(q));
  return and.length ? { AND: and } : {};
}

/**
 * The orders a search finds: by the order id, the payment id, the panel's
 * order id, part of the link, the customer's e-mail or username. The
 * customers list finds a customer by any of their orders with it.
 */
export function orderSearch(q: string): Prisma.OrderWhereInput {
  const or: Prisma.OrderWhereInput[] = [
    { paymentId: q },
    { link: { contains: q, mode: "insensitive" } },
    { items: { some: { externalOrderId: q } } },
    { payment: { customerEmail: { equals: q, mode: "insensitive" } } },
    { user: { usernameKey: q.toLowerCase() } },
  ];
  if (UUID.test(q)) or.push({ id: q.toLowerCase() });
  return { OR: or };
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
  payment: { select: { amountFils: true, refundedFils: true, customerEmail: true, status: true, attribution: true } },
  // The parts (the explorer bundle has four), as the list shows them.
  items: { select: { kind: true, quantity: true }, orderBy: { kind: "asc" } },
} as const satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof listSelect }>;

export async function searchOrders(filters: OrderFilters) {
  const where = orderWhere(filters);
  const total = await db.order.count({ where });
  const { page, pageCount, skip, take } = pageWindow(total, filters.page, ORDERS_PAGE_SIZE);
  const rows = await db.order.findMany({
    where,
    select: listSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
  });
  return { total, page, pageCount, rows };
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
  "المصدر",
  "الحملة",
  "الإعلان",
];
/**
 * Every order the filters match (all pages), as CSV, read in batches so a
 * large export never holds the whole table. Times are in the store's zone.
 */
export function ordersCsv(filters: OrderFilters): ReadableStream<Uint8Array> {
  const where = orderWhere(filters);
  const zone = storeTimeZone();
  const when = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "medium" });
  const aed = (fils: number | undefined) => (fils === undefined ? "" : (fils / 100).toFixed(2));
  const signed = (fils: number | null | undefined) =>
    fils === null || fils === undefined ? "" : `${fils < 0 ? "-" : ""}${aed(Math.abs(fils))}`;
  return csvStream(
    CSV_HEADER,
    ({ take, after }) =>
      db.order
        .findMany({
          where,
          select: listSelect,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take,
          ...(after ? { cursor: { id: after }, skip: 1 } : {}),
        })
        .then(async (rows) => {
          const costs = await orderCosts(rows);
          return rows.map((o) => ({ ...o, costs: costs.get(o.id) }));
        }),
    (o) => [
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
      givenEmail(o.payment?.customerEmail) ?? "",
      o.user?.username,
      signed(o.costs?.revenueFils),
      signed(o.costs?.costFils),
      signed(o.costs?.marginFils),
      // The last ad landing before the payment (docs/ad-events.md#attribution).
      attributionOf(o.payment?.attribution)?.last.source,
      attributionOf(o.payment?.attribution)?.last.campaign,
      attributionOf(o.payment?.attribution)?.last.content,
    ],
  );
}
