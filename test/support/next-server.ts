import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";

import { waitFor } from "./processes";

/**
 * Building and starting Next.js servers: the store for the browser tests
 * (test/e2e) and the benches (bench/), and the benches' bare comparison app.
 * One starter, so both measure and test the store started the same way.
 */

export const ROOT = path.resolve(__dirname, "..", "..");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * `next build` in `dir`, into `distDir` (next.config.ts reads STORE_DIST_DIR)
 * when given. The output is shown as it comes with `showOutput`, else only
 * when the build fails.
 */
export function nextBuild(
  dir: string,
  env: Record<string, string> = {},
  options: { distDir?: string; showOutput?: boolean } = {},
): void {
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: dir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      ...(options.distDir ? { STORE_DIST_DIR: options.distDir } : {}),
      ...env,
    },
    encoding: "utf8",
    stdio: options.showOutput ? "inherit" : "pipe",
  });
  if (result.status !== 0)
    throw new Error(`next build failed in ${dir}:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
}

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
  [...SOURCE_DIRS, ...SOURCE_FILES].forEach((p) => visit(path.join(ROOT, p)));
  return newest;
}

/** Builds the store into `distDir` unless its build is newer than the sources (the browser tests). */
export function buildIfStale(distDir = ".next", env: Record<string, string> = {}): void {
  const marker = path.join(ROOT, distDir, "BUILD_ID");
  // The settings a build read (the store's identity, the pixel) are written beside it: a build
  // made with other settings (plain `npm run build`, the chaos bench) is stale too, or the
  // prerendered pages would state another store than the one the tests start.
  const stamp = path.join(ROOT, distDir, "test-build-env.json");
  const wanted = JSON.stringify(Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))));
  const sameSettings = existsSync(stamp) && readFileSync(stamp, "utf8") === wanted;
  if (existsSync(marker) && statSync(marker).mtimeMs > newestSourceMtime() && sameSettings) return;
  console.log(
    `\n[e2e] building the app into ${distDir} (${sameSettings ? "sources changed since the last build" : "built with other settings"})…`,
  );
  nextBuild(ROOT, env, { distDir: distDir === ".next" ? undefined : distDir, showOutput: true });
  writeFileSync(stamp, wanted);
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Run the server on this CPU (see pinLoadGenerator). */
  cpu?: number | null;
  port?: number;
  /** A path that must answer 200 before the server counts as up; without it, any answer to "/". */
  readyPath?: string;
  /** Show the server's standard output (its errors always are). */
  showOutput?: boolean;
  /** In a process group of its own, stopped as a group (a test's global teardown may stop it by pid). */
  detached?: boolean;
}

const TASKSET = "/usr/bin/taskset";

/**
 * On a machine with two or more CPUs (and util-linux's taskset), servers run
 * on the last CPU and this process (the load generator) on the others, so
 * the two never take turns on one core and the scheduler does not move the
 * server around mid-measurement: a source of ±10% swings between rounds.
 * Returns the server's CPU, or null when nothing is pinned.
 */
export function pinLoadGenerator(): number | null {
  const cpus = availableParallelism();
  if (cpus < 2 || process.platform !== "linux" || !existsSync(TASKSET)) return null;
  const serverCpu = cpus - 1;
  const pinned = spawnSync(TASKSET, ["-a", "-c", "-p", `0-${serverCpu - 1}`, String(process.pid)], {
    encoding: "utf8",
  });
  return pinned.status === 0 ? serverCpu : null;
}

/** CPU time (user + system, all threads) a process has used so far, in ms; null off Linux. */
export function cpuTimeMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the parenthesised command name; utime and stime are the
    // 14th and 15th fields, in clock ticks (USER_HZ, 100 on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** `next start` in `dir` on a free port (or `options.port`); resolves once it answers. */
export async function nextStart(
  dir: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const args = [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"];
  const cpu = options.cpu ?? null;
  // taskset execs node in place, so child.pid is the server's own pid.
  const [command, argv] =
    cpu === null ? [process.execPath, args] : [TASKSET, ["-c", String(cpu), process.execPath, ...args]];
  const child = spawn(command, argv, {
    cwd: dir,
    // Production insists on APP_URL; the server's own local address qualifies.
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
      NODE_ENV: "production",
    },
    stdio: ["ignore", options.showOutput ? "inherit" : "ignore", "inherit"],
    detached: options.detached ?? false,
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode} in ${dir}`);
      try {
        const res = await fetch(url + (options.readyPath ?? "/"), { redirect: "manual" });
        await res.arrayBuffer();
        return options.readyPath ? res.ok : true;
      } catch {
        return false;
      }
    },
    // Generous: on a machine shared with other builds a cold start has taken over a minute.
    180_000,
    `next start in ${dir} to answer`,
  );
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(options.detached ? -child.pid! : child.pid!, "SIGTERM");
      } catch {
        return; // already gone
      }
      await Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref())]);
    },
  };
}

export interface RunningStore extends RunningServer {
  /** Its embedded database and uploads (a fresh folder, removed by stop(), unless env.DATA_DIR named one). */
  dataDir: string;
}

/**
 * The store's production build on its embedded defaults: a fresh PGlite
 * folder, the simulated payment provider and SMM panel, on a free port;
 * `env` adds to or overrides that. Up once /api/health answers (the database
 * is open and migrated).
 */
export async function startStore(
  env: Record<string, string> = {},
  options: Omit<StartOptions, "readyPath"> = {},
): Promise<RunningStore> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "store-"));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const server = await nextStart(
    ROOT,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "local-secret-local-secret-local-secret-0",
      ALLOW_SIMULATED_PAYMENTS: "true",
      ...env,
    },
    { ...options, readyPath: "/api/health" },
  );
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
