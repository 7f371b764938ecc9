import "server-only";

import { env } from "@/lib/env";

/** The fulfilment settings the store's delivery rules read (docs/fulfilment.md). */
export function fulfilmentSettings() {
  const config = env();
  return {
    provider: config.FULFILMENT_PROVIDER,
    syncEveryMs: config.FULFILMENT_SYNC_SECONDS * 1000,
    resendWindowMs: config.FULFILMENT_RESEND_WINDOW_SECONDS * 1000,
    timeoutMs: config.SMM_PANEL_TIMEOUT_SECONDS * 1000,
    refillDays: config.FULFILMENT_REFILL_DAYS,
    refillWindowDays: config.FULFILMENT_REFILL_WINDOW_DAYS,
  };
}
