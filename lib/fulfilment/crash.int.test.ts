import { http, passthrough } from "msw";

import { db } from "@/lib/db";
import { DEFAULT_LEASE_MS, claimNext } from "@/lib/jobs";
import { manualClock } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { runJobs } from "@/test/support/fulfilment";
import { captureLogs } from "@/test/support/logs";
import { server } from "@/test/support/msw";
import { PanelDouble } from "@/test/support/panel-double";
import { usePanelDouble } from "@/test/support/panel-env";
import { startWorkerProcess, stopProcess, waitFor } from "@/test/support/processes";
import { createPaidOrder } from "@/test/support/orders";

import { PanelClient } from "@/lib/smm-panel";
import { SIMULATED_PANEL_KEY } from "@/lib/smm-panel/simulated";
import { simulatedPanel } from "@/test/support/simulated-panel";
import { submitItem } from "./submit";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeEach(async () => {
  await resetDb();
  captureLogs();
});
afterEach(() => jest.restoreAllMocks());

describe("a worker that dies while submitting", () => {
  it("has its job taken again after the lease, and the item goes to review instead of a second add", async () => {
    const panel = new PanelDouble();
    server.use(panel.handler());
    // The re-send window at its default (off): the store never sends again to find out
    // (docs/fulfilment.md#outcome-unknown), so the operator decides.
    const restore = usePanelDouble(panel.url);
    try {
      const { items } = await createPaidOrder();
      // The first worker claims the job (under the default lease), marks the
      // item SUBMITTING and calls add; the call never returns (the process froze or died).
      const clock = manualClock();
      const job = await claimNext(["fulfilment.submit-item"], { now: clock.now() });
      expect(job).not.toBeNull();
      const frozen = new PanelClient({
        url: panel.url,
        key: SIMULATED_PANEL_KEY,
        fetch: () => new Promise(() => {}),
        timeoutMs: 1e9,
      });
      void submitItem(items[0]!.id, frozen);
      await waitFor(
        async () => (await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).submission === "SUBMITTING",
      );

      clock.advance(DEFAULT_LEASE_MS - 1_000);
      await runJobs({ now: clock.now }); // within the lease: nobody takes the job
      expect((await db.job.findFirstOrThrow({ where: { id: job!.id } })).status).toBe("RUNNING");
      clock.advance(2_000);
      await runJobs({ now: clock.now }); // after the lease: taken again
      const taken = await db.job.findFirstOrThrow({ where: { id: job!.id } });
      expect(taken).toMatchObject({ status: "DONE", attempts: 2 });
      const item = await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
      expect(item.submission).toBe("NEEDS_REVIEW");
      expect(item.lastError).toMatch(/worker stopped during add \(attempt [0-9a-f-]{36} at /);
      expect(simulatedPanel.addCalls).toBe(0);
    } finally {
      restore();
    }
  });
});

(onPostgres ? describe : describe.skip)("worker processes on PostgreSQL", () => {
  jest.setTimeout(120_000);

  it("a worker killed with SIGKILL between SUBMITTING and the panel's answer: no second add, the item in review", async () => {
    const panel = new PanelDouble();
    simulatedPanel.inject("add", { kind: "timeout-after-create" }); // the panel creates the order and never answers
    const local = await panel.listen();
    // Whatever this process asks the panel after the crash goes over the network to the same server
    // (so a second add would show in addCalls).
    server.use(http.post(local.url, () => passthrough()));
    const restore = usePanelDouble(local.url);
    try {
      const { items } = await createPaidOrder();
      const child = await startWorkerProcess({
        FULFILMENT_PROVIDER: "panel",
        SMM_PANEL_URL: local.url,
        SMM_PANEL_TIMEOUT_SECONDS: "60",
      });
      await waitFor(() => simulatedPanel.addCalls === 1, 30_000, "the add call");
      expect((await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).submission).toBe("SUBMITTING");
      await stopProcess(child, "SIGKILL");

      // The dead worker's lease (the default, on real time) has run out on this worker's clock.
      const clock = manualClock();
      clock.advance(DEFAULT_LEASE_MS + 1_000);
      await runJobs({ now: clock.now });
      const item = await db.orderItem.findUniqueOrThrow({ where: { id: items[0]!.id } });
      expect(item.submission).toBe("NEEDS_REVIEW");
      // With the re-send window at its default (off), the store never sends again to find out
      // (docs/fulfilment.md#outcome-unknown): the item waits for an operator, nothing is bought twice.
      expect(item.reviewResolution).toBe("STILL_UNKNOWN");
      expect(item.lastError).toMatch(/worker stopped during add/);
      expect(simulatedPanel.addCalls).toBe(1);
      // The panel created the order (in its database) and held back the answer: one order, ours.
      await waitFor(async () => (await simulatedPanel.orders()).length === 1, 30_000, "the order at the panel");
      expect(simulatedPanel.addCalls).toBe(1);
      // The dead worker's attempt and ours.
      expect(await db.job.findFirstOrThrow({ where: { type: "fulfilment.submit-item" } })).toMatchObject({
        status: "DONE",
        attempts: 2,
      });
    } finally {
      restore();
      await local.close();
    }
  });

  it("three worker processes over 200 orders make exactly 200 add calls", async () => {
    const panel = new PanelDouble();
    const local = await panel.listen();
    const restore = usePanelDouble(local.url);
    try {
      const orders = [];
      for (let i = 0; i < 200; i++) orders.push(await createPaidOrder());
      const env = { FULFILMENT_PROVIDER: "panel", SMM_PANEL_URL: local.url, SMM_PANEL_TIMEOUT_SECONDS: "20" };
      const children = await Promise.all([1, 2, 3].map(() => startWorkerProcess(env)));
      try {
        await waitFor(
          async () => (await db.orderItem.count({ where: { submission: "SUBMITTED" } })) === 200,
          90_000,
          "200 submitted items",
        );
      } finally {
        await Promise.all(children.map((c) => stopProcess(c)));
      }
      expect(simulatedPanel.addCalls).toBe(200);
      expect(new Set((await simulatedPanel.orders()).map((o) => o.link)).size).toBe(200);
      const ids = await db.orderItem.findMany({ select: { externalOrderId: true } });
      expect(new Set(ids.map((i) => i.externalOrderId)).size).toBe(200);
      expect(await db.orderItem.count({ where: { submission: { not: "SUBMITTED" } } })).toBe(0);
    } finally {
      restore();
      await local.close();
    }
  });
});
