import { GET as openOrderRoute } from "@/app/api/orders/open/route";
import { GET as orderByPaymentRoute } from "@/app/api/tiktok-views/order-by-payment/[paymentId]/route";
import { GET as orderStatusRoute } from "@/app/api/tiktok-views/status/[orderId]/route";
import { GET as userOrdersRoute } from "@/app/api/user/orders/route";
import { db } from "@/lib/db";
import {
  openOrderResponseSchema,
  orderStatusResponseSchema,
  orderViewSchema,
  userOrdersResponseSchema,
} from "@/lib/orders/schemas";
import {
  ALREADY_USED_MESSAGE,
  LINK_LOCKED_MESSAGE,
  PAYMENT_ID_INVALID_MESSAGE,
  PAYMENT_ID_MISSING_MESSAGE,
  PAYMENT_ID_PLACEHOLDER_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  paymentLinkMissingMessage,
  paymentNotCompletedMessage,
} from "@/lib/payments/contract";
import {
  ensureOrderResponseSchema,
  paymentStatusResponseSchema,
  simulatedIntentViewSchema,
} from "@/lib/payments/schemas";
import { serverEventId } from "@/lib/tracking";
import { callWithParams } from "@/test/support/auth";
import {
  LINK,
  explorerOrder,
  newPayment,
  paymentsStatus,
  serviceOrder,
  simulatedAct,
  simulatedView,
  updateUrl,
  viewsOrder,
  ziinaStatus,
} from "@/test/support/checkout";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { signedInUser } from "@/test/support/users";

const T0 = new Date("2026-11-24T10:00:00Z");
const later = (ms: number) => jest.setSystemTime(new Date(Date.now() + ms));

beforeEach(async () => {
  await resetDb();
  runClockFrom(T0);
});
afterEach(() => jest.useRealTimers());

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** A simulated payment paid on its hosted page and completed after its 15 s (docs/product-rules.md#timers). */
async function paidPayment(body: object = {}, cookie?: string) {
  const payment = await newPayment(body, cookie);
  expect((await simulatedAct(payment.id, "pay")).status).toBe(200);
  later(15_500);
  expect(await json(await ziinaStatus(payment.id, cookie))).toMatchObject({ status: "COMPLETED", paid: true });
  return payment;
}

describe("the simulated provider (embedded default)", () => {
  it("shows its hosted page's intent, is paid on the server, and completes 15 s later into exactly one order", async () => {
    const payment = await newPayment({ customerEmail: "sara@example.com" });
    const view = await json(await simulatedView(payment.id));
    expect(view).toMatchObject({
      id: payment.id,
      amount: 3.5,
      currency: "AED",
      status: "requires_payment_instrument",
      completesAt: null,
      successUrl: `http://localhost:3000/payment-success-ziina?id=${payment.id}`,
      cancelUrl: `http://localhost:3000/payment-cancel?id=${payment.id}`,
      failureUrl: `http://localhost:3000/payment-error?id=${payment.id}`,
    });

    const before = Date.now();
    const paid = await json<{ status: string; completesAt: string }>(await simulatedAct(payment.id, "pay"));
    expect(paid.status).toBe("pending");
    const completesAt = new Date(paid.completesAt).getTime();
    expect(completesAt).toBeGreaterThanOrEqual(before + 15_000);
    expect(completesAt).toBeLessThanOrEqual(Date.now() + 15_000);
    const pending = await json(await ziinaStatus(payment.id));
    expect(pending).toMatchObject({ status: "PENDING", paid: false, orderId: null });
    // No purchase to report yet: no event id either.
    expect(pending).not.toHaveProperty("purchaseEventId");

    later(14_000);
    expect(await json(await paymentsStatus(payment.id))).toMatchObject({ status: "PENDING", paid: false });
    // Completed at 15 s, but the provider was asked 1.5 s ago: not again within 3 s, whoever polls.
    later(1_500);
    expect(await json(await paymentsStatus(payment.id))).toMatchObject({ status: "PENDING" });
    later(1_500);
    const done = await json<{ orderId: string }>(await paymentsStatus(payment.id));
    expect(done).toMatchObject({
      id: payment.id,
      status: "COMPLETED",
      paid: true,
      amount: 3.5,
      currency: "AED",
      customerEmail: "sara@example.com",
      tiktokUrl: LINK,
      serviceType: "views",
      quantity: 5_000,
      provider: "simulated",
    });
    expect(done.orderId).toEqual(expect.any(String));
    // The paying browser gets the server's keyed event id of this purchase for its pixel.
    expect(done).toHaveProperty("purchaseEventId", serverEventId("purchase", payment.id));
    expect(await db.order.count()).toBe(1);
    expect(await db.job.count({ where: { type: "fulfilment.submit-item" } })).toBe(1);

    // The success page's order call finds it made: the already-used path
    // (docs/product-rules.md#one-order-per-payment), same order.
    const ensured = await viewsOrder({
      paymentId: payment.id,
      link: "https://www.tiktok.com/@other/video/1",
      quantity: 1_000_000,
    });
    expect(ensured.status).toBe(200);
    expect(await json(ensured)).toMatchObject({
      success: true,
      alreadyUsed: true,
      message: ALREADY_USED_MESSAGE,
      id: done.orderId,
      orderId: done.orderId,
      paymentId: payment.id,
      link: LINK,
      quantity: 5_000,
      serviceType: "views",
      status: "PENDING",
      payment: { amount: 3.5 },
    });
  });

  it("cancel and fail end the payment, and a paid-after-cancel click pays nothing", async () => {
    const cancelled = await newPayment();
    expect(await json(await simulatedAct(cancelled.id, "cancel"))).toMatchObject({ status: "canceled" });
    expect(await json(await ziinaStatus(cancelled.id))).toMatchObject({ status: "CANCELLED", paid: false });
    expect(await json(await simulatedAct(cancelled.id, "pay"))).toMatchObject({ status: "canceled" });
    later(60_000);
    expect(await json(await ziinaStatus(cancelled.id))).toMatchObject({ status: "CANCELLED", paid: false });

    const failed = await newPayment();
    await simulatedAct(failed.id, "fail");
    expect(await json(await paymentsStatus(failed.id))).toMatchObject({ status: "FAILED", paid: false });
    const refused = await viewsOrder({ paymentId: failed.id });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: paymentNotCompletedMessage("FAILED") });
    expect(await db.order.count()).toBe(0);
  });

  it("never accepts the spec's client-made ids or any id it did not make", async () => {
    for (const forged of ["payment_1732450000000", "ziina_sim_1732450000000", "pay_AAAAAAAAAAAAAAAAAAAAAAAA"]) {
      expect((await simulatedView(forged)).status).toBe(404);
      const act = await simulatedAct(forged, "pay");
      expect(act.status).toBe(404);
      expect(await json(act)).toMatchObject({ message: PAYMENT_NOT_FOUND_MESSAGE });
      expect((await ziinaStatus(forged)).status).toBe(404);
      expect((await viewsOrder({ paymentId: forged })).status).toBe(404);
    }
    expect(await db.order.count()).toBe(0);
    const bad = await simulatedAct((await newPayment()).id, "refund");
    expect(bad.status).toBe(400);
  });
});

describe("payment ids and the status call", () => {
  it.each([
    ["CHECKOUT_SESSION_ID", 400, PAYMENT_ID_PLACEHOLDER_MESSAGE],
    ["abcd", 400, PAYMENT_ID_INVALID_MESSAGE],
    ["pay_unknown_payment_id", 404, PAYMENT_NOT_FOUND_MESSAGE],
    ["x".repeat(300), 404, PAYMENT_NOT_FOUND_MESSAGE],
  ])("%s → %i", async (id, status, message) => {
    for (const res of [await ziinaStatus(id), await paymentsStatus(id)]) {
      expect(res.status).toBe(status);
      expect(await json(res)).toMatchObject({ message });
    }
  });

  it("polls of an unpaid payment read the provider at most once per 3 s and write nothing but the time of the read", async () => {
    const payment = await newPayment();
    const row = () =>
      db.payment.findUniqueOrThrow({
        where: { id: payment.id },
        select: { status: true, providerStatus: true, checkedAt: true, updatedAt: true },
      });
    const before = await row();
    for (let i = 0; i < 3; i++) {
      later(3_100);
      expect(await json(await ziinaStatus(payment.id))).toMatchObject({ status: "PENDING", paid: false });
      expect(await json(await paymentsStatus(payment.id))).toMatchObject({ status: "PENDING", paid: false });
    }
    const after = await row();
    expect(after).toMatchObject({
      status: "PENDING",
      providerStatus: before.providerStatus,
      updatedAt: before.updatedAt,
    });
    // The clock runs on from T0 (plus the test's own milliseconds): the last read was the third window's.
    expect(after.checkedAt!.getTime() - T0.getTime()).toBeGreaterThanOrEqual(3 * 3_100);
    expect(after.checkedAt!.getTime() - T0.getTime()).toBeLessThan(4 * 3_100);
    // Paid on the provider's page: the next read past the window takes it the whole way.
    expect((await simulatedAct(payment.id, "pay")).status).toBe(200);
    later(15_500);
    expect(await json(await ziinaStatus(payment.id))).toMatchObject({ status: "COMPLETED", paid: true });
    expect(await db.order.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it("the order calls need a payment id and a paid payment", async () => {
    const missing = await viewsOrder({ link: LINK, quantity: 5000 });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ message: PAYMENT_ID_MISSING_MESSAGE });
    expect((await serviceOrder({ paymentId: "CHECKOUT_SESSION_ID" })).status).toBe(400);
    const pending = await newPayment();
    const unpaid = await explorerOrder({ paymentId: pending.id, videoUrl: LINK });
    expect(unpaid.status).toBe(409);
    expect(await json(unpaid)).toMatchObject({ message: paymentNotCompletedMessage("PENDING"), status: "PENDING" });
  });
});

describe("ensure-order calls", () => {
  it("take service, quantity and link from the payment, whatever the request says", async () => {
    const payment = await paidPayment({ serviceType: "likes", serviceQuantity: 250, description: "طلب 250 إعجاب" });
    const res = await serviceOrder({
      paymentId: payment.id,
      link: "https://www.tiktok.com/@x/video/9",
      quantity: 5000,
      serviceType: "views",
    });
    expect(await json(res)).toMatchObject({ serviceType: "likes", quantity: 250, link: LINK });
  });

  it("make the explorer bundle as one order of four items", async () => {
    const payment = await paidPayment({
      serviceType: "explorer",
      serviceQuantity: undefined,
      tiktokUrl: "tiktok.com/@me/video/7300000000000000007?lang=ar",
    });
    const res = await explorerOrder({ paymentId: payment.id, videoUrl: "https://evil.example" });
    expect(await json(res)).toMatchObject({
      serviceType: "explorer",
      quantity: 25_000,
      link: "https://www.tiktok.com/@me/video/7300000000000000007",
      payment: { amount: 15 },
    });
    const order = await db.order.findFirstOrThrow({ include: { items: true } });
    expect(order.items.map((i) => [i.kind, i.quantity]).sort()).toEqual([
      ["LIKES", 250],
      ["SAVES", 50],
      ["SHARES", 75],
      ["VIEWS", 25_000],
    ]);
  });

  it("cannot make an order without a link until update-tiktok-url completes it", async () => {
    const payment = await newPayment();
    await db.payment.update({ where: { id: payment.id }, data: { tiktokUrl: null } });
    await simulatedAct(payment.id, "pay");
    later(16_000);
    expect(await json(await ziinaStatus(payment.id))).toMatchObject({ status: "COMPLETED", orderId: null });
    const refused = await viewsOrder({ paymentId: payment.id, link: LINK });
    expect(refused.status).toBe(422);
    expect(await json(refused)).toMatchObject({ message: paymentLinkMissingMessage(payment.id) });

    const bad = await updateUrl(payment.id, "https://example.com/v");
    expect(bad.status).toBe(400);
    const fixed = await json<{ orderId: string }>(await updateUrl(payment.id, LINK));
    expect(fixed.orderId).toEqual(expect.any(String));
    expect(await json(await viewsOrder({ paymentId: payment.id }))).toMatchObject({
      orderId: fixed.orderId,
      link: LINK,
    });
  });

  it("update-tiktok-url changes the order's link only before its items go to the panel", async () => {
    const payment = await paidPayment();
    const other = "https://www.tiktok.com/@creator/video/7300000000000000999";
    expect((await updateUrl(payment.id, other)).status).toBe(200);
    expect(await db.order.findFirstOrThrow()).toMatchObject({ link: other });
    await runJobs();
    const locked = await updateUrl(payment.id, LINK);
    expect(locked.status).toBe(409);
    expect(await json(locked)).toMatchObject({ message: LINK_LOCKED_MESSAGE });
    expect(await db.order.findFirstOrThrow()).toMatchObject({ link: other });
    expect((await updateUrl("pay_not_a_real_payment", LINK)).status).toBe(404);
  });

  it("update-tiktok-url refuses an order whose items failed without reaching the panel", async () => {
    // The panel refused the link, or the order missed its start deadline: the
    // items are FAILED (and refunded) while never submitted.
    const payment = await paidPayment();
    await db.orderItem.updateMany({ data: { status: "FAILED" } });
    const other = "https://www.tiktok.com/@creator/video/7300000000000000999";
    const res = await updateUrl(payment.id, other);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ message: LINK_LOCKED_MESSAGE });
    expect(await db.order.findFirstOrThrow()).toMatchObject({ link: LINK });
  });
});

describe("order reads check access inside the query", () => {
  const status = (orderId: string, query = "", cookie?: string) =>
    callWithParams(
      orderStatusRoute,
      `/api/tiktok-views/status/${orderId}${query}`,
      { orderId },
      { method: "GET", headers: cookie ? { cookie } : {} },
    );
  const byPayment = (paymentId: string, cookie?: string) =>
    callWithParams(
      orderByPaymentRoute,
      `/api/tiktok-views/order-by-payment/${paymentId}`,
      { paymentId },
      { method: "GET", headers: cookie ? { cookie } : {} },
    );
  const userOrders = (cookie?: string) =>
    callWithParams(userOrdersRoute, "/api/user/orders", {}, { method: "GET", headers: cookie ? { cookie } : {} });
  const open = (query: string, cookie?: string) =>
    callWithParams(
      openOrderRoute,
      `/api/orders/open?${query}`,
      {},
      { method: "GET", headers: cookie ? { cookie } : {} },
    );

  it("answers exactly what the client's response schemas describe (the checkout and order pages validate with them)", async () => {
    const owner = await signedInUser();
    const pending = await newPayment({}, owner.cookie);
    expect(simulatedIntentViewSchema.safeParse(await json(await simulatedView(pending.id))).error).toBeUndefined();
    expect(
      paymentStatusResponseSchema.safeParse(await json(await paymentsStatus(pending.id, owner.cookie))).error,
    ).toBeUndefined();

    const payment = await paidPayment({}, owner.cookie);
    const paid = await json(await paymentsStatus(payment.id, owner.cookie));
    expect(paymentStatusResponseSchema.safeParse(paid).error).toBeUndefined();
    const ensured = await json(await viewsOrder({ paymentId: payment.id, link: LINK, quantity: 5_000 }, owner.cookie));
    expect(ensureOrderResponseSchema.safeParse(ensured).error).toBeUndefined();
    const order = await json(await byPayment(payment.id, owner.cookie));
    expect(orderViewSchema.safeParse(order).error).toBeUndefined();
    const { orderId } = orderViewSchema.parse(order);
    const withDelivery = await json(await status(orderId, "", owner.cookie));
    expect(orderStatusResponseSchema.safeParse(withDelivery).error).toBeUndefined();
    expect(orderStatusResponseSchema.parse(withDelivery).delivery).not.toBeNull();
    expect(userOrdersResponseSchema.safeParse(await json(await userOrders(owner.cookie))).error).toBeUndefined();
    expect(
      openOrderResponseSchema.safeParse(await json(await open(`link=${LINK}`, owner.cookie))).error,
    ).toBeUndefined();
  });

  it("the owner sees the order; another user and a wrong payment id get 404", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const payment = await paidPayment({}, owner.cookie);
    const { orderId } = await json<{ orderId: string }>(await byPayment(payment.id, owner.cookie));

    const mine = await status(orderId, "", owner.cookie);
    expect(mine.status).toBe(200);
    expect(await json(mine)).toMatchObject({
      id: orderId,
      paymentId: payment.id,
      delivery: { orderId, quantity: 5_000 },
    });
    expect((await status(orderId, `?paymentId=${payment.id}`, owner.cookie)).status).toBe(200);
    expect((await status(orderId, "", stranger.cookie)).status).toBe(404);
    expect((await status(orderId)).status).toBe(404);
    expect((await status(orderId, `?paymentId=${(await newPayment()).id}`)).status).toBe(404);
    expect((await status("not-a-uuid", `?paymentId=${payment.id}`)).status).toBe(404);

    expect(await json(await userOrders(owner.cookie))).toMatchObject({
      orders: [{ id: orderId, payment: { amount: 3.5 } }],
    });
    expect(await json(await userOrders(stranger.cookie))).toEqual({ orders: [] });
    expect((await userOrders()).status).toBe(401);
    expect((await byPayment((await newPayment()).id)).status).toBe(404);
  });

  it("finds this visitor's unfinished order for the same link, by account or by this device's payment ids", async () => {
    const owner = await signedInUser();
    const mine = await paidPayment({}, owner.cookie);
    const guest = await paidPayment();
    const link = encodeURIComponent(LINK);
    expect(await json(await open(`link=${link}`, owner.cookie))).toMatchObject({
      order: { paymentId: mine.id, status: "PENDING" },
    });
    expect(await json(await open(`link=${link}&paymentIds=${guest.id},pay_other_device_id`))).toMatchObject({
      order: { paymentId: guest.id },
    });
    expect(await json(await open(`link=${link}`, (await signedInUser()).cookie))).toEqual({ order: null });
    expect(
      await json(await open(`link=${encodeURIComponent("https://www.tiktok.com/@x/video/2")}&paymentIds=${guest.id}`)),
    ).toEqual({ order: null });
    const many = Array.from({ length: 21 }, (_, i) => `pay_${i}xxxxxxxx`).join(",");
    expect((await open(`link=${link}&paymentIds=${many}`)).status).toBe(400);
  });

  it("never offers a finished order (completed, partial, failed, refunded) for the same link, even a newer one", async () => {
    const owner = await signedInUser();
    const link = encodeURIComponent(LINK);
    const finish = async (paymentId: string, status: "COMPLETED" | "PARTIAL" | "FAILED" | "REFUNDED") => {
      await db.order.update({ where: { paymentId }, data: { status } });
    };
    // The device's payment ids prove only guest orders: the same orders, as if bought signed out.
    const asGuests = async () => {
      await db.order.updateMany({ data: { userId: null } });
      await db.payment.updateMany({ data: { userId: null } });
    };

    const finished = [];
    for (const status of ["COMPLETED", "PARTIAL", "FAILED", "REFUNDED"] as const) {
      const payment = await paidPayment({}, owner.cookie);
      await finish(payment.id, status);
      finished.push(payment.id);
      later(60_000);
    }
    // Only finished orders for this link: nothing to resume, by account or (as a guest's) by this device's ids.
    expect(await json(await open(`link=${link}`, owner.cookie))).toEqual({ order: null });
    await asGuests();
    expect(await json(await open(`link=${link}&paymentIds=${finished.join(",")}`))).toEqual({ order: null });

    // An older unfinished order is still the one offered when a newer one for the link has completed.
    const processing = await paidPayment({}, owner.cookie);
    await db.order.update({ where: { paymentId: processing.id }, data: { status: "PROCESSING" } });
    later(60_000);
    const newest = await paidPayment({}, owner.cookie);
    await finish(newest.id, "COMPLETED");
    expect(await json(await open(`link=${link}`, owner.cookie))).toMatchObject({
      order: { paymentId: processing.id, status: "PROCESSING" },
    });
    await asGuests();
    expect(await json(await open(`link=${link}&paymentIds=${newest.id},${processing.id}`))).toMatchObject({
      order: { paymentId: processing.id, status: "PROCESSING" },
    });
  });
});
