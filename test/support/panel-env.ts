import { resetEnvForTests } from "@/lib/env";

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
  const before = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
  Object.assign(process.env, settings);
  resetEnvForTests();
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };
}
