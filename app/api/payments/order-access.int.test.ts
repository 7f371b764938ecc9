// An account's order is shown by its payment id only to that signed-in account
// (docs/security.md#orders-on-a-shared-device); a guest's order to whoever
// holds its payment id. Making the order never depends on who asks.
import { GET as openOrderRoute } from "@/app/api/orders/open/route";
import { GET as orderByPaymentRoute } from "@/app/api/tiktok-views/order-by-payment/[paymentId]/route";
import { GET as orderStatusRoute } from "@/app/api/tiktok-views/status/[orderId]/route";
import { POST as claimRoute } from "@/app/api/user/orders/claim/route";
import { db } from "@/lib/db";
import { ORDER_NOT_FOUND_MESSAGE, ORDER_OTHER_ACCOUNT_MESSAGE, ORDER_SIGN_IN_MESSAGE } from "@/lib/fulfilment";
import { callWithParams } from "@/test/support/auth";
import {
  LINK,
  explorerOrder,
  newPayment,
  paymentsStatus,
  serviceOrder,
  simulatedAct,
  updateUrl,
  viewsOrder,
  ziinaStatus,
} from "@/test/support/checkout";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { signedInUser } from "@/test/support/users";

const T0 = new Date("2026-11-24T10:00:00Z");
const later = (ms: number) => jest.setSystemTime(new Date(Date.now() + ms));

beforeEach(async () => {
  await resetDb();
  runClockFrom(T0);
});
afterEach(() => jest.useRealTimers());

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

const byPayment = (paymentId: string, cookie?: string) =>
  callWithParams(
    orderByPaymentRoute,
    `/api/tiktok-views/order-by-payment/${paymentId}`,
    { paymentId },
    { method: "GET", headers: headers(cookie) },
  );
const status = (orderId: string, paymentId: string, cookie?: string) =>
  callWithParams(
    orderStatusRoute,
    `/api/tiktok-views/status/${orderId}?paymentId=${paymentId}`,
    { orderId },
    { method: "GET", headers: headers(cookie) },
  );
const open = (paymentId: string, cookie?: string) =>
  callWithParams(
    openOrderRoute,
    `/api/orders/open?link=${encodeURIComponent(LINK)}&paymentIds=${paymentId}`,
    {},
    { method: "GET", headers: headers(cookie) },
  );
const claim = (paymentIds: string[], cookie: string) =>
  callWithParams(
    claimRoute,
    "/api/user/orders/claim",
    {},
    { body: JSON.stringify({ paymentIds }), headers: { cookie } },
  );

/** A simulated payment paid on its hosted page; its 15 s have passed but nobody has asked yet. */
async function paidNotAsked(cookie?: string) {
  const payment = await newPayment({}, cookie);
  expect((await simulatedAct(payment.id, "pay")).status).toBe(200);
  later(15_500);
  return payment;
}

/** A paid payment with its order made (the status poll makes it). */
async function paidPayment(cookie?: string) {
  const payment = await paidNotAsked(cookie);
  expect(await json(await ziinaStatus(payment.id, cookie))).toMatchObject({ status: "COMPLETED", paid: true });
  const order = await db.order.findUniqueOrThrow({ where: { paymentId: payment.id } });
  return { paymentId: payment.id, orderId: order.id };
}

/** Everything that would show the order's details, from one visitor. */
async function everyRead(paymentId: string, orderId: string, cookie?: string) {
  return {
    byPayment: await byPayment(paymentId, cookie),
    status: await status(orderId, paymentId, cookie),
    views: await viewsOrder({ paymentId, link: LINK, quantity: 5000 }, cookie),
    service: await serviceOrder({ paymentId, link: LINK, quantity: 5000, serviceType: "views" }, cookie),
    explorer: await explorerOrder({ paymentId, videoUrl: LINK }, cookie),
  };
}

async function expectRefused(answers: Record<string, Response>, code: number, message: string) {
  for (const [call, res] of Object.entries(answers)) {
    const body = await json(res);
    expect({ call, status: res.status, message: body.message, error: body.error }).toEqual({
      call,
      status: code,
      message,
      error: message,
    });
    // None of the order's details: no id, link, quantity or amount.
    expect(JSON.stringify(body)).not.toMatch(/orderId|tiktok\.com|5000|quantity|amount/);
  }
}

describe("an order by its payment id", () => {
  it("a guest order opens for whoever holds the payment id, signed out or signed in", async () => {
    const { paymentId, orderId } = await paidPayment();
    const someone = await signedInUser();
    for (const cookie of [undefined, someone.cookie]) {
      const answers = await everyRead(paymentId, orderId, cookie);
      for (const res of Object.values(answers)) expect(res.status).toBe(200);
      expect(await json(answers.byPayment)).toMatchObject({ orderId, paymentId, link: LINK, quantity: 5000 });
      expect(await json(answers.status)).toMatchObject({ id: orderId, delivery: { orderId } });
      expect(await json(answers.views)).toMatchObject({ orderId, alreadyUsed: true });
      expect(await json(await open(paymentId, cookie))).toMatchObject({ order: { id: orderId } });
    }
    const other = "https://www.tiktok.com/@creator/video/7300000000000000999";
    expect((await updateUrl(paymentId, other)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ link: other });
  });

  it("an account's order opens for that signed-in account", async () => {
    const owner = await signedInUser();
    const { paymentId, orderId } = await paidPayment(owner.cookie);
    const answers = await everyRead(paymentId, orderId, owner.cookie);
    for (const res of Object.values(answers)) expect(res.status).toBe(200);
    expect(await json(answers.byPayment)).toMatchObject({ orderId, paymentId, link: LINK });
    expect(await json(answers.status)).toMatchObject({ id: orderId, delivery: { orderId } });
    expect(await json(await open(paymentId, owner.cookie))).toMatchObject({ order: { id: orderId } });
    const other = "https://www.tiktok.com/@creator/video/7300000000000000999";
    expect((await updateUrl(paymentId, other, owner.cookie)).status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ link: other });
  });

  it("signed out, an account's order is refused with 401 and the Arabic way to sign in, and its link stays", async () => {
    const owner = await signedInUser();
    const { paymentId, orderId } = await paidPayment(owner.cookie);
    await expectRefused(await everyRead(paymentId, orderId), 401, ORDER_SIGN_IN_MESSAGE);
    expect(ORDER_SIGN_IN_MESSAGE).toContain("سجّل الدخول");
    expect(await json(await open(paymentId))).toEqual({ order: null });
    const changed = await updateUrl(paymentId, "https://www.tiktok.com/@creator/video/7300000000000000999");
    expect(changed.status).toBe(401);
    expect(await json(changed)).toMatchObject({ message: ORDER_SIGN_IN_MESSAGE });
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ link: LINK });
    expect(await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({ tiktokUrl: LINK });
  });

  it("from another account, an account's order is refused with 403", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const { paymentId, orderId } = await paidPayment(owner.cookie);
    await expectRefused(await everyRead(paymentId, orderId, stranger.cookie), 403, ORDER_OTHER_ACCOUNT_MESSAGE);
    expect(await json(await open(paymentId, stranger.cookie))).toEqual({ order: null });
    const changed = await updateUrl(
      paymentId,
      "https://www.tiktok.com/@creator/video/7300000000000000999",
      stranger.cookie,
    );
    expect(changed.status).toBe(403);
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ link: LINK });
  });

  it("a guest order stops opening by its payment id once it joined an account (the shared phone's history)", async () => {
    const { paymentId, orderId } = await paidPayment();
    expect((await status(orderId, paymentId)).status).toBe(200);
    const owner = await signedInUser();
    expect(await json(await claim([paymentId], owner.cookie))).toMatchObject({ orderIds: [orderId] });

    await expectRefused(
      { status: await status(orderId, paymentId), byPayment: await byPayment(paymentId) },
      401,
      ORDER_SIGN_IN_MESSAGE,
    );
    expect((await status(orderId, paymentId, owner.cookie)).status).toBe(200);
  });

  it("a wrong payment id or order id still gets 404, never the refusal", async () => {
    const owner = await signedInUser();
    const { paymentId, orderId } = await paidPayment(owner.cookie);
    const guest = await paidPayment();
    // The account's order id with another order's payment id proves nothing.
    const mixed = await status(orderId, guest.paymentId);
    expect(mixed.status).toBe(404);
    expect(await json(mixed)).toMatchObject({ message: ORDER_NOT_FOUND_MESSAGE });
    expect((await status("00000000-0000-4000-8000-000000000000", paymentId)).status).toBe(404);
    expect((await byPayment((await newPayment()).id)).status).toBe(404);
  });

  it("a stranger's ensure-order for an account's paid payment still makes the order and its jobs, and shows none of it", async () => {
    const owner = await signedInUser();
    const payment = await paidNotAsked(owner.cookie);
    expect(await db.order.count()).toBe(0);

    const res = await viewsOrder({ paymentId: payment.id, link: LINK, quantity: 5000 });
    expect(res.status).toBe(401);
    await expectRefused({ views: res }, 401, ORDER_SIGN_IN_MESSAGE);

    const order = await db.order.findUniqueOrThrow({ where: { paymentId: payment.id }, include: { items: true } });
    expect(order).toMatchObject({ userId: owner.id, link: LINK, quantity: 5000 });
    expect(order.items).toHaveLength(1);
    const jobs = await db.job.findMany({ where: { type: { startsWith: "fulfilment." } } });
    expect(jobs.map((j) => JSON.stringify(j.payload)).join()).toContain(order.items[0]!.id);

    // The owner then sees it, made once.
    expect(await json(await viewsOrder({ paymentId: payment.id }, owner.cookie))).toMatchObject({
      orderId: order.id,
      alreadyUsed: true,
    });
    expect(await db.order.count()).toBe(1);
  });
});

describe("a payment's status by its id (GET /api/payments/status/{id}, /api/ziina/status/{id})", () => {
  const EMAIL = "owner-of-payment@example.com";
  /** Both status calls, from one visitor. */
  const bothStatuses = async (paymentId: string, cookie?: string) => ({
    payments: await paymentsStatus(paymentId, cookie),
    ziina: await ziinaStatus(paymentId, cookie),
  });
  /** The refusal, and none of the payment's details: amount, e-mail, link, quantity, order. */
  async function expectStatusRefused(answers: Record<string, Response>, code: number, message: string) {
    for (const [call, res] of Object.entries(answers)) {
      const body = await json(res);
      expect({ call, status: res.status, body }).toEqual({
        call,
        status: code,
        body: { message, error: message, reason: code === 401 ? "ORDER_OF_ACCOUNT" : "ORDER_OF_ANOTHER_ACCOUNT" },
      });
      expect(JSON.stringify(body)).not.toMatch(/amount|3\.5|@example\.com|tiktok\.com|5000|orderId|paid/);
    }
  }

  it("a guest's payment answers whoever holds its id, pending and paid, signed out or signed in", async () => {
    const someone = await signedInUser();
    const pending = await newPayment({ customerEmail: EMAIL });
    for (const cookie of [undefined, someone.cookie])
      for (const res of Object.values(await bothStatuses(pending.id, cookie))) {
        expect(res.status).toBe(200);
        expect(await json(res)).toMatchObject({ id: pending.id, status: "PENDING", customerEmail: EMAIL });
      }
    const { paymentId, orderId } = await paidPayment();
    for (const cookie of [undefined, someone.cookie])
      for (const res of Object.values(await bothStatuses(paymentId, cookie))) {
        expect(res.status).toBe(200);
        expect(await json(res)).toMatchObject({ id: paymentId, paid: true, orderId, tiktokUrl: LINK, quantity: 5000 });
      }
  });

  it("an account's payment answers that signed-in account, pending and paid", async () => {
    const owner = await signedInUser();
    const pending = await newPayment({ customerEmail: EMAIL }, owner.cookie);
    for (const res of Object.values(await bothStatuses(pending.id, owner.cookie)))
      expect(await json(res)).toMatchObject({ id: pending.id, status: "PENDING", customerEmail: EMAIL });
    const { paymentId, orderId } = await paidPayment(owner.cookie);
    for (const res of Object.values(await bothStatuses(paymentId, owner.cookie))) {
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ id: paymentId, paid: true, orderId, tiktokUrl: LINK });
    }
  });

  it("signed out, an account's payment is refused with 401 and the Arabic way to sign in, pending or paid", async () => {
    const owner = await signedInUser();
    const pending = await newPayment({ customerEmail: EMAIL }, owner.cookie);
    await expectStatusRefused(await bothStatuses(pending.id), 401, ORDER_SIGN_IN_MESSAGE);
    const { paymentId } = await paidPayment(owner.cookie);
    await expectStatusRefused(await bothStatuses(paymentId), 401, ORDER_SIGN_IN_MESSAGE);
  });

  it("from another account, an account's payment is refused with 403", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const { paymentId } = await paidPayment(owner.cookie);
    await expectStatusRefused(await bothStatuses(paymentId, stranger.cookie), 403, ORDER_OTHER_ACCOUNT_MESSAGE);
  });

  it("a guest's payment whose order joined an account answers only that account", async () => {
    const { paymentId, orderId } = await paidPayment();
    const owner = await signedInUser();
    expect(await json(await claim([paymentId], owner.cookie))).toMatchObject({ orderIds: [orderId] });
    await expectStatusRefused(await bothStatuses(paymentId), 401, ORDER_SIGN_IN_MESSAGE);
    expect(await json(await ziinaStatus(paymentId, owner.cookie))).toMatchObject({ id: paymentId, orderId });
  });

  it("an unknown payment id is still 404, never the refusal", async () => {
    for (const res of Object.values(await bothStatuses("pay_0000000000000000000000000000"))) {
      expect(res.status).toBe(404);
      expect(await json(res)).not.toHaveProperty("reason");
    }
  });

  it("a stranger's status call on an account's paid payment still completes it: the order and its fulfilment jobs exist", async () => {
    const owner = await signedInUser();
    const payment = await paidNotAsked(owner.cookie);
    expect(await db.order.count()).toBe(0);

    await expectStatusRefused({ ziina: await ziinaStatus(payment.id) }, 401, ORDER_SIGN_IN_MESSAGE);

    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "COMPLETED" });
    const order = await db.order.findUniqueOrThrow({ where: { paymentId: payment.id }, include: { items: true } });
    expect(order).toMatchObject({ userId: owner.id, link: LINK, quantity: 5000 });
    expect(order.items).toHaveLength(1);
    const jobs = await db.job.findMany({ where: { type: { startsWith: "fulfilment." } } });
    expect(jobs.map((j) => JSON.stringify(j.payload)).join()).toContain(order.items[0]!.id);

    // The owner then sees it paid, with its one order.
    expect(await json(await paymentsStatus(payment.id, owner.cookie))).toMatchObject({
      paid: true,
      orderId: order.id,
    });
    expect(await db.order.count()).toBe(1);
  });
});
