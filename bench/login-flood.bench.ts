// npm run bench -- login-flood – a flood of wrong-password logins against the production build
// (embedded defaults, TRUST_PROXY=true as behind the shipped nginx, which appends the client's
// address to X-Forwarded-For): 80 workers posting wrong passwords for random usernames as fast as
// the server answers, from one address, then from one IPv6 /64 (a new address of it per request),
// while a real user from another address signs in 15 times. Target (issue 24): at least 14 of 15.
// BENCH_SKIP_BUILD=1 reuses an existing .next build.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { nextBuild, pinLoadGenerator, ROOT, startStore } from "../test/support/next-server";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 80);
const SIGN_INS = 15;
const PAUSE_MS = 400;
const USER = { username: "floodvictim", password: "right-password-1" };
const USER_ADDRESS = "198.51.100.10";

interface Outcome {
  flood: string;
  floodRequests: number;
  floodStatuses: string;
  userSignedIn: string;
  userStatuses: string;
  userP50ms: number;
  userMaxMs: number;
}

const post = (url: string, body: unknown, address: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
};

async function scenario(base: string, flood: string, attacker: () => string): Promise<Outcome> {
  let running = true;
  const floodStatuses: number[] = [];
  const workers = Array.from({ length: WORKERS }, async () => {
    while (running) {
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
    }
  });
  await new Promise((r) => setTimeout(r, 1_000)); // the flood is in full swing
  const userStatuses: number[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const started = performance.now();
    const res = await post(`${base}/api/auth/login`, USER, USER_ADDRESS);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    userStatuses.push(res.status);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  running = false;
  await Promise.all(workers);
  latencies.sort((a, b) => a - b);
  return {
    flood,
    floodRequests: floodStatuses.length,
    floodStatuses: tally(floodStatuses),
    userSignedIn: `${userStatuses.filter((s) => s === 200).length}/${SIGN_INS}`,
    userStatuses: tally(userStatuses),
    userP50ms: Math.round(latencies[Math.floor(latencies.length / 2)]!),
    userMaxMs: Math.round(latencies[latencies.length - 1]!),
  };
}

export default async function loginFloodBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-login-flood-"));
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("building the store…");
    nextBuild(ROOT);
  }
  const server = await startStore(
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      LOG_LEVEL: "error",
      TRUST_PROXY: "true",
      TRUST_PROXY_HOPS: "1",
    },
    { cpu: pinLoadGenerator() },
  );
  try {
    const created = await post(`${server.url}/api/auth/register`, USER, "192.0.2.200");
    if (created.status !== 201) throw new Error(`register: ${created.status} ${await created.text()}`);
    const rows = [
      await scenario(server.url, "one IPv4 address", () => "203.0.113.66"),
      await scenario(server.url, "one IPv6 /64, a new address each time", () => {
        const group = () => randomBytes(2).toString("hex");
        return `2001:db8:66:1:${group()}:${group()}:${group()}:${group()}`;
      }),
    ];
    console.log(
      `\n${WORKERS} workers posting wrong passwords for random usernames; a user from another address signs in ${SIGN_INS} times, ${PAUSE_MS} ms apart:`,
    );
    console.table(rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
