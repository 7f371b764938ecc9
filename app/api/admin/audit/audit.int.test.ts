import { randomUUID } from "node:crypto";

import { auditFiltersSchema, auditKinds, auditPeople, searchAuditLog, STORE_PERSON, storeDay } from "@/lib/admin";
import { recordAudit, STORE } from "@/lib/ledger";
import { db, transaction, type Tx } from "@/lib/db";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { checkDeadlines } from "@/lib/fulfilment/deadlines";
import { checkServices } from "@/lib/fulfilment/services";
import { syncStatuses } from "@/lib/fulfilment/sync";
import { callWithParams } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { createPaidOrder } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { POST as fulfilmentRoute } from "../fulfilment/route";
import { POST as refundRoute } from "../orders/[orderId]/refund/route";

import { GET as exportRoute } from "./export/route";

// 10:00 in Dubai on 20 November; the deadlines run a day later, on the 21st.
const T0 = new Date("2026-11-20T06:00:00Z");
const DAY = 24 * 60 * 60_000;

beforeEach(async () => {
  await resetDb();
  runClockFrom(T0);
  simulatedPanel.reset();
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
  captureLogs();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const post = (
  handler: typeof refundRoute,
  path: string,
  params: Record<string, string>,
  cookie: string,
  body: object,
) => callWithParams(handler, path, params, { body: JSON.stringify(body), headers: { cookie } });
const exportCsv = (query: string, cookie: string) =>
  callWithParams(exportRoute, `/api/admin/audit/export?${query}`, {}, { method: "GET", headers: { cookie } });

/**
 * A day of the store: an operator refunds part of one order and pauses the
 * panel on the 20th; on the 21st the store refunds by itself an order that
 * never started within its deadline and one the panel cancelled.
 */
async function aDayOfTheStore() {
  const operator = await signedInUser("OPERATOR");
  const customer = await signedInUser();
  const byOperator = await createPaidOrder({ amountFils: 1_000, userId: customer.id });
  const neverStarted = await createPaidOrder({ amountFils: 700 });
  const cancelled = await createPaidOrder({ amountFils: 500 });
  await runJobs();
  // The first order waits at the panel; the second is never sent; the third the panel cancels.
  await db.orderItem.update({
    where: { id: neverStarted.items[0]!.id },
    data: { submission: "NOT_SUBMITTED", externalOrderId: null, status: "PENDING" },
  });
  const refund = await post(
    refundRoute,
    `/api/admin/orders/${byOperator.orderId}/refund`,
    { orderId: byOperator.orderId },
    operator.cookie,
    { amountFils: 250, reason: '=HYPERLINK("http://evil") طلب العميل', requestKey: randomUUID() },
  );
  expect(refund.status).toBe(201);
  const later = (seconds: number) => jest.setSystemTime(new Date(T0.getTime() + seconds * 1000));
  later(60);
  expect((await post(fulfilmentRoute, "/api/admin/fulfilment", {}, operator.cookie, { action: "pause" })).status).toBe(
    200,
  );
  later(120);
  expect((await post(fulfilmentRoute, "/api/admin/fulfilment", {}, operator.cookie, { action: "resume" })).status).toBe(
    200,
  );

  later(DAY / 1000 + 60);
  const cancelledItem = await db.orderItem.findUniqueOrThrow({ where: { id: cancelled.items[0]!.id } });
  simulatedPanel.hold(cancelledItem.externalOrderId!, { status: "Canceled", remains: cancelledItem.quantity });
  await syncStatuses(getPanel());
  later(DAY / 1000 + 120);
  await checkDeadlines(getPanel());
  return { operator, customer, byOperator, neverStarted, cancelled };
}

describe("the store's one audit log", () => {
  it("lists the operators' actions and the store's automatic refunds, newest first, each once", async () => {
    const { operator, byOperator, neverStarted, cancelled } = await aDayOfTheStore();
    // Running the rules again refunds nothing more and records nothing more.
    await syncStatuses(getPanel());
    await checkDeadlines(getPanel());

    const log = await searchAuditLog({});
    expect(log.rows.map((e) => [e.actor, e.operatorName, e.action, e.orderId, e.reason, e.amountFils])).toEqual([
      ["STORE", "", "refund", neverStarted.orderId, "NOT_STARTED", 700],
      ["STORE", "", "refund", cancelled.orderId, "CANCELLED", 500],
      ["OPERATOR", operator.username, "resume", null, null, null],
      ["OPERATOR", operator.username, "pause", null, null, null],
      ["OPERATOR", operator.username, "refund", byOperator.orderId, '=HYPERLINK("http://evil") طلب العميل', 250],
    ]);
    // The store's entries name the refund they recorded.
    const refunds = await db.refund.findMany({ where: { reason: { in: ["NOT_STARTED", "CANCELLED"] } } });
    expect(
      log.rows
        .slice(0, 2)
        .map((e) => (e.after as { refundId: string }).refundId)
        .sort(),
    ).toEqual(refunds.map((r) => r.id).sort());
  });

  it("filters by person (an operator or the store), kind and store-calendar day", async () => {
    const { operator } = await aDayOfTheStore();
    const kinds = async (filters: object) =>
      (await searchAuditLog(auditFiltersSchema.parse(filters))).rows.map((e) => `${e.actor}:${e.action}`);

    // The filter's choices: the operators found in the log, and every kind (labelled, or found).
    expect(await auditPeople()).toEqual([operator.username]);
    expect(await auditKinds()).toEqual(expect.arrayContaining(["refund", "pause", "resume", "block-video"]));
    expect(await kinds({ person: STORE_PERSON })).toEqual(["STORE:refund", "STORE:refund"]);
    expect(await kinds({ person: operator.username })).toEqual([
      "OPERATOR:resume",
      "OPERATOR:pause",
      "OPERATOR:refund",
    ]);
    expect(await kinds({ person: "someone-else" })).toEqual([]);
    expect(await kinds({ kind: "refund" })).toEqual(["STORE:refund", "STORE:refund", "OPERATOR:refund"]);
    // Today (the 21st in the store's calendar): the store's two refunds; the 20th: the operator's day.
    const today = storeDay(new Date());
    expect(today).toBe("2026-11-21");
    expect(await kinds({ kind: "refund", from: today, to: today })).toEqual(["STORE:refund", "STORE:refund"]);
    expect(await kinds({ from: "2026-11-20", to: "2026-11-20" })).toEqual([
      "OPERATOR:resume",
      "OPERATOR:pause",
      "OPERATOR:refund",
    ]);
    expect(await kinds({ from: "2026-11-22" })).toEqual([]);
  });

  it("exports what the filters match as a formula-safe CSV, and a bad date is a clear 400, never a 500", async () => {
    const { operator, customer } = await aDayOfTheStore();
    const res = await exportCsv("kind=refund", operator.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('"الإجراء"');
    expect(lines[1]).toContain('"المتجر (تلقائياً)","استرداد","لم يبدأ التنفيذ في مهلته","7.00"');
    expect(lines[3]).toContain(`"${operator.username}","استرداد","'=HYPERLINK(""http://evil"") طلب العميل","2.50"`);

    for (const bad of [
      "from=2026-02-30",
      "from=20261121",
      "to=9999-01-01",
      "from=1999-12-31",
      "to=2101-01-01",
      "from=2026-11-22&to=2026-11-21",
      "page=x",
    ]) {
      const refused = await exportCsv(bad, operator.cookie);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/تاريخ|تصفية/);
    }
    // The console's one range for date filters, as the orders list and docs/security.md give it.
    expect((await exportCsv("from=2000-01-01&to=2100-12-31", operator.cookie)).status).toBe(200);
    expect((await exportCsv("", customer.cookie)).status).toBe(403);
  });

  it("records an automatic action written by another room (e.g. a failover) beside the rest", async () => {
    const order = await createPaidOrder();
    await transaction((tx) =>
      recordAudit(tx, STORE, {
        action: "failover",
        orderId: order.orderId,
        itemId: order.items[0]!.id,
        reason: "service disabled",
        after: { from: "panel-1", to: "panel-2" },
      }),
    );
    // The one writer refuses to write outside a transaction: an entry never commits apart from its action.
    await expect(recordAudit(db as unknown as Tx, STORE, { action: "failover" })).rejects.toThrow(
      /inside the transaction/,
    );
    const [entry] = (await searchAuditLog({ person: STORE_PERSON, kind: "failover" })).rows;
    expect(entry).toMatchObject({ actor: "STORE", orderId: order.orderId, after: { from: "panel-1", to: "panel-2" } });
  });
});
