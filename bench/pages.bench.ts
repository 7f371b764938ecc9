// Marketing pages against a bare one-page Next.js app built and served in the
// same run: first-load JS (gzip), HTML size, requests/s and p99 latency under
// 50 concurrent connections. Targets (issue 4): JS within 1.15x of the bare
// app, throughput at least 0.8x of it.
import autocannon from "autocannon";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { nextBuild, nextStart, ROOT, type RunningServer } from "./support/next-server";

const PAGES = ["/", "/home", "/pricing", "/explorer-package"];
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
// Rounds alternate between the apps (bare, /, /home, …, bare, /, …) and each
// figure is the median of its rounds, so a burst of other work on the machine
// moves one round of every target rather than one target's whole figure.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  jsGzipKb: number;
  scripts: number;
  htmlKb: number;
  htmlGzipKb: number;
  rps: number;
  p99Ms: number;
}

type Static = Omit<Figures, "rps" | "p99Ms">;

async function weigh(server: RunningServer, page: string): Promise<Static> {
  const html = await (await fetch(server.url + page)).text();
  // A modern phone skips `noModule` scripts (legacy polyfills), so they are not counted.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)];
  const srcs = tags.filter((m) => !/nomodule/i.test(m[1]! + m[3]!)).map((m) => m[2]!);
  let jsGzip = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
    jsGzip += gzipSync(body).length;
  }
  // Warm up.
  await autocannon({ url: server.url + page, connections: 10, duration: 1 });
  return {
    jsGzipKb: jsGzip / 1024,
    scripts: new Set(srcs).size,
    htmlKb: Buffer.byteLength(html) / 1024,
    htmlGzipKb: gzipSync(html).length / 1024,
  };
}

async function load(url: string): Promise<{ rps: number; p99Ms: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A bare app in a temporary folder whose node_modules links to the project's,
 * so it is built by the very same `next`, `react` and `react-dom`. (Inside the
 * project, Next.js would pick up the project's instrumentation.ts.) Turbopack's
 * root is "/" so it may follow that link.
 */
function bareApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bare-next-"));
  mkdirSync(path.join(dir, "app"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare", private: true }));
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: "/" } };\n`);
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export default function RootLayout({ children }) {\n  return (<html lang="ar" dir="rtl"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `export default function Page() {\n  return (<main><h1>مرحبا</h1><p>صفحة واحدة بلا شيء آخر.</p></main>);\n}\n`,
  );
  return dir;
}

const f1 = (n: number) => n.toFixed(1);

export default async function pagesBench(): Promise<void> {
  const bareDir = bareApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  console.log("building the store and a bare Next.js app…");
  nextBuild(ROOT);
  nextBuild(bareDir);
  const servers: RunningServer[] = [];
  const store = await nextStart(ROOT, {
    DATA_DIR: dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
    ALLOW_SIMULATED_PAYMENTS: "true",
    LOG_LEVEL: "warn",
  });
  servers.push(store);
  try {
    const bare = await nextStart(bareDir);
    servers.push(bare);
    const targets: { name: string; url: string; weight: Static; runs: { rps: number; p99Ms: number }[] }[] = [
      { name: "bare app /", url: bare.url + "/", weight: await weigh(bare, "/"), runs: [] },
    ];
    for (const page of PAGES) targets.push({ name: page, url: store.url + page, weight: await weigh(store, page), runs: [] });
    for (let round = 0; round < ROUNDS; round++) for (const t of targets) t.runs.push(await load(t.url));
    const rows: [string, Figures][] = targets.map((t) => [
      t.name,
      { ...t.weight, rps: median(t.runs.map((r) => r.rps)), p99Ms: median(t.runs.map((r) => r.p99Ms)) },
    ]);
    const baseline = rows[0]![1];

    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s per page, medians; JS = gzip size of the <script src> files a modern browser loads (noModule polyfills skipped)\n`,
    );
    console.table(
      rows.map(([name, f]) => ({
        page: name,
        "first-load JS (KB gz)": f1(f.jsGzipKb),
        scripts: f.scripts,
        "HTML (KB)": f1(f.htmlKb),
        "HTML (KB gz)": f1(f.htmlGzipKb),
        "req/s": Math.round(f.rps),
        "p99 (ms)": f.p99Ms,
        "JS vs bare": (f.jsGzipKb / baseline.jsGzipKb).toFixed(2) + "x",
        "req/s vs bare": (f.rps / baseline.rps).toFixed(2) + "x",
      })),
    );
    console.log("targets: JS vs bare ≤ 1.15x, req/s vs bare ≥ 0.80x");
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(bareDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
