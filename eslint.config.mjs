import path from "node:path";

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

import { readHouse, ROOM_RULE_EXCEPTIONS } from "./scripts/house/import-graph.ts";
import { pagesPlugin, readPagePaths } from "./scripts/house/page-paths.ts";

/**
 * Every room of lib/ has a door, its index.ts (server code imports
 * `@/lib/<room>`), and at most one client-safe module, its contract.ts
 * (`@/lib/<room>/contract`: shapes, messages and browser helpers with no
 * server code), plus its zod response schemas (`@/lib/<room>/schemas`), which
 * the browser loads only with import(). Nothing else of a room is imported
 * from outside it, and no relative path leaves a room. The rooms of a folder
 * (lib/, components/) stand on floors (its floors.json, drawn in
 * docs/architecture.md): a room imports only rooms on a lower floor, so no two
 * rooms import each other. Every specifier is resolved first (`@/`, `./`,
 * `../`), static imports, re-exports and import() alike, by the same reading
 * as test/architecture.test.ts (scripts/house/import-graph.ts).
 */
const house = readHouse(import.meta.dirname);
const rooms = {
  rules: {
    imports: {
      meta: { type: "problem", schema: [] },
      create(context) {
        const file = path
          .relative(import.meta.dirname, context.filename)
          .split(path.sep)
          .join("/");
        const check = (source) => {
          const specifier = source?.type === "Literal" ? source.value : source?.quasis?.[0]?.value.cooked;
          if (typeof specifier !== "string" || (source.type === "TemplateLiteral" && source.expressions.length > 0))
            return;
          for (const message of house.problems(file, specifier)) context.report({ node: source, message });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

const config = [
  // dist/: the stand-alone commands compiled by npm run build (scripts/compile-scripts.mjs).
  { ignores: [".next/**", ".data/**", "coverage/**", "dist/**", "lib/db/generated/**", "next-env.d.ts"] },
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
  { files: ["**/*.ts", "**/*.tsx"], plugins: { rooms }, rules: { "rooms/imports": "error" } },
  { files: ROOM_RULE_EXCEPTIONS, rules: { "rooms/imports": "off" } },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/routes/**", "**/*.test.ts", "**/*.test.tsx"],
    plugins: { pages: pagesPlugin(readPagePaths(import.meta.dirname)) },
    rules: { "pages/no-literal-paths": "error" },
  },
  {
    // Component tests type through test/support/user.ts (keys with no timer
    // between them, so nothing lands in the middle of a word).
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["test/support/user.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@testing-library/user-event",
              message: "Use user or setupUser() from @/test/support/user (delay: null).",
            },
          ],
        },
      ],
    },
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
    // Numbers go through formatCount (lib/pricing/count.ts): the first toLocaleString
    // of a page sets up the browser's number formatting, 15-25 ms of its load.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/db/generated/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: "Use formatCount from @/lib/pricing (no Intl set-up in the page's load).",
        },
      ],
    },
  },
  {
    // Server code logs through lib/log (JSON lines, filtered by LOG_LEVEL). Code
    // that runs in the browser says so where it keeps console (eslint-disable
    // with its reason); tests and the CLI scripts print for people.
    files: [
      "lib/**/*.{ts,tsx}",
      "app/**/*.{ts,tsx}",
      "components/**/*.{ts,tsx}",
      "proxy.ts",
      "instrumentation.ts",
      "instrumentation-node.ts",
    ],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "error" },
  },
];

export default config;
