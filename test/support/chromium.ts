import { chromium, type Browser, type BrowserServer } from "playwright-core";

// No "@/" imports here: the e2e project's global setup loads this file, and
// jest loads global setups without the projects' module mapping.

/** Debian's Chromium, driven by playwright-core (no browser download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * One Chromium for the whole browser-test run, started by the e2e project's
 * global setup (test/e2e/global-setup.ts); each test file connects to it and
 * makes fresh contexts, so no file pays for a browser start.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The run's shared Chromium (E2E_BROWSER_WS) when there is one, else a browser
 * of the caller's own. Closing a connected browser closes the contexts the
 * file made and disconnects; the shared one goes on for the other files.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
