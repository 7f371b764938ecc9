import { getPanel } from "@/lib/smm-panel";
import { checkServices } from "@/lib/fulfilment/services";

import { runClockFrom } from "./clock";
import { resetDb } from "./db";
import { captureLogs } from "./logs";
import { server } from "./msw";
import { PanelDouble } from "./panel-double";
import { usePanelDouble } from "./panel-env";

/**
 * The set-up of a test file that drives the store against the panel double:
 * the double at a fixed URL (its orders take 60 s; the opt-in look-up by a
 * second `add` on, with a window shorter than that), a fresh database, the
 * clock from `t0` (advance it with jest.setSystemTime), the services checked,
 * and the log captured (`suite.logs`, new for each test).
 */
export function panelDoubleSuite(t0: Date): { logs: ReturnType<typeof captureLogs> } {
  const suite = {} as { logs: ReturnType<typeof captureLogs> };
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = usePanelDouble("https://panel.test/api/v2", { FULFILMENT_RESEND_WINDOW_SECONDS: "30" });
  });
  afterAll(() => restoreEnv());
  beforeEach(async () => {
    await resetDb();
    runClockFrom(t0);
    server.use(new PanelDouble().handler());
    await checkServices(getPanel(), { info: () => {}, warn: () => {} });
    suite.logs = captureLogs();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return suite;
}
