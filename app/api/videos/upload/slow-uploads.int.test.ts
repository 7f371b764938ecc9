import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { NextRequest } from "next/server";

import { MESSAGES, UPLOAD_LIMITS, uploadDir } from "@/lib/analyser";
import { resetEnvForTests } from "@/lib/env";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

import { POST } from "./route";

// Slow uploads without a proxy in front (docs/security.md#analyser-uploads):
// a client in each of six networks with one upload that sends a little now
// and then, never pausing long enough for the idle cut-off, used to hold
// every receive slot for the 3 minutes an upload may take.
jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), "slow-uploads-"));
const ctx = { params: Promise.resolve({}) };
const saved = { ...UPLOAD_LIMITS };

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.TRUST_PROXY;
  resetEnvForTests();
});
beforeEach(() => resetDb());
afterEach(() => Object.assign(UPLOAD_LIMITS, saved));

const leftovers = () => {
  try {
    return readdirSync(uploadDir());
  } catch {
    return [];
  }
};

const boundary = "----slow";
const head = new TextEncoder().encode(
  `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
);

/** An upload from `from` that sends its head, then 1 KB every `everyMs` (never idle, never done). */
function trickling(from: string, everyMs: number) {
  let started = false;
  let stopped = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
        return;
      }
      await new Promise((r) => setTimeout(r, everyMs));
      if (!stopped) controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      stopped = true;
    },
  });
  return POST(
    new NextRequest("http://localhost:3000/api/videos/upload", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...fromAddress(from) },
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]),
    ctx,
  );
}

function upload(from: string) {
  const form = new FormData();
  form.append("video", new Blob([new Uint8Array(64 * 1024)], { type: "video/mp4" }), "clip.mp4");
  return POST(
    new NextRequest("http://localhost:3000/api/videos/upload", {
      method: "POST",
      body: form,
      headers: fromAddress(from),
    }),
    ctx,
  );
}

describe("a slot is held only by a body that keeps the pace", () => {
  it("cuts off six slow uploads from six networks once they fall behind, and the next customer is received", async () => {
    // Shortened for the test: the idle cut-off would never fire (1 KB every 100 ms), the total is far off.
    UPLOAD_LIMITS.idleMs = 5_000;
    UPLOAD_LIMITS.totalMs = 60_000;
    UPLOAD_LIMITS.paceGraceMs = 800;
    UPLOAD_LIMITS.minBytesPerSecond = 64 * 1024;
    const slow = Array.from({ length: UPLOAD_LIMITS.concurrentReceives }, (_, i) =>
      trickling(`198.51.${100 + i}.1`, 100),
    );
    await new Promise((r) => setTimeout(r, 300));
    // Every slot is taken for now: the next one is told to come back.
    expect((await upload("203.0.113.7")).status).toBe(503);

    // Fallen behind the pace (about 10 KB/s), each is cut off with the time-out's message, its file deleted.
    const answers = await Promise.all(slow);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 400));
    for (const r of answers) expect(((await r.json()) as { message: string }).message).toBe(MESSAGES.uploadTimeout);
    expect(leftovers()).toEqual([]);
    // Seconds later, not minutes: the next customer's upload is received (and refused as no video, 422).
    expect((await upload("203.0.113.7")).status).toBe(422);
  });

  it("receives an upload that is slow at first but keeps the pace", async () => {
    UPLOAD_LIMITS.paceGraceMs = 800;
    UPLOAD_LIMITS.minBytesPerSecond = 4 * 1024;
    // 1 KB every 100 ms is 10 KB/s, over the floor: cut off only by the total limit, not the pace.
    UPLOAD_LIMITS.totalMs = 2_500;
    const started = Date.now();
    const res = await trickling("198.51.100.1", 100);
    expect(res.status).toBe(400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
  });
});
