import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { NextRequest } from "next/server";

import { MESSAGES, UPLOAD_LIMITS, uploadDir } from "@/lib/analyser";
import { resetEnvForTests } from "@/lib/env";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";
import { VideoFactory } from "@/test/support/videos";

import { POST } from "./route";

// What a hostile upload gets: files that make ffmpeg read other files, clips
// that would cost minutes of CPU, and uploads that stall. Videos are made
// here with ffmpeg (lavfi sources).
jest.setTimeout(90_000);

const dataDir = mkdtempSync(path.join(tmpdir(), "upload-hardening-"));
const videos = new VideoFactory();
const ctx = { params: Promise.resolve({}) };

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.OPENAI_API_KEY;
  delete process.env.TRUST_PROXY;
  resetEnvForTests();
});
afterAll(() => videos.cleanup());
beforeEach(() => resetDb());

/** ffmpeg with lavfi inputs into videos.dir/name. */
function make(name: string, args: string[]): string {
  const out = path.join(videos.dir, name);
  execFileSync("ffmpeg", ["-v", "error", "-y", ...args, out], { stdio: ["ignore", "ignore", "pipe"] });
  return out;
}

function upload(file: Buffer, filename = "clip.mp4", from = "192.0.2.1") {
  const form = new FormData();
  form.append("video", new Blob([new Uint8Array(file)], { type: "video/mp4" }), filename);
  return POST(
    new NextRequest("http://localhost:3000/api/videos/upload", {
      method: "POST",
      body: form,
      headers: fromAddress(from),
    }),
    ctx,
  );
}

async function outcome(res: Response) {
  return { status: res.status, body: (await res.json()) as { message?: string; viralityScore?: number } };
}

const leftovers = () => {
  try {
    return readdirSync(uploadDir());
  } catch {
    return [];
  }
};

describe("uploads that name other files", () => {
  let media: string;
  beforeAll(() => {
    // A real media file on the server, which the playlist points at.
    media = make("secret-clip.ts", [
      "-f",
      "lavfi",
      "-i",
      "testsrc2=s=320x240:r=25:d=4",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-f",
      "mpegts",
    ]);
  });

  const playlist = (target: string) =>
    Buffer.from(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-TARGETDURATION:10",
        "#EXT-X-MEDIA-SEQUENCE:0",
        "#EXT-X-PLAYLIST-TYPE:VOD",
        "#EXTINF:4.000000,",
        target,
        "#EXT-X-ENDLIST",
        "",
      ].join("\n"),
    );

  it("refuses an HLS playlist naming a media file on the server with a 422, never an analysis of that file", async () => {
    const res = await outcome(await upload(playlist(media), "clip.mp4"));
    expect(res.status).toBe(422);
    expect(res.body.viralityScore).toBeUndefined();
    expect(res.body.message).toBe(MESSAGES.notAVideo);
    expect(leftovers()).toEqual([]);
  });

  it("answers exactly the same whether the named path exists or not", async () => {
    const existing = await outcome(await upload(playlist(media)));
    const missing = await outcome(await upload(playlist(path.join(videos.dir, "no-such-file.ts"))));
    const directory = await outcome(await upload(playlist(videos.dir)));
    expect(missing).toEqual(existing);
    expect(directory).toEqual(existing);
  });

  it("refuses a concat list and a playlist with a file: URL the same way", async () => {
    const concat = Buffer.from(`ffconcat version 1.0\nfile '${media}'\n`);
    const fileUrl = playlist(`file://${media}`);
    for (const body of [concat, fileUrl])
      expect(await outcome(await upload(body))).toEqual({
        status: 422,
        body: expect.objectContaining({ message: MESSAGES.notAVideo }),
      });
  });

  it("refuses a real video in a container that is not a video file format (MPEG-TS)", async () => {
    const res = await outcome(await upload(readFileSync(media), "clip.ts"));
    expect(res.status).toBe(422);
    expect(res.body.viralityScore).toBeUndefined();
  });
});

describe("the containers creators upload", () => {
  const source = ["-f", "lavfi", "-i", "testsrc2=s=180x320:r=25:d=2"];
  it.each([
    ["MP4", "a.mp4", ["-c:v", "libx264", "-preset", "ultrafast"]],
    ["MOV", "a.mov", ["-c:v", "libx264", "-preset", "ultrafast"]],
    ["WebM", "a.webm", ["-c:v", "libvpx", "-deadline", "realtime"]],
    ["MKV", "a.mkv", ["-c:v", "libx264", "-preset", "ultrafast"]],
    ["AVI", "a.avi", ["-c:v", "mpeg4"]],
    ["FLV", "a.flv", ["-c:v", "flv1"]],
    ["WMV (ASF)", "a.wmv", ["-c:v", "wmv2"]],
  ])("analyses %s", async (_label, name, codec) => {
    const res = await outcome(
      await upload(readFileSync(make(name as string, [...source, ...(codec as string[])])), name as string),
    );
    expect(res.status).toBe(200);
    expect(res.body.viralityScore).toEqual(expect.any(Number));
  });
});

describe("clips that would cost minutes of CPU", () => {
  const clip = (name: string, size: string, rate: number, seconds = 0.5) =>
    make(name, [
      "-f",
      "lavfi",
      "-i",
      `color=c=gray:s=${size}:r=${rate}:d=${seconds}`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
    ]);

  it("refuses 7680x4320 at 60 fps before decoding it (size limit, Arabic message)", async () => {
    const res = await outcome(await upload(readFileSync(clip("8k.mp4", "7680x4320", 60, 0.2))));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(MESSAGES.tooBig);
    expect(res.body.message).toContain("7680×4320");
  });

  it("refuses more than 60 frames a second", async () => {
    const res = await outcome(await upload(readFileSync(clip("fast.mp4", "320x240", 120))));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(MESSAGES.tooFast);
  });

  it("refuses 4K at 60 fps (too many pixels a second) and says how to export it", async () => {
    const res = await outcome(await upload(readFileSync(clip("4k60.mp4", "2160x3840", 60, 0.2))));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.tooHeavy);
  });

  it("analyses a phone's 4K portrait clip at 30 fps, and 1080p at 60 fps", async () => {
    for (const [name, size, rate] of [
      ["4k30.mp4", "2160x3840", 30],
      ["1080p60.mp4", "1080x1920", 60],
    ] as const) {
      const res = await outcome(await upload(readFileSync(clip(name, size, rate, 1))));
      expect(res.status).toBe(200);
    }
  });
});

describe("uploads that stall", () => {
  const saved = { ...UPLOAD_LIMITS };
  afterEach(() => Object.assign(UPLOAD_LIMITS, saved));

  const boundary = "----stall";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  /** Sends the head and `mb` megabytes, then nothing (or a trickle of 1 KB every 50 ms), from the address `from`. */
  function stalled(mb: number, trickle = false, from = "192.0.2.1") {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        if (sent < mb) {
          sent++;
          controller.enqueue(new Uint8Array(1024 * 1024));
          return;
        }
        if (!trickle) return new Promise<void>(() => {}); // never again
        await new Promise((r) => setTimeout(r, 50));
        controller.enqueue(new Uint8Array(1024));
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

  it("cuts off an upload that stops sending (idle timeout) and deletes what it sent", async () => {
    UPLOAD_LIMITS.idleMs = 300;
    const res = await outcome(await stalled(4));
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ message: MESSAGES.uploadTimeout }) });
    expect(leftovers()).toEqual([]);
  });

  it("cuts off an upload that trickles on past the total time limit", async () => {
    UPLOAD_LIMITS.idleMs = 300;
    UPLOAD_LIMITS.totalMs = 800;
    const res = await outcome(await stalled(1, true));
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ message: MESSAGES.uploadTimeout }) });
    expect(leftovers()).toEqual([]);
  });

  it(`receives at most ${UPLOAD_LIMITS.concurrentReceives} uploads at once; the next gets 503 at once`, async () => {
    UPLOAD_LIMITS.idleMs = 1_500;
    // From six networks: each one's first upload is received whenever a place is free.
    const stalls = Array.from({ length: UPLOAD_LIMITS.concurrentReceives }, (_, i) =>
      stalled(2, false, `198.51.${100 + i}.1`),
    );
    await new Promise((r) => setTimeout(r, 300)); // they are all being received now
    const refused = await upload(Buffer.from("x"), "clip.mp4", "198.51.100.99");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).message).toBe(MESSAGES.uploadsBusy);

    // The stalled ones are cut off by the idle timeout, freeing their slots and disk.
    expect((await Promise.all(stalls)).map((r) => r.status)).toEqual(stalls.map(() => 400));
    expect(leftovers()).toEqual([]);
    expect((await upload(Buffer.from("x"))).status).toBe(422);
  });

  it(`lets one client hold only ${UPLOAD_LIMITS.concurrentReceivesPerClient} of the receive slots: its stalled uploads cannot shut others out`, async () => {
    UPLOAD_LIMITS.idleMs = 1_500;
    // Six slow uploads from one address (a byte now and then), as an attacker would send them.
    const stalls = Array.from({ length: UPLOAD_LIMITS.concurrentReceives }, () => stalled(1, false, "203.0.113.66"));
    await new Promise((r) => setTimeout(r, 300));
    const statuses = (await Promise.all(stalls.slice(UPLOAD_LIMITS.concurrentReceivesPerClient))).map((r) => r.status);
    expect(statuses).toEqual(statuses.map(() => 503));
    // Everyone else still gets in: another address's upload is received (and refused as no video: 422).
    expect((await upload(Buffer.from("x"), "clip.mp4", "198.51.100.7")).status).toBe(422);
    expect(
      (await Promise.all(stalls.slice(0, UPLOAD_LIMITS.concurrentReceivesPerClient))).map((r) => r.status),
    ).toEqual([400, 400]);
    expect(leftovers()).toEqual([]);
  });

  it("shares the slots fairly: three addresses with stalled uploads cannot take them all, nor can one /24", async () => {
    UPLOAD_LIMITS.idleMs = 1_500;
    const attackers = ["203.0.113.66", "192.0.2.66", "198.18.0.66"];
    const stalls = attackers.flatMap((a) => [stalled(1, false, a), stalled(1, false, a)]);
    await new Promise((r) => setTimeout(r, 300));
    // A further place of a client (or of its network) only while half stay free: they hold at most 4 of 6,
    // the others were answered 503 at once.
    const pending = Symbol("still being received");
    const now = await Promise.all(
      stalls.map((p) => Promise.race([p, new Promise((r) => setTimeout(() => r(pending), 50))])),
    );
    expect(now.filter((r) => r === pending).length).toBeLessThanOrEqual(4);
    // Everyone else is still received (and refused as no video: 422), from a new network or the attackers' own /24.
    expect((await upload(Buffer.from("x"), "clip.mp4", "198.51.100.7")).status).toBe(422);
    expect((await upload(Buffer.from("x"), "clip.mp4", "198.51.100.8")).status).toBe(422);
    expect((await Promise.all(stalls)).filter((r) => r.status === 503).length).toBeGreaterThanOrEqual(2);
    expect(leftovers()).toEqual([]);
  });

  it("counts an IPv6 client's uploads by its /64", async () => {
    UPLOAD_LIMITS.idleMs = 1_000;
    const stalls = [stalled(1, false, "2001:db8:7:7::1"), stalled(1, false, "2001:db8:7:7::2")];
    await new Promise((r) => setTimeout(r, 300));
    expect((await stalled(1, false, "2001:db8:7:7::3")).status).toBe(503);
    expect((await Promise.all(stalls)).map((r) => r.status)).toEqual([400, 400]);
  });
});
