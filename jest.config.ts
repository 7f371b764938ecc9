import { availableParallelism, totalmem } from "node:os";

import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared: Config = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.data/"],
};

/**
 * Workers that fit the machine: one more than its cores (a browser or
 * integration file spends part of its time waiting on a timer of the simulated
 * payment or panel, a server, Chromium or ffmpeg, so a third worker fills two
 * cores: a whole run kept them 64% busy; a fourth made the browser files that
 * start stores of their own outrun their timeouts), and no more than its memory
 * holds at about 1.5 GB each (a worker with PGlite, a browser context and its
 * share of the store's server). `--maxWorkers` on the command line overrides it.
 */
const WORKER_MEMORY = 1.5 * 1024 ** 3;
const maxWorkers = Math.max(1, Math.min(availableParallelism() + 1, Math.floor(totalmem() / WORKER_MEMORY)));

/**
 * Three projects:
 * - unit: pure functions and client components (jsdom where a file asks for it);
 * - integration: route handlers and services on a real database (embedded PGlite,
 *   or PostgreSQL when TEST_DATABASE_URL is set, in a schema of its own per run);
 * - e2e: the built app in Chromium (playwright-core with Debian's chromium).
 */
const config = async (): Promise<Config> => {
  const make = async (c: Config): Promise<Config> => {
    const base = await createJestConfig({ ...shared, ...c })();
    // A few test-side dependencies (msw and its helpers) ship only ES modules:
    // on Node 24.9+ (package.json engines) jest loads them as they are, so
    // nothing under node_modules is compiled (next/jest would compile some).
    return { ...base, transformIgnorePatterns: ["/node_modules/"] };
  };
  return {
    maxWorkers,
    // A worker whose heap is still over 1 GB after a file is replaced by a fresh
    // one: each file opens its own embedded database (WebAssembly) and store
    // modules, and a long-lived worker that had run many of them once died
    // mid-run (SIGTRAP) on CI.
    workerIdleMemoryLimit: "1GB",
    // Longest first (from the last run's durations), and a time report at the end.
    testSequencer: "<rootDir>/test/setup/sequencer.mjs",
    reporters: ["default", "<rootDir>/test/setup/time-report.mjs"],
    globalSetup: "<rootDir>/test/setup/global-setup.ts",
    globalTeardown: "<rootDir>/test/setup/global-teardown.ts",
    projects: [
      await make({
        displayName: "unit",
        testEnvironment: "node",
        testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
        testPathIgnorePatterns: [...shared.testPathIgnorePatterns!, "\\.int\\.test\\.tsx?$", "\\.e2e\\.test\\.ts$"],
        setupFilesAfterEnv: ["<rootDir>/test/setup/unit.ts", "<rootDir>/test/setup/console.ts"],
      }),
      await make({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/**/*.int.test.ts", "<rootDir>/**/*.int.test.tsx"],
        setupFiles: ["<rootDir>/test/setup/integration-env.ts"],
        // One migrated database made once, copied per file (test/support/pglite-snapshots.ts).
        globalSetup: "<rootDir>/test/setup/integration-global-setup.ts",
        setupFilesAfterEnv: ["<rootDir>/test/setup/integration.ts", "<rootDir>/test/setup/console.ts"],
      }),
      await make({
        displayName: "e2e",
        testEnvironment: "node",
        testMatch: ["<rootDir>/**/*.e2e.test.ts"],
        setupFilesAfterEnv: ["<rootDir>/test/setup/e2e.ts"],
        globalSetup: "<rootDir>/test/e2e/global-setup.ts",
        globalTeardown: "<rootDir>/test/e2e/global-teardown.ts",
      }),
    ],
  };
};

export default config;
