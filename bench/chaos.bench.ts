// npm run bench -- chaos [--orders=200] [--failure-rate=0.3] [--kills=10] [--panels=2] [--workers=2]
// The money path under faults (test/support/chaos.ts): two `next start`
// instances behind the shipped nginx site, two `npm run worker` processes, one
// PostgreSQL (a throw-away schema), the panel and Ziina doubles as HTTP
// servers; N paid orders while the panel fails a share of its calls and
// workers are killed with SIGKILL K times; then what a customer and an
// operator would find. PostgreSQL: BENCH_DATABASE_URL (default
// postgresql://postgres@127.0.0.1:5432/test); needs nginx and the build
// (made here when the sources are newer). --panels=2 adds a second panel
// double: the first then also refuses clearly now and then, which sends items
// to the second; the report counts per panel and "bought twice" across both.
// --workers=1 --kills=0 runs the same load on one worker: what the store does
// while a killed worker is being restarted.
import { buildIfStale } from "@/test/support/next-server";
import {
  DEFAULT_DATABASE_URL,
  formatChaosReport,
  postgresReachable,
  runChaos,
  type ChaosReport,
} from "@/test/support/chaos";
import { E2E_IDENTITY } from "@/test/support/identity";

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = Number(arg ? arg.slice(name.length + 3) : fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

export default async function chaos(): Promise<ChaosReport | null> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (!postgresReachable(databaseUrl)) {
    console.log(`chaos: skipped, no PostgreSQL at ${databaseUrl}`);
    return null;
  }
  const orders = option("orders", 200);
  const failureRate = option("failure-rate", 0.3);
  const kills = option("kills", 10);
  const panels = option("panels", 1);
  if (panels !== 1 && panels !== 2) throw new Error("--panels must be 1 or 2");
  const workers = option("workers", 2);
  if (!Number.isInteger(workers) || workers < 1) throw new Error("--workers must be 1 or more");
  // Built as the browser tests build it (the harness's store states that identity): one build serves both.
  buildIfStale(".next", { TIKTOK_PIXEL_ID: "", ...E2E_IDENTITY });
  const report = await runChaos({
    databaseUrl,
    orders,
    failureRate,
    kills,
    secondPanel: panels === 2,
    workers,
    settleMs: 5 * 60_000,
    log: (line) => console.log(`[chaos] ${line}`),
  });
  console.log(
    `\nnpm run bench -- chaos --orders=${orders} --failure-rate=${failureRate} --kills=${kills} --panels=${panels} --workers=${workers}`,
  );
  console.log(formatChaosReport(report));
  return report;
}
