import { randomUUID } from "node:crypto";

import {
  DATE_FILTER_MESSAGE,
  getAttention,
  getOverview,
  OPERATOR_RATE_LIMIT,
  orderFiltersSchema,
  searchOrders,
} from "@/lib/admin";
import { db } from "@/lib/db";
import { checkBalance, getControl } from "@/lib/fulfilment";
import { getPanel } from "@/lib/smm-panel";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { checkServices } from "@/lib/fulfilment/services";
import { syncStatuses } from "@/lib/fulfilment/sync";
import { callWithParams } from "@/test/support/auth";
import { runClockFrom, stopClockAt } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { usePanelDouble } from "@/test/support/panel-env";
import { createFreeOrder, createPaidOrder } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { GET as currentUserRoute } from "../auth/current-user/route";

import { GET as attentionRoute } from "./attention/route";
import { POST as cancelRoute } from "./items/[itemId]/cancel/route";
import { POST as refillRoute } from "./items/[itemId]/refill/route";
import { POST as retryRoute } from "./items/[itemId]/retry/route";
import { POST as reviewRoute } from "./items/[itemId]/review/route";
import { GET as exportRoute } from "./orders/export/route";
import { POST as refundRoute } from "./orders/[orderId]/refund/route";

// 10:00 in Dubai today: the overview's "today" and its 30 days, the simulated
// panel's progress and the rate limit's window all read this clock (Date runs
// on from it). Today's date, not a fixed one: on PostgreSQL the database
// stamps a refund with its own now(), the machine's, which must fall on the
// same store day as the clock's (PGlite's now() follows the test's clock).
const T0 = new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date())}T06:00:00Z`);

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

type Init = { body?: object; cookie: string; method?: string; headers?: Record<string, string> };
const post = <P extends Record<string, string>>(
  handler: Parameters<typeof callWithParams<P>>[0],
  path: string,
  params: P,
  init: Init,
) =>
  callWithParams(handler, path, params, {
    method: init.method ?? "POST",
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { cookie: init.cookie, ...init.headers },
  });

const refund = (orderId: string, body: object, cookie: string, headers?: Record<string, string>) =>
  post(refundRoute, `/api/admin/orders/${orderId}/refund`, { orderId }, { body, cookie, headers });
const itemAction = (
  handler: typeof retryRoute,
  name: string,
  itemId: string,
  cookie: string,
  headers?: Record<string, string>,
) => post(handler, `/api/admin/items/${itemId}/${name}`, { itemId }, { body: {}, cookie, headers });
const audit = (orderId: string) => db.operatorAction.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
const payment = (id: string) => db.payment.findUniqueOrThrow({ where: { id } });

describe("who may use the console's APIs", () => {
  it("a signed-out caller gets 401, a customer 403, another site 403; an operator is served", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    const order = await createPaidOrder({ amountFils: 1000 });
    const itemId = order.items[0]!.id;
    const body = { amountFils: 100, reason: "طلب العميل", requestKey: randomUUID() };
    const calls = (cookie: string, headers?: Record<string, string>) => [
      () => refund(order.orderId, body, cookie, headers),
      () => itemAction(retryRoute, "retry", itemId, cookie, headers),
      () => itemAction(refillRoute, "refill", itemId, cookie, headers),
      () => itemAction(cancelRoute, "cancel", itemId, cookie, headers),
      () => post(exportRoute, "/api/admin/orders/export", {}, { cookie, method: "GET" }),
      () => post(attentionRoute, "/api/admin/attention", {}, { cookie, method: "GET" }),
    ];
    for (const run of calls("")) expect((await run()).status).toBe(401);
    for (const run of calls(customer.cookie)) {
      const res = await run();
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    // A state change from another site, with the operator's cookie: refused before anything runs.
    const crossSite = calls(operator.cookie, { origin: "https://evil.example" }).slice(0, 4);
    for (const run of crossSite) expect((await run()).status).toBe(403);
    expect(await db.refund.count()).toBe(0);
    expect(await db.operatorAction.count()).toBe(0);

    expect((await calls(operator.cookie)[0]!()).status).toBe(201);
    expect((await calls(operator.cookie)[4]!()).status).toBe(200);
    expect((await calls(operator.cookie)[5]!()).status).toBe(200);
  });

  it("tells the header an operator is one (the account menu's console link); a customer is not told anything", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    const me = (cookie: string) =>
      callWithParams(currentUserRoute, "/api/auth/current-user", {}, { method: "GET", headers: { cookie } });
    expect(await (await me(operator.cookie)).json()).toMatchObject({ username: operator.username, operator: true });
    expect(await (await me(customer.cookie)).json()).not.toHaveProperty("operator");
  });

  it("a bad body or id is a 400/404 with the JSON error shape, never a 500", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder({ amountFils: 1000 });
    for (const body of [
      {},
      { amountFils: -5, reason: "x", requestKey: "no" },
      { amountFils: 1.5, reason: "سبب", requestKey: randomUUID() },
    ]) {
      const res = await refund(order.orderId, body, operator.cookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await refund("not-an-id", { amountFils: 1 }, operator.cookie)).status).toBe(404);
    const query = await post(
      exportRoute,
      "/api/admin/orders/export?status=NOPE",
      {},
      {
        cookie: operator.cookie,
        method: "GET",
      },
    );
    expect(query.status).toBe(400);
  });

  it("refuses a date filter outside 2000-2100 or not on the calendar with a clear message, in the list and the CSV", async () => {
    const operator = await signedInUser("OPERATOR");
    await createPaidOrder({});
    for (const filter of [
      "from=0999-12-31",
      "to=0001-01-01",
      "from=1999-12-31",
      "to=2101-01-01",
      "from=2026-02-31",
      "to=9999-99-99",
    ]) {
      const res = await post(
        exportRoute,
        `/api/admin/orders/export?${filter}`,
        {},
        { cookie: operator.cookie, method: "GET" },
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: DATE_FILTER_MESSAGE });
      const [name, value] = filter.split("=") as [string, string];
      const parsed = orderFiltersSchema.safeParse({ [name]: value });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(DATE_FILTER_MESSAGE);
    }
    // The bounds themselves are days like any other.
    const edges = await post(
      exportRoute,
      "/api/admin/orders/export?from=2000-01-01&to=2100-12-31",
      {},
      { cookie: operator.cookie, method: "GET" },
    );
    expect(edges.status).toBe(200);
    expect((await edges.text()).trim().split("\r\n")).toHaveLength(2);
  });
});

describe("the operator's rate limit", () => {
  it("answers 429 with Retry-After past the limit, per operator", async () => {
    // One fixed window however long the machine takes over the requests below.
    stopClockAt(new Date(T0.getTime() + 1_000));
    const [operator, other] = [await signedInUser("OPERATOR"), await signedInUser("OPERATOR")];
    const missing = randomUUID();
    for (let i = 0; i < OPERATOR_RATE_LIMIT.limit; i++)
      expect((await itemAction(retryRoute, "retry", missing, operator.cookie)).status).toBe(404);
    const limited = await itemAction(retryRoute, "retry", missing, operator.cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await itemAction(retryRoute, "retry", missing, other.cookie)).status).toBe(404);
  }, 120_000);
});

describe("refunding an order from the console", () => {
  it("refunds part with a reason, once per request, and records who did it with the order before and after", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder({ amountFils: 1000 });
    const body = { amountFils: 250, reason: "تأخر التنفيذ", requestKey: randomUUID() };
    const first = await refund(order.orderId, body, operator.cookie);
    expect(first.status).toBe(201);
    const again = await refund(order.orderId, body, operator.cookie);
    expect(again.status).toBe(200);
    expect((await again.json()).refundId).toBe((await first.json()).refundId);

    expect(await db.refund.findMany({ where: { orderId: order.orderId } })).toEqual([
      expect.objectContaining({ amountFils: 250, reason: "OPERATOR", itemId: null, note: "تأخر التنفيذ" }),
    ]);
    expect((await payment(order.paymentId)).refundedFils).toBe(250);
    expect(await db.job.count({ where: { type: "payments.refund" } })).toBe(1);
    const trail = await audit(order.orderId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      operatorId: operator.id,
      operatorName: operator.username,
      action: "refund",
      reason: "تأخر التنفيذ",
      amountFils: 250,
      before: expect.objectContaining({ refundedFils: 0 }),
      after: expect.objectContaining({ refundedFils: 250 }),
    });
  });

  it("never refunds more than is left of the payment", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder({ amountFils: 1000 });
    expect(
      (await refund(order.orderId, { amountFils: 700, reason: "جزء", requestKey: randomUUID() }, operator.cookie))
        .status,
    ).toBe(201);
    const tooMuch = await refund(
      order.orderId,
      { amountFils: 301, reason: "الباقي", requestKey: randomUUID() },
      operator.cookie,
    );
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).error).toBe("المبلغ أكبر مما بقي من الدفعة");
    expect((await payment(order.paymentId)).refundedFils).toBe(700);
    expect(await audit(order.orderId)).toHaveLength(1);
  });

  it("under concurrent requests: never more than was paid, and one request key is one refund", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder({ amountFils: 1000 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        refund(order.orderId, { amountFils: 600, reason: "تكرار", requestKey: randomUUID() }, operator.cookie),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(order.orderId, { amountFils: 400, reason: "الباقي", requestKey: key }, operator.cookie),
      ),
    );
    expect(same.every((r) => r.status === 200 || r.status === 201 || r.status === 409)).toBe(true);
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    const refunds = await db.refund.findMany({ where: { orderId: order.orderId } });
    expect(refunds.map((r) => r.amountFils).sort()).toEqual([400, 600]);
    expect((await payment(order.paymentId)).refundedFils).toBe(1000);
    expect(await audit(order.orderId)).toHaveLength(2);
  });

  it("refuses a request key already used on another order: 409, and that order's money stays where it is", async () => {
    const operator = await signedInUser("OPERATOR");
    const [first, second] = [await createPaidOrder({ amountFils: 1000 }), await createPaidOrder({ amountFils: 800 })];
    const key = randomUUID();
    expect(
      (await refund(first.orderId, { amountFils: 300, reason: "جزء", requestKey: key }, operator.cookie)).status,
    ).toBe(201);
    const reused = await refund(second.orderId, { amountFils: 500, reason: "جزء", requestKey: key }, operator.cookie);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ error: "مفتاح الطلب مستخدم لطلب آخر" });
    expect((await payment(second.paymentId)).refundedFils).toBe(0);
    expect(await db.refund.count({ where: { orderId: second.orderId } })).toBe(0);
    expect(await audit(second.orderId)).toHaveLength(0);
    // The first order's refund is unchanged, and a fresh key still refunds the second.
    expect((await payment(first.paymentId)).refundedFils).toBe(300);
    expect(
      (await refund(second.orderId, { amountFils: 500, reason: "جزء", requestKey: randomUUID() }, operator.cookie))
        .status,
    ).toBe(201);
  });

  it("refuses a free order", async () => {
    const operator = await signedInUser("OPERATOR");
    const free = await createFreeOrder();
    const res = await refund(
      free.orderId,
      { amountFils: 1, reason: "مجاني", requestKey: randomUUID() },
      operator.cookie,
    );
    expect(res.status).toBe(422);
  });

  it("lists an order bigger than the panel balance as held back, and refunds it in full: never sent, the others resume", async () => {
    const operator = await signedInUser("OPERATOR");
    await simulatedPanel.setBalance("0.03000"); // 5,000 views cost 0.05 USD at the simulated panel's rate
    const big = await createPaidOrder({ quantity: 5_000, amountFils: 2_000 });
    await runJobs();
    const small = await createPaidOrder({ quantity: 1_000 });
    expect((await getControl()).paused).toBe(true);

    const attention = await getAttention();
    const held = attention.sections.find((s) => s.kind === "held-order")!;
    expect(held.count).toBe(2);
    expect(held.items[0]).toMatchObject({ orderId: big.orderId, refusedForFunds: true, priceFils: 2_000 });
    expect(attention.sections.find((s) => s.kind === "paused")!.count).toBe(1);

    const res = await refund(
      big.orderId,
      { amountFils: 2_000, reason: "أكبر من الرصيد", requestKey: randomUUID() },
      operator.cookie,
    );
    expect(res.status).toBe(201);
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: big.items[0]!.id } })).toMatchObject({
      status: "REFUNDED",
      submission: "NOT_SUBMITTED",
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: big.orderId } })).status).toBe("REFUNDED");

    await checkBalance(getPanel());
    expect((await getControl()).paused).toBe(false);
    await runJobs();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: small.items[0]!.id } })).submission).toBe("SUBMITTED");
    expect(await simulatedPanel.orders()).toHaveLength(1);
  });
});

describe("the console's other actions, each recorded", () => {
  it("sends again an item whose submission certainly failed (its job DEAD), and nothing else", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder();
    const itemId = order.items[0]!.id;
    await db.job.updateMany({
      where: { type: "fulfilment.submit-item" },
      data: { status: "DEAD", lastError: "panel refused add: Incorrect request" },
    });

    expect((await itemAction(retryRoute, "retry", itemId, operator.cookie)).status).toBe(200);
    expect(await db.job.count({ where: { type: "fulfilment.submit-item", status: "DEAD" } })).toBe(0);
    await runJobs();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: itemId } })).submission).toBe("SUBMITTED");
    expect(await audit(order.orderId)).toEqual([
      expect.objectContaining({
        action: "retry-submission",
        itemId,
        before: expect.objectContaining({ items: [expect.objectContaining({ submission: "NOT_SUBMITTED" })] }),
      }),
    ]);
    // Submitted now: a second retry is refused and not recorded.
    const again = await itemAction(retryRoute, "retry", itemId, operator.cookie);
    expect(again.status).toBe(409);
    expect(await audit(order.orderId)).toHaveLength(1);
  });

  it("settles an item under review with the panel's order id", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder();
    const itemId = order.items[0]!.id;
    await db.orderItem.update({ where: { id: itemId }, data: { submission: "NEEDS_REVIEW", lastError: "timeout" } });
    const res = await post(
      reviewRoute,
      `/api/admin/items/${itemId}/review`,
      { itemId },
      {
        body: { action: "mark-submitted", externalOrderId: "777" },
        cookie: operator.cookie,
      },
    );
    expect(res.status).toBe(200);
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({
      submission: "SUBMITTED",
      externalOrderId: "777",
    });
    expect(await audit(order.orderId)).toEqual([
      expect.objectContaining({
        action: "review-mark-submitted",
        before: expect.objectContaining({ items: [expect.objectContaining({ submission: "NEEDS_REVIEW" })] }),
        after: expect.objectContaining({ items: [expect.objectContaining({ panelOrderId: "777" })] }),
      }),
    ]);
  });

  it("requests a refill of a delivered item and cancels at the panel where the service allows it", async () => {
    const operator = await signedInUser("OPERATOR");
    const delivered = await createPaidOrder({ quantity: 5_000 });
    await runJobs();
    await db.orderItem.update({
      where: { id: delivered.items[0]!.id },
      data: { status: "COMPLETED", completedAt: new Date() },
    });
    expect((await itemAction(refillRoute, "refill", delivered.items[0]!.id, operator.cookie)).status).toBe(200);
    expect(await db.refill.findMany({ where: { itemId: delivered.items[0]!.id } })).toEqual([
      expect.objectContaining({ origin: "OPERATOR", status: "REQUESTED" }),
    ]);
    expect((await itemAction(refillRoute, "refill", delivered.items[0]!.id, operator.cookie)).status).toBe(409);

    const running = await createPaidOrder({ quantity: 5_000 });
    await runJobs();
    expect((await itemAction(cancelRoute, "cancel", running.items[0]!.id, operator.cookie)).status).toBe(200);
    const external = (await db.orderItem.findUniqueOrThrow({ where: { id: running.items[0]!.id } })).externalOrderId!;
    const atPanel = (await simulatedPanel.orders()).find((o) => String(o.id) === external);
    expect(atPanel?.cancelledAt).not.toBeNull();
    await syncStatuses(getPanel());
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: running.items[0]!.id } })).status).toMatch(
      /REFUNDED|FAILED|PARTIAL/,
    );
    // The operator's cancel, then the store's own refund of what the panel did not deliver.
    expect((await audit(running.orderId)).map((a) => [a.actor, a.action, a.reason])).toEqual([
      ["OPERATOR", "cancel", null],
      ["STORE", "refund", "CANCELLED"],
    ]);
    expect((await audit(delivered.orderId)).map((a) => a.action)).toEqual(["refill"]);

    // Likes' service offers no cancel: refused, nothing recorded.
    const likes = await createPaidOrder({ serviceType: "LIKES" });
    await runJobs();
    expect((await itemAction(cancelRoute, "cancel", likes.items[0]!.id, operator.cookie)).status).toBe(422);
    expect(await audit(likes.orderId)).toEqual([]);
  });
});

describe("what needs attention, complete", () => {
  it("counts every item under review and pages through them (no cap at 100)", async () => {
    const first = await createPaidOrder();
    // 102 more orders like it, each with one item under review.
    await db.$executeRaw`
      INSERT INTO "orders" ("id", "source", "service_type", "quantity", "link", "status", "created_at", "updated_at")
      SELECT gen_random_uuid(), 'FREE', 'VIEWS', 1000, 'https://www.tiktok.com/@x/video/' || g, 'PENDING', now(), now()
      FROM generate_series(1, 102) g`;
    await db.$executeRaw`
      INSERT INTO "order_items" ("id", "order_id", "kind", "quantity", "status", "submission", "updated_at")
      SELECT gen_random_uuid(), o."id", 'VIEWS', 1000, 'PENDING', 'NEEDS_REVIEW', now()
      FROM "orders" o WHERE o."id" <> ${first.orderId}::uuid`;
    await db.orderItem.update({ where: { id: first.items[0]!.id }, data: { submission: "NEEDS_REVIEW" } });

    const page1 = await getAttention({ pageSize: 25 });
    const review = page1.sections.find((s) => s.kind === "review")!;
    expect(review).toMatchObject({ count: 103, page: 1, pageCount: 5 });
    expect(review.items).toHaveLength(25);
    const last = (await getAttention({ pageSize: 25, pages: { review: 5 } })).sections.find(
      (s) => s.kind === "review",
    )!;
    expect(last.items).toHaveLength(3);
    const seen = new Set<string>();
    for (let page = 1; page <= 5; page++) {
      const s = (await getAttention({ pageSize: 25, pages: { review: page } })).sections.find(
        (x) => x.kind === "review",
      )!;
      for (const item of s.items) if (item.kind === "review") seen.add(item.itemId);
    }
    expect(seen.size).toBe(103);
  });

  it("lists flagged payments, refunds that failed, dead jobs and a low balance", async () => {
    const order = await createPaidOrder({ amountFils: 1000 });
    await db.payment.create({
      data: {
        id: `pay_flagged_${Date.now()}`,
        provider: "SIMULATED",
        serviceType: "VIEWS",
        quantity: 1000,
        listAmountFils: 500,
        amountFils: 500,
        description: "x",
        customerName: "ضيف",
        customerEmail: "flag@example.com",
        flaggedReason: "amount 100 differs from 500",
      },
    });
    await db.refund.create({
      data: {
        id: randomUUID(),
        paymentId: order.paymentId,
        orderId: order.orderId,
        reason: "OPERATOR",
        amountFils: 100,
        status: "FAILED",
        lastError: "refused by the provider",
      },
    });
    await db.job.updateMany({ data: { status: "DEAD", lastError: "boom" } });
    await simulatedPanel.setBalance("2.00000");
    await checkBalance(getPanel());

    const counts = Object.fromEntries((await getAttention()).sections.map((s) => [s.kind, s.count]));
    expect(counts).toMatchObject({ "flagged-payment": 1, "failed-refund": 1, "dead-job": 1, "low-balance": 1 });
    const dead = (await getAttention()).sections.find((s) => s.kind === "dead-job")!;
    expect(dead.items[0]).toMatchObject({ orderId: order.orderId });
  });
});

describe("finding orders", () => {
  it("finds an order by link, payment id, order id, panel order id, e-mail or username; filters; exports safe CSV", async () => {
    const operator = await signedInUser("OPERATOR");
    const buyer = await signedInUser();
    const a = await createPaidOrder({
      link: "https://www.tiktok.com/@alpha/video/7300000000000000001",
      userId: buyer.id,
    });
    const b = await createPaidOrder({
      link: "https://www.tiktok.com/@beta/video/7300000000000000002",
      serviceType: "LIKES",
    });
    await createFreeOrder("https://www.tiktok.com/@gamma/video/7300000000000000003");
    await db.orderItem.update({ where: { id: b.items[0]!.id }, data: { externalOrderId: "55501" } });
    await db.payment.update({
      where: { id: b.paymentId },
      data: { customerEmail: '=HYPERLINK("http://x")@evil.example' },
    });

    const ids = async (filters: Parameters<typeof searchOrders>[0]) =>
      (await searchOrders(filters)).rows.map((r) => r.id);
    expect(await ids({ q: "@alpha/video" })).toEqual([a.orderId]);
    expect(await ids({ q: a.paymentId })).toEqual([a.orderId]);
    expect(await ids({ q: b.orderId })).toEqual([b.orderId]);
    expect(await ids({ q: "55501" })).toEqual([b.orderId]);
    expect(await ids({ q: buyer.username.toUpperCase() })).toEqual([a.orderId]);
    expect(await ids({ service: "LIKES" })).toEqual([b.orderId]);
    expect(await ids({ source: "FREE" })).toHaveLength(1);
    expect((await searchOrders({})).total).toBe(3);
    expect(await ids({ from: "2000-01-01", to: "2000-01-02" })).toEqual([]);

    const res = await post(
      exportRoute,
      "/api/admin/orders/export?source=PAID",
      {},
      { cookie: operator.cookie, method: "GET" },
    );
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const csv = await res.text();
    expect(csv.trim().split("\r\n")).toHaveLength(3); // header and two paid orders
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")@evil.example"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe("the overview", () => {
  it("counts paid orders, revenue net of refunds, free claims and payments created against paid", async () => {
    const operator = await signedInUser("OPERATOR");
    const order = await createPaidOrder({ amountFils: 1000 });
    await createPaidOrder({ amountFils: 500 });
    await refund(order.orderId, { amountFils: 300, reason: "جزء", requestKey: randomUUID() }, operator.cookie);
    await db.payment.create({
      data: {
        id: `pay_open_${Date.now()}`,
        provider: "SIMULATED",
        serviceType: "VIEWS",
        quantity: 1000,
        listAmountFils: 500,
        amountFils: 500,
        description: "x",
        customerName: "ضيف",
        customerEmail: "open@example.com",
      },
    });
    const overview = await getOverview();
    expect(overview.timeZone).toBe("Asia/Dubai");
    expect(overview.periods[0]!.figures).toEqual({
      paidOrders: 2,
      netRevenueFils: 1200,
      refundedFils: 300,
      freeClaims: 0,
      paymentsCreated: 3,
      paymentsPaid: 2,
    });
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1)).toMatchObject({ netRevenueFils: 1200, paidOrders: 2 });
    // The embedded default's costs are the simulated panel's: the console says so; with a real panel it does not.
    expect(overview.costsSimulated).toBe(true);
    const restore = usePanelDouble("http://panel.invalid/api/v2");
    try {
      expect((await getOverview()).costsSimulated).toBe(false);
    } finally {
      restore();
    }
  });
});
