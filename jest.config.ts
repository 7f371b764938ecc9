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
