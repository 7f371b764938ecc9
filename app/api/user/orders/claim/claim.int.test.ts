import { GET as userOrdersRoute } from "@/app/api/user/orders/route";
import { BLOCKED_MESSAGE } from "@/lib/blocks/contract";
import { db } from "@/lib/db";

import { call, callWithParams, type Handler } from "@/test/support/auth";
import { completePayment, createFreeOrder, createPaidOrder, createPendingPayment } from "@/test/support/orders";
import { signedInUser } from "@/test/support/users";

import { POST as claimRoute } from "./route";

const claim = (paymentIds: unknown, cookie?: string) =>
  call(claimRoute as Handler, "/api/user/orders/claim", {
    body: JSON.stringify({ paymentIds }),
    headers: cookie ? { cookie } : {},
  });
const userOrders = async (cookie: string) =>
  (await (
    await callWithParams(userOrdersRoute, "/api/user/orders", {}, { method: "GET", headers: { cookie } })
  ).json()) as { orders: { id: string; status: string; payment: { amount: number } | null }[] };

describe("POST /api/user/orders/claim: the device's guest orders join the account", () => {
  it("attaches the guest orders whose payment ids the device holds, with their status and price", async () => {
    const user = await signedInUser();
    const guest = await createPaidOrder({ amountFils: 532, quantity: 20_000 });
    await db.order.update({ where: { id: guest.orderId }, data: { status: "PROCESSING" } });
    expect((await userOrders(user.cookie)).orders).toEqual([]);

    const res = await claim([guest.paymentId, "pay_unknown_000000"], user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ claimed: 1, orderIds: [guest.orderId] });
    expect((await userOrders(user.cookie)).orders).toEqual([
      expect.objectContaining({ id: guest.orderId, status: "PROCESSING", payment: { amount: 5.32 } }),
    ]);
    expect(await db.payment.findUnique({ where: { id: guest.paymentId }, select: { userId: true } })).toEqual({
      userId: user.id,
    });
    // Claiming again takes nothing twice and gives the same orders back.
    expect(await (await claim([guest.paymentId], user.cookie)).json()).toEqual({
      claimed: 0,
      orderIds: [guest.orderId],
    });
  });

  it("never takes another account's order, even with its payment id", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const owned = await createPaidOrder({ userId: owner.id });
    expect(await (await claim([owned.paymentId], other.cookie)).json()).toEqual({ claimed: 0, orderIds: [] });
    expect(await db.order.findUnique({ where: { id: owned.orderId }, select: { userId: true } })).toEqual({
      userId: owner.id,
    });
    expect((await userOrders(other.cookie)).orders).toEqual([]);
  });

  it("lets one account win when two claim the same guest order at once", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    const guest = await createPaidOrder();
    const results = await Promise.all([claim([guest.paymentId], a.cookie), claim([guest.paymentId], b.cookie)]);
    const claimed = await Promise.all(results.map(async (r) => ((await r.json()) as { claimed: number }).claimed));
    expect(claimed.sort()).toEqual([0, 1]);
    const row = await db.order.findUnique({ where: { id: guest.orderId }, include: { payment: true } });
    expect([a.id, b.id]).toContain(row!.userId);
    expect(row!.payment!.userId).toBe(row!.userId);
  });

  it("takes a double-clicked claim once: both answers name the order, the account holds it once", async () => {
    const user = await signedInUser();
    const [first, second] = [await createPaidOrder(), await createPaidOrder()];
    const ids = [first.paymentId, second.paymentId];
    const answers = (await Promise.all(
      [claim(ids, user.cookie), claim(ids, user.cookie), claim(ids, user.cookie)].map(async (r) => (await r).json()),
    )) as { claimed: number; orderIds: string[] }[];
    expect(answers.reduce((sum, a) => sum + a.claimed, 0)).toBe(2);
    for (const a of answers) expect([...a.orderIds].sort()).toEqual([first.orderId, second.orderId].sort());
    const listed = (await userOrders(user.cookie)).orders.map((o) => o.id);
    expect(listed.sort()).toEqual([first.orderId, second.orderId].sort());
  });

  it("takes only the orders whose payment ids are sent: another guest order on the server stays nobody's", async () => {
    const user = await signedInUser();
    const sent = await createPaidOrder();
    const notSent = await createPaidOrder();
    expect(await (await claim([sent.paymentId], user.cookie)).json()).toEqual({ claimed: 1, orderIds: [sent.orderId] });
    expect(await db.order.findUnique({ where: { id: notSent.orderId }, select: { userId: true } })).toEqual({
      userId: null,
    });
  });

  it("leaves free-offer orders alone (they have no payment id to prove)", async () => {
    const user = await signedInUser();
    const free = await createFreeOrder();
    await claim(["pay_00000000000000000000000000000000"], user.cookie);
    expect(await db.order.findUnique({ where: { id: free.orderId }, select: { userId: true } })).toEqual({
      userId: null,
    });
  });

  it("asks a signed-out caller to sign in, and refuses a bad body with the JSON error shape", async () => {
    const guest = await createPaidOrder();
    const signedOut = await claim([guest.paymentId]);
    expect(signedOut.status).toBe(401);
    const user = await signedInUser();
    for (const body of ["nope", Array.from({ length: 21 }, (_, i) => `pay_${i}_padding`), [42]]) {
      const res = await claim(body, user.cookie);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { message: string; error: string };
      expect(json.error).toBe(json.message);
      expect(json.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await db.order.findUnique({ where: { id: guest.orderId }, select: { userId: true } })).toEqual({
      userId: null,
    });
  });

  it("refuses a blocked account as the checkout does: the guest payment it bought stays nobody's and its order too", async () => {
    const blocked = await signedInUser();
    await db.block.create({ data: { kind: "ACCOUNT", userId: blocked.id, reason: "إساءة", createdBy: "admin" } });
    // Signed out, it bought as a guest; signed in again, it claims the payment before it is paid.
    const pending = await createPendingPayment({ amountFils: 2_500 });
    const paid = await createPaidOrder();

    const res = await claim([pending, paid.paymentId], blocked.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: BLOCKED_MESSAGE, error: BLOCKED_MESSAGE });
    expect(await db.payment.findUnique({ where: { id: pending }, select: { userId: true } })).toEqual({ userId: null });

    // Paid afterwards: the order is a guest's, never the blocked account's.
    await completePayment(pending, 2_500);
    const order = await db.order.findFirst({ where: { paymentId: pending }, select: { userId: true } });
    expect(order).toEqual({ userId: null });
    expect(await db.order.findUnique({ where: { id: paid.orderId }, select: { userId: true } })).toEqual({
      userId: null,
    });
    expect((await userOrders(blocked.cookie)).orders).toEqual([]);

    // Lifted, the same claim takes both.
    await db.block.deleteMany({ where: { userId: blocked.id } });
    expect((await (await claim([pending, paid.paymentId], blocked.cookie)).json()) as { claimed: number }).toEqual(
      expect.objectContaining({ claimed: 2 }),
    );
  });
});
