import { getAttention, type Attention } from "@/lib/admin";
import { db, transaction } from "@/lib/db";
import { startWorker } from "@/lib/jobs";
import { getOrderDelivery, recordRefund, refundOrderByOperator, refundsNeedingAttention } from "@/lib/fulfilment";
import { REFUND_TOO_MUCH_MESSAGE } from "@/lib/ledger";
import { orderStatusForOwner } from "@/lib/orders";
import { refundJob } from "@/lib/payment-providers";
import { reconcilePayments } from "@/lib/payments";
import { deliverWebhook, newPayment, viewsOrder, ziinaStatus } from "@/test/support/checkout";
import { runClockFrom } from "@/test/support/clock";
import { expectConsoleError } from "@/test/support/console";
import { resetDb } from "@/test/support/db";
import { quiet } from "@/test/support/fulfilment";
import { server } from "@/test/support/msw";
import { useZiina, ziinaDouble } from "@/test/support/ziina-double";

let ziina: ReturnType<typeof ziinaDouble>;
let restore: () => void;
beforeEach(async () => {
  await resetDb();
  runClockFrom(new Date("2026-11-24T10:00:00Z"));
  restore = useZiina();
  ziina = ziinaDouble();
  server.use(...ziina.handlers);
});
afterEach(() => {
  restore();
  jest.useRealTimers();
});

async function ziinaPayment() {
  const payment = await newPayment();
  const { providerPaymentId } = await db.payment.findUniqueOrThrow({ where: { id: payment.id } });
  return { id: payment.id, intentId: providerPaymentId!, intent: () => ziina.intents.get(providerPaymentId!)! };
}

/** The refunds on the console's attention list. */
const attentionRefunds = (attention: Attention) => attention.sections.find((s) => s.kind === "failed-refund")!.items;

const statusUpdate = (data: object, secret?: string | null) =>
  deliverWebhook(ziina.delivery("payment_intent.status.updated", data, secret));

const snapshot = async () => ({
  payments: await db.payment.findMany({ select: { id: true, status: true, flaggedReason: true, paidAt: true } }),
  orders: await db.order.count(),
  jobs: await db.job.count(),
  events: await db.webhookEvent.count(),
});

describe("POST /api/ziina/webhook", () => {
  it("checks the signature first: a missing, wrong or foreign one is 401 and changes nothing", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    const before = await snapshot();
    for (const secret of [null, "not-the-secret"]) {
      const res = await statusUpdate(p.intent(), secret);
      expect(res.status).toBe(401);
    }
    const tampered = ziina.delivery("payment_intent.status.updated", p.intent());
    const res = await deliverWebhook({ ...tampered, raw: tampered.raw.replace('"completed"', '"completed" ') });
    expect(res.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a malformed X-Hmac-Signature of any length or alphabet with 401 (never a 500), before any comparison", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    const before = await snapshot();
    const signed = ziina.delivery("payment_intent.status.updated", p.intent());
    const good = signed.headers["x-hmac-signature"]!;
    for (const signature of [
      "",
      "a",
      good.slice(1),
      `${good}0`,
      "z".repeat(64),
      "é".repeat(32),
      "ÿ".repeat(64),
      `${good} ${good}`,
    ]) {
      const res = await deliverWebhook({ ...signed, headers: { ...signed.headers, "x-hmac-signature": signature } });
      expect(res.status).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a signed event with a NUL in any text with 400 (the raw-body route checks it too), changing nothing", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    const before = await snapshot();
    for (const data of [
      { ...p.intent(), id: `${p.intentId}\u0000` },
      { ...p.intent(), note: { deep: ["\u0000"] } },
    ]) {
      const res = await statusUpdate(data);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.stringMatching(/رموز غير مسموح بها/) });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("pays on a signed completed intent; replays, duplicates and late older news change nothing", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "pending");
    expect((await statusUpdate(p.intent())).status).toBe(200);
    expect(await db.payment.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      status: "PENDING",
      providerStatus: "pending",
    });

    ziina.setStatus(p.intentId, "completed");
    const completed = { ...p.intent() };
    for (let i = 0; i < 3; i++) expect((await statusUpdate(completed)).status).toBe(200);
    const after = await snapshot();
    expect(after.payments[0]).toMatchObject({ status: "COMPLETED" });
    expect(after.orders).toBe(1);

    // Out of order: earlier or contradicting states arriving late.
    for (const status of ["requires_payment_instrument", "pending", "failed", "canceled"])
      expect((await statusUpdate({ ...completed, status })).status).toBe(200);
    const end = await snapshot();
    expect(end.payments).toEqual(after.payments);
    expect(end.orders).toBe(1);
    expect(await db.job.count({ where: { type: "fulfilment.submit-item" } })).toBe(1);
  });

  it("never pays when the intent's amount or currency differs from what was stored: the payment is flagged", async () => {
    expectConsoleError(/payment \S+ flagged: intent says/);
    for (const wrong of [{ amount: 100 }, { currency_code: "USD" }]) {
      const p = await ziinaPayment();
      const res = await statusUpdate({ ...p.intent(), status: "completed", ...wrong });
      expect(res.status).toBe(200);
      const payment = await db.payment.findUniqueOrThrow({ where: { id: p.id } });
      expect(payment.status).toBe("PENDING");
      expect(payment.flaggedReason).toMatch(/intent says/);
      // Not even a later, correct-looking delivery or a status poll pays it.
      ziina.setStatus(p.intentId, "completed");
      await statusUpdate(p.intent());
      expect(await ziinaStatus(p.id).then((r) => r.json())).toMatchObject({ status: "PENDING", paid: false });
      expect((await viewsOrder({ paymentId: p.id })).status).toBe(409);
    }
    expect(await db.order.count()).toBe(0);
  });

  it("answers unknown events and unknown intents with 200, and a malformed one with 400", async () => {
    expect((await deliverWebhook(ziina.delivery("account.updated", { id: "x" }))).status).toBe(200);
    expect(
      (await statusUpdate({ id: "no-such-intent", amount: 350, currency_code: "AED", status: "completed" })).status,
    ).toBe(200);
    expect((await statusUpdate({ id: 1 })).status).toBe(400);
    expect(await db.order.count()).toBe(0);
  });

  it("reads a delivery with the API's own schema: what the API would refuse is a 400, a new status is kept, never acted on", async () => {
    const p = await ziinaPayment();
    for (const wrong of [{ amount: 3.5 }, { amount: -350 }, { currency_code: "AEDX" }, { status: "" }])
      expect((await statusUpdate({ ...p.intent(), status: "completed", ...wrong })).status).toBe(400);
    expect((await db.payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("PENDING");
    // A state Ziina may add later is recorded as the provider's status; the payment stays pending.
    expect((await statusUpdate({ ...p.intent(), status: "requires_capture" })).status).toBe(200);
    expect(await db.payment.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      status: "PENDING",
      providerStatus: "requires_capture",
    });
    expect(await db.order.count()).toBe(0);
  });

  it("20 concurrent ensure-order calls and the webhook for one paid payment make one order and one fulfilment job", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    const calls = [...Array.from({ length: 20 }, () => viewsOrder({ paymentId: p.id })), statusUpdate(p.intent())];
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.at(-1)!.status).toBe(200);
    const orders = await db.order.findMany({ include: { items: true } });
    expect(orders).toHaveLength(1);
    expect(orders[0]!.items).toHaveLength(1);
    expect(await db.job.count({ where: { type: "fulfilment.submit-item" } })).toBe(1);
    // Whoever answered 200 got that one order.
    for (const r of results.slice(0, 20).filter((r) => r.status === 200))
      expect(await r.json()).toMatchObject({ orderId: orders[0]!.id });
    const again = await viewsOrder({ paymentId: p.id });
    expect(await again.json()).toMatchObject({ alreadyUsed: true, orderId: orders[0]!.id });
  });

  it("answers exactly one of 5 concurrent duplicate deliveries with applied", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    const answers = await Promise.all(Array.from({ length: 5 }, () => statusUpdate(p.intent())));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const results = await Promise.all(answers.map(async (a) => ((await a.json()) as { result: string }).result));
    expect(results.filter((r) => r === "applied")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(4);
    expect(await db.order.count()).toBe(1);
    expect(await db.webhookEvent.count()).toBe(1);
  });

  it("inside the status throttle, ensure-order waits for the payment's news instead of refusing a paid payment", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    // Someone read the provider a moment ago (before the customer paid): the throttle's window is open.
    await db.payment.update({ where: { id: p.id }, data: { checkedAt: new Date() } });
    const early = await viewsOrder({ paymentId: p.id });
    expect(early.status).toBe(200);
    expect(await early.json()).toMatchObject({ success: true, orderId: expect.any(String) });
    // 20 at once on another paid payment: every one gets the order, none a 409.
    const q = await ziinaPayment();
    ziina.setStatus(q.intentId, "completed");
    const answers = await Promise.all(Array.from({ length: 20 }, () => viewsOrder({ paymentId: q.id })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await db.order.count({ where: { paymentId: q.id } })).toBe(1);
    // Ziina was read at most once per window for it.
    expect(ziina.requests.filter((r) => r.path === `/payment_intent/${q.intentId}`).length).toBeLessThanOrEqual(2);
  });

  it("ensure-order answers at once from the stored state when another caller has just marked the payment paid", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    await db.payment.update({ where: { id: p.id }, data: { checkedAt: new Date() } });
    const [order, hook] = await Promise.all([
      viewsOrder({ paymentId: p.id }),
      new Promise((r) => setTimeout(r, 300)).then(() => statusUpdate(p.intent())),
    ]);
    expect(hook.status).toBe(200);
    expect(order.status).toBe(200);
  });

  it("updates refunds from refund.status.updated, forward only", async () => {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    await statusUpdate(p.intent());
    const item = await db.orderItem.findFirstOrThrow();
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 350 }),
    ))!;
    const send = (status: string) =>
      deliverWebhook(
        ziina.delivery("refund.status.updated", { id: refund.refundId, payment_intent_id: p.intentId, status }),
      );
    expect((await send("completed")).status).toBe(200);
    expect((await send("pending")).status).toBe(200);
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({
      status: "COMPLETED",
    });
  });
});

describe("refund job and reconcile", () => {
  async function paidOrderItem() {
    const p = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    await statusUpdate(p.intent());
    return { p, item: await db.orderItem.findFirstOrThrow() };
  }
  const runRefunds = async () => {
    const worker = startWorker([refundJob], { concurrency: 1, pollMs: 20, log: quiet });
    await worker.drain();
    await worker.stop();
  };

  it("sends the refund with its row's UUID; a retry after an outage reuses it and refunds once", async () => {
    const { p, item } = await paidOrderItem();
    ziina.refundsEnd("completed");
    ziina.fail({ kind: "http", status: 502 });
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 350 }),
    ))!;
    await runRefunds();
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({ status: "PENDING" });
    // The first attempt met the outage and is retried with backoff: run it now.
    await db.job.updateMany({ where: { type: "payments.refund" }, data: { runAt: new Date(0) } });
    await runRefunds();
    const sent = ziina.requests.filter((r) => r.path === "/refund");
    expect(sent.map((r) => (r.body as { id: string }).id)).toEqual([refund.refundId, refund.refundId]);
    expect(sent[1]!.body).toMatchObject({ payment_intent_id: p.intentId, amount: 350, currency_code: "AED" });
    expect(ziina.refunds.size).toBe(1);
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({
      status: "COMPLETED",
    });
  });

  it("records PROCESSING for Ziina's pending and FAILED with its reason", async () => {
    const { item } = await paidOrderItem();
    const pending = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 100 }),
    ))!;
    await runRefunds();
    expect(await db.refund.findUniqueOrThrow({ where: { id: pending.refundId } })).toMatchObject({
      status: "PROCESSING",
      providerRefundId: pending.refundId,
    });
    // Still pending at Ziina: the job looks again later (a read, never a second refund) until it ends.
    await db.job.updateMany({ where: { type: "payments.refund" }, data: { runAt: new Date(0) } });
    await runRefunds();
    expect(await db.refund.findUniqueOrThrow({ where: { id: pending.refundId } })).toMatchObject({
      status: "PROCESSING",
    });
    ziina.refunds.get(pending.refundId)!.status = "completed";
    await db.job.updateMany({ where: { type: "payments.refund" }, data: { runAt: new Date(0) } });
    await runRefunds();
    expect(await db.refund.findUniqueOrThrow({ where: { id: pending.refundId } })).toMatchObject({
      status: "COMPLETED",
    });
    expect(ziina.requests.filter((r) => r.method === "POST" && r.path === "/refund")).toHaveLength(1);
    ziina.refundsEnd("failed");
    const failed = (await transaction((tx) => recordRefund(tx, { itemId: item.id, reason: "LATE", amountFils: 100 })))!;
    await runRefunds();
    // Refused: not done, tried again later under a new client id (refund-retry tests below).
    expect(await db.refund.findUniqueOrThrow({ where: { id: failed.refundId } })).toMatchObject({
      status: "PENDING",
      failures: 1,
      lastError: "Insufficient balance",
    });
  });

  const runDueRefunds = async () => {
    await db.job.updateMany({ where: { type: "payments.refund", status: "QUEUED" }, data: { runAt: new Date(0) } });
    await runRefunds();
  };
  const customerView = async (orderId: string, paymentId: string) => (await getOrderDelivery(orderId, { paymentId }))!;

  it("a refund Ziina refuses is tried again under a new client id; meanwhile the customer reads 'delayed' and the operator sees it", async () => {
    const { p, item } = await paidOrderItem();
    ziina.refundsEnd("failed");
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 350 }),
    ))!;
    await runRefunds();
    const refused = await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } });
    expect(refused).toMatchObject({ status: "PENDING", failures: 1, lastError: "Insufficient balance" });
    // Not counted as returned, shown as delayed; on the operator's list.
    const view = await customerView(item.orderId, p.id);
    expect(view.refundedFils).toBe(0);
    expect(view.refunds).toEqual([expect.objectContaining({ amountFils: 350, status: "DELAYED" })]);
    // The order's own answer (status page, the account's list) says so too: the badge reads delayed.
    expect((await orderStatusForOwner(item.orderId, { paymentId: p.id })).refundDelayed).toBe(true);
    expect(await refundsNeedingAttention()).toEqual([
      expect.objectContaining({ refundId: refund.refundId, state: "retrying", failures: 1, amountFils: 350 }),
    ]);
    // On the console's attention list from the first refusal, not only once it has failed for good.
    expect(attentionRefunds(await getAttention())).toEqual([
      expect.objectContaining({ refundId: refund.refundId, status: "PENDING", failures: 1 }),
    ]);
    // The next attempt waits (15 minutes), then goes with a new id and completes.
    const next = await db.job.findFirstOrThrow({ where: { type: "payments.refund", status: "QUEUED" } });
    expect(next.runAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    ziina.refundsEnd("completed");
    await runDueRefunds();
    const ids = ziina.requests.filter((r) => r.path === "/refund").map((r) => (r.body as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(refund.refundId);
    expect(ids[1]).toBe(refused.requestId);
    expect(new Set(ids).size).toBe(2);
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({
      status: "COMPLETED",
    });
    expect((await customerView(item.orderId, p.id)).refundedFils).toBe(350);
    expect((await orderStatusForOwner(item.orderId, { paymentId: p.id })).refundDelayed).toBe(false);
    expect(await refundsNeedingAttention()).toEqual([]);
    expect(attentionRefunds(await getAttention())).toEqual([]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: p.id } })).refundedFils).toBe(350);
  });

  it("after three refusals a refund stays FAILED: delayed for the customer, failed on the operator's list", async () => {
    expectConsoleError(/refund \S+ FAILED after 3 attempt\(s\): Insufficient balance; the operator must act/);
    const { p, item } = await paidOrderItem();
    ziina.refundsEnd("failed");
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 350 }),
    ))!;
    await runRefunds();
    await runDueRefunds();
    await runDueRefunds();
    await runDueRefunds();
    expect(ziina.requests.filter((r) => r.path === "/refund")).toHaveLength(3);
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({
      status: "FAILED",
      failures: 3,
    });
    const view = await customerView(item.orderId, p.id);
    expect(view).toMatchObject({ status: "REFUNDED", refundedFils: 0 });
    expect(view.refunds[0]!.status).toBe("DELAYED");
    expect(await refundsNeedingAttention()).toEqual([
      expect.objectContaining({ refundId: refund.refundId, state: "failed", lastError: "Insufficient balance" }),
    ]);
    expect(attentionRefunds(await getAttention())).toEqual([
      expect.objectContaining({ refundId: refund.refundId, status: "FAILED", failures: 3 }),
    ]);
  });

  it("a FAILED refund releases its amount: the operator refunds again with a new provider call, and it completes", async () => {
    expectConsoleError(/refund \S+ FAILED after 3 attempt\(s\)/);
    const { p, item } = await paidOrderItem();
    const paid = (await db.payment.findUniqueOrThrow({ where: { id: p.id } })).amountFils;
    ziina.refundsEnd("failed");
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: paid }),
    ))!;
    await runRefunds();
    await runDueRefunds();
    await runDueRefunds();
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({ status: "FAILED" });
    // No money moved: nothing of the payment counts as refunded any more.
    expect((await db.payment.findUniqueOrThrow({ where: { id: p.id } })).refundedFils).toBe(0);

    ziina.refundsEnd("pending");
    const again = await transaction((tx) =>
      refundOrderByOperator(tx, { orderId: item.orderId, amountFils: paid, note: "again", requestKey: "again-1" }),
    );
    expect(again).toMatchObject({ created: true, amountFils: paid });
    // The FAILED one is replaced: neither delayed for the customer nor on the operator's list.
    expect(await refundsNeedingAttention()).toEqual([]);
    expect(attentionRefunds(await getAttention())).toEqual([]);
    await runDueRefunds();
    const posts = ziina.requests.filter((r) => r.method === "POST" && r.path === "/refund");
    expect(posts).toHaveLength(4);
    expect(posts[3]!.body).toMatchObject({ id: again.refundId, amount: paid });
    // Pending at Ziina: in progress, never "returned".
    const pending = await orderStatusForOwner(item.orderId, { paymentId: p.id });
    expect(pending).toMatchObject({ refundDelayed: false, refundInProgress: true });
    expect(pending.delivery).toMatchObject({
      refundedFils: 0,
      refunds: [expect.objectContaining({ status: "PROCESSING" })],
    });

    ziina.refunds.get(again.refundId)!.status = "completed";
    await runDueRefunds();
    const done = await orderStatusForOwner(item.orderId, { paymentId: p.id });
    expect(done).toMatchObject({ status: "REFUNDED", refundDelayed: false, refundInProgress: false });
    expect(done.delivery).toMatchObject({
      refundedFils: paid,
      refunds: [expect.objectContaining({ status: "COMPLETED" })],
    });
    expect((await db.payment.findUniqueOrThrow({ where: { id: p.id } })).refundedFils).toBe(paid);
    // Nothing is left to refund: the whole payment went back once.
    await expect(
      transaction((tx) =>
        refundOrderByOperator(tx, { orderId: item.orderId, amountFils: 1, note: "more", requestKey: "again-2" }),
      ),
    ).rejects.toThrow(REFUND_TOO_MUCH_MESSAGE);
  });

  it("the refund webhook's failed path does the same, and late news about an earlier attempt changes nothing", async () => {
    const { p, item } = await paidOrderItem();
    const refund = (await transaction((tx) =>
      recordRefund(tx, { itemId: item.id, reason: "OPERATOR", amountFils: 350 }),
    ))!;
    await runRefunds(); // pending at Ziina: PROCESSING
    const send = (id: string, status: string) =>
      deliverWebhook(
        ziina.delivery("refund.status.updated", {
          id,
          payment_intent_id: p.intentId,
          status,
          error: status === "failed" ? { message: "Card expired", code: "400" } : null,
        }),
      );
    expect(await (await send(refund.refundId, "failed")).json()).toMatchObject({ result: "applied" });
    const retried = await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } });
    expect(retried).toMatchObject({ status: "PENDING", failures: 1, lastError: "Card expired" });
    expect((await customerView(item.orderId, p.id)).refunds[0]!.status).toBe("DELAYED");
    // The same news again, or "completed" for the refused attempt: ignored.
    expect(await (await send(refund.refundId, "failed")).json()).toMatchObject({ result: "ignored" });
    expect(await (await send(refund.refundId, "completed")).json()).toMatchObject({ result: "ignored" });
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({
      status: "PENDING",
      failures: 1,
    });
    // News about the current attempt counts.
    expect(await (await send(retried.requestId!, "completed")).json()).toMatchObject({ result: "applied" });
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.refundId } })).toMatchObject({
      status: "COMPLETED",
    });
  });

  it("reconcile turns a paid payment whose browser and webhook never came into its order", async () => {
    const p = await ziinaPayment();
    const untouched = await ziinaPayment();
    ziina.setStatus(p.intentId, "completed");
    expect(await reconcilePayments()).toBe(2);
    expect(await db.order.findMany({ select: { paymentId: true } })).toEqual([{ paymentId: p.id }]);
    expect(await db.payment.findUniqueOrThrow({ where: { id: untouched.id } })).toMatchObject({ status: "PENDING" });
    // A Ziina outage leaves payments as they were; a later run catches up.
    ziina.setStatus(untouched.intentId, "completed");
    ziina.fail({ kind: "http", status: 500 });
    jest.setSystemTime(new Date(Date.now() + 61_000));
    await reconcilePayments();
    expect(await db.payment.findUniqueOrThrow({ where: { id: untouched.id } })).toMatchObject({ status: "PENDING" });
    expect(await db.order.count()).toBe(1);
    jest.setSystemTime(new Date(Date.now() + 61_000));
    await reconcilePayments();
    expect(await db.order.count()).toBe(2);
  });

  it("re-reads an abandoned payment less often as it ages (a tenth of its age, 1 to 30 minutes), and not after a day", async () => {
    const p = await ziinaPayment();
    const created = new Date("2026-11-24T10:00:00Z");
    await db.payment.update({ where: { id: p.id }, data: { createdAt: created, checkedAt: null } });
    const MIN = 60_000;
    const at = (ms: number) => reconcilePayments(new Date(created.getTime() + ms));
    const reads = () => ziina.requests.filter((r) => r.path === `/payment_intent/${p.intentId}`).length;

    expect([await at(0), await at(30_000), await at(61_000)]).toEqual([1, 0, 1]); // fresh: about every minute
    expect([await at(120 * MIN), await at(130 * MIN), await at(134 * MIN)]).toEqual([1, 0, 1]); // 2 h old: every ~13 min
    expect([await at(20 * 60 * MIN), await at(20 * 60 * MIN + 29 * MIN), await at(20 * 60 * MIN + 31 * MIN)]).toEqual([
      1, 0, 1,
    ]); // 20 h old: every 30 min at most
    expect(await at(24 * 60 * MIN + MIN)).toBe(0); // a day old: left alone
    expect(reads()).toBe(6);
    expect(await db.payment.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({ status: "PENDING" });
  });
});
