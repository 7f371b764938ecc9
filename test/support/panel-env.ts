import { SIMULATED_PANEL_KEY, SIMULATED_SERVICE_IDS } from "@/lib/smm-panel/simulated";

import { overrideEnv } from "./env-override";

/**
 * Points the store at an SMM panel by URL (a PanelDouble) instead of the
 * in-process simulated one. The double is the simulated panel behind that URL,
 * so its key and service ids are the simulated panel's; its orders complete in
 * 60 s (Pending for the first 10).
 */
export function usePanelDouble(url: string, extra: Record<string, string> = {}) {
  const settings: Record<string, string> = {
    FULFILMENT_PROVIDER: "panel",
    SMM_PANEL_URL: url,
    SMM_PANEL_KEY: SIMULATED_PANEL_KEY,
    SMM_SERVICE_VIEWS: SIMULATED_SERVICE_IDS.VIEWS,
    SMM_SERVICE_LIKES: SIMULATED_SERVICE_IDS.LIKES,
    SMM_SERVICE_SAVES: SIMULATED_SERVICE_IDS.SAVES,
    SMM_SERVICE_SHARES: SIMULATED_SERVICE_IDS.SHARES,
    SMM_PANEL_TIMEOUT_SECONDS: "1",
    SIMULATED_PANEL_COMPLETE_SECONDS: "60",
    ...extra,
  };
  return overrideEnv(settings);
}

/** The settings of a second panel at `url` (a PanelDouble of instance 2), for usePanelDouble's `extra`. */
export function secondPanelSettings(url: string): Record<string, string> {
  return {
    SMM_PANEL2_URL: url,
    SMM_PANEL2_KEY: SIMULATED_PANEL_KEY,
    SMM_PANEL2_SERVICE_VIEWS: SIMULATED_SERVICE_IDS.VIEWS,
    SMM_PANEL2_SERVICE_LIKES: SIMULATED_SERVICE_IDS.LIKES,
    SMM_PANEL2_SERVICE_SAVES: SIMULATED_SERVICE_IDS.SAVES,
    SMM_PANEL2_SERVICE_SHARES: SIMULATED_SERVICE_IDS.SHARES,
  };
}
