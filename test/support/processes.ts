import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** Starts test/support/worker-child.ts in a new process on the test's PostgreSQL schema. */
export async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    // tsx as a loader in this very process (its CLI would run the script in a
    // grandchild that a SIGKILL to the child would leave running).
    ["--import", "tsx", "--conditions=react-server", "test/support/worker-child.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: process.env.DATABASE_URL!,
        DATABASE_SCHEMA: process.env.DATABASE_SCHEMA!,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let errors = "";
  child.stderr!.on("data", (d: Buffer) => (errors += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker process did not start: ${errors}`)), 30_000);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`worker process exited (${code}): ${errors}`)));
  });
  return child;
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 30_000, what = "condition") {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
