// The analyser's cost against its floor, what issue 48's work (black bars found
// in the pass) adds to the measuring pass, its accuracy on the labelled clips of
// the test suite (findings, cuts, score ranking), and the server's memory while
// a 50 MB upload streams in. Targets: analysis within 1.5x of one bare decode of
// the same file; the added work at most 10% over the pass before it; memory
// growth under 30 MB. `--analysis-only` skips the build and the upload measurement.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import type * as analyserModule from "@/lib/analyser";

import { ACCURACY_SET, CUT_TOLERANCE_S, accuracyOf } from "../test/support/analyser-clips";
import { nextBuild, ROOT, startStore } from "../test/support/next-server";
import { VideoFactory } from "../test/support/videos";

const RUNS = 3;
/** Before/after runs of the measuring pass, interleaved so the machine's load falls on both alike. */
const PASS_RUNS = 5;
const NODE_RUNS = 3;

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
      {
        measure: `cuts found / false / missed (within ${CUT_TOLERANCE_S} s)`,
        value: `${f.cuts.truePositives} / ${f.cuts.falsePositives} / ${f.cuts.falseNegatives}`,
      },
      { measure: "cuts precision", value: f.cuts.precision.toFixed(3) },
      { measure: "cuts recall", value: f.cuts.recall.toFixed(3) },
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
    // On an overloaded machine the pass can outrun its 60 s limit (a 422 for a creator): say so, go on.
    const analysisMs = await best(async () => {
      score = (await analyseVideo(file)).viralityScore;
    }).catch((error: unknown) => {
      console.log(`analysis of the 20 s clip failed under this load: ${String(error)}`);
      return NaN;
    });

    // The measuring pass without the timeline (the graph before it) and with it, alternately. On a
    // shared machine wall time swings with the neighbours' load, so the cost is CPU time: ffmpeg's
    // (the command measureVideo runs, timed by the shell's `times`) plus this process's (reading
    // ffmpeg's lines, from measureVideo itself), each the median of interleaved runs.
    // A 6 s cut of the same clip (the ratio does not depend on the length; the machine is shared).
    const short = path.join(dir, "short.mp4");
    execFileSync("ffmpeg", ["-v", "error", "-y", "-i", file, "-t", "6", "-c", "copy", short]);
    const probe = await analyser.probeVideo(short);
    // "without": today's pass before issue 48 (the timeline, no black bars); "with": black bars too.
    // (Speech normalisation and the adaptive cut threshold are Node's, on the same numbers.)
    const ffmpegCpu = (roundTwo: boolean): number => {
      const args = [
        ...["-nostats", "-filter_threads", "1", "-filter_complex_threads", "1"],
        ...analyser.inputOptions(probe.demuxer),
        ...["-i", short, "-filter_complex", analyser.measureGraph(probe.hasAudio, { roundTwo })],
        ...["-map", "[v]", "-map", "[a]", "-t", "31", "-threads", "1", "-f", "null", "-"],
      ];
      const out = execFileSync("bash", ["-c", 'ffmpeg "$@" >/dev/null 2>&1; times', "_", ...args], {
        encoding: "utf8",
      });
      // `times`: the shell's own user/sys, then its children's.
      const children = [...out.split("\n")[1]!.matchAll(/(\d+)m([\d.]+)s/g)];
      return children.reduce((sum, m) => sum + (Number(m[1]) * 60 + Number(m[2])) * 1000, 0);
    };
    const nodeCpu = async (roundTwo: boolean): Promise<{ cpu: number; wall: number }> => {
      const t = performance.now();
      const c = process.cpuUsage();
      await analyser.measureVideo(short, probe, 600, { roundTwo });
      const used = process.cpuUsage(c);
      return { cpu: (used.user + used.system) / 1000, wall: performance.now() - t };
    };
    const runs = (): Record<"without" | "with", number[]> => ({ without: [], with: [] });
    const ff = runs();
    const node = runs();
    const wall = runs();
    for (let i = 0; i < PASS_RUNS; i++)
      for (const roundTwo of i % 2 === 0 ? [false, true] : [true, false]) {
        const key = roundTwo ? "with" : "without";
        ff[key].push(ffmpegCpu(roundTwo));
        if (i < NODE_RUNS) {
          const run = await nodeCpu(roundTwo);
          node[key].push(run.cpu);
          wall[key].push(run.wall);
        }
      }
    const cpu = (key: "without" | "with") => median(ff[key]) + median(node[key]);
    const overhead = cpu("with") / cpu("without") - 1;
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.table([
      {
        measure: "pass before issue 48: ffmpeg CPU + Node CPU",
        value: `${ms(median(ff.without))} + ${ms(median(node.without))}`,
      },
      {
        measure: "pass with black bars (issue 48): ffmpeg CPU + Node CPU",
        value: `${ms(median(ff.with))} + ${ms(median(node.with))}`,
      },
      { measure: "issue 48's added work (CPU)", value: `${(overhead * 100).toFixed(1)}% (target ≤ 10%)` },
      {
        measure: "wall time without / with (median; swings with the load)",
        value: `${ms(median(wall.without))} / ${ms(median(wall.with))}`,
      },
      { measure: "runs", value: `ffmpeg ${PASS_RUNS} each, Node ${NODE_RUNS} each, interleaved` },
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
