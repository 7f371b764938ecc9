import "server-only";

import type { ItemKind } from "@/lib/db";
import { env } from "@/lib/env";
import { ITEM_KIND_CATALOGUE } from "@/lib/pricing";

import { PanelClient } from "./panel-client";
import {
  SIMULATED_PANEL_KEY,
  SIMULATED_PANEL_URL,
  SIMULATED_SERVICE_IDS,
  simulatedPanelFetch,
} from "./simulated-panel";

/**
 * The panel this process talks to: the real SMM panel (FULFILMENT_PROVIDER=
 * panel) or the simulated one (the embedded default). Both go through the
 * same client and the same form-encoded API; only the fetch differs. The only
 * place that reads the panel's settings.
 */
export function getPanel(): PanelClient {
  const config = env();
  const timeoutMs = config.SMM_PANEL_TIMEOUT_SECONDS * 1000;
  if (config.FULFILMENT_PROVIDER === "simulated") {
    return new PanelClient({
      url: SIMULATED_PANEL_URL,
      key: SIMULATED_PANEL_KEY,
      fetch: simulatedPanelFetch,
      timeoutMs,
    });
  }
  return new PanelClient({
    url: config.SMM_PANEL_URL!,
    key: config.SMM_PANEL_KEY!,
    // Looked up per call, so a test's interceptor (msw) sees it.
    fetch: (input, init) => fetch(input, init),
    timeoutMs,
  });
}

/** The panel's service id configured for a kind of item (the catalogue names its setting; null: not configured). */
export function serviceIdFor(kind: ItemKind): string | null {
  const config = env();
  const configured = config[ITEM_KIND_CATALOGUE[kind].panelSetting];
  if (configured) return configured;
  return config.FULFILMENT_PROVIDER === "simulated" ? SIMULATED_SERVICE_IDS[kind] : null;
}

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
