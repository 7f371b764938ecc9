#!/usr/bin/env node
// Part of `npm run build`: the stand-alone commands (the job worker, the
// operator command, migrations, the Ziina webhook registration) bundled into
// plain JavaScript in dist/, so production starts them with `node` alone: no
// TypeScript compiler at run time (tsx took 5-18 s from start to the first
// claimed job on a loaded 2-core machine; the bundle starts in well under 2 s).
//
//   node scripts/compile-scripts.mjs [--outdir dir]     writes dist/<name>.js
//
// The store's own code (lib/, the generated Prisma client) is bundled in;
// packages stay in node_modules and are loaded from there. Run them as
// `node --conditions=react-server dist/<name>.js` (what `npm run worker`,
// `npm run operator`, … do): server-only modules load only under that
// condition, as they do in the web server.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const COMMANDS = ["worker", "operator", "migrate", "ziina-webhook"];
const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist" } } });
const outdir = path.resolve(root, values.outdir);

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: COMMANDS.map((name) => ({ in: `scripts/${name}.ts`, out: name })),
  outdir,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  packages: "external",
  conditions: ["react-server"],
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(
  `compile-scripts: ${COMMANDS.map((c) => path.relative(root, path.join(outdir, `${c}.js`))).join(", ")} in ${Math.round(performance.now() - started)} ms`,
);
