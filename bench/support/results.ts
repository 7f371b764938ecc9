// Every bench run leaves one file in bench/results/ (committed): what it
// measured, when, on what, with the command that reproduces it. The runner
// (bench/run.ts) writes it from what the bench printed (each console.table
// as rows, every other line as text) and what it returned (its headline
// figures, when it returns any). docs/benchmarks.md states today's figure
// of each bench; this folder is the history.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { format } from "node:util";

export const RESULTS_DIR = path.join(__dirname, "..", "results");

export interface BenchResult {
  /** The bench's name (its file name without `.bench.ts`). */
  bench: string;
  /** When the run ended (ISO 8601, UTC). */
  date: string;
  /** The command that reproduces it. */
  command: string;
  /** The commit it ran on, with "+changes" when the checkout had uncommitted ones. */
  commit: string | null;
  machine: { cpus: number; node: string; loadBefore: number[]; loadAfter: number[] };
  /** What the bench returned: its headline figures (absent when it returns nothing). */
  figures?: unknown;
  /** Each console.table the bench printed, as its rows. */
  tables: unknown[];
  /** Everything else it printed, line by line. */
  lines: string[];
  /** Converted from the hand-written log (docs/benchmarks.md before 2026-12-07): its prose. */
  notes?: string;
}

/** Runs a bench while recording what it prints; the printing itself is unchanged. */
export async function capture(
  run: () => Promise<unknown>,
): Promise<{ figures: unknown; tables: unknown[]; lines: string[]; loadBefore: number[]; commit: string | null }> {
  // The code it runs on: read before the run (the checkout may change while it runs).
  const commitAtStart = commit();
  const tables: unknown[] = [];
  const lines: string[] = [];
  const loadBefore = loadavg().map(round);
  const { log, table } = console;
  console.log = (...args: unknown[]) => {
    lines.push(...format(...args).split("\n"));
    log.apply(console, args);
  };
  console.table = (data: unknown, columns?: readonly string[]) => {
    tables.push(data);
    table.call(console, data, columns);
  };
  try {
    const figures = await run();
    return { figures, tables, lines, loadBefore, commit: commitAtStart };
  } finally {
    console.log = log;
    console.table = table;
  }
}

export function writeResult(result: Omit<BenchResult, "date" | "machine"> & { loadBefore: number[] }) {
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const { loadBefore, ...rest } = result;
  const full: BenchResult = {
    bench: rest.bench,
    date,
    command: rest.command,
    commit: rest.commit,
    machine: { cpus: cpus().length, node: process.version, loadBefore, loadAfter: loadavg().map(round) },
    ...(rest.figures === undefined ? {} : { figures: rest.figures }),
    tables: rest.tables,
    lines: rest.lines.filter((l) => l.trim() !== ""),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${date.replace(/:/g, "-")}-${result.bench}.json`);
  writeFileSync(file, `${JSON.stringify(full, bigintSafe, 2)}\n`);
  return file;
}

function commit(): string | null {
  try {
    const head = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
const bigintSafe = (_: string, v: unknown) => (typeof v === "bigint" ? v.toString() : v);
