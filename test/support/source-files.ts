import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");
const SKIP = new Set(["node_modules", ".next", ".data", "generated", "coverage"]);

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) return [];
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return walk(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/**
 * Where a fact is written again: every line of the app's source (not its
 * tests) matching `pattern`, as "file:line: text", outside the files allowed
 * to state it. Tests that keep a fact in one place assert this is empty.
 */
export function sourceLinesMatching(
  pattern: RegExp,
  { dirs = ["app", "components", "lib"], except = [] }: { dirs?: string[]; except?: string[] } = {},
): string[] {
  return dirs
    .flatMap(walk)
    .filter((file) => !except.includes(file))
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

/** The app's source files (not its tests) under `dirs`, relative to the root. */
export function sourceFiles(dirs = ["app", "components", "lib"]): string[] {
  return dirs.flatMap(walk);
}

export function readSource(file: string): string {
  return readFileSync(path.join(ROOT, file), "utf8");
}
