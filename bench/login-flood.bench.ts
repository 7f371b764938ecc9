// npm run bench -- login-flood – a flood of wrong-password logins against the production build
// (embedded defaults, TRUST_PROXY=true as behind the shipped nginx, which appends the client's
// address to X-Forwarded-For): 80 workers posting wrong passwords for random usernames as fast as
// the server answers, from one address, from one IPv6 /64 (a new address of it per request), and
// from 50 addresses of other networks, then from one address again on the warm server; meanwhile
// the owner signs in 15 times from their own browser
// (a device token from an earlier sign-in) and /api/health is asked every 50 ms. Prints the owner's
// sign-ins and login p99, /api/health p99 and the flood's answers and refusals (every answer counted
// when it arrives, held ones too: the flood's p50 answer time shows the slow-down).
// Targets (issue 33): owner 15 of 15 with p99 under 2 s, /api/health p99 under 100 ms.
// /api/health is timed from a worker thread with its own event loop: timed from this thread it
// also measured its wait behind the 80 workers' callbacks here (healthSameThreadP99ms shows that).
// BENCH_SKIP_BUILD=1 reuses an existing .next build; BENCH_DIST_DIR=<dir> starts the build in
// <dir> instead (a copy of an earlier build, to compare two builds under the same load);
// BENCH_LOGIN_FLOOD_DATABASE_URL runs it on PostgreSQL; BENCH_SERVER_NODE_OPTIONS passes Node options to the server.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

import { cpuTimeMs, nextBuild, pinLoadGenerator, ROOT, startStore } from "../test/support/next-server";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 80);
const SIGN_INS = 15;
const PAUSE_MS = 400;
const USER = { username: "floodvictim", password: "right-password-1" };
const USER_ADDRESS = "198.51.100.10";

interface Outcome {
  flood: string;
  floodRequests: number;
  floodStatuses: string;
  floodRefused: number;
  /** How long the flood waited for its answers: refusals are held for up to a second (docs/security.md#lockout). */
  floodAnswerP50ms: number;
  /** The server's CPU time (all its threads) over the scenario, per flood request: independent of other load. */
  serverCpuMsPerRequest: number | null;
  ownerSignedIn: string;
  ownerP50ms: number;
  ownerP99ms: number;
  healthP99ms: number;
  healthMaxMs: number;
  healthSameThreadP99ms: number;
  generatorLagP99ms: number;
}

/**
 * Asks /api/health every 50 ms from a worker thread, until told to stop; answers the times (ms).
 * Plain JavaScript (a worker's eval), with the thread's own fetch and event loop.
 */
const HEALTH_PROBE = `
const { parentPort, workerData } = require("node:worker_threads");
let running = true;
const times = [];
parentPort.on("message", () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    try { await (await fetch(workerData.url)).arrayBuffer(); } catch {}
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  parentPort.postMessage(times);
})();
`;

function healthProbeThread(url: string): { stop: () => Promise<number[]> } {
  const worker = new Worker(HEALTH_PROBE, { eval: true, workerData: { url } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once("message", (t: number[]) => resolve(t));
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const t = await times;
      await worker.terminate();
      return t;
    },
  };
}

const post = (url: string, body: unknown, address: string, cookie = "") =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The p-th percentile (0-100) of sorted numbers, nearest rank. */
const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
};

async function scenario(
  base: string,
  flood: string,
  attacker: () => string,
  device: string,
  serverPid: number | undefined,
): Promise<Outcome> {
  const cpuBefore = cpuTimeMs(serverPid);
  let running = true;
  const floodStatuses: number[] = [];
  const floodTimes: number[] = [];
  const workers = Array.from({ length: WORKERS }, async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await post(
          `${base}/api/auth/login`,
          { username: `guess${randomBytes(6).toString("hex")}`, password: "wrong-password" },
          attacker(),
        );
        await res.arrayBuffer();
        floodStatuses.push(res.status);
      } catch {
        floodStatuses.push(0);
      }
      floodTimes.push(performance.now() - started);
    }
  });
  const probe = healthProbeThread(`${base}/api/health`);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const sameThread: number[] = [];
  const healthProbe = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/api/health`)).arrayBuffer();
      } catch {
        // counted by its time
      }
      sameThread.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await new Promise((r) => setTimeout(r, 1_000)); // the flood is in full swing
  const ownerStatuses: number[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const started = performance.now();
    try {
      const res = await post(`${base}/api/auth/login`, USER, USER_ADDRESS, device);
      await res.arrayBuffer();
      ownerStatuses.push(res.status);
    } catch {
      ownerStatuses.push(0); // a reset connection is a failed sign-in, not the end of the bench
    }
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  running = false;
  await Promise.all([...workers, healthProbe]);
  lag.disable();
  const cpuAfter = cpuTimeMs(serverPid);
  const health = (await probe.stop()).sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  sameThread.sort((a, b) => a - b);
  floodTimes.sort((a, b) => a - b);
  return {
    flood,
    floodRequests: floodStatuses.length,
    floodStatuses: tally(floodStatuses),
    floodRefused: floodStatuses.filter((s) => s === 429 || s === 503).length,
    floodAnswerP50ms: percentile(floodTimes, 50),
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : Number(((cpuAfter - cpuBefore) / floodStatuses.length).toFixed(2)),
    ownerSignedIn: `${ownerStatuses.filter((s) => s === 200).length}/${SIGN_INS}`,
    ownerP50ms: percentile(latencies, 50),
    ownerP99ms: percentile(latencies, 99),
    healthP99ms: percentile(health, 99),
    healthMaxMs: Math.round(health[health.length - 1] ?? 0),
    healthSameThreadP99ms: percentile(sameThread, 99),
    generatorLagP99ms: Math.round(lag.percentile(99) / 1e6),
  };
}

export default async function loginFloodBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-login-flood-"));
  if (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_DIST_DIR) {
    console.log("building the store…");
    nextBuild(ROOT);
  }
  const server = await startStore(
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      LOG_LEVEL: "error",
      // BENCH_LOGIN_FLOOD_DATABASE_URL: PostgreSQL instead of the embedded database (migrated first: npm run db:migrate).
      ...(process.env.BENCH_LOGIN_FLOOD_DATABASE_URL
        ? { DATABASE_URL: process.env.BENCH_LOGIN_FLOOD_DATABASE_URL }
        : {}),
      // BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof": the server's own Node options (a CPU profile).
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      TRUST_PROXY: "true",
      TRUST_PROXY_HOPS: "1",
      ...(process.env.BENCH_DIST_DIR ? { STORE_DIST_DIR: process.env.BENCH_DIST_DIR } : {}),
    },
    { cpu: pinLoadGenerator() },
  );
  try {
    const created = await post(`${server.url}/api/auth/register`, USER, "192.0.2.200");
    if (created.status !== 201) throw new Error(`register: ${created.status} ${await created.text()}`);
    // The owner's browser: the device token its sign-up left (docs/security.md#lockout).
    const device = created.headers
      .getSetCookie()
      .find((c) => c.startsWith("device="))
      ?.split(";")[0];
    if (!device) throw new Error("register: no device token");
    let next = 0;
    const rows = [
      // The first flood meets a server just started (code paths not yet optimised): timed as such, and
      // once more at the end from another address, on a server that has been serving.
      await scenario(
        server.url,
        "one IPv4 address (first after start)",
        () => "203.0.113.66",
        device,
        server.child.pid,
      ),
      await scenario(
        server.url,
        "one IPv6 /64, a new address each time",
        () => {
          const group = () => randomBytes(2).toString("hex");
          return `2001:db8:66:1:${group()}:${group()}:${group()}:${group()}`;
        },
        device,
        server.child.pid,
      ),
      await scenario(
        server.url,
        "50 addresses of 50 networks",
        () => `100.${64 + (next++ % 50)}.7.7`,
        device,
        server.child.pid,
      ),
      await scenario(server.url, "one IPv4 address (warm)", () => "203.0.113.67", device, server.child.pid),
    ];
    console.log(
      `\n${WORKERS} workers posting wrong passwords for random usernames; the owner (their browser's device token) signs in ${SIGN_INS} times from another address, ${PAUSE_MS} ms apart; /api/health every 50 ms:`,
    );
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
