import "server-only";

import { Worker } from "node:worker_threads";

import { logger } from "@/lib/log";

/**
 * argon2 on threads of its own, each at the lowest CPU priority (nice 19):
 * a password check uses the CPU only when the event loop, the embedded
 * database and every other request have none to use. Measured under a login
 * flood on one core (docs/benchmarks.md#login-flood): with the checks on
 * libuv's threads at the process's own priority, the scheduler gave them half
 * the core whenever they ran, and `/api/health` waited behind them.
 *
 * On Linux a nice value belongs to a thread, so lowering it in the worker
 * leaves the rest of the process as it was; elsewhere it is best effort.
 * The caller bounds how many operations run at once (lib/auth/password), one
 * per thread: a thread runs one operation at a time, synchronously.
 */
export const PASSWORD_THREAD_NICE = 19;

/** Plain JavaScript run as the worker (an eval worker: the bundler never sees it). */
const SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
try { require("node:os").setPriority(workerData.nice); } catch {}
const argon2 = require("@node-rs/argon2");
parentPort.on("message", ({ id, op, args }) => {
  try {
    let value;
    if (op === "hash") value = argon2.hashSync(args[0], args[1]);
    else {
      try { value = argon2.verifySync(args[0], args[1]); } catch { value = false; } // a malformed hash matches nothing
    }
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

class PasswordThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  /** Operations sent and not yet answered. */
  get busy(): number {
    return this.pending.size;
  }

  run<T>(op: "hash" | "verify", args: unknown[]): Promise<T> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) worker.ref(); // a pending check keeps the process alive
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  }

  private start(): Worker {
    // Resolved from the working directory, as the server's own externals are (next.config.ts).
    const worker = new Worker(SOURCE, { eval: true, workerData: { nice: PASSWORD_THREAD_NICE } });
    worker.on("message", ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error === undefined) waiting.resolve(value);
      else waiting.reject(new Error(error));
    });
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null; // the next operation starts a new thread
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", (error) => {
      logger("auth").error("password thread failed", { error });
      gone(error);
    });
    worker.on("exit", (code) => gone(new Error(`password thread exited with ${code}`)));
    // An idle password thread never keeps a process (a CLI command, a test run) alive. After the
    // listeners: adding a "message" listener refs the worker again.
    worker.unref();
    return worker;
  }
}

/** Threads that run argon2 operations, the caller keeping at most one at a time on each. */
export class PasswordThreads {
  private readonly threads: PasswordThread[];

  constructor(count: number) {
    this.threads = Array.from({ length: count }, () => new PasswordThread());
  }

  /**
   * Runs on the least busy thread. "verify" answers false for a malformed hash;
   * rejects when hashing throws or the thread dies (never a false "wrong password").
   */
  run<T>(op: "hash" | "verify", args: unknown[]): Promise<T> {
    const thread = this.threads.reduce((a, b) => (b.busy < a.busy ? b : a));
    return thread.run<T>(op, args);
  }
}
