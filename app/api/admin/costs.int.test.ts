import { getAttention } from "@/lib/admin";
import { db } from "@/lib/db";
import { CURRENCY_MESSAGE, EXCHANGE_RATE_MESSAGE } from "@/lib/fulfilment";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { checkServices, serviceIdFor } from "@/lib/fulfilment/services";
import { SIMULATED_SERVICES } from "@/lib/smm-panel/simulated";
import { syncStatuses } from "@/lib/fulfilment/sync";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { createPaidOrder } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { POST as ratesRoute } from "./exchange-rates/route";
import { GET as exportRoute } from "./orders/export/route";
import { GET as servicesGet, POST as servicesRoute } from "./services/route";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = overrideEnv({ VAT_PERCENT: "15", PANEL_EXCHANGE_RATES: "USD=3.6725" });
});
afterAll(() => restoreEnv());
beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
  captureLogs();
});
afterEach(() => jest.restoreAllMocks());

const call = (handler: typeof servicesRoute, path: string, cookie: string, body?: object, method = "POST") =>
  callWithParams(
    handler,
    path,
    {},
    {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { cookie },
    },
  );

describe("the console's services and exchange rates", () => {
  it("maps a kind to another live panel service, audited; refuses one that breaks the store's limits", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    simulatedPanel.setServices([
      ...SIMULATED_SERVICES,
      { service: 107, name: "TikTok Views small", rate: "0.30", min: "100", max: "10000", refill: true },
    ]);
    const body = { panel: "primary", kind: "VIEWS", serviceId: "106" };
    expect((await call(servicesRoute, "/api/admin/services", customer.cookie, body)).status).toBe(403);
    expect(await serviceIdFor("VIEWS")).toBe("101");

    const res = await call(servicesRoute, "/api/admin/services", operator.cookie, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ serviceId: "106", previous: "101" });
    expect(await serviceIdFor("VIEWS")).toBe("106");
    expect(await db.operatorAction.findMany()).toEqual([
      expect.objectContaining({
        action: "service-mapping",
        operatorName: operator.username,
        before: { panel: "primary", kind: "VIEWS", serviceId: "101" },
        after: { panel: "primary", kind: "VIEWS", serviceId: "106" },
      }),
    ]);

    const narrow = await call(servicesRoute, "/api/admin/services", operator.cookie, { ...body, serviceId: "107" });
    expect(narrow.status).toBe(422);
    expect((await narrow.json()).error).toMatch(/لا تغطي/);
    const noSecond = await call(servicesRoute, "/api/admin/services", operator.cookie, { ...body, panel: "secondary" });
    expect(noSecond.status).toBe(404);
    const bad = await call(servicesRoute, "/api/admin/services", operator.cookie, { ...body, kind: "COMMENTS" });
    expect(bad.status).toBe(400);
    expect(await serviceIdFor("VIEWS")).toBe("106");
    expect(await db.operatorAction.count()).toBe(1);
    expect((await call(servicesGet, "/api/admin/services", operator.cookie, undefined, "GET")).status).toBe(405);
  });

  it("refuses a service whose name says it delivers another kind, unless the operator confirms that very mismatch", async () => {
    const operator = await signedInUser("OPERATOR");
    simulatedPanel.setServices([
      ...SIMULATED_SERVICES,
      { service: 108, name: "TikTok Likes Premium", rate: "1.00", min: "10", max: "10000000", refill: true },
      { service: 109, name: "Package", category: "TikTok", rate: "1.00", min: "10", max: "10000000", refill: true },
    ]);
    const body = { panel: "primary", kind: "VIEWS", serviceId: "108" };
    const refused = await call(servicesRoute, "/api/admin/services", operator.cookie, body);
    expect(refused.status).toBe(422);
    const mismatch = "اسم الخدمة #108 «TikTok Likes Premium» يدل على الإعجابات لا على المشاهدات";
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining(mismatch), mismatch });
    // A confirmation of anything but that mismatch is no confirmation.
    const vague = await call(servicesRoute, "/api/admin/services", operator.cookie, {
      ...body,
      confirmMismatch: "نعم",
    });
    expect(vague.status).toBe(422);
    expect(await serviceIdFor("VIEWS")).toBe("101");
    expect(await db.operatorAction.count()).toBe(0);

    const confirmed = await call(servicesRoute, "/api/admin/services", operator.cookie, {
      ...body,
      confirmMismatch: mismatch,
    });
    expect(confirmed.status).toBe(200);
    expect(await serviceIdFor("VIEWS")).toBe("108");
    expect(await db.operatorAction.findFirstOrThrow()).toMatchObject({
      action: "service-mapping",
      reason: expect.stringContaining(`confirmed: ${mismatch}`),
    });

    // A name that names no kind at all is a mismatch to confirm too.
    const silent = await call(servicesRoute, "/api/admin/services", operator.cookie, { ...body, serviceId: "109" });
    expect(silent.status).toBe(422);
    expect(await silent.json()).toMatchObject({ mismatch: "اسم الخدمة #109 «Package» لا يذكر المشاهدات" });
    // The panel's own names for the right kind pass as before.
    const views = await call(servicesRoute, "/api/admin/services", operator.cookie, { ...body, serviceId: "106" });
    expect(views.status).toBe(200);
  });

  it("sets an exchange rate with its date, audited, and refuses a rate that is not a positive number", async () => {
    const operator = await signedInUser("OPERATOR");
    const res = await call(ratesRoute, "/api/admin/exchange-rates", operator.cookie, {
      currency: "usd",
      aedPerUnit: "3.70",
    });
    expect(res.status).toBe(200);
    expect(await db.exchangeRate.findUniqueOrThrow({ where: { currency: "USD" } })).toMatchObject({
      aedPerUnit: "3.70000000",
      setBy: operator.username,
      setAt: expect.any(Date),
    });
    expect(await db.operatorAction.findFirstOrThrow()).toMatchObject({
      action: "exchange-rate",
      before: { currency: "USD", aedPerUnit: "3.6725" },
      after: { currency: "USD", aedPerUnit: "3.70000000" },
    });
    for (const aedPerUnit of ["0", "-1", "abc", "1e3", "0.0000001", "0.000009", "100.00000001", "3672.5"]) {
      const refused = await call(ratesRoute, "/api/admin/exchange-rates", operator.cookie, {
        currency: "USD",
        aedPerUnit,
      });
      expect(refused.status).toBe(422);
      expect((await refused.json()).error).toBe(EXCHANGE_RATE_MESSAGE);
    }
    expect(await db.operatorAction.count()).toBe(1);
  });

  it("takes only ISO currencies other than the dirham, within the bounds: AED = 2 AED is refused", async () => {
    const operator = await signedInUser("OPERATOR");
    const set = (currency: string, aedPerUnit: string) =>
      call(ratesRoute, "/api/admin/exchange-rates", operator.cookie, { currency, aedPerUnit });
    for (const currency of ["AED", "aed", "ABC", "XYZ", "QQQ"]) {
      const refused = await set(currency, "2");
      expect(refused.status).toBe(422);
      expect((await refused.json()).error).toBe(CURRENCY_MESSAGE);
    }
    expect(await db.exchangeRate.count()).toBe(0);
    // The ends of the range, and real currencies far from the dollar.
    for (const [currency, rate] of [
      ["KWD", "11.95"],
      ["LBP", "0.000041"],
      ["EUR", "100"],
      ["INR", "0.00001"],
    ] as const)
      expect((await set(currency, rate)).status).toBe(200);
    expect((await db.exchangeRate.findMany({ orderBy: { currency: "asc" } })).map((r) => r.currency)).toEqual([
      "EUR",
      "INR",
      "KWD",
      "LBP",
    ]);
    expect(await db.operatorAction.count()).toBe(4);
  });
});

describe("cost in the CSV and the attention list", () => {
  it("carries revenue without VAT, cost and margin per order in the CSV", async () => {
    const operator = await signedInUser("OPERATOR");
    await createPaidOrder({ amountFils: 2000 });
    await runJobs();
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + 60 * 60_000);
    await syncStatuses(getPanel(), { now: new Date(Date.now() + 60 * 60_000) });
    const res = await call(exportRoute, "/api/admin/orders/export", operator.cookie, undefined, "GET");
    const [header, row] = (await res.text()).trim().split("\r\n");
    expect(header).toContain(`"التكلفة (درهم)","الهامش (درهم)"`);
    // 20.00 with 15% VAT = 17.39; 5,000 views at 0.01 USD per 1,000 = 0.05 USD × 3.6725 = 0.18; margin 17.21.
    // Then the ad's source, campaign and content: none for this order.
    expect(row).toMatch(/"17\.39","0\.18","17\.21","","",""$/);
  });

  it("exports a loss as a number a spreadsheet can sum, not as text", async () => {
    const operator = await signedInUser("OPERATOR");
    // The simulated panel charges 3.00 USD per 1,000 views: 5,000 cost 15.00 USD = 55.09 AED.
    simulatedPanel.setServices(SIMULATED_SERVICES.map((s) => (s.service === 101 ? { ...s, rate: "3.00" } : s)));
    await createPaidOrder({ amountFils: 2000 });
    await runJobs();
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + 60 * 60_000);
    await syncStatuses(getPanel(), { now: new Date(Date.now() + 60 * 60_000) });
    const res = await call(exportRoute, "/api/admin/orders/export", operator.cookie, undefined, "GET");
    const [, row] = (await res.text()).trim().split("\r\n");
    expect(row).toMatch(/"17\.39","55\.09","-37\.70","","",""$/);
  });

  it("flags a service whose price at its smallest quantity is below the panel's cost", async () => {
    const viewsRate = (rate: string) =>
      db.panelService.update({ where: { panel_kind: { panel: "primary", kind: "VIEWS" } }, data: { rate } });
    const belowCost = async () => (await getAttention()).sections.find((s) => s.kind === "below-cost")!;
    // Views at 0.05 USD per 1,000: 5,000 views cost 0.25 USD = 0.92 AED, sold at 3.04 without VAT.
    await viewsRate("0.05");
    expect((await belowCost()).count).toBe(0);
    // At 3.00 per 1,000: 15.00 USD = 55.09 AED; the bundle's 25,000 views cost more than it sells for too.
    await viewsRate("3.00");
    expect((await belowCost()).items).toEqual([
      expect.objectContaining({ service: "views", quantity: 5000, panel: "primary", priceFils: 304, costFils: 5509 }),
      expect.objectContaining({ service: "explorer", panel: "primary", priceFils: 1304 }),
    ]);
  });
});
