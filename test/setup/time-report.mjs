import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * After every run: each test file's duration in test-results/test-times.json
 * (the sequencer, ./sequencer.mjs, starts the longest first next time), and at
 * the end of the output the ten slowest files and the count of tests per
 * project, so a slow new file is seen the day it lands and a run that dropped
 * tests shows it; and the whole run's time, builds included.
 */
export default class TimeReport {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.workers = globalConfig.maxWorkers;
    this.files = [];
  }

  onTestResult(test, result) {
    const ms = result.perfStats.runtime ?? result.perfStats.end - result.perfStats.start;
    this.files.push({
      file: path.relative(this.rootDir, result.testFilePath),
      project: test.context.config.displayName?.name ?? "default",
      ms: Math.round(ms),
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests + result.numTodoTests,
      passed: result.numPassingTests,
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
      skipped: result.numPendingTests + result.numTodoTests,
    });
  }

  onRunComplete(_contexts, results) {
    const wallMs = Date.now() - results.startTime;
    // From jest's start: the global setups too (the browser tests' builds and store), which jest's own
    // "Time" leaves out. What `npm test` costs, but for npm's own second.
    const wholeMs = Math.round(process.uptime() * 1000);
    const projects = {};
    for (const f of this.files) {
      const p = (projects[f.project] ??= { files: 0, ms: 0, passed: 0, failed: 0, skipped: 0 });
      p.files += 1;
      p.ms += f.ms;
      p.passed += f.passed;
      p.failed += f.failed;
      p.skipped += f.skipped;
    }
    const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
    const report = {
      finishedAt: new Date().toISOString(),
      wallMs,
      wholeMs,
      workers: this.workers,
      totals: {
        files: results.numTotalTestSuites,
        tests: results.numTotalTests,
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
      },
      projects,
      files: [...this.files].sort((a, b) => a.file.localeCompare(b.file)),
    };
    const dir = path.join(this.rootDir, "test-results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "test-times.json"), `${JSON.stringify(report, null, 2)}\n`);

    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const lines = ["", "Slowest test files:"];
    for (const f of slowest) lines.push(`  ${s(f.ms).padStart(8)}  ${f.file}`);
    lines.push("Per project (files, tests passed / failed / skipped, time summed over workers):");
    for (const [name, p] of Object.entries(projects).sort())
      lines.push(
        `  ${name.padEnd(12)} ${String(p.files).padStart(4)} files  ${p.passed} / ${p.failed} / ${p.skipped}  ${s(p.ms)}`,
      );
    lines.push(
      `Wall time ${s(wallMs)} on ${this.workers} workers (${s(wholeMs)} with the builds and setup); durations in test-results/test-times.json`,
      "",
    );
    process.stderr.write(`${lines.join("\n")}\n`);
  }
}
