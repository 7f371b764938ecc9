import { db } from "@/lib/db";
import { undeliveredShareFils } from "@/lib/pricing";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { server } from "@/test/support/msw";
import { PanelDouble } from "@/test/support/panel-double";
import { usePanelDouble } from "@/test/support/panel-env";
import { createFreeOrder, createPaidOrder } from "@/test/support/orders";

import { getPanel } from "@/lib/smm-panel";
import { checkDeadlines } from "./deadlines";
import { syncRefills } from "./refills";
import { checkServices, serviceInfo } from "./services";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { syncStatuses } from "./sync";

const T0 = new Date("2026-11-20T10:00:00Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const setNow = (ms: number) => jest.setSystemTime(new Date(T0.getTime() + ms));
let restoreEnv: () => void;

beforeAll(() => {
  restoreEnv = usePanelDouble("https://panel.test/api/v2");
});
afterAll(() => restoreEnv());
beforeEach(async () => {
  await resetDb();
  runClockFrom(T0);
  server.use(new PanelDouble().handler());
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
  captureLogs();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The panel's id of an item's order. */
const panelId = async (itemId: string) =>
  (await db.orderItem.findUniqueOrThrow({ where: { id: itemId } })).externalOrderId!;
const panelCalls = (action: string) => simulatedPanel.calls.filter((c) => c.action === action);

describe("status sync", () => {
  it("stores start count, remains and status from multi-status, and refunds partial and cancelled items once", async () => {
    const done = await createPaidOrder({ amountFils: 1_000 });
    const partial = await createPaidOrder({ amountFils: 1_000, quantity: 10_000 });
    const cancelled = await createPaidOrder({ amountFils: 800 });
    const cancelled2 = await createPaidOrder({ amountFils: 800 });
    await runJobs();
    simulatedPanel.hold(await panelId(done.items[0]!.id), { status: "In progress", remains: 2_500 });
    setNow(30_000);
    await syncStatuses(getPanel());
    const moving = await db.orderItem.findUniqueOrThrow({ where: { id: done.items[0]!.id } });
    const atPanel = (await simulatedPanel.orders()).find((o) => String(o.id) === moving.externalOrderId)!;
    expect(moving).toMatchObject({ status: "PROCESSING", startCount: atPanel.startCount, remains: 2_500 });
    expect(moving.startCount).toBeGreaterThan(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: done.orderId } })).status).toBe("PROCESSING");

    simulatedPanel.hold(await panelId(done.items[0]!.id), { status: "Completed", remains: 0 });
    simulatedPanel.hold(await panelId(partial.items[0]!.id), { status: "Partial", remains: 2_500 });
    simulatedPanel.hold(await panelId(cancelled.items[0]!.id), { status: "Canceled", remains: 5_000 });
    simulatedPanel.hold(await panelId(cancelled2.items[0]!.id), { status: "Cancelled", remains: 1_000 });
    setNow(2 * MIN);
    await syncStatuses(getPanel());
    await syncStatuses(getPanel()); // a second look changes nothing
    const statuses = await Promise.all(
      [done, partial, cancelled, cancelled2].map((o) => db.order.findUniqueOrThrow({ where: { id: o.orderId } })),
    );
    expect(statuses.map((o) => o.status)).toEqual(["COMPLETED", "PARTIAL", "REFUNDED", "PARTIAL"]);
    const refunds = await db.refund.findMany({ orderBy: { amountFils: "asc" } });
    expect(refunds.map((r) => [r.orderId, r.reason, r.amountFils])).toEqual([
      [cancelled2.orderId, "CANCELLED", 160],
      [partial.orderId, "PARTIAL", 250],
      [cancelled.orderId, "CANCELLED", 800],
    ]);
    // A status query is one call for all of them (multi-status).
    const statusCalls = panelCalls("status");
    expect(statusCalls.length).toBeGreaterThan(0);
    expect(statusCalls.every((c) => c.params.orders?.split(",").length === 4)).toBe(true);
  });

  it("keeps a per-id error on the item and goes on with the others", async () => {
    const a = await createPaidOrder();
    const b = await createPaidOrder();
    await runJobs();
    await simulatedPanel.forget(await panelId(a.items[0]!.id));
    setNow(2 * MIN);
    await syncStatuses(getPanel());
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: a.items[0]!.id } })).toMatchObject({
      status: "PENDING",
      lastError: "status: Incorrect order ID",
    });
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: b.items[0]!.id } })).status).toBe("COMPLETED");
  });

  it("never refunds a free order", async () => {
    const free = await createFreeOrder();
    await runJobs();
    const it = await db.orderItem.findFirstOrThrow({ where: { orderId: free.orderId } });
    simulatedPanel.hold(await panelId(it.id), { status: "Canceled", remains: 1000 });
    await syncStatuses(getPanel());
    expect((await db.order.findUniqueOrThrow({ where: { id: free.orderId } })).status).toBe("FAILED");
    expect(await db.refund.count()).toBe(0);
  });
});

describe("delivery promises", () => {
  it("flags an order not started within the delivery table's promise for the operator", async () => {
    const small = await createPaidOrder({ quantity: 5_000 }); // starts within 30 minutes
    const large = await createPaidOrder({ quantity: 200_000 }); // within 2 hours
    await runJobs();
    for (const o of [small, large])
      simulatedPanel.hold(await panelId(o.items[0]!.id), { status: "Pending", remains: o.items[0]!.quantity });
    setNow(29 * MIN);
    expect((await checkDeadlines(getPanel())).flagged).toBe(0);
    setNow(31 * MIN);
    expect((await checkDeadlines(getPanel())).flagged).toBe(1);
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: small.items[0]!.id } })).lateFlaggedAt).not.toBeNull();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: large.items[0]!.id } })).lateFlaggedAt).toBeNull();
    setNow(2 * HOUR + MIN);
    expect((await checkDeadlines(getPanel())).flagged).toBe(1);
  });

  it("cancels at the panel and refunds in full what has not started within 24 hours, once", async () => {
    const views = await createPaidOrder({ amountFils: 700 }); // views: the service allows cancel
    const likes = await createPaidOrder({ serviceType: "LIKES", amountFils: 350 }); // likes: no cancel
    await runJobs();
    for (const o of [views, likes])
      simulatedPanel.hold(await panelId(o.items[0]!.id), { status: "Pending", remains: o.items[0]!.quantity });
    setNow(24 * HOUR + MIN);
    await checkDeadlines(getPanel());
    await checkDeadlines(getPanel());
    expect(panelCalls("cancel").map((c) => c.params.orders)).toEqual([await panelId(views.items[0]!.id)]);
    for (const [o, amount] of [
      [views, 700],
      [likes, 350],
    ] as const) {
      expect((await db.order.findUniqueOrThrow({ where: { id: o.orderId } })).status).toBe("REFUNDED");
      expect(await db.refund.findMany({ where: { orderId: o.orderId } })).toEqual([
        expect.objectContaining({ reason: "NOT_STARTED", amountFils: amount }),
      ]);
    }
    // Later syncs leave the refunded item alone.
    await syncStatuses(getPanel());
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: views.items[0]!.id } })).status).toBe("REFUNDED");
  });

  it("refunds the undelivered share of what is not fully delivered within 7 days", async () => {
    const o = await createPaidOrder({ quantity: 10_000, amountFils: 1_000 });
    await runJobs();
    const id = await panelId(o.items[0]!.id);
    simulatedPanel.hold(id, { status: "In progress", remains: 5_000 }); // half delivered, for a long time
    setNow(HOUR);
    await syncStatuses(getPanel());
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: o.items[0]!.id } })).remains).toBe(5_000);
    setNow(7 * DAY - MIN);
    await checkDeadlines(getPanel());
    expect(await db.refund.count()).toBe(0);
    setNow(7 * DAY + MIN);
    await checkDeadlines(getPanel());
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: o.items[0]!.id } });
    expect(item.status).toBe("PARTIAL");
    expect(await db.refund.findMany()).toEqual([
      expect.objectContaining({ reason: "LATE", amountFils: undeliveredShareFils(item, 5_000) }),
    ]);
    expect((await getPanel().status(id)).status).toMatch(/^Cancel+ed$/); // cancelled at the panel
  });
});

describe("automatic refill", () => {
  it("asks for a refill on days 1, 3, 7, 14 and 30 after completion, and stops at the window's end", async () => {
    const o = await createPaidOrder();
    await runJobs();
    setNow(2 * MIN);
    await syncStatuses(getPanel());
    const completedAt = T0.getTime() + 2 * MIN;
    const refillCalls = () => panelCalls("refill").length;
    const seen: number[] = [];
    for (let day = 0; day <= 40; day++) {
      jest.setSystemTime(new Date(completedAt + day * DAY + MIN));
      await runJobs();
      if (refillCalls() > seen.length) seen.push(day);
    }
    expect(seen).toEqual([1, 3, 7, 14, 30]);
    expect(await db.job.count({ where: { type: "fulfilment.scheduled-refill", status: "QUEUED" } })).toBe(0);
    const refills = await db.refill.findMany({ where: { itemId: o.items[0]!.id } });
    expect(refills).toHaveLength(5);
    expect(
      refills.every((r) => r.origin === "SCHEDULE" && r.status === "PENDING" && /^\d+$/.test(r.externalRefillId!)),
    ).toBe(true);
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: o.items[0]!.id } })).refillCount).toBe(5);

    await syncRefills(getPanel());
    expect((await db.refill.findMany()).map((r) => r.status)).toEqual(Array(5).fill("COMPLETED"));
    const asked = panelCalls("refill_status");
    expect(asked.map((c) => c.params.refills!.split(",").length)).toEqual([5]);
  });

  it("does not ask again for a refill whose answer was lost: the panel holds only refills the store knows of", async () => {
    const o = await createPaidOrder();
    await runJobs();
    setNow(2 * MIN);
    await syncStatuses(getPanel());
    const completedAt = T0.getTime() + 2 * MIN;
    // Day 1: the panel creates the refill, and its answer never arrives (the client times out).
    simulatedPanel.inject("refill", { kind: "timeout-after-create" });
    jest.setSystemTime(new Date(completedAt + DAY + MIN));
    await runJobs();
    // Whatever the job does next (its retries included) happens within the hour.
    jest.setSystemTime(new Date(completedAt + DAY + HOUR));
    await runJobs();
    expect(await db.simPanelRefill.count()).toBe(1);
    const [lost, ...others] = await db.refill.findMany({ where: { itemId: o.items[0]!.id } });
    expect(others).toHaveLength(0);
    expect(lost).toMatchObject({ status: "REQUESTED", externalRefillId: null });
    expect(lost!.lastError).toMatch(/not asked again/);
    // Day 3's refill is a new one, answered and followed.
    jest.setSystemTime(new Date(completedAt + 3 * DAY + MIN));
    await runJobs();
    expect(await db.simPanelRefill.count()).toBe(2);
    const refills = await db.refill.findMany({ where: { itemId: o.items[0]!.id }, orderBy: { createdAt: "asc" } });
    expect(refills.map((r) => r.status)).toEqual(["REQUESTED", "PENDING"]);
  });

  it("sends no refill past the window, even when a scheduled run comes late", async () => {
    const o = await createPaidOrder();
    await runJobs();
    setNow(2 * MIN);
    await syncStatuses(getPanel());
    jest.setSystemTime(new Date(T0.getTime() + 31 * DAY));
    await runJobs();
    expect(panelCalls("refill")).toHaveLength(0);
    expect(await db.refill.count({ where: { itemId: o.items[0]!.id } })).toBe(0);
  });

  it("schedules nothing for a service without refill", async () => {
    await createPaidOrder({ serviceType: "EXPLORER", amountFils: 1_500 });
    await runJobs({ concurrency: 1 });
    setNow(2 * MIN);
    await syncStatuses(getPanel());
    const scheduled = await db.job.findMany({ where: { type: "fulfilment.scheduled-refill" } });
    const kinds = await db.orderItem.findMany({
      where: { id: { in: scheduled.map((j) => (j.payload as { itemId: string }).itemId) } },
    });
    expect(kinds.map((k) => k.kind).sort()).toEqual(["LIKES", "VIEWS"]);
  });
});

describe("start-up check of the panel's services", () => {
  it("remembers refill and cancel per service and warns clearly about a missing or too narrow one", async () => {
    expect(await serviceInfo("VIEWS")).toMatchObject({ serviceId: "101", refill: true, cancel: true, rate: "0.01" });
    expect(await serviceInfo("LIKES")).toMatchObject({ serviceId: "102", refill: true, cancel: false });
    expect(await serviceInfo("SHARES")).toMatchObject({ serviceId: "104", refill: false, cancel: false });

    simulatedPanel.setServices([
      { service: "101", name: "Views", rate: "0.9", min: "10000", max: "500000" }, // the store sells 1,000 to 1,000,000
      { service: 102, name: "Likes", rate: "2", min: "10", max: "100000", refill: 1, cancel: 0 },
      { service: 103, name: "Saves", rate: "1", min: "10", max: "1000" },
    ]);
    const warn = jest.fn();
    const problems = await checkServices(getPanel(), { info: () => {}, warn });
    expect(problems).toEqual([
      "VIEWS: service 101 takes 10000–500000, the store sells 1000–1000000",
      "SHARES: service 104 is not in the panel's service list",
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("panel service check: SHARES"));
    expect(
      (await db.panelService.findUniqueOrThrow({ where: { panel_kind: { panel: "primary", kind: "VIEWS" } } })).problem,
    ).toMatch(/10000–500000/);
  });
});
