// npm run bench – runs every bench/*.bench.ts in name order and prints its figures.
// Each file exports `default async function (): Promise<unknown>` that prints a
// table (and may return its headline figures). Every run of a bench leaves a
// file in bench/results/ (bench/support/results.ts): the history of figures.
// Pass names to run a subset: `npm run bench -- pages`. BENCH_NO_RESULT=1
// writes no result file (a trial run); nor does a bench that returns null
// (it measured nothing: chaos without PostgreSQL).
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { capture, writeResult } from "./support/results";

async function main() {
  // Arguments starting with -- are options for the benches themselves (chaos).
  const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const options = process.argv.slice(2).filter((a) => a.startsWith("--"));
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
    .sort();
  if (files.length === 0) {
    console.log("No benchmarks found.");
    return;
  }
  for (const file of files) {
    console.log(`\n=== ${file} ===`);
    const mod = (await import(pathToFileURL(path.join(__dirname, file)).href)) as { default: () => Promise<unknown> };
    const run = await capture(() => mod.default());
    if (process.env.BENCH_NO_RESULT === "1" || run.figures === null) continue;
    const bench = file.replace(/\.bench\.ts$/, "");
    const settings = Object.entries(process.env)
      .filter(([k]) => k.startsWith("BENCH_") && k !== "BENCH_NO_RESULT")
      .map(([k, v]) => `${k}=${v} `)
      .join("");
    const written = writeResult({
      bench,
      command: `${settings}npm run bench -- ${[bench, ...options].join(" ")}`,
      ...run,
    });
    console.log(`(recorded in ${path.relative(process.cwd(), written)})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
