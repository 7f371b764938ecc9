// The analyser's cost against its floor, and the server's memory while a 50 MB
// upload streams in. Targets (issue 5): analysis within 1.5x of one bare decode
// of the same file; memory growth under 30 MB.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { nextBuild, ROOT, startStore } from "../test/support/next-server";

const RUNS = 3;

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

    const decodeMs = await best(() => {
      execFileSync("ffmpeg", ["-v", "error", "-nostdin", "-i", file, "-f", "null", "-"]);
    });
    let score = 0;
    const analysisMs = await best(async () => {
      score = (await analyseVideo(file)).viralityScore;
    });

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
