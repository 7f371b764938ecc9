import { db } from "@/lib/db";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { server } from "@/test/support/msw";
import { createPaidOrder } from "@/test/support/orders";
import { PanelDouble } from "@/test/support/panel-double";
import { secondPanelSettings, usePanelDouble } from "@/test/support/panel-env";

import { getMargins, orderCosts } from "../admin/costs";
import { setExchangeRate } from "./costs";
import { getPanel } from "@/lib/smm-panel";
import { checkServices, chooseService, serviceIdFor } from "./services";
import { secondSimulatedPanel, simulatedPanel } from "@/test/support/simulated-panel";
import { syncStatuses } from "./sync";

// Cost per panel order, the console's service mapping, and the second panel's
// failover, against two panel doubles (the simulated panel's API at two URLs).

const T0 = new Date("2026-11-20T10:00:00Z");
const FIRST = "https://panel.test/api/v2";
const SECOND = "https://panel-two.test/api/v2";
const advance = (ms: number) => jest.setSystemTime(new Date(Date.now() + ms));
const item = (id: string) => db.orderItem.findUniqueOrThrow({ where: { id } });
const quiet = { info: () => {}, warn: () => {} };

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = usePanelDouble(FIRST, {
    ...secondPanelSettings(SECOND),
    FULFILMENT_RESEND_WINDOW_SECONDS: "30",
    VAT_PERCENT: "15",
    PANEL_EXCHANGE_RATES: "USD=3.6725",
  });
});
afterAll(() => restoreEnv());
beforeEach(async () => {
  await resetDb();
  runClockFrom(T0);
  server.use(new PanelDouble(FIRST, 1).handler(), new PanelDouble(SECOND, 2).handler());
  await checkServices(getPanel(), quiet);
  await checkServices(getPanel("secondary"), quiet, new Date(), "secondary");
  captureLogs();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const charges = () => db.panelCharge.findMany({ orderBy: { recordedAt: "asc" } });

describe("cost of each panel order", () => {
  it("records the panel's charge once per panel order from status answers, and the lower charge after a partial", async () => {
    simulatedPanel.nextOutcome("partial", 1250);
    const { orderId, items } = await createPaidOrder({ amountFils: 2000 });
    await runJobs();
    const sent = await item(items[0]!.id);
    expect(sent).toMatchObject({ submission: "SUBMITTED", panel: "primary", panelServiceId: "101" });

    advance(20_000);
    await syncStatuses(getPanel());
    await syncStatuses(getPanel()); // the same answer again: still one row
    expect(await charges()).toEqual([
      expect.objectContaining({
        panel: "primary",
        externalOrderId: sent.externalOrderId,
        charge: "0.05000000", // 5,000 views at 0.01 per 1,000
        currency: "USD",
      }),
    ]);

    advance(60_000);
    await syncStatuses(getPanel()); // Partial, 1,250 undelivered: the panel charges 3,750 of 5,000
    expect(await charges()).toEqual([
      expect.objectContaining({ externalOrderId: sent.externalOrderId, charge: "0.03750000" }),
    ]);
    // Once per panel order, by the database: a second row for it is refused.
    await expect(
      db.panelCharge.create({
        data: {
          panel: "primary",
          externalOrderId: sent.externalOrderId!,
          itemId: sent.id,
          charge: "1",
          currency: "USD",
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });

    // Paid 20.00, 5.00 refunded (the undelivered quarter): 15.00 with VAT = 13.04 without.
    // Cost 0.0375 USD × 3.6725 = 0.14 AED. Margin 12.90 AED, 98.9%.
    await setExchangeRate({ currency: "USD", aedPerUnit: "3.6725", by: "owner" });
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { payment: true } });
    expect(order.payment!.refundedFils).toBe(500);
    expect((await orderCosts([order])).get(orderId)).toEqual({
      revenueFils: 1304,
      costFils: 14,
      marginFils: 1290,
      marginPercent: 98.9,
      missingRates: [],
      unchargedItems: 0,
    });
  });

  it("gives margins per day and per service to the fils with the rate the console set", async () => {
    await setExchangeRate({ currency: "USD", aedPerUnit: "3.70", by: "owner" });
    const views = await createPaidOrder({ amountFils: 2000 });
    const likes = await createPaidOrder({ serviceType: "LIKES", quantity: 100, amountFils: 1000 });
    await runJobs();
    advance(20_000);
    await syncStatuses(getPanel());
    // Views: 0.05 USD × 3.70 = 0.185 → 0.19 AED; likes: 100 at 0.90 per 1,000 = 0.09 USD × 3.70 = 0.333 → 0.33 AED;
    // the day: 0.14 USD × 3.70 = 0.518 → 0.52 AED.
    const day = "2026-11-20";
    const margins = await getMargins([day], new Date("2026-11-19T20:00:00Z"), "Asia/Dubai");
    expect(margins.days).toEqual([
      {
        date: day,
        orders: 2,
        revenueFils: 2609, // 30.00 with 15% VAT
        costFils: 52,
        marginFils: 2609 - 52,
        marginPercent: 98,
        missingRates: [],
        unchargedItems: 0,
      },
    ]);
    expect(margins.services.find((s) => s.service === "views")).toMatchObject({
      orders: 1,
      revenueFils: 1739,
      costFils: 19,
      marginFils: 1720,
      marginPercent: 98.9,
    });
    expect(margins.services.find((s) => s.service === "likes")).toMatchObject({
      orders: 1,
      revenueFils: 870,
      costFils: 33,
      marginFils: 837,
    });
    expect(views.orderId).not.toBe(likes.orderId);
  });

  it("leaves the cost unknown, not guessed, for a currency without an exchange rate", async () => {
    const { orderId, items } = await createPaidOrder({ amountFils: 2000 });
    await runJobs();
    const sent = await item(items[0]!.id);
    // A panel billing in euros, with no EUR rate set or configured.
    await db.panelCharge.create({
      data: {
        panel: "primary",
        externalOrderId: sent.externalOrderId!,
        itemId: sent.id,
        charge: "4.5",
        currency: "EUR",
      },
    });
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { payment: true } });
    expect((await orderCosts([order])).get(orderId)).toMatchObject({
      costFils: null,
      marginFils: null,
      missingRates: ["EUR"],
    });
  });
});

describe("a service remapped from the console", () => {
  it("sends new items with the new service id while items in flight keep theirs: none sent again", async () => {
    // The simulated panel lists a second views service, 106.
    const running = await createPaidOrder();
    await runJobs();
    // The panel's proxy fails: this item's outcome is unknown, it waits in review with its service id.
    simulatedPanel.setDown(true);
    const inDoubt = await createPaidOrder();
    await runJobs();
    expect(await item(running.items[0]!.id)).toMatchObject({ submission: "SUBMITTED", panelServiceId: "101" });
    expect(await item(inDoubt.items[0]!.id)).toMatchObject({ submission: "NEEDS_REVIEW", panelServiceId: "101" });

    simulatedPanel.setDown(false);
    await chooseService(getPanel(), { panel: "primary", kind: "VIEWS", serviceId: "106", by: "owner" });
    // Read from the database at every submission, no cache: every instance sees it at once.
    expect(await serviceIdFor("VIEWS")).toBe("106");

    const next = await createPaidOrder();
    advance(20_000);
    await runJobs();
    await syncStatuses(getPanel());
    expect(await item(next.items[0]!.id)).toMatchObject({ submission: "SUBMITTED", panelServiceId: "106" });
    expect(await item(running.items[0]!.id)).toMatchObject({ submission: "SUBMITTED", panelServiceId: "101" });
    // The item in doubt is looked for with the service it was first sent with, never the new one.
    expect(await item(inDoubt.items[0]!.id)).toMatchObject({
      submission: "SUBMITTED",
      reviewResolution: "SUBMITTED_AGAIN",
      panelServiceId: "101",
    });
    const orders = await simulatedPanel.orders();
    // One order per item, in whichever order the jobs ran.
    expect(orders.map((o) => [o.link, o.service]).sort()).toEqual(
      [
        [running.link, "101"],
        [inDoubt.link, "101"],
        [next.link, "106"],
      ].sort(),
    );
  });

  it("refuses a service that does not cover the store's quantities or breaks the refill promise", async () => {
    simulatedPanel.setServices([
      { service: 201, name: "Views small", rate: "0.5", min: "100", max: "50000", refill: true },
      { service: 202, name: "Views no refill", rate: "0.5", min: "100", max: "10000000", refill: false },
    ]);
    await expect(
      chooseService(getPanel(), { panel: "primary", kind: "VIEWS", serviceId: "201", by: "owner" }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE", message: expect.stringContaining("لا تغطي") });
    await expect(
      chooseService(getPanel(), { panel: "primary", kind: "VIEWS", serviceId: "202", by: "owner" }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE", message: expect.stringContaining("التعويض") });
    await expect(
      chooseService(getPanel(), { panel: "primary", kind: "VIEWS", serviceId: "999", by: "owner" }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE" });
    expect(await serviceIdFor("VIEWS")).toBe("101");
  });
});

describe("failover to the second panel", () => {
  it.each([
    ["a refused service", () => simulatedPanel.inject("add", { kind: "error", message: "Service disabled" })],
    ["no funds", () => simulatedPanel.inject("add", { kind: "error", message: "Not enough funds on balance" })],
    [
      "a request that never left",
      () =>
        jest.spyOn(globalThis, "fetch").mockRejectedValueOnce(
          new TypeError("fetch failed", {
            cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
          }),
        ),
    ],
  ])("sends the item to the second panel after %s at the first", async (_why, fault) => {
    fault();
    const { items, link } = await createPaidOrder({ amountFils: 2000 });
    await runJobs();
    const moved = await item(items[0]!.id);
    expect(moved).toMatchObject({ submission: "SUBMITTED", panel: "secondary", panelServiceId: "101" });
    expect(moved.failoverReason).toMatch(/^first panel (refused|not reached)/);
    expect(await simulatedPanel.orders()).toHaveLength(0);
    expect((await secondSimulatedPanel.orders()).map((o) => o.link)).toEqual([link]);
    // Once in the store's audit log, with the first panel's words.
    expect(await db.operatorAction.findMany({ where: { action: "failover" } })).toEqual([
      expect.objectContaining({ actor: "STORE", itemId: items[0]!.id, reason: moved.failoverReason }),
    ]);

    advance(20_000);
    await syncStatuses(getPanel("secondary"), { panelName: "secondary" });
    expect(await charges()).toEqual([
      expect.objectContaining({ panel: "secondary", externalOrderId: moved.externalOrderId, charge: "0.05000000" }),
    ]);
  });

  it("never sends a busy link to the second panel: it waits for the first panel's running order", async () => {
    const first = await createPaidOrder();
    await runJobs();
    // The first panel still runs an order on this link and refuses a second one ("You have active order with this link").
    const second = await createPaidOrder({ link: first.link });
    await runJobs();
    expect(await item(second.items[0]!.id)).toMatchObject({
      submission: "NOT_SUBMITTED",
      panel: "primary",
      failoverReason: null,
      linkBusySince: expect.any(Date),
    });
    expect(secondSimulatedPanel.addCalls).toBe(0);
    expect(await db.operatorAction.count({ where: { action: "failover" } })).toBe(0);

    advance(6 * 60_000); // the first order completed at the panel meanwhile
    await runJobs();
    expect(await item(second.items[0]!.id)).toMatchObject({ submission: "SUBMITTED", panel: "primary" });
    expect(secondSimulatedPanel.addCalls).toBe(0);
    expect(await simulatedPanel.orders()).toHaveLength(2);
  });

  it.each([
    ["a 502 after the order was stored", { kind: "http", status: 502, afterCreate: true } as const],
    ["a lost answer", { kind: "timeout-after-create" } as const],
    ["an unreadable answer", { kind: "malformed", afterCreate: true } as const],
  ])("never sends it to the second panel after %s", async (_why, fault) => {
    simulatedPanel.inject("add", fault);
    const { items } = await createPaidOrder();
    await runJobs();
    advance(60 * 60_000);
    await runJobs();
    expect(await item(items[0]!.id)).toMatchObject({ panel: "primary", failoverReason: null });
    expect(secondSimulatedPanel.addCalls).toBe(0);
    expect(await simulatedPanel.orders()).toHaveLength(1);
  });
});
