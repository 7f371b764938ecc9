import { db } from "@/lib/db";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { createPaidOrder } from "@/test/support/orders";

import { checkBalance, getControl } from "./control";
import { getOrderDelivery } from "./order-delivery";
import { getPanel } from "@/lib/smm-panel";
import { checkServices } from "./services";
import { simulatedPanel } from "@/test/support/simulated-panel";

const T0 = new Date("2026-11-20T10:00:00Z");
const quietLog = { info: () => {}, warn: () => {} };

beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  runClockFrom(T0);
  await checkServices(getPanel(), quietLog);
});
afterEach(() => jest.useRealTimers());

/** One minute of the worker while paused: the balance read (its tick runs every minute), every due job run. */
async function minute() {
  jest.setSystemTime(new Date(Date.now() + 61_000));
  await checkBalance(getPanel());
  await runJobs();
}

/** An order the balance cannot pay pauses submissions; a second one, paid after it, waits behind the pause. */
async function pausedWithTwoOrders() {
  await simulatedPanel.setBalance("0.03000"); // 5,000 views cost 0.05 USD at the simulated panel's rate
  const big = await createPaidOrder({ quantity: 5_000 });
  await runJobs();
  expect((await getControl()).paused).toBe(true);
  const small = await createPaidOrder({ quantity: 1_000 });
  await minute();
  return { big, small };
}

describe("the pause for funds (an order bigger than the panel balance)", () => {
  it("stays paused while the balance does not rise, instead of flipping on and off every minute", async () => {
    // The panel's price went up since the last service check: the store's estimate of the order's cost is too low.
    await db.panelService.update({
      where: { panel_kind: { panel: "primary", kind: "VIEWS" } },
      data: { rate: "0.001" },
    });
    await simulatedPanel.setBalance("0.03000"); // enough for the estimate (0.005), not for the panel's 0.05
    const logs = captureLogs();
    const big = await createPaidOrder({ quantity: 5_000 }); // costs 0.05 at the panel
    await runJobs();
    expect(await getControl()).toMatchObject({ paused: true, heldItemId: big.items[0]!.id });

    const addsAfterPause = simulatedPanel.addCalls;
    for (let i = 0; i < 5; i++) {
      await minute();
      expect((await getControl()).paused).toBe(true);
    }
    expect(simulatedPanel.addCalls).toBe(addsAfterPause);
    expect(logs.messages("error").filter((m) => m.startsWith("ALERT: submissions"))).toHaveLength(1);

    // Topped up: resumes within a minute and the held order goes out.
    await simulatedPanel.setBalance("10.00000");
    await minute();
    await runJobs();
    expect((await getControl()).paused).toBe(false);
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: big.items[0]!.id } })).toMatchObject({
      submission: "SUBMITTED",
    });
  });

  it("resumes the others once the order it held back is settled (refunded)", async () => {
    const { big, small } = await pausedWithTwoOrders();
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: small.items[0]!.id } })).submission).toBe(
      "NOT_SUBMITTED",
    );

    await db.orderItem.update({ where: { id: big.items[0]!.id }, data: { status: "REFUNDED" } });
    await minute();
    await runJobs();
    expect((await getControl()).paused).toBe(false);
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: small.items[0]!.id } })).submission).toBe("SUBMITTED");
  });

  it("tells the customers it holds back that the start may be late, then that it is late, instead of the 30-minute promise", async () => {
    const { big, small } = await pausedWithTwoOrders();
    const notice = async (o: { orderId: string; paymentId: string }) =>
      (await getOrderDelivery(o.orderId, { paymentId: o.paymentId }))!.notice;
    // Both wait behind the pause: the order too big for the balance, and the one queued after it.
    for (const order of [big, small])
      expect(await notice(order)).toMatchObject({
        kind: "held",
        message: expect.stringContaining("قد يتأخر بدء تنفيذ طلبك"),
      });

    // The start promise (30 minutes for 5,000 views) passes while still paused: the page says it is late.
    jest.setSystemTime(new Date(Date.now() + 30 * 60_000));
    expect(await notice(big)).toMatchObject({
      kind: "late",
      message: expect.stringContaining("سيبدأ التنفيذ أو نعيد إليك المبلغ كاملاً"),
    });

    // Topped up: both go out, and the page has nothing to add to the delivery progress.
    await simulatedPanel.setBalance("10.00000");
    await minute();
    await runJobs();
    expect((await getControl()).paused).toBe(false);
    expect(await notice(small)).toBeNull();
  });
});
