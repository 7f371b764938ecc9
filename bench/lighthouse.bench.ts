// Lighthouse (mobile, its default simulated throttling) on the store's landing
// pages and on a bare one-page Next.js app built and served in the same run,
// in Debian's Chromium. Targets (issue 17): LCP ≤ 1.8 s and performance ≥ the
// bare app's on / and /home, CLS ≤ 0.02.
import { launch } from "chrome-launcher";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { MARKETING_PAGES } from "@/lib/routes";

import { bareApp } from "./support/bare-app";
import { nextBuild, nextStart, ROOT, startStore, type RunningServer } from "../test/support/next-server";

const PAGES = MARKETING_PAGES;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface Score {
  version: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string | null;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster; it suggests 1,000+). */
  benchmarkIndex: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function audit(url: string, port: number): Score {
  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, "support", "lighthouse-audit.mjs"), String(port), url],
    {
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Score;
}

export default async function lighthouseBench(): Promise<void> {
  const bareDir = bareApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  console.log("building the store and a bare Next.js app…");
  if (!process.env.BENCH_SKIP_BUILD) nextBuild(ROOT);
  nextBuild(bareDir);
  const servers: RunningServer[] = [];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const store = await startStore({
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      LOG_LEVEL: "warn",
    });
    servers.push(store);
    const bare = await nextStart(bareDir);
    servers.push(bare);
    const targets = [
      { name: "bare app /", url: bare.url + "/" },
      ...PAGES.map((page) => ({ name: page, url: store.url + page })),
    ];
    const scores = new Map<string, Score[]>(targets.map((t) => [t.name, []]));
    // One warm-up load each (first requests compile nothing in production,
    // but fill the OS's file cache), then RUNS rounds over all targets so a
    // slow spell of the shared machine falls on every target alike.
    for (const t of targets) await (await fetch(t.url)).arrayBuffer();
    for (let round = 0; round < RUNS; round++) {
      for (const t of targets) scores.get(t.name)!.push(audit(t.url, chrome.port));
    }
    console.log(
      `\nLighthouse ${scores.get("bare app /")![0]!.version}, ` +
        `mobile (simulated throttling), ${CHROMIUM}; median of ${RUNS} runs per page, rounds alternating over all pages.\n`,
    );
    const bareMedian = median(scores.get("bare app /")!.map((s) => s.performance));
    console.table(
      targets.map((t) => {
        const runs = scores.get(t.name)!;
        const perf = median(runs.map((s) => s.performance));
        return {
          page: t.name,
          performance: perf,
          "perf runs": runs.map((s) => s.performance).join(" "),
          "vs bare":
            t.name === "bare app /" ? "" : perf - bareMedian >= 0 ? `+${perf - bareMedian}` : perf - bareMedian,
          "LCP (s)": (median(runs.map((s) => s.lcpMs)) / 1000).toFixed(2),
          "FCP (s)": (median(runs.map((s) => s.fcpMs)) / 1000).toFixed(2),
          "TBT (ms)": Math.round(median(runs.map((s) => s.tbtMs))),
          CLS: median(runs.map((s) => s.cls)).toFixed(3),
          "machine index": Math.round(median(runs.map((s) => s.benchmarkIndex))),
        };
      }),
    );
    for (const t of targets) {
      const element = scores.get(t.name)!.map((r) => r.lcpElement)[0];
      if (element) console.log(`LCP element, ${t.name}: ${element.slice(0, 110)}`);
    }
    console.log("targets on / and /home: LCP ≤ 1.80 s, performance ≥ the bare app's; CLS ≤ 0.02 everywhere");
  } finally {
    chrome.kill();
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(bareDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
