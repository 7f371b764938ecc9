import type { ChildProcess } from "node:child_process";

import { http, passthrough } from "msw";

import { getOrderForOperator } from "@/lib/admin/order-detail";
import { db } from "@/lib/db";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { server } from "@/test/support/msw";
import { createPaidOrder } from "@/test/support/orders";
import { PanelDouble } from "@/test/support/panel-double";
import { usePanelDouble } from "@/test/support/panel-env";
import { startWorkerProcess, stopProcess, waitFor } from "@/test/support/processes";

import {
  CANCEL_REFUSED_MESSAGE,
  cancelItemAtPanel,
  REFILL_REFUSED_MESSAGE,
  requestOperatorRefill,
} from "./operator-actions";
import { fulfilmentSettings } from "./settings";
import { getPanel } from "@/lib/smm-panel";
import { checkServices, chooseService } from "./services";
import { SIMULATED_SERVICES } from "@/lib/smm-panel/simulated";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { syncStatuses } from "./sync";

// A service remapped from the console while items are in flight, as the
// store's instances see it: the mapping lives in service_mappings and is read
// at every submission (serviceIdFor); no instance keeps a copy to refresh.
// And an item's refill and cancel come from the service it was sent with.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const T0 = new Date("2026-11-20T10:00:00Z");
const advance = (ms: number) => jest.setSystemTime(new Date(Date.now() + ms));
const item = (id: string) => db.orderItem.findUniqueOrThrow({ where: { id } });
const quiet = { info: () => {}, warn: () => {} };
const remapViews = () => chooseService(getPanel(), { panel: "primary", kind: "VIEWS", serviceId: "106", by: "owner" });

/** The panel's orders as [link, service], sorted (jobs run in any order). */
async function panelOrders() {
  return (await simulatedPanel.orders()).map((o) => [o.link, String(o.service)]).sort();
}

beforeEach(async () => {
  await resetDb();
  captureLogs();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("two instances after a remap (in this process)", () => {
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = usePanelDouble("https://panel.test/api/v2");
  });
  afterAll(() => restoreEnv());

  it("both send the next items with the new id inside one sync period; items in flight are not sent again", async () => {
    runClockFrom(T0);
    server.use(new PanelDouble().handler());
    await checkServices(getPanel(), quiet);
    const syncPeriod = fulfilmentSettings().syncEveryMs;

    // In flight before the remap: one sent and running, one whose answer was lost (the panel has it).
    const running = await createPaidOrder();
    await runJobs();
    simulatedPanel.inject("add", { kind: "timeout-after-create" });
    const inDoubt = await createPaidOrder();
    await runJobs();
    expect(await item(running.items[0]!.id)).toMatchObject({ submission: "SUBMITTED", panelServiceId: "101" });
    expect(await item(inDoubt.items[0]!.id)).toMatchObject({ submission: "NEEDS_REVIEW", panelServiceId: "101" });

    // The console's instance remaps views; no service check, sync or restart follows.
    const remappedAt = Date.now();
    await remapViews();

    // Instance A's worker, one second later; instance B's, a second after that:
    // each a worker of its own, started after the remap as an instance's would poll.
    advance(1_000);
    const first = await createPaidOrder();
    await runJobs();
    advance(1_000);
    const second = await createPaidOrder();
    await runJobs();
    for (const { items } of [first, second]) {
      const sent = await item(items[0]!.id);
      expect(sent).toMatchObject({ submission: "SUBMITTED", panelServiceId: "106" });
      expect(sent.submittedAt!.getTime() - remappedAt).toBeLessThan(syncPeriod);
    }

    // A sync period on: the sync finds the items in flight where they were, under 101.
    advance(syncPeriod);
    await syncStatuses(getPanel());
    await runJobs();
    expect(await item(running.items[0]!.id)).toMatchObject({
      panelServiceId: "101",
      externalOrderId: expect.any(String),
    });
    expect(await item(inDoubt.items[0]!.id)).toMatchObject({ panelServiceId: "101" });
    // One order per item at the panel: nothing in flight was sent again, under either id.
    expect(simulatedPanel.addCalls).toBe(4);
    expect(await panelOrders()).toEqual(
      [
        [running.link, "101"],
        [inDoubt.link, "101"],
        [first.link, "106"],
        [second.link, "106"],
      ].sort(),
    );
  });
});

(onPostgres ? describe : describe.skip)("two worker processes after a remap (PostgreSQL)", () => {
  jest.setTimeout(120_000);

  it("each sends its next item with the new id, both started before the remap; nothing sent twice", async () => {
    const panel = new PanelDouble();
    const local = await panel.listen();
    server.use(http.post(local.url, () => passthrough()));
    const restore = usePanelDouble(local.url, { SMM_PANEL_TIMEOUT_SECONDS: "20" });
    const children: ChildProcess[] = [];
    try {
      await checkServices(getPanel(), quiet);
      const env = { FULFILMENT_PROVIDER: "panel", SMM_PANEL_URL: local.url, SMM_PANEL_TIMEOUT_SECONDS: "20" };
      children.push(...(await Promise.all([startWorkerProcess(env), startWorkerProcess(env)])));
      const [a, b] = children as [ChildProcess, ChildProcess];
      /** An order placed while only `instance` runs (the other is stopped with SIGSTOP): sent by it. */
      const sentBy = async (instance: ChildProcess, other: ChildProcess) => {
        other.kill("SIGSTOP");
        try {
          const order = await createPaidOrder();
          await waitFor(
            async () => (await item(order.items[0]!.id)).submission === "SUBMITTED",
            60_000,
            "the item sent",
          );
          return { order, sent: await item(order.items[0]!.id) };
        } finally {
          other.kill("SIGCONT");
        }
      };

      // Each process has sent one before the remap, and has an item in flight.
      const before = [await sentBy(a, b), await sentBy(b, a)];
      for (const { sent } of before) expect(sent.panelServiceId).toBe("101");

      await remapViews();
      const after = [await sentBy(a, b), await sentBy(b, a)];
      for (const { sent } of after) expect(sent.panelServiceId).toBe("106");

      // Each item bought once, under the id it was sent with; the earlier two are untouched.
      for (const { order } of before) expect(await item(order.items[0]!.id)).toMatchObject({ panelServiceId: "101" });
      expect(simulatedPanel.addCalls).toBe(4);
      expect(await panelOrders()).toEqual(
        [...before.map(({ order }) => [order.link, "101"]), ...after.map(({ order }) => [order.link, "106"])].sort(),
      );
    } finally {
      await Promise.all(children.map((c) => stopProcess(c)));
      restore();
      await local.close();
    }
  });
});

describe("refill and cancel of an item after a remap", () => {
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = usePanelDouble("https://panel.test/api/v2");
  });
  afterAll(() => restoreEnv());

  it("come from the service the item was sent with, in the console's buttons and the server's checks", async () => {
    runClockFrom(T0);
    server.use(new PanelDouble().handler());
    // Saves (no refill promised for them) at 103, with refill and cancel; 108 offers neither.
    simulatedPanel.setServices([
      ...SIMULATED_SERVICES.filter((s) => String(s.service) !== "103"),
      { service: 103, name: "Saves", rate: "1.10", min: "10", max: "500000", refill: true, cancel: true },
      { service: 108, name: "Saves plain", rate: "0.60", min: "10", max: "500000", refill: false, cancel: false },
    ]);
    await checkServices(getPanel(), quiet);
    const saves = async (order: { items: { id: string; kind: string }[] }) =>
      item(order.items.find((i) => i.kind === "SAVES")!.id);

    const toCancel = await createPaidOrder({ serviceType: "EXPLORER" });
    const toRefill = await createPaidOrder({ serviceType: "EXPLORER" });
    await runJobs();
    await chooseService(getPanel(), { panel: "primary", kind: "SAVES", serviceId: "108", by: "owner" });
    const later = await createPaidOrder({ serviceType: "EXPLORER" });
    await runJobs();
    expect(await saves(toCancel)).toMatchObject({ submission: "SUBMITTED", panelServiceId: "103" });
    expect(await saves(later)).toMatchObject({ submission: "SUBMITTED", panelServiceId: "108" });

    // The console's order page offers what the item's own service offers.
    const offers = async (order: { orderId: string }, id: string) =>
      (await getOrderForOperator(order.orderId))!.offers[id];
    expect(await offers(toCancel, (await saves(toCancel)).id)).toEqual({ refill: true, cancel: true });
    expect(await offers(later, (await saves(later)).id)).toEqual({ refill: false, cancel: false });

    // Cancel: accepted for the item sent under 103, refused for the one under 108.
    await expect(cancelItemAtPanel((await saves(later)).id, getPanel())).rejects.toMatchObject({
      message: CANCEL_REFUSED_MESSAGE,
    });
    await cancelItemAtPanel((await saves(toCancel)).id, getPanel());
    expect((await saves(toCancel)).cancelRequestedAt).not.toBeNull();

    // Refill once delivered: the same.
    advance(61_000);
    await syncStatuses(getPanel());
    expect(await saves(toRefill)).toMatchObject({ status: "COMPLETED", panelServiceId: "103" });
    expect(await saves(later)).toMatchObject({ status: "COMPLETED", panelServiceId: "108" });
    await expect(requestOperatorRefill((await saves(later)).id)).rejects.toMatchObject({
      message: REFILL_REFUSED_MESSAGE,
    });
    await expect(requestOperatorRefill((await saves(toRefill)).id)).resolves.toEqual(expect.any(String));
    expect(await offers(toRefill, (await saves(toRefill)).id)).toEqual({ refill: true, cancel: true });
  });
});
