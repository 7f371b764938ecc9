import "server-only";

import { logger } from "@/lib/log";

import { backgroundTasks } from "./tasks";

// Periodic work (sweepers, the fulfilment and payment ticks), on timers in
// every process; the jobs those ticks queue run in the job worker (./index.ts).

const started = globalThis as typeof globalThis & { __storeBackgroundStarted?: boolean };

/**
 * Starts the periodic tasks once per process (called from instrumentation).
 * A failing run is logged and retried at the next tick; runs of one task never
 * overlap; timers do not keep the process alive.
 */
export function startBackgroundTasks(): void {
  if (started.__storeBackgroundStarted) return;
  started.__storeBackgroundStarted = true;
  for (const task of backgroundTasks) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await task.run();
      } catch (error) {
        logger("background").error(`${task.name} failed`, { error });
      } finally {
        running = false;
      }
    };
    setInterval(() => void tick(), task.everyMs).unref();
    // First run soon after start, not at once: start-up stays fast.
    setTimeout(() => void tick(), 5_000).unref();
  }
}
