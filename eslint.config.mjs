import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

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
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Server code logs through lib/log (JSON lines, filtered by LOG_LEVEL). Code
    // that runs in the browser says so where it keeps console (eslint-disable
    // with its reason); tests and the CLI scripts print for people.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "proxy.ts", "instrumentation.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "error" },
  },
];

export default config;
