import { readdirSync, readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { NextRequest } from "next/server";

import type { AnalysisResult } from "@/lib/analyser";
import {
  ORPHAN_UPLOAD_AGE_MS,
  PROMISED_DELETION_MS,
  UPLOAD_SWEEP_EVERY_MS,
  sweepUploads,
  uploadDir,
} from "@/lib/analyser";
import { resetEnvForTests } from "@/lib/env";
import { resetDb } from "@/test/support/db";
import { VideoFactory } from "@/test/support/videos";

import { POST } from "./route";

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), "upload-test-"));
const videos = new VideoFactory();
let good: string;

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.OPENAI_API_KEY;
  resetEnvForTests();
  good = videos.make("good.mp4", { colours: ["black", "white", "red", "cyan"], secondsEach: 2, audio: "speechlike" });
});
afterAll(() => videos.cleanup());
beforeEach(() => resetDb());

const ctx = { params: Promise.resolve({}) };

function upload(
  parts: { name: string; file?: Buffer; filename?: string; type?: string; value?: string }[],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const p of parts) {
    if (p.file)
      form.append(
        p.name,
        new Blob([new Uint8Array(p.file)], { type: p.type ?? "video/mp4" }),
        p.filename ?? "clip.mp4",
      );
    else form.append(p.name, p.value ?? "");
  }
  return POST(new NextRequest("http://localhost:3000/api/videos/upload", { method: "POST", body: form, headers }), ctx);
}

const leftovers = () => {
  try {
    return readdirSync(uploadDir());
  } catch {
    return [];
  }
};

describe("POST /api/videos/upload", () => {
  it("analyses a real video and returns the spec's result shape, leaving nothing on disk", async () => {
    const res = await upload([
      { name: "video", file: readFileSync(good) },
      { name: "data", value: JSON.stringify({ userId: 1 }) },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AnalysisResult;
    expect(body.viralityScore).toBeGreaterThanOrEqual(0);
    expect(body.viralityScore).toBeLessThanOrEqual(100);
    expect(typeof body.summary).toBe("string");
    expect(body.estimatedViews).toMatch(/^[\d,]+ - [\d,]+$/);
    expect(body.analysisFactors).toHaveLength(4);
    for (const f of body.analysisFactors) {
      expect(["Excellent", "Good", "Average", "Poor"]).toContain(f.rating);
      expect(f.message.length).toBeGreaterThan(10);
    }
    expect(body.recommendations.length).toBeGreaterThan(0);
    // The spec's fields are all still there; the timeline and the honest estimate are added beside them.
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(["summary", "viralityScore", "estimatedViews", "recommendations", "analysisFactors"]),
    );
    expect(body.timeline.seconds.length).toBe(Math.round(body.timeline.durationS));
    expect(body.timeline.seconds.every((s) => s.risk >= 0 && s.risk <= 100)).toBe(true);
    expect(body.timeline.opening.checks).toHaveLength(4);
    expect(body.estimatedViews).toBe(
      `${body.estimate.low.toLocaleString("en-US")} - ${body.estimate.high.toLocaleString("en-US")}`,
    );
    expect(body.estimate.cannotSee).toContain("الحظ");
    expect(body.speechHook.status).not.toBe("judged");
    expect(body.source).toBe("local");
    expect(leftovers()).toEqual([]);
  });

  it("judges by content, not by the name or type the browser sends", async () => {
    const res = await upload([{ name: "video", file: readFileSync(good), filename: "notes.txt", type: "text/plain" }]);
    expect(res.status).toBe(200);
  });

  it("refuses a disguised file with a clear Arabic message and deletes it", async () => {
    const res = await upload([{ name: "video", file: Buffer.from("not a video ".repeat(1000)), filename: "x.mp4" }]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain("تعذر قراءة الملف كفيديو");
    expect(leftovers()).toEqual([]);
  });

  it("refuses a request without a file, with two files, or that is not multipart", async () => {
    expect((await upload([{ name: "data", value: "{}" }])).status).toBe(400);
    const two = await upload([
      { name: "video", file: readFileSync(good) },
      { name: "video", file: readFileSync(good) },
    ]);
    expect(two.status).toBe(400);
    expect(((await two.json()) as { message: string }).message).toBe("يرجى رفع فيديو واحد فقط");
    const json = await POST(
      new NextRequest("http://localhost:3000/api/videos/upload", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      ctx,
    );
    expect(json.status).toBe(400);
    const broken = await POST(
      new NextRequest("http://localhost:3000/api/videos/upload", {
        method: "POST",
        body: '--x\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\n\r\nabc',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
      ctx,
    );
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(leftovers()).toEqual([]);
  });

  it("cuts a too-large upload off while it streams: 413, the rest never read, nothing kept", async () => {
    const boundary = "----bench";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const totalMb = 80;
    let sent = 0;
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks === 0) controller.enqueue(new Uint8Array(head));
        if (chunks < totalMb) {
          controller.enqueue(new Uint8Array(chunk));
          sent += chunk.length;
          chunks++;
        } else {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
        }
      },
    });
    const res = await POST(
      new NextRequest("http://localhost:3000/api/videos/upload", {
        method: "POST",
        body,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
      ctx,
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain("50 ميجابايت");
    expect(sent).toBeLessThan(60 * 1024 * 1024);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a declared body over the cap before reading it", async () => {
    const res = await POST(
      new NextRequest("http://localhost:3000/api/videos/upload", {
        method: "POST",
        body: "x",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(200 * 1024 * 1024) },
      }),
      ctx,
    );
    expect(res.status).toBe(413);
  });

  it("limits uploads per client behind a trusted proxy", async () => {
    process.env.TRUST_PROXY = "true";
    resetEnvForTests();
    try {
      const fake = Buffer.from("x");
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await upload([{ name: "video", file: fake }], { "x-forwarded-for": "198.51.100.7" })).status);
      expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect((await upload([{ name: "video", file: fake }], { "x-forwarded-for": "198.51.100.8" })).status).toBe(422);
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnvForTests();
    }
  });
});

describe("upload sweeper", () => {
  it("deletes orphaned uploads long before the promised 24 hours, and keeps ones in use", async () => {
    const { mkdirSync, writeFileSync, utimesSync } = await import("node:fs");
    mkdirSync(uploadDir(), { recursive: true });
    const old = path.join(uploadDir(), "old.upload");
    const fresh = path.join(uploadDir(), "fresh.upload");
    writeFileSync(old, "x");
    writeFileSync(fresh, "x");
    const hourAndMinuteAgo = (Date.now() - 61 * 60_000) / 1000;
    utimesSync(old, hourAndMinuteAgo, hourAndMinuteAgo);
    // Orphan age plus one sweep interval: the longest any upload can live.
    expect(ORPHAN_UPLOAD_AGE_MS + UPLOAD_SWEEP_EVERY_MS).toBeLessThan(PROMISED_DELETION_MS);
    expect(await sweepUploads()).toBe(1);
    expect(leftovers()).toEqual(["fresh.upload"]);
    await sweepUploads(Date.now() + 2 * 3600_000);
    expect(leftovers()).toEqual([]);
  });
});
