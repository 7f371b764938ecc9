// npm run bench – runs every bench/*.bench.ts in name order and prints its figures.
// Each file exports `default async function (): Promise<void>` that prints a table.
// Pass names to run a subset: `npm run bench -- pages`.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function main() {
  // Arguments starting with -- are options for the benches themselves (chaos).
  const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
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
    const mod = (await import(pathToFileURL(path.join(__dirname, file)).href)) as { default: () => Promise<void> };
    await mod.default();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
