import { db } from "@/lib/db";
import { undeliveredShareFils } from "@/lib/pricing";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { createPaidOrder } from "@/test/support/orders";

import { getPanel } from "@/lib/smm-panel";
import { pauseSubmissions } from "./control";
import { checkServices } from "./services";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { syncStatuses } from "./sync";

const T0 = new Date("2026-11-20T10:00:00Z");
const at = (seconds: number) => jest.setSystemTime(new Date(T0.getTime() + seconds * 1000));
const quietLog = { info: () => {}, warn: () => {} };

beforeEach(async () => {
  await resetDb();
  simulatedPanel.reset();
  runClockFrom(T0);
  await checkServices(getPanel(), quietLog);
});
afterEach(() => jest.useRealTimers());

describe("the simulated panel (embedded default), through the real client", () => {
  it("takes a paid order from PENDING to COMPLETED within a couple of minutes, without any setting", async () => {
    const { orderId, items } = await createPaidOrder({ quantity: 5_000 });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PENDING");

    await runJobs();
    const submitted = await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
    expect(submitted).toMatchObject({ submission: "SUBMITTED", status: "PENDING" });
    expect(submitted.externalOrderId).toMatch(/^\d+$/);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PROCESSING");

    at(60);
    await syncStatuses(getPanel());
    const moving = await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
    expect(moving.status).toBe("PROCESSING");
    expect(moving.remains).toBeGreaterThan(0);
    expect(moving.remains).toBeLessThan(5_000);
    expect(moving.startCount).toBeGreaterThan(0);

    at(121);
    await syncStatuses(getPanel());
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).toMatchObject({
      status: "COMPLETED",
      remains: 0,
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("COMPLETED");
    // Views offer refill: the first automatic refill is booked a day after completion.
    const refill = await db.job.findFirstOrThrow({ where: { type: "fulfilment.scheduled-refill" } });
    const completedAt = (await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).completedAt!;
    expect(completedAt.getTime() - T0.getTime()).toBeGreaterThanOrEqual(121_000);
    expect(refill.runAt.getTime()).toBe(completedAt.getTime() + 24 * 60 * 60_000);
  });

  it("tracks the explorer bundle's four items: PARTIAL when one part was partial, its share refunded", async () => {
    simulatedPanel.nextOutcome("complete");
    simulatedPanel.nextOutcome("partial", 100);
    simulatedPanel.nextOutcome("complete");
    simulatedPanel.nextOutcome("complete");
    const { orderId, paymentId, items } = await createPaidOrder({ serviceType: "EXPLORER", amountFils: 1_500 });
    expect(items.map((i) => i.kind)).toEqual(["VIEWS", "LIKES", "SAVES", "SHARES"]);
    await runJobs({ concurrency: 1 });
    expect((await db.orderItem.findMany({ where: { orderId } })).every((i) => i.submission === "SUBMITTED")).toBe(true);

    at(121);
    await syncStatuses(getPanel());
    const after = await db.orderItem.findMany({ where: { orderId }, orderBy: { kind: "asc" } });
    expect(after.map((i) => i.status)).toEqual(["COMPLETED", "PARTIAL", "COMPLETED", "COMPLETED"]);
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("PARTIAL");
    const likes = items[1]!;
    const refunds = await db.refund.findMany({ where: { orderId } });
    expect(refunds).toEqual([
      expect.objectContaining({ itemId: likes.id, reason: "PARTIAL", amountFils: undeliveredShareFils(likes, 100) }),
    ]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).refundedFils).toBe(
      undeliveredShareFils(likes, 100),
    );
    expect(await db.job.count({ where: { type: "payments.refund" } })).toBe(1);
  });

  it("takes many first orders at once (its account row is created by one statement)", async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => createPaidOrder()));
    await runJobs({ concurrency: 10 });
    const items = await db.orderItem.findMany({ where: { orderId: { in: orders.map((o) => o.orderId) } } });
    expect(items.map((i) => i.submission)).toEqual(Array(10).fill("SUBMITTED"));
    expect(await db.simPanelOrder.count()).toBe(10);
  });

  it("pauses once, with one alert, when several workers meet an empty balance together", async () => {
    const logs = captureLogs();
    const results = await Promise.all(Array.from({ length: 6 }, () => pauseSubmissions("panel balance too low", null)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(logs.messages("error")).toEqual([expect.stringMatching(/^ALERT: submissions to the SMM panel are PAUSED/)]);
    logs.restore();
  });
});
