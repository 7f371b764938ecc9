import { db } from "@/lib/db";
import { getPanel } from "@/lib/smm-panel";
import { getOrderDelivery } from "@/lib/fulfilment";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { refillRequestResponseSchema, refillViewSchema } from "@/lib/fulfilment/schemas";
import { checkServices } from "@/lib/fulfilment/services";
import { syncStatuses } from "@/lib/fulfilment/sync";
import { callWithParams } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { createPaidOrder } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { GET, POST } from "./route";

const T0 = new Date("2026-11-20T10:00:00Z");
const DAY = 24 * 60 * 60_000;

beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  runClockFrom(T0);
  await checkServices(getPanel(), { info: () => {}, warn: () => {} });
});
afterEach(() => jest.useRealTimers());

async function completedOrder(userId: string | null = null) {
  const order = await createPaidOrder({ userId, amountFils: 600 });
  await runJobs();
  jest.setSystemTime(new Date(T0.getTime() + 3 * 60_000));
  await syncStatuses(getPanel());
  return order;
}

const get = (orderId: string, query = "", cookie?: string) =>
  callWithParams(
    GET,
    `/api/orders/${orderId}/refill${query}`,
    { orderId },
    { method: "GET", headers: cookie ? { cookie } : {} },
  );
const post = (orderId: string, body: object = {}, cookie?: string) =>
  callWithParams(
    POST,
    `/api/orders/${orderId}/refill`,
    { orderId },
    {
      body: JSON.stringify(body),
      headers: cookie ? { cookie } : {},
    },
  );

describe("customer refill from the order page", () => {
  it("is for the order's owner only: the signed-in owner, or a guest with the payment id", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const { orderId, paymentId } = await completedOrder(owner.id);
    expect((await get(orderId, "", owner.cookie)).status).toBe(200);
    // The payment id proves only a guest order (docs/security.md#orders-on-a-shared-device).
    expect((await get(orderId, `?paymentId=${paymentId}`)).status).toBe(404);
    expect((await get(orderId, `?paymentId=${paymentId}`, stranger.cookie)).status).toBe(404);
    expect((await post(orderId, { paymentId })).status).toBe(404);
    const guest = await completedOrder();
    expect((await get(guest.orderId, `?paymentId=${guest.paymentId}`)).status).toBe(200);
    expect((await get(orderId, "", stranger.cookie)).status).toBe(404);
    expect((await get(orderId, "?paymentId=pay_not_this_one")).status).toBe(404);
    expect((await get("not-a-uuid", `?paymentId=${paymentId}`)).status).toBe(404);
    expect((await post(orderId, {}, stranger.cookie)).status).toBe(404);
    expect((await post(orderId, { paymentId: "pay_wrong_one" })).status).toBe(404);
    expect(await db.refill.count()).toBe(0);
  });

  it("sends a refill on request, once a day, and shows it", async () => {
    const { orderId, paymentId, items } = await completedOrder();
    // The refill panel validates both answers with the contract's schemas.
    const before = refillViewSchema.parse(await (await get(orderId, `?paymentId=${paymentId}`)).json());
    expect(before.state).toBe("available");
    expect(new Date(before.windowEndsAt!).getTime()).toBeGreaterThan(T0.getTime() + 29 * DAY);

    const first = await post(orderId, { paymentId });
    expect(first.status).toBe(202);
    expect(refillRequestResponseSchema.parse(await first.json())).toMatchObject({
      requested: 1,
      refill: { state: "wait", history: [{ origin: "CUSTOMER", status: "REQUESTED", kind: "VIEWS" }] },
    });
    await runJobs();
    const sent = await db.refill.findFirstOrThrow({ where: { itemId: items[0]!.id } });
    expect(sent).toMatchObject({ origin: "CUSTOMER", status: "PENDING" });
    expect(sent.externalRefillId).toMatch(/^\d+$/);

    const second = await post(orderId, { paymentId });
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ message: "يمكنك طلب التعويض مرة واحدة كل 24 ساعة" });
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);

    jest.setSystemTime(new Date(Date.now() + DAY + 60_000));
    const racing = await Promise.all(Array.from({ length: 6 }, () => post(orderId, { paymentId })));
    expect(racing.map((r) => r.status).sort()).toEqual([202, 429, 429, 429, 429, 429]);
    expect(await db.refill.count({ where: { origin: "CUSTOMER" } })).toBe(2);
  });

  it("says so when refill is not (yet, or no longer) possible", async () => {
    const pending = await createPaidOrder();
    const view = (await (await get(pending.orderId, `?paymentId=${pending.paymentId}`)).json()) as { state: string };
    expect(view.state).toBe("not-completed");
    const refused = await post(pending.orderId, { paymentId: pending.paymentId });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: "التعويض غير متاح لهذا الطلب الآن" });

    const done = await completedOrder();
    jest.setSystemTime(new Date(Date.now() + 31 * DAY));
    expect(((await (await get(done.orderId, `?paymentId=${done.paymentId}`)).json()) as { state: string }).state).toBe(
      "window-ended",
    );

    await db.panelService.update({
      where: { panel_kind: { panel: "primary", kind: "VIEWS" } },
      data: { refill: false },
    });
    expect(((await (await get(done.orderId, `?paymentId=${done.paymentId}`)).json()) as { state: string }).state).toBe(
      "not-offered",
    );
  });
});

describe("delivery facts for the order page", () => {
  it("shows delivered so far, what remains, and what was returned", async () => {
    simulatedPanel.nextOutcome("partial", 1_000);
    const { orderId, paymentId } = await createPaidOrder({ quantity: 5_000, amountFils: 500 });
    await runJobs();
    jest.setSystemTime(new Date(T0.getTime() + 60_000));
    await syncStatuses(getPanel());
    const moving = (await getOrderDelivery(orderId, { paymentId }))!;
    expect(moving.status).toBe("PROCESSING");
    expect(moving.delivered).toBeGreaterThan(0);
    expect(moving.delivered + moving.items[0]!.remains).toBe(5_000);

    jest.setSystemTime(new Date(T0.getTime() + 3 * 60_000));
    await syncStatuses(getPanel());
    const ended = (await getOrderDelivery(orderId, { paymentId }))!;
    expect(ended).toMatchObject({
      status: "PARTIAL",
      delivered: 4_000,
      quantity: 5_000,
      // Recorded, not yet completed by the provider: on its way, not returned.
      refundedFils: 0,
      refunds: [{ amountFils: 100, reason: "PARTIAL", status: "PENDING" }],
      items: [{ kind: "VIEWS", delivered: 4_000, remains: 1_000, status: "PARTIAL", submitted: true }],
      // A partial order is final: no refill is promised for it.
      refill: { state: "ended" },
    });
    await db.refund.updateMany({ where: { orderId }, data: { status: "COMPLETED" } });
    expect((await getOrderDelivery(orderId, { paymentId }))!.refundedFils).toBe(100);
    expect(await getOrderDelivery(orderId, { paymentId: "someone-else" })).toBeNull();
    expect(await getOrderDelivery(orderId, {})).toBeNull();
  });
});
