import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts the production build of the store for browser tests: on its embedded
 * defaults (fresh PGlite folder, simulated providers), on a free port. Builds
 * first when the build is missing or older than the sources.
 */
const SOURCE_DIRS = ["app", "components", "lib", "public"];
const SOURCE_FILES = ["next.config.ts", "proxy.ts", "instrumentation.ts", "package.json", "prisma/schema.prisma"];

function newestSourceMtime(): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      if (p.endsWith("generated")) return;
      for (const e of readdirSync(p)) visit(path.join(p, e));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  [...SOURCE_DIRS, ...SOURCE_FILES].forEach(visit);
  return newest;
}

/** Builds into `distDir` (next.config.ts reads STORE_DIST_DIR) unless its build is newer than the sources. */
export function buildIfStale(distDir = ".next", env: Record<string, string> = {}) {
  const marker = path.join(distDir, "BUILD_ID");
  if (existsSync(marker) && statSync(marker).mtimeMs > newestSourceMtime()) return;
  console.log(`\n[e2e] building the app into ${distDir} (sources changed since the last build)…`);
  const r = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...(distDir === ".next" ? {} : { STORE_DIST_DIR: distDir }),
      ...env,
    },
  });
  if (r.status !== 0) throw new Error("next build failed");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export default async function globalSetup() {
  // The store on its defaults: no ad pixel, whatever this shell has set
  // (test/e2e/pixel-store.ts builds a copy with one).
  buildIfStale(".next", { TIKTOK_PIXEL_ID: "" });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "store-e2e-"));
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      APP_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
      ALLOW_SIMULATED_PAYMENTS: "true",
      // Checkout journeys in seconds, not minutes: a paid simulated payment
      // completes after 2 s, the simulated panel delivers an order in 10 s,
      // and its status is synced every 5 s (the shortest the store allows).
      SIMULATED_PAYMENT_COMPLETE_SECONDS: "2",
      SIMULATED_PANEL_COMPLETE_SECONDS: "10",
      FULFILMENT_SYNC_SECONDS: "5",
      TIKTOK_PIXEL_ID: "",
      TIKTOK_ACCESS_TOKEN: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_DATA_DIR = dataDir;
  await waitFor(`${baseUrl}/api/health`, 60_000);
}
