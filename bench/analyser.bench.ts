// The analyser's cost against its floor, what the per-second timeline adds to
// the measuring pass, its accuracy on the labelled clips of the test suite, and
// the server's memory while a 50 MB upload streams in. Targets: analysis within
// 1.5x of one bare decode of the same file; the timeline's work at most 10% over
// the pass without it; memory growth under 30 MB. `--analysis-only` skips the
// build and the upload measurement.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import type * as analyserModule from "@/lib/analyser";

import { ACCURACY_SET, accuracyOf } from "../test/support/analyser-clips";
import { nextBuild, ROOT, startStore } from "../test/support/next-server";
import { VideoFactory } from "../test/support/videos";

const RUNS = 3;
/** Before/after runs of the measuring pass, interleaved so the machine's load falls on both alike. */
const PASS_RUNS = 5;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Analyser = typeof analyserModule;

async function accuracy(analyser: Analyser): Promise<void> {
  const videos = new VideoFactory();
  try {
    const results = [];
    for (const clip of ACCURACY_SET) {
      const file = clip.make(videos);
      const m = await analyser.measureVideo(file, await analyser.probeVideo(file));
      results.push({ clip, result: analyser.scoreMeasurements(m) });
    }
    console.table(
      results.map(({ clip, result }) => ({
        clip: clip.name,
        tier: clip.tier,
        score: result.viralityScore,
        views: result.estimatedViews,
        found: result.findings.join(" "),
      })),
    );
    const f = accuracyOf(results);
    console.table([
      {
        measure: "labelled findings (must + must not)",
        value: String(ACCURACY_SET.reduce((n, c) => n + c.must.length + c.mustNot.length, 0)),
      },
      {
        measure: "true positives / false positives / false negatives",
        value: `${f.truePositives} / ${f.falsePositives} / ${f.falseNegatives}`,
      },
      { measure: "precision", value: f.precision.toFixed(3) },
      { measure: "recall", value: f.recall.toFixed(3) },
      { measure: "score ranking (cross-tier pairs in order)", value: f.rankingAgreement.toFixed(3) },
    ]);
    if (f.misses.length > 0) console.log(`misses:\n  ${f.misses.join("\n  ")}`);
  } finally {
    videos.cleanup();
  }
}

function best(fn: () => Promise<void> | void): Promise<number> {
  return (async () => {
    let min = Infinity;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await fn();
      min = Math.min(min, performance.now() - t);
    }
    return min;
  })();
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
}

export default async function analyserBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-analyser-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  try {
    const file = path.join(dir, "clip.mp4");
    console.log("generating a 20 s 1080x1920 H.264 video with audio…");
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=s=1080x1920:r=30:d=20",
      "-f",
      "lavfi",
      "-i",
      "sine=f=440:d=20",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      file,
    ]);

    process.env.DATA_DIR = dataDir;
    delete process.env.OPENAI_API_KEY;
    const { analyseVideo } = await import("@/lib/analyser");

    const analyser = await import("@/lib/analyser");
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    const decodeMs = await best(() => {
      execFileSync("ffmpeg", ["-v", "error", "-nostdin", "-i", file, "-f", "null", "-"]);
    });
    let score = 0;
    const analysisMs = await best(async () => {
      score = (await analyseVideo(file)).viralityScore;
    });

    // The measuring pass without the timeline (the graph before it) and with it, alternately.
    const probe = await analyser.probeVideo(file);
    const before: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < PASS_RUNS; i++)
      for (const perSecond of i % 2 === 0 ? [false, true] : [true, false]) {
        const t = performance.now();
        await analyser.measureVideo(file, probe, undefined, { perSecond });
        (perSecond ? after : before).push(performance.now() - t);
      }
    const overhead = median(after) / median(before) - 1;
    console.table([
      { measure: "measuring pass without the timeline (median)", value: `${median(before).toFixed(0)} ms` },
      { measure: "measuring pass with the timeline (median)", value: `${median(after).toFixed(0)} ms` },
      { measure: "per-second work", value: `${(overhead * 100).toFixed(1)}% (target ≤ 10%)` },
      {
        measure: "runs",
        value: `${PASS_RUNS} each, interleaved; best: ${Math.min(...before).toFixed(0)} / ${Math.min(...after).toFixed(0)} ms`,
      },
    ]);
    console.log(
      `load average after the pass runs: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );

    console.log("the accuracy set (lib/analyser/accuracy.test.ts)…");
    await accuracy(analyser);

    if (process.argv.includes("--analysis-only")) {
      console.table([
        { measure: "bare decode (ffmpeg -i … -f null -)", value: `${decodeMs.toFixed(0)} ms` },
        { measure: "analysis (probe + one measuring pass + scoring)", value: `${analysisMs.toFixed(0)} ms` },
        { measure: "analysis / decode", value: `${(analysisMs / decodeMs).toFixed(2)}x (target ≤ 1.5x)` },
        { measure: "virality score of the test clip", value: String(score) },
      ]);
      return;
    }

    console.log("building and starting the store for the upload measurement…");
    nextBuild(ROOT);
    const server = await startStore({ DATA_DIR: dataDir, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0" });
    let baseKb = 0;
    let peakKb = 0;
    let status = 0;
    try {
      const pid = server.child.pid!;
      // Warm the route once so its code is loaded before the baseline.
      await fetch(`${server.url}/api/videos/upload`, {
        method: "POST",
        body: "x",
        headers: { "content-type": "text/plain" },
      });
      await new Promise((r) => setTimeout(r, 500));
      baseKb = rssKb(pid);
      peakKb = baseKb;
      const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 10);
      const boundary = "----bench";
      const size = 49 * 1024 * 1024;
      const chunk = new Uint8Array(256 * 1024).fill(7);
      let sent = 0;
      let started = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(
              new TextEncoder().encode(
                `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
              ),
            );
          } else if (sent < size) {
            controller.enqueue(chunk);
            sent += chunk.length;
          } else {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
        },
      });
      const res = await fetch(`${server.url}/api/videos/upload`, {
        method: "POST",
        body,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        duplex: "half",
      } as RequestInit & { duplex: "half" });
      status = res.status;
      await res.arrayBuffer();
      clearInterval(sampler);
    } finally {
      await server.stop();
    }

    console.table([
      { measure: "bare decode (ffmpeg -i … -f null -)", value: `${decodeMs.toFixed(0)} ms` },
      { measure: "analysis (probe + one measuring pass + scoring)", value: `${analysisMs.toFixed(0)} ms` },
      { measure: "analysis / decode", value: `${(analysisMs / decodeMs).toFixed(2)}x (target ≤ 1.5x)` },
      { measure: "virality score of the test clip", value: String(score) },
      { measure: "server RSS before the upload", value: `${(baseKb / 1024).toFixed(1)} MB` },
      { measure: "server RSS peak during a 49 MB upload", value: `${(peakKb / 1024).toFixed(1)} MB` },
      { measure: "growth", value: `${((peakKb - baseKb) / 1024).toFixed(1)} MB (target < 30 MB; answer ${status})` },
    ]);
    console.log(`best of ${RUNS} runs for the timings`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
