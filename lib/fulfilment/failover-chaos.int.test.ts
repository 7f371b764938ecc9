import type { ChildProcess } from "node:child_process";

import { http, passthrough } from "msw";

import { db, type ServiceType } from "@/lib/db";
import { claimNext, DEFAULT_LEASE_MS } from "@/lib/jobs";
import { acrossPanels, CHAOS_FAULTS, CHAOS_REFUSALS } from "@/test/support/chaos";
import { manualClock } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { server } from "@/test/support/msw";
import { createPaidOrder } from "@/test/support/orders";
import { PanelDouble } from "@/test/support/panel-double";
import { secondPanelSettings, usePanelDouble } from "@/test/support/panel-env";
import { startWorkerProcess, stopProcess, waitFor } from "@/test/support/processes";

import { PanelClient } from "@/lib/smm-panel";
import { SIMULATED_PANEL_KEY, SIMULATED_SERVICE_IDS, type SimFault } from "@/lib/smm-panel/simulated";
import { submitItem } from "./submit";

// The failover under the chaos harness's faults (test/support/chaos.ts, at a
// test's size): two panel doubles as HTTP servers, 30% of their calls failing
// (HTML 5xx pages, resets, a maintenance page, an order created and its answer
// lost; the first panel also refuses clearly now and then: "Service disabled",
// "Not enough funds on balance"), and workers killed in the middle of a call.
// Every fault the first panel gave an `add` is written down by link and
// service, so the test knows which items met a clear refusal there and which
// an unknown outcome (or a worker that died before it heard the answer).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const FAILURE_RATE = 0.3;
const ORDERS = 24;
const SUBMIT = "fulfilment.submit-item";

type Item = Awaited<ReturnType<typeof loadItems>>[number];

/** What the first panel did to each `add`, by `link|service`. */
class FirstPanelFaults {
  readonly refused = new Set<string>();
  readonly unknown = new Set<string>();
  /** Adds still to refuse whatever the dice say (so some items always move). */
  refuseNext = 3;
  /** Adds to hold (the order created, the answer lost at the client's timeout): a worker to kill mid-call. */
  holdNext = 0;

  pick = (action: string, form: URLSearchParams): SimFault | null => {
    const kinds = [...CHAOS_FAULTS, ...CHAOS_REFUSALS];
    let fault: SimFault | null = null;
    if (action === "add" && this.refuseNext > 0) {
      this.refuseNext--;
      fault = CHAOS_REFUSALS[0]!;
    } else if (action === "add" && this.holdNext > 0) {
      this.holdNext--;
      fault = { kind: "timeout-after-create" };
    } else if (Math.random() < FAILURE_RATE) fault = kinds[Math.floor(Math.random() * kinds.length)]!;
    if (action === "add" && fault) (fault.kind === "error" ? this.refused : this.unknown).add(keyOf(form));
    return fault;
  };
}

const keyOf = (form: URLSearchParams) => `${form.get("link")}|${form.get("service")}`;
const itemKey = (i: Item) => `${i.order.link}|${SIMULATED_SERVICE_IDS[i.kind]}`;

function loadItems() {
  return db.orderItem.findMany({ include: { order: { select: { link: true } } } });
}

async function startPanels(first: FirstPanelFaults) {
  const one = await new PanelDouble("http://first.invalid/api/v2", 1).listen(0, {
    rate: FAILURE_RATE,
    kinds: [],
    pick: first.pick,
  });
  const two = await new PanelDouble("http://second.invalid/api/v2", 2).listen(0, {
    rate: FAILURE_RATE,
    kinds: CHAOS_FAULTS,
  });
  // This process's own calls go over the network to the same servers.
  server.use(
    http.post(one.url, () => passthrough()),
    http.post(two.url, () => passthrough()),
  );
  const settings = { ...secondPanelSettings(two.url), SMM_PANEL_TIMEOUT_SECONDS: "4" };
  return {
    urls: { first: one.url, second: two.url },
    settings,
    workerEnv: {
      FULFILMENT_PROVIDER: "panel",
      SMM_PANEL_URL: one.url,
      SMM_PANEL_KEY: SIMULATED_PANEL_KEY,
      ...settings,
    },
    close: () => Promise.all([one.close(), two.close()]),
  };
}

async function placeOrders(count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    const serviceType: ServiceType = i % 4 === 3 ? "EXPLORER" : i % 4 === 2 ? "LIKES" : "VIEWS";
    await createPaidOrder({ serviceType, amountFils: 2000 });
  }
}

/** The workers that remain: rounds on a clock past every lease until no submission is left to run. */
async function settle(clock: ReturnType<typeof manualClock>) {
  for (let round = 0; round < 20; round++) {
    clock.advance(DEFAULT_LEASE_MS + 60_000);
    await runJobs({ now: clock.now });
    const left = await db.job.count({ where: { type: SUBMIT, status: { in: ["QUEUED", "RUNNING"] } } });
    if (left === 0) return;
  }
  throw new Error("submissions did not settle");
}

async function expectNoDoubleBuyingAndCleanFailover(first: FirstPanelFaults) {
  const items = await loadItems();
  const counts = await acrossPanels(items);
  // 0 items bought twice across both panels.
  expect(counts.duplicateItems).toBe(0);
  // Every item is sent, in review, or failed and refunded: none left behind.
  expect(items.filter((i) => i.submission === "NOT_SUBMITTED" && i.status === "PENDING")).toEqual([]);

  // On the second panel only after a clear refusal at the first, and it says so.
  const moved = items.filter((i) => i.panel === "secondary");
  expect(moved.length).toBeGreaterThanOrEqual(3);
  for (const i of moved) {
    expect(first.refused).toContain(itemKey(i));
    expect(i.failoverReason).toMatch(/^first panel refused: (Service disabled|Not enough funds on balance)/);
  }
  expect(counts.perPanel.find((p) => p.panel === "secondary")).toMatchObject({
    items: moved.length,
    failedOver: moved.length,
  });
  // Never after an unknown outcome: such an item stays at the first panel (sent, or in review).
  const inDoubt = items.filter((i) => first.unknown.has(itemKey(i)));
  expect(inDoubt.length).toBeGreaterThan(0);
  expect(inDoubt.filter((i) => i.panel !== "primary" || i.failoverReason !== null)).toEqual([]);
  expect(counts.secondOrders.filter((o) => first.unknown.has(`${o.link}|${o.service}`))).toEqual([]);
  return { items, moved, inDoubt, counts };
}

beforeEach(async () => {
  await resetDb();
  captureLogs();
});
afterEach(() => jest.restoreAllMocks());

describe("failover under the chaos harness's faults", () => {
  jest.setTimeout(60_000);

  it("in this process, with workers dying mid-call: no item bought twice, moved only after a clear refusal", async () => {
    const first = new FirstPanelFaults();
    const panels = await startPanels(first);
    const restore = usePanelDouble(panels.urls.first, panels.settings);
    try {
      await placeOrders(ORDERS);
      const clock = manualClock();

      // Three workers die in the middle of a call (their job claimed, the item SUBMITTING):
      // after the first panel received the add, before it received it, and at the second
      // panel after the first refused. The store never hears those answers.
      const dying = (url: string, sends: boolean) =>
        new PanelClient({
          url,
          key: SIMULATED_PANEL_KEY,
          timeoutMs: 1e9,
          fetch: (input, init) => {
            const form = new URLSearchParams(String(init?.body));
            if (url === panels.urls.first && form.get("action") === "add") first.unknown.add(keyOf(form));
            if (sends) void fetch(input, init).catch(() => {});
            return new Promise<Response>(() => {});
          },
        });
      const live = (url: string) =>
        new PanelClient({ url, key: SIMULATED_PANEL_KEY, timeoutMs: 4_000, fetch: (i, init) => fetch(i, init) });
      const kills: [PanelClient, PanelClient][] = [
        [dying(panels.urls.first, true), live(panels.urls.second)],
        [dying(panels.urls.first, false), live(panels.urls.second)],
        [live(panels.urls.first), dying(panels.urls.second, true)],
      ];
      const killedAtSecond: string[] = [];
      for (const [index, [one, two]] of kills.entries()) {
        if (index === 2) first.refuseNext += 1;
        const job = await claimNext([SUBMIT], { now: clock.now() });
        const itemId = (job!.payload as { itemId: string }).itemId;
        void submitItem(itemId, one, new Date(), two);
        await waitFor(
          async () => (await db.orderItem.findUniqueOrThrow({ where: { id: itemId } })).submission === "SUBMITTING",
          10_000,
          "the dying worker's call",
        );
        if (index === 2) {
          await waitFor(
            async () => (await db.orderItem.findUniqueOrThrow({ where: { id: itemId } })).panel === "secondary",
            10_000,
            "the call at the second panel",
          );
          killedAtSecond.push(itemId);
        }
      }

      await settle(clock);
      const { items } = await expectNoDoubleBuyingAndCleanFailover(first);
      // The one that died at the second panel stays there, in review: not sent again anywhere.
      expect(items.find((i) => i.id === killedAtSecond[0])).toMatchObject({
        panel: "secondary",
        submission: "NEEDS_REVIEW",
      });
    } finally {
      restore();
      await panels.close();
    }
  });

  (onPostgres ? it : it.skip)(
    "with worker processes killed with SIGKILL (PostgreSQL): no item bought twice, moved only after a clear refusal",
    async () => {
      const first = new FirstPanelFaults();
      const panels = await startPanels(first);
      const restore = usePanelDouble(panels.urls.first, panels.settings);
      const workers = new Set<ChildProcess>();
      const killed = new Set<string>();
      const start = async () => {
        const child = await startWorkerProcess({ ...panels.workerEnv, CHILD_CONCURRENCY: "3" });
        workers.add(child);
        child.once("exit", () => workers.delete(child));
      };
      try {
        await Promise.all([start(), start()]);
        // Kill a worker in the middle of an add (a job running, its item SUBMITTING), twice.
        for (let batch = 0; batch < 3; batch++) {
          // The batch's first add is held by the panel: a worker waits on it, to be killed.
          if (batch < 2) first.holdNext = 1;
          await placeOrders(ORDERS / 3, (batch * ORDERS) / 3);
          if (batch === 2) break;
          let victim: { pid: number; itemId: string } | null = null;
          await waitFor(
            async () => {
              const running = await db.job.findMany({ where: { type: SUBMIT, status: "RUNNING" } });
              for (const job of running) {
                const itemId = (job.payload as { itemId: string }).itemId;
                const item = await db.orderItem.findUniqueOrThrow({
                  where: { id: itemId },
                  include: { order: { select: { link: true } } },
                });
                const pid = Number(/:(\d+):/.exec(job.lockedBy ?? "")?.[1]);
                // The held add, never an item the first panel refused on its way to the second
                // (killed there, it would stay at the first panel in doubt and not count as moved).
                if (first.refused.has(itemKey(item))) continue;
                if (item.submission === "SUBMITTING" && [...workers].some((w) => w.pid === pid)) {
                  victim = { pid, itemId };
                  return true;
                }
              }
              return false;
            },
            20_000,
            "a worker in the middle of an add",
          );
          const { pid, itemId } = victim!;
          await stopProcess(
            [...workers].find((w) => w.pid === pid)!,
            "SIGKILL",
          );
          // Whatever the panel answered, the store never heard it: if the item is still
          // claimed at the first panel, its outcome is unknown and it must stay there.
          const after = await db.orderItem.findUniqueOrThrow({ where: { id: itemId }, include: { order: true } });
          if (after.submission === "SUBMITTING" && after.panel === "primary")
            first.unknown.add(`${after.order.link}|${SIMULATED_SERVICE_IDS[after.kind]}`);
          killed.add(itemId);
          await start();
        }
        // The live workers take what is queued; the dead ones' jobs wait for their lease.
        await waitFor(
          async () => (await db.job.count({ where: { type: SUBMIT, status: "QUEUED" } })) === 0,
          40_000,
          "the queue to empty",
        );
        await waitFor(
          async () => {
            const running = await db.job.findMany({ where: { type: SUBMIT, status: "RUNNING" } });
            return running.every((j) => killed.has((j.payload as { itemId: string }).itemId));
          },
          40_000,
          "the live workers to finish",
        );
        await Promise.all([...workers].map((w) => stopProcess(w)));
        await settle(manualClock());
        const { items } = await expectNoDoubleBuyingAndCleanFailover(first);
        expect(items.filter((i) => killed.has(i.id))).toHaveLength(2);
      } finally {
        await Promise.all([...workers].map((w) => stopProcess(w)));
        restore();
        await panels.close();
      }
    },
  );
});
