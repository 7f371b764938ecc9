import { createHash } from "node:crypto";

import { resetEnvForTests } from "@/lib/env";
import { startWorker } from "@/lib/jobs";
import { tiktokEventJob } from "@/lib/tracking";

export const PIXEL_ID = "C8C3JPS5R0L0CKHEJ8K0";
export const ACCESS_TOKEN = "tt-access-token-for-tests";

const KEYS = ["TIKTOK_PIXEL_ID", "TIKTOK_ACCESS_TOKEN", "TIKTOK_TEST_EVENT_CODE", "TRUST_PROXY"] as const;

/** Sets (or, with undefined, removes) the ad-event settings and re-reads the configuration. */
export function configureTracking(values: Partial<Record<(typeof KEYS)[number], string>>): void {
  for (const key of KEYS) {
    const value = values[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export interface CapturedLog {
  info: string[];
  warn: string[];
  error: string[];
}

/** Runs every due ad-event job in this process, as the web server's worker would, and returns what it logged. */
export async function runEventJobs(): Promise<CapturedLog> {
  const log: CapturedLog = { info: [], warn: [], error: [] };
  const worker = startWorker([tiktokEventJob], {
    concurrency: 2,
    pollMs: 10,
    log: {
      info: (...a: unknown[]) => log.info.push(a.join(" ")),
      warn: (...a: unknown[]) => log.warn.push(a.join(" ")),
      error: (...a: unknown[]) => log.error.push(a.join(" ")),
    },
  });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
  return log;
}
