import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";

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

export function nextBuild(dir: string, env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`next build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
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

/** `next start` on a free port (on `cpu` when given); resolves once it answers. */
export async function nextStart(
  dir: string,
  env: Record<string, string> = {},
  cpu: number | null = null,
): Promise<RunningServer> {
  const port = await freePort();
  const args = [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"];
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
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode} in ${dir}`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start did not answer in ${dir}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
