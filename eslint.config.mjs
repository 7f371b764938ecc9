import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

import componentFloors from "./components/floors.json" with { type: "json" };
import libFloors from "./lib/floors.json" with { type: "json" };

/**
 * Every room of lib/ has a door, its index.ts (server code imports
 * `@/lib/<room>`), and at most one client-safe module, its contract.ts
 * (`@/lib/<room>/contract`: shapes, messages and browser helpers with no
 * server code), plus its zod response schemas (`@/lib/<room>/schemas`), which
 * the browser loads only with import(). Nothing else of a room is imported
 * from outside it.
 */
const DOOR = {
  regex: "^@/lib/[^/]+/(?!(contract|schemas)$).+",
  message:
    "Import a room through its door (@/lib/<room>), its client-safe contract (@/lib/<room>/contract) or its schemas (@/lib/<room>/schemas); see docs/architecture.md.",
};

/**
 * The rooms of a folder (lib/, components/), floor by floor from the top, as
 * its floors.json lists them (docs/architecture.md draws them). A room may
 * import only rooms on a lower floor, so no two rooms import each other.
 */
function floorRules(top, floors, extraPatterns = []) {
  return floors.flatMap((floor, level) => {
    const notBelow = floors.slice(0, level + 1).flat();
    return floor.map((room) => ({
      files: [`${top}/${room}/**/*.ts`, `${top}/${room}/**/*.tsx`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              DOOR,
              {
                regex: `^@/${top}/(${notBelow.filter((r) => r !== room).join("|")})(/|$)`,
                message: `${top}/${room} may import only rooms on a lower floor (${top}/floors.json, docs/architecture.md).`,
              },
              ...extraPatterns,
            ],
          },
        ],
      },
    }));
  });
}

const config = [
  { ignores: [".next/**", ".data/**", "coverage/**", "lib/db/generated/**", "next-env.d.ts"] },
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env." },
      ],
    },
  },
  { files: ["**/*.ts", "**/*.tsx"], rules: { "no-restricted-imports": ["error", { patterns: [DOOR] }] } },
  ...floorRules("lib", libFloors, [
    { regex: "^@/(app|components)/", message: "lib/ is below the pages and components: it never imports them." },
  ]),
  ...floorRules("components", componentFloors),
  {
    // Tests may reach inside the room they set up or observe, and benchmarks
    // drive internals on purpose; the request guard reads the session cookie
    // alone (the auth door would bundle the password hasher into it).
    files: ["test/**", "bench/**", "**/*.test.ts", "**/*.test.tsx", "proxy.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Tooling and tests may read the environment directly.
    files: [
      "lib/env/**",
      "scripts/**",
      "bench/**",
      "test/**",
      "**/*.test.ts",
      "**/*.test.tsx",
      "*.config.*",
      "instrumentation.ts",
      "instrumentation-node.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Server code logs through lib/log (JSON lines, filtered by LOG_LEVEL). Code
    // that runs in the browser says so where it keeps console (eslint-disable
    // with its reason); tests and the CLI scripts print for people.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "error" },
  },
];

export default config;
