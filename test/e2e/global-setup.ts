import type { BrowserServer } from "playwright-core";

import { launchBrowserServer } from "../support/chromium";
import { E2E_IDENTITY } from "../support/identity";
import { buildIfStale, startStore, type RunningStore } from "../support/next-server";
import { ensurePrecompressed } from "../support/nginx";
import { ensureSnapshots } from "../support/pglite-snapshots";

import { buildPixelCopy, PIXEL_STORE_FILE } from "./pixel-store";

/** The store and browser the browser tests share, handed to global-teardown.ts (Jest runs both in one process). */
export const shared = globalThis as typeof globalThis & { __e2eStore?: RunningStore; __e2eBrowser?: BrowserServer };

/**
 * Starts the production build of the store for browser tests: on its embedded
 * defaults (fresh PGlite folder, simulated providers), on a free port. Builds
 * first when the build is missing or older than the sources.
 */
export default async function globalSetup(globalConfig: {
  testPathPatterns?: { isSet(): boolean; patterns: readonly string[] };
}) {
  // The store on its defaults: no ad pixel, whatever this shell has set
  // (test/e2e/pixel-store.ts builds a copy with one).
  // A configured store identity, read by the build (the prerendered pages) and at start (e-mails, invoices).
  buildIfStale(".next", { TIKTOK_PIXEL_ID: "", ...E2E_IDENTITY });
  // The nginx tests' precompressed copy, once, before any file runs (test/support/nginx.ts).
  ensurePrecompressed();
  // The copy with a pixel, now when its file is in this run: built in the middle of a run, its
  // minutes of compiling on every core made other files' journeys outrun their timeouts.
  if (willRun(globalConfig.testPathPatterns, PIXEL_STORE_FILE)) buildPixelCopy();
  // Every store the browser tests start (this one and the files' own) opens a
  // new embedded database from one migrated dump (test/support/pglite-snapshots.ts).
  process.env.PGLITE_SEED = (await ensureSnapshots()).migrated;
  const store = await startStore(
    {
      ...E2E_IDENTITY,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123",
      // Checkout journeys in seconds, not minutes: a paid simulated payment
      // completes after 2 s, the simulated panel delivers an order in 30 s
      // (long enough that a journey still finds it open on a loaded machine:
      // checkout.e2e buys for the same link again), and its status is synced
      // every 5 s (the shortest the store allows).
      SIMULATED_PAYMENT_COMPLETE_SECONDS: "2",
      SIMULATED_PANEL_COMPLETE_SECONDS: "30",
      FULFILMENT_SYNC_SECONDS: "5",
      TIKTOK_PIXEL_ID: "",
      TIKTOK_ACCESS_TOKEN: "",
      // As behind the shipped nginx: each phone context is a client of its own
      // (test/support/browser.ts), so the per-client limits (5 new accounts an
      // address a day, 3 free claims) do not add up across the browser tests.
      TRUST_PROXY: "true",
    },
    { showOutput: true, detached: true },
  );
  shared.__e2eStore = store;
  process.env.E2E_BASE_URL = store.url;
  // Its folder: the browser tests read the e-mail outbox there.
  process.env.E2E_DATA_DIR = store.dataDir;
  // One Chromium for every file; each connects and makes its own contexts (test/support/chromium.ts).
  shared.__e2eBrowser = await launchBrowserServer();
  process.env.E2E_BROWSER_WS = shared.__e2eBrowser.wsEndpoint();
}

/** Whether a file is in this run: no path patterns on the command line, or one that matches it. */
function willRun(patterns: { isSet(): boolean; patterns: readonly string[] } | undefined, file: string): boolean {
  if (!patterns?.isSet()) return true;
  return patterns.patterns.some((p) => {
    try {
      return new RegExp(p, "i").test(file);
    } catch {
      return file.includes(p);
    }
  });
}
