// Over 300 lines: one harness (processes, customers, kills, the report) shared by the chaos bench and the scale-out test.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";

import { db, disconnectDb, migratePostgres } from "@/lib/db";
import { secondSimulatedPanel, simulatedPanel } from "@/test/support/simulated-panel";
import { SIMULATED_PANEL_KEY, SIMULATED_SERVICE_IDS, type SimFault } from "@/lib/smm-panel/simulated";

import { overrideEnv } from "./env-override";
import { E2E_IDENTITY } from "./identity";
import { freePort, nextStart, ROOT, type RunningServer } from "./next-server";
import { ensurePrecompressed, findNginx, startNginx, type RunningNginx } from "./nginx";
import { PanelDouble } from "./panel-double";
import { waitFor } from "./processes";
import { ZIINA_KEY, ZIINA_SECRET, ziinaDouble } from "./ziina-double";

/**
 * The money path under faults, with real processes: `instances` × `next start`
 * (JOBS_IN_WEB=false) behind the shipped nginx site (all of them in its
 * upstream), `workers` × `npm run worker`, one PostgreSQL (a fresh schema),
 * the SMM panel double and the Ziina double as HTTP servers. Places `orders`
 * paid orders through nginx as customers do (create the payment, pay at
 * Ziina, come back: ensure-order, and for half of them the signed webhook,
 * sometimes twice), while the panel fails `failureRate` of its calls and
 * workers are killed with SIGKILL `kills` times (and restarted); then waits
 * for things to settle and reports what a customer and an operator would
 * find. Shared by test/e2e/scale-out.e2e.test.ts and `npm run bench -- chaos`.
 */
export interface ChaosOptions {
  databaseUrl: string;
  orders: number;
  /** Share of panel calls that fail (0..1). */
  failureRate: number;
  /** Worker SIGKILLs, each followed by a restart. */
  kills: number;
  instances?: number;
  workers?: number;
  /** How long to wait for everything to settle after the last order. */
  settleMs?: number;
  /**
   * A second panel (docs/fulfilment.md#two-panels), with the same share of
   * faults; the first then also refuses clearly now and then (service
   * disabled, no funds), which is what sends items to the second.
   */
  secondPanel?: boolean;
  log?: (line: string) => void;
}

export interface PanelCounts {
  panel: "primary" | "secondary";
  /** `add` calls that reached it, and the orders it holds. */
  addCalls: number;
  orders: number;
  /** Items whose current attempt went there; of them, moved there after the first panel's refusal. */
  items: number;
  failedOver: number;
}

export interface ChaosReport {
  orders: number;
  failureRate: number;
  kills: number;
  /** Calls that reached the panel double (the last 10,000 at most). */
  panelCalls: number;
  paidPayments: number;
  /** Paid payments with exactly one order; with none; with more than one. */
  oneOrder: number;
  noOrder: number;
  moreThanOneOrder: number;
  /** Ensure-order answers by HTTP status, and the webhook's results. */
  ensureAnswers: Record<string, number>;
  webhookResults: Record<string, number>;
  items: number;
  /** `add` calls that reached the panel; items with more than one order at the panel (bought twice). */
  addCalls: number;
  /** Items with more than one order across both panels. */
  duplicateItems: number;
  perPanel: PanelCounts[];
  /** Items in review, with the reasons recorded, and how many of them the panel did create. */
  underReview: number;
  underReviewAtPanel: number;
  reviewReasons: Record<string, number>;
  /** Items nothing will move any more that are neither sent, in review, nor failed and refunded. */
  lostItems: number;
  /** Items the panel refused for good (failed, refunded). */
  failedItems: number;
  refunds: number;
  distinctRefundIds: number;
  refundsCompleted: number;
  /** Payments whose refunds add up to more than was paid. */
  refundsAbovePayment: number;
  /** Paid → sent to the panel, seconds. */
  submitP50: number | null;
  submitP99: number | null;
  /**
   * Of that, paid → its submission job claimed (waiting in the queue), over
   * the items sent at their job's first attempt (a finished job keeps the
   * time of its last claim).
   */
  queuedP50: number | null;
  queuedP99: number | null;
  /** After each SIGKILL: seconds until the restarted worker's first heartbeat. */
  restartSeconds: number[];
  /** Seconds, while orders were placed, during which one worker was dead or not yet restarted. */
  oneWorkerSeconds: number;
  placingSeconds: number;
  /** After each SIGKILL: seconds until the dead worker's running jobs were taken again. */
  recoverySeconds: number[];
  jobsRunningAtKills: number;
  settled: boolean;
  elapsedSeconds: number;
}

export const CHAOS_FAULTS: readonly SimFault[] = [
  { kind: "http", status: 500 },
  { kind: "http", status: 502 },
  { kind: "http", status: 503 },
  { kind: "down" },
  { kind: "malformed" },
  { kind: "timeout-after-create" },
];

/** The first panel's clear refusals, added to its faults when there is a second panel to go to. */
export const CHAOS_REFUSALS: readonly SimFault[] = [
  { kind: "error", message: "Service disabled" },
  { kind: "error", message: "Not enough funds on balance" },
];

export const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/test";

/** Whether something accepts TCP connections at the database URL's host and port (checked synchronously). */
export function postgresReachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = spawnSync(
    process.execPath,
    [
      "-e",
      `require("net").connect(${Number(port || 5432)}, ${JSON.stringify(hostname || "127.0.0.1")})` +
        `.on("connect", () => process.exit(0)).on("error", () => process.exit(1))`,
    ],
    { timeout: 5_000 },
  );
  return probe.status === 0;
}

const AUTH_SECRET = "chaos-secret-chaos-secret-chaos-secret-01";

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => {});
  const nginxPath = findNginx();
  if (!nginxPath) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  const started = Date.now();
  const schema = `chaos_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-chaos-"));
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    await migratePostgres(options.databaseUrl, schema);
    cleanups.push(async () => {
      const client = new Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    });
    // This process reads the same schema: the simulated panel keeps its orders there.
    const panelSettings = { SIMULATED_PANEL_COMPLETE_SECONDS: "12" };
    const restoreEnv = overrideEnv({
      DATABASE_URL: options.databaseUrl,
      DATABASE_SCHEMA: schema,
      AUTH_SECRET,
      ...panelSettings,
    });
    cleanups.push(async () => {
      await disconnectDb();
      restoreEnv();
    });

    const panel = new PanelDouble();
    const panelServer = await panel.listen(0, {
      rate: options.failureRate,
      kinds: options.secondPanel ? [...CHAOS_FAULTS, ...CHAOS_REFUSALS] : CHAOS_FAULTS,
    });
    cleanups.push(() => panelServer.close());
    const second = options.secondPanel
      ? await new PanelDouble("http://second.invalid/api/v2", 2).listen(0, {
          rate: options.failureRate,
          kinds: CHAOS_FAULTS,
        })
      : null;
    if (second) cleanups.push(() => second.close());
    // Most orders complete; some end partial or cancelled, which refunds their undelivered share.
    for (const controls of options.secondPanel ? [simulatedPanel, secondSimulatedPanel] : [simulatedPanel])
      for (let i = 0; i < options.orders * 3; i++) {
        const r = Math.random();
        controls.nextOutcome(r < 0.1 ? "partial" : r < 0.18 ? "cancel" : "complete");
      }
    const ziina = ziinaDouble();
    ziina.refundsEnd("completed");
    const ziinaServer = await ziina.listen();
    cleanups.push(() => ziinaServer.close());

    const instances = options.instances ?? 2;
    const appPorts = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const base = `https://localhost:${httpsPort}`;
    const storeEnv: Record<string, string> = {
      DATABASE_URL: options.databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      APP_URL: base,
      TRUST_PROXY: "true",
      TRUST_PROXY_HOPS: "1",
      NEXT_COMPRESS: "false",
      TIKTOK_PIXEL_ID: "",
      TIKTOK_ACCESS_TOKEN: "",
      PAYMENT_PROVIDER: "ziina",
      ZIINA_API_KEY: ZIINA_KEY,
      ZIINA_API_URL: ziinaServer.url,
      ZIINA_WEBHOOK_SECRET: ZIINA_SECRET,
      ZIINA_TEST_MODE: "true",
      // A production build takes Ziina's test mode only when told so (docs/security.md).
      ALLOW_ZIINA_TEST_MODE: "true",
      // Nobody is to receive the harness's e-mails: the outbox, chosen on purpose.
      MAIL_OUTBOX: "true",
      // Not a demo (Ziina, a panel): production requires the store's identity.
      ...E2E_IDENTITY,
      FULFILMENT_PROVIDER: "panel",
      SMM_PANEL_URL: panelServer.url,
      SMM_PANEL_KEY: SIMULATED_PANEL_KEY,
      SMM_SERVICE_VIEWS: SIMULATED_SERVICE_IDS.VIEWS,
      SMM_SERVICE_LIKES: SIMULATED_SERVICE_IDS.LIKES,
      SMM_SERVICE_SAVES: SIMULATED_SERVICE_IDS.SAVES,
      SMM_SERVICE_SHARES: SIMULATED_SERVICE_IDS.SHARES,
      ...(second
        ? {
            SMM_PANEL2_URL: second.url,
            SMM_PANEL2_KEY: SIMULATED_PANEL_KEY,
            SMM_PANEL2_SERVICE_VIEWS: SIMULATED_SERVICE_IDS.VIEWS,
            SMM_PANEL2_SERVICE_LIKES: SIMULATED_SERVICE_IDS.LIKES,
            SMM_PANEL2_SERVICE_SAVES: SIMULATED_SERVICE_IDS.SAVES,
            SMM_PANEL2_SERVICE_SHARES: SIMULATED_SERVICE_IDS.SHARES,
          }
        : {}),
      SMM_PANEL_TIMEOUT_SECONDS: "3",
      FULFILMENT_SYNC_SECONDS: "5",
      LOG_LEVEL: "error",
      ...panelSettings,
    };

    log(`schema ${schema}; starting ${instances} instances, nginx and ${options.workers ?? 2} workers`);
    ensurePrecompressed();
    const servers: RunningServer[] = [];
    cleanups.push(async () => {
      await Promise.all(servers.map((s) => s.stop()));
    });
    for (const port of appPorts)
      servers.push(
        await nextStart(
          ROOT,
          { ...storeEnv, JOBS_IN_WEB: "false" },
          { port, readyPath: "/api/health", detached: true },
        ),
      );
    const proxy: RunningNginx = await startNginx({
      nginx: nginxPath,
      upstream: appPorts.map((p) => `127.0.0.1:${p}`).join(","),
      httpsPort,
      httpPort,
    });
    cleanups.push(() => proxy.stop());

    // The workers run what `npm run worker` runs: the compiled bundle (built
    // here from the current sources, inside node_modules so it finds the
    // packages it leaves external, as dist/ does). A restart then starts as
    // fast as in production; through tsx it took seconds on a loaded machine.
    const distDir = mkdtempSync(path.join(ROOT, "node_modules", ".cache", "chaos-worker-"));
    cleanups.push(() => rmSync(distDir, { recursive: true, force: true }));
    const compiled = spawnSync(process.execPath, ["scripts/compile-scripts.mjs", "--outdir", distDir], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (compiled.status !== 0) throw new Error(`scripts/compile-scripts.mjs failed: ${compiled.stderr}`);
    const workers = new Set<ChildProcess>();
    cleanups.push(async () => {
      await Promise.all([...workers].map((w) => stop(w, "SIGTERM")));
    });
    const startWorkerProcess = async () => {
      const workerArgs = ["--conditions=react-server", "--enable-source-maps", path.join(distDir, "worker.js")];
      const child = spawn(process.execPath, workerArgs, {
        cwd: ROOT,
        env: { ...process.env, ...storeEnv, NODE_ENV: "production", JOBS_CONCURRENCY: "4" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let errors = "";
      child.stderr!.on("data", (d: Buffer) => (errors = (errors + d.toString()).slice(-4_000)));
      workers.add(child);
      child.once("exit", () => workers.delete(child));
      try {
        await waitFor(
          async () => {
            if (child.exitCode !== null) throw new Error(`worker exited (${child.exitCode}): ${errors}`);
            return (await db.jobWorker.count({ where: { id: { contains: `:${child.pid}:` } } })) === 1;
          },
          180_000,
          "a worker's first heartbeat",
        );
      } catch (error) {
        throw new Error(`${String(error)}; its errors: ${errors}`);
      }
      return child;
    };
    for (let i = 0; i < (options.workers ?? 2); i++) await startWorkerProcess();

    // Kills: spread over the time orders are placed, each followed by a restart.
    const recoverySeconds: number[] = [];
    const restarts: { killedAt: number; readyAt: number }[] = [];
    let jobsRunningAtKills = 0;
    let killing = Promise.resolve();
    // One kill at a time (customers reach their turn together).
    const killOne = () => (killing = killing.then(killAndRestart));
    const killAndRestart = async () => {
      const victims = [...workers];
      const victim = victims[Math.floor(Math.random() * victims.length)];
      if (!victim) return;
      const held = await db.job.findMany({
        where: { status: "RUNNING", lockedBy: { contains: `:${victim.pid}:` } },
        select: { id: true, lockedBy: true },
      });
      const killedAt = Date.now();
      await stop(victim, "SIGKILL");
      log(`killed worker ${victim.pid} holding ${held.length} running job(s)`);
      jobsRunningAtKills += held.length;
      await startWorkerProcess();
      restarts.push({ killedAt, readyAt: Date.now() });
      if (held.length > 0)
        void (async () => {
          const ids = held.map((h) => h.id);
          const deadline = Date.now() + 120_000;
          while (Date.now() < deadline) {
            const still = await db.job.count({
              where: { id: { in: ids }, status: "RUNNING", lockedBy: { in: held.map((h) => h.lockedBy!) } },
            });
            if (still === 0) {
              recoverySeconds.push((Date.now() - killedAt) / 1000);
              return;
            }
            await new Promise((r) => setTimeout(r, 200));
          }
        })();
    };

    // The customers.
    const ensureAnswers: Record<string, number> = {};
    const webhookResults: Record<string, number> = {};
    const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
    let next = 0;
    const placeOne = async (i: number) => {
      const kind = i % 5 === 4 ? "explorer" : i % 5 === 3 ? "likes" : "views";
      const link = `https://www.tiktok.com/@chaos${i}/video/${7_300_000_000_000_000_000n + BigInt(i)}`;
      // Each customer from an address of its own (the create limit is per address).
      const from = `127.0.${1 + Math.floor(i / 200)}.${2 + (i % 200)}`;
      const created = await call(base, proxy.ca, from, "POST", "/api/ziina/create", {
        description: `طلب ${kind}`,
        tiktokUrl: link,
        serviceType: kind,
        serviceQuantity: kind === "explorer" ? 25_000 : kind === "likes" ? 100 : 5_000,
      });
      if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
      const { id: paymentId, redirectUrl } = JSON.parse(created.text) as { id: string; redirectUrl: string };
      const intentId = redirectUrl.split("/").pop()!;
      ziina.setStatus(intentId, "completed");
      const intent = ziina.intents.get(intentId)!;
      const back = async () => {
        const answer = await call(base, proxy.ca, from, "POST", "/api/tiktok-views/order", { paymentId });
        count(ensureAnswers, String(answer.status));
      };
      const hook = async () => {
        const delivery = ziina.delivery("payment_intent.status.updated", intent);
        const answer = await call(base, proxy.ca, from, "POST", "/api/ziina/webhook", delivery.raw, delivery.headers);
        count(
          webhookResults,
          answer.status === 200 ? (JSON.parse(answer.text) as { result: string }).result : String(answer.status),
        );
      };
      const paths = [back()];
      if (i % 2 === 0) paths.push(hook());
      if (i % 6 === 0) paths.push(hook(), back());
      await Promise.all(paths);
    };
    const killEvery = Math.max(1, Math.floor(options.orders / (options.kills + 1)));
    let killsDone = 0;
    const placingFrom = Date.now();
    const customers = Array.from({ length: Math.min(8, options.orders) }, async () => {
      for (let i = next++; i < options.orders; i = next++) {
        await placeOne(i);
        if ((i + 1) % killEvery === 0 && killsDone < options.kills) {
          killsDone++;
          await killOne();
        }
      }
    });
    await Promise.all(customers);
    const placingTo = Date.now();
    while (killsDone < options.kills) {
      killsDone++;
      await new Promise((r) => setTimeout(r, 2_000));
      await killOne();
    }
    log(`placed ${options.orders} orders in ${((Date.now() - started) / 1000).toFixed(0)} s; settling`);

    // Settled: every item sent and final at the panel, in review, or failed; no refund on its way.
    const open = async () => {
      const items = await db.orderItem.count({
        where: {
          submission: { not: "NEEDS_REVIEW" },
          status: { in: ["PENDING", "PROCESSING"] },
        },
      });
      const refunds = await db.refund.count({ where: { status: { in: ["PENDING", "PROCESSING"] } } });
      const paidWithoutOrder = await db.payment.count({ where: { status: "COMPLETED", order: null } });
      return items + refunds + paidWithoutOrder;
    };
    let settled = true;
    try {
      await waitFor(async () => (await open()) === 0, options.settleMs ?? 120_000, "everything to settle");
    } catch {
      settled = false;
    }
    // Let the recovery watchers finish.
    await new Promise((r) => setTimeout(r, 500));

    const report = await measure();
    return {
      ...report,
      orders: options.orders,
      failureRate: options.failureRate,
      kills: options.kills,
      ensureAnswers,
      webhookResults,
      recoverySeconds: recoverySeconds.sort((a, b) => a - b),
      restartSeconds: restarts.map((r) => (r.readyAt - r.killedAt) / 1000),
      oneWorkerSeconds:
        restarts.reduce(
          (sum, r) => sum + Math.max(0, Math.min(r.readyAt, placingTo) - Math.max(r.killedAt, placingFrom)),
          0,
        ) / 1000,
      placingSeconds: (placingTo - placingFrom) / 1000,
      jobsRunningAtKills,
      settled,
      elapsedSeconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`cleanup: ${String(error)}`);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Measured = Omit<
  ChaosReport,
  | "orders"
  | "failureRate"
  | "kills"
  | "ensureAnswers"
  | "webhookResults"
  | "recoverySeconds"
  | "restartSeconds"
  | "oneWorkerSeconds"
  | "placingSeconds"
  | "jobsRunningAtKills"
  | "settled"
  | "elapsedSeconds"
>;

/** What a customer and an operator would find, read from the store's tables and the panel's. */
async function measure(): Promise<Measured> {
  const payments = await db.payment.findMany({
    where: { status: "COMPLETED" },
    select: { id: true, amountFils: true, refundedFils: true, paidAt: true },
  });
  const orders = await db.order.groupBy({ by: ["paymentId"], _count: { _all: true } });
  const perPayment = new Map(orders.map((o) => [o.paymentId, o._count._all]));
  const items = await db.orderItem.findMany({
    include: { order: { select: { link: true, paymentId: true } } },
  });
  const { firstOrders, secondOrders, atPanel, key, duplicateItems, perPanel } = await acrossPanels(items);
  const liveJobs = await db.job.findMany({
    where: { type: "fulfilment.submit-item", status: { in: ["QUEUED", "RUNNING"] } },
    select: { payload: true },
  });
  const waiting = new Set(liveJobs.map((j) => (j.payload as { itemId: string }).itemId));
  const review = items.filter((i) => i.submission === "NEEDS_REVIEW");
  const reviewReasons: Record<string, number> = {};
  for (const i of review) {
    const reason = (i.lastError ?? "")
      .replace(/\(attempt .*?\)/, "")
      .replace(/[0-9a-f-]{36}/g, "…")
      .slice(0, 90);
    reviewReasons[reason] = (reviewReasons[reason] ?? 0) + 1;
  }
  const panelIds = {
    primary: new Set(firstOrders.map((o) => String(o.id))),
    secondary: new Set(secondOrders.map((o) => String(o.id))),
  };
  const lost = items.filter((i) => {
    if (i.submission === "SUBMITTED")
      return !panelIds[i.panel === "secondary" ? "secondary" : "primary"].has(i.externalOrderId ?? "");
    if (i.submission === "NEEDS_REVIEW") return false;
    if (i.status === "FAILED" || i.status === "REFUNDED") return false;
    return !waiting.has(i.id);
  });
  const refunds = await db.refund.findMany({
    select: { id: true, requestId: true, paymentId: true, amountFils: true, status: true },
  });
  const refundedBy = new Map<string, number>();
  for (const r of refunds) refundedBy.set(r.paymentId, (refundedBy.get(r.paymentId) ?? 0) + r.amountFils);
  const paidAt = new Map(payments.map((p) => [p.id, p.paidAt?.getTime() ?? null]));
  const waits = items
    .filter((i) => i.submittedAt && i.order.paymentId && paidAt.get(i.order.paymentId))
    .map((i) => (i.submittedAt!.getTime() - paidAt.get(i.order.paymentId!)!) / 1000)
    .sort((a, b) => a - b);
  const submitJobs = await db.job.findMany({
    where: { type: "fulfilment.submit-item", status: "DONE", attempts: 1 },
    select: { dedupeKey: true, lockedAt: true },
  });
  const claimedAt = new Map(submitJobs.map((j) => [j.dedupeKey, j.lockedAt?.getTime() ?? null]));
  const queued = items
    .filter(
      (i) => i.submittedAt && i.order.paymentId && paidAt.get(i.order.paymentId) && claimedAt.get(`submit:${i.id}`),
    )
    .map((i) => (claimedAt.get(`submit:${i.id}`)! - paidAt.get(i.order.paymentId!)!) / 1000)
    .sort((a, b) => a - b);
  const pctOf = (values: number[], p: number) =>
    values.length ? values[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)]! : null;
  const pct = (p: number) => pctOf(waits, p);
  return {
    panelCalls: simulatedPanel.calls.length,
    paidPayments: payments.length,
    oneOrder: payments.filter((p) => perPayment.get(p.id) === 1).length,
    noOrder: payments.filter((p) => !perPayment.get(p.id)).length,
    moreThanOneOrder: payments.filter((p) => (perPayment.get(p.id) ?? 0) > 1).length,
    items: items.length,
    addCalls: simulatedPanel.addCalls,
    duplicateItems,
    perPanel,
    underReview: review.length,
    underReviewAtPanel: review.filter((i) => (atPanel.get(key(i)) ?? 0) > 0).length,
    reviewReasons,
    lostItems: lost.length,
    failedItems: items.filter((i) => i.status === "FAILED" || (i.status === "REFUNDED" && !i.externalOrderId)).length,
    refunds: refunds.length,
    distinctRefundIds: new Set(refunds.map((r) => r.requestId ?? r.id)).size,
    refundsCompleted: refunds.filter((r) => r.status === "COMPLETED").length,
    refundsAbovePayment: payments.filter(
      (p) => (refundedBy.get(p.id) ?? 0) > p.amountFils || p.refundedFils > p.amountFils,
    ).length,
    submitP50: pct(0.5),
    submitP99: pct(0.99),
    queuedP50: pctOf(queued, 0.5),
    queuedP99: pctOf(queued, 0.99),
  };
}

type PanelItem = { kind: string; panel: string; failoverReason: string | null; order: { link: string } };

/**
 * The store's items against both panels' orders: "bought twice" is an item's
 * link and service ordered more than once at either panel, or at both; and
 * the counts per panel. The report's lines, and the failover test's checks
 * (lib/fulfilment/failover-chaos.int.test.ts).
 */
export async function acrossPanels<T extends PanelItem>(items: T[]) {
  const serviceOf: Record<string, string> = SIMULATED_SERVICE_IDS;
  const firstOrders = await simulatedPanel.orders();
  const secondOrders = await secondSimulatedPanel.orders();
  const atPanel = new Map<string, number>();
  for (const o of [...firstOrders, ...secondOrders])
    atPanel.set(`${o.link}|${o.service}`, (atPanel.get(`${o.link}|${o.service}`) ?? 0) + 1);
  const key = (i: T) => `${i.order.link}|${serviceOf[i.kind]}`;
  const perPanel: PanelCounts[] = (["primary", "secondary"] as const).map((panel) => ({
    panel,
    addCalls: (panel === "primary" ? simulatedPanel : secondSimulatedPanel).addCalls,
    orders: (panel === "primary" ? firstOrders : secondOrders).length,
    items: items.filter((i) => i.panel === panel).length,
    failedOver: items.filter((i) => i.panel === panel && i.failoverReason !== null).length,
  }));
  return {
    firstOrders,
    secondOrders,
    atPanel,
    key,
    duplicateItems: items.filter((i) => (atPanel.get(key(i)) ?? 0) > 1).length,
    perPanel,
  };
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** One HTTPS call through nginx, from a given local address, trusting its self-signed certificate. */
function call(
  base: string,
  ca: string,
  localAddress: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const raw = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      {
        method,
        ca,
        servername: "localhost",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${pathname}: no answer in 60 s`)));
    req.on("error", reject);
    req.end(raw);
  });
}

/** The report as lines for a person (the bench prints it; the test shows it when it fails). */
export function formatChaosReport(r: ChaosReport): string {
  const fmt = (n: number | null) => (n === null ? "–" : n.toFixed(2));
  return [
    `orders ${r.orders}, panel failure rate ${(r.failureRate * 100).toFixed(0)}% (${r.panelCalls} calls reached the panel), worker kills ${r.kills}${r.settled ? "" : " — NOT SETTLED"}, ${r.elapsedSeconds} s`,
    `paid payments ${r.paidPayments}: one order ${r.oneOrder}, none ${r.noOrder}, more than one ${r.moreThanOneOrder}`,
    `ensure-order answers ${JSON.stringify(r.ensureAnswers)}; webhook ${JSON.stringify(r.webhookResults)}`,
    `items ${r.items}: add calls ${r.addCalls} (${(r.addCalls / Math.max(1, r.items)).toFixed(2)} per item), bought twice ${r.duplicateItems}, lost ${r.lostItems}, failed ${r.failedItems}`,
    ...r.perPanel
      .filter((p) => p.panel === "primary" || p.addCalls > 0 || p.items > 0)
      .map(
        (p) =>
          `${p.panel} panel: add calls ${p.addCalls}, orders ${p.orders}, items ${p.items}${p.panel === "secondary" ? ` (${p.failedOver} after a clear refusal at the first)` : ""}`,
      ),
    `under review ${r.underReview} (${r.underReviewAtPanel} exist at a panel): ${JSON.stringify(r.reviewReasons)}`,
    `refunds ${r.refunds} (${r.distinctRefundIds} distinct ids, ${r.refundsCompleted} completed), payments refunded above what was paid ${r.refundsAbovePayment}`,
    `paid → submitted p50 ${fmt(r.submitP50)} s, p99 ${fmt(r.submitP99)} s; of it paid → claimed (waiting in the queue) p50 ${fmt(r.queuedP50)} s, p99 ${fmt(r.queuedP99)} s`,
    r.kills > 0
      ? `a killed worker's restart answered after ${r.restartSeconds.map((s) => s.toFixed(1)).join(", ") || "–"} s; one worker alone ${r.oneWorkerSeconds.toFixed(1)} s of the ${r.placingSeconds.toFixed(1)} s orders were placed`
      : null,
    `after a kill, the dead worker's jobs were taken again in ${r.recoverySeconds.map((s) => s.toFixed(1)).join(", ") || "–"} s (${r.jobsRunningAtKills} jobs were running at the kills)`,
  ]
    .filter((line) => line !== null)
    .join("\n");
}
