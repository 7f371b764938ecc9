// bench/results/ is the history of every bench's figures (docs/benchmarks.md
// states only today's): one JSON file per run, written by bench/run.ts, or
// converted from the old hand-written log. A file a script cannot read, or
// that names no bench or date, is history nobody can use.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..");
const RESULTS = path.join(ROOT, "bench", "results");
const BENCHES = readdirSync(path.join(ROOT, "bench"))
  .filter((f) => f.endsWith(".bench.ts"))
  .map((f) => f.replace(/\.bench\.ts$/, ""));

describe("bench/results", () => {
  const files = readdirSync(RESULTS).filter((f) => !f.startsWith("."));

  it("holds only JSON files, each named after its date and bench", () => {
    const misnamed = files.filter((f) => !/^\d{4}-\d{2}-\d{2}(T\d{2}-\d{2}(-\d{2})?Z)?-[a-z-]+(-\d+)?\.json$/.test(f));
    expect(misnamed).toEqual([]);
  });

  it("has in each file the bench, the date and the command of the run", () => {
    const bad = files.flatMap((f) => {
      let result: { bench?: unknown; date?: unknown; command?: unknown; source?: unknown };
      try {
        result = JSON.parse(readFileSync(path.join(RESULTS, f), "utf8")) as typeof result;
      } catch (error) {
        return [`${f}: ${String(error)}`];
      }
      const problems: string[] = [];
      if (typeof result.bench !== "string" || !BENCHES.includes(result.bench)) problems.push("no known bench");
      if (typeof result.date !== "string" || !f.startsWith(result.date.slice(0, 10))) problems.push("no date");
      // Converted entries of the old log sometimes named no single command; a run always does.
      if (result.source === undefined && typeof result.command !== "string") problems.push("no command");
      return problems.map((p) => `${f}: ${p}`);
    });
    expect(bad).toEqual([]);
  });
});
