import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import Sequencer from "@jest/test-sequencer";

/**
 * Longest first, so the run does not end with one worker on a slow file while
 * the others wait. A file's expected duration is its last one (the time report,
 * test-results/test-times.json, or jest's own cache); a file never timed is
 * estimated from its kind (a browser file takes about a minute, an integration
 * file about ten seconds, a unit file about one) and its size.
 */
const ESTIMATE_MS = { e2e: 60_000, integration: 10_000, unit: 1_000 };

function kindOf(file) {
  if (/\.e2e\.test\.tsx?$/.test(file)) return "e2e";
  if (/\.int\.test\.tsx?$/.test(file)) return "integration";
  return "unit";
}

function lastReport(rootDir) {
  try {
    const report = JSON.parse(readFileSync(path.join(rootDir, "test-results", "test-times.json"), "utf8"));
    return new Map(report.files.map((f) => [path.join(rootDir, f.file), f.ms]));
  } catch {
    return new Map();
  }
}

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const rootDir = tests[0]?.context.config.rootDir ?? process.cwd();
    const report = lastReport(rootDir);
    const expected = (test) => {
      const known = report.get(test.path) ?? this.time(test);
      if (known) return known;
      let bytes = 0;
      try {
        bytes = statSync(test.path).size;
      } catch {
        // gone since it was listed: jest reports it
      }
      return ESTIMATE_MS[kindOf(test.path)] * (1 + bytes / 20_000);
    };
    return [...tests].sort((a, b) => expected(b) - expected(a));
  }
}
