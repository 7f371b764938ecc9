import { overrideEnv } from "./env-override";

/** Points the store at a real (doubled) SMM panel instead of the simulated one. */
export function usePanelDouble(url: string, extra: Record<string, string> = {}) {
  const settings: Record<string, string> = {
    FULFILMENT_PROVIDER: "panel",
    SMM_PANEL_URL: url,
    SMM_PANEL_KEY: "test-key",
    SMM_SERVICE_VIEWS: "1",
    SMM_SERVICE_LIKES: "2",
    SMM_SERVICE_SAVES: "3",
    SMM_SERVICE_SHARES: "4",
    SMM_PANEL_TIMEOUT_SECONDS: "1",
    ...extra,
  };
  return overrideEnv(settings);
}
