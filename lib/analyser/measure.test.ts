import { AppError } from "@/lib/errors";
import { VideoFactory } from "@/test/support/videos";

import { measureVideo, type Measurements } from "./measure";
import { probeVideo } from "./probe";
import { scoreMeasurements } from "./score";

// Real videos generated with ffmpeg's lavfi sources, measured by the real ffmpeg.
jest.setTimeout(60_000);

const videos = new VideoFactory();
const CONTRAST = ["black", "white", "red", "cyan", "navy", "yellow"];
let m: Record<string, Measurements>;

beforeAll(async () => {
  const files = {
    fastCuts: videos.make("fast.mp4", { colours: CONTRAST, secondsEach: 1, audio: "speechlike" }),
    still: videos.make("still.mp4", { colours: ["gray"], secondsEach: 6, audio: "tone" }),
    silent: videos.make("silent.mp4", { colours: ["gray"], secondsEach: 6, audio: "none" }),
    lateSound: videos.make("late.mp4", { colours: ["gray"], secondsEach: 6, audio: "tone", leadingSilence: 2 }),
    short: videos.make("short.mp4", { colours: ["black", "white", "black", "white", "black"], secondsEach: 1 }),
    long: videos.make("long.mp4", { colours: ["black", "white", "black", "white", "black"], secondsEach: 5 }),
    horizontal: videos.make("wide.mp4", { pattern: true, secondsEach: 6, size: "320x180", audio: "speechlike" }),
    vertical: videos.make("tall.mp4", { pattern: true, secondsEach: 6, size: "180x320", audio: "speechlike" }),
  };
  m = {};
  for (const [name, file] of Object.entries(files)) m[name] = await measureVideo(file, await probeVideo(file));
});
afterAll(() => videos.cleanup());

const score = (name: string, factor: string) =>
  scoreMeasurements(m[name]!).analysisFactors.find((f) => f.name === factor)!.score;

describe("measurements move with the video", () => {
  it("finds each cut of a fast-cutting video, and none in a still one", () => {
    expect(m.fastCuts!.cuts).toEqual([1, 2, 3, 4, 5]);
    expect(m.fastCuts!.firstCutS).toBe(1);
    expect(m.fastCuts!.cutsInFirst3s).toBe(2);
    expect(m.still!.cuts).toEqual([]);
    expect(m.still!.firstCutS).toBeNull();
    expect(m.fastCuts!.motionFirst3s).toBeGreaterThan(m.still!.motionFirst3s);
    expect(score("fastCuts", "Speed and Pacing")).toBeGreaterThan(score("still", "Speed and Pacing"));
    expect(score("fastCuts", "First 3 Seconds (Hook)")).toBeGreaterThan(score("still", "First 3 Seconds (Hook)"));
  });

  it("hears sound, its loudness and a silent start; scores a silent video lower", () => {
    expect(m.still!.hasAudio).toBe(true);
    expect(m.still!.loudnessLufs).toBeGreaterThan(-30);
    expect(m.still!.startSilenceS).toBe(0);
    expect(m.silent!.hasAudio).toBe(false);
    expect(m.silent!.loudnessLufs).toBeNull();
    expect(m.lateSound!.startSilenceS).toBeGreaterThanOrEqual(1.8);
    expect(m.lateSound!.startSilenceS).toBeLessThanOrEqual(2.2);
    expect(score("silent", "Language and Content")).toBeLessThan(score("still", "Language and Content"));
    expect(score("lateSound", "First 3 Seconds (Hook)")).toBeLessThan(score("still", "First 3 Seconds (Hook)"));
  });

  it("tells syllable-like voice-band sound from a steady tone", () => {
    expect(m.fastCuts!.speechLikely).toBe(true);
    expect(m.still!.speechLikely).toBe(false);
    expect(m.fastCuts!.voiceModulationDb).toBeGreaterThan(m.still!.voiceModulationDb + 3);
  });

  it("measures length and prefers 7-15 s to 25 s", () => {
    expect(m.short!.durationS).toBeCloseTo(5, 1);
    expect(m.long!.durationS).toBeCloseTo(25, 1);
    expect(m.long!.cuts).toEqual([5, 10, 15, 20]);
    expect(score("long", "Video Length")).toBeLessThan(score("still", "Video Length"));
  });

  it("sees the orientation and favours vertical video", () => {
    expect(m.vertical!.orientation).toBe("vertical");
    expect(m.horizontal!.orientation).toBe("horizontal");
    expect(m.horizontal!.width).toBe(320);
    const wide = scoreMeasurements(m.horizontal!);
    const tall = scoreMeasurements(m.vertical!);
    expect(tall.viralityScore).toBeGreaterThan(wide.viralityScore);
    expect(wide.recommendations.map((r) => r.message).join(" ")).toContain("320×180");
  });

  it("gives different videos different, explained results", () => {
    const results = Object.keys(m).map((k) => scoreMeasurements(m[k]!));
    expect(new Set(results.map((r) => JSON.stringify(r.analysisFactors.map((f) => f.score)))).size).toBe(
      results.length,
    );
    const late = scoreMeasurements(m.lateSound!);
    expect(late.recommendations.some((r) => r.type === "warning" && /أول 2\.\d ث بلا صوت/.test(r.message))).toBe(true);
  });
});

describe("the timeline, from the same pass", () => {
  it("has one entry per second with what was seen and heard in it", () => {
    const fast = m.fastCuts!.seconds;
    expect(fast.map((s) => s.t)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fast.slice(1).every((s) => s.cuts === 1 && s.change > 50 && !s.silent && s.speech)).toBe(true);
    expect(m.still!.seconds.every((s) => s.frozen && !s.silent && !s.speech && s.cuts === 0)).toBe(true);
    expect(m.silent!.seconds.every((s) => s.silent && s.loudness === null)).toBe(true);
    const late = m.lateSound!.seconds;
    expect(late.slice(0, 2).every((s) => s.silent)).toBe(true);
    expect(late.slice(2).every((s) => !s.silent && s.loudness! > -30)).toBe(true);
    expect(m.vertical!.seconds.every((s) => s.motion > 1 && !s.frozen)).toBe(true);
    expect(m.fastCuts!.speechStartS).toBe(0);
    expect(m.still!.speechStartS).toBeNull();
  });

  it("marks the still stretch of a still video with its timestamps", () => {
    const result = scoreMeasurements(m.still!);
    expect(result.timeline.stretches[0]).toMatchObject({ fromS: 0, toS: 6, reason: "frozen" });
    expect(result.timeline.stretches[0]!.advice).toContain("من 0:00 إلى 0:06");
    expect(result.timeline.seconds.every((s) => s.risk >= 40)).toBe(true);
  });
});

describe("files that are not acceptable videos", () => {
  it("rejects a video longer than 30 seconds, with the limit and its length in the message", async () => {
    const file = videos.make("too-long.mp4", {
      colours: ["black", "white"],
      secondsEach: 16,
      size: "64x112",
      audio: "none",
    });
    await expect(probeVideo(file)).rejects.toMatchObject({
      code: "UNPROCESSABLE",
      message: expect.stringMatching(/30 ثانية.*32\.0/),
    });
  });

  it("rejects a text file named .mp4, a truncated video and a still image", async () => {
    const { writeFileSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const text = path.join(videos.dir, "fake.mp4");
    writeFileSync(text, "this is not a video at all\n".repeat(100));
    const good = videos.make("good.mp4", { colours: CONTRAST, secondsEach: 1 });
    const truncated = path.join(videos.dir, "truncated.mp4");
    writeFileSync(truncated, readFileSync(good).subarray(0, 2048));
    const png = path.join(videos.dir, "image.png");
    const { execFileSync } = await import("node:child_process");
    execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=c=red:s=64x64:d=1", "-frames:v", "1", png]);
    for (const file of [text, truncated, png]) {
      const error = await probeVideo(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("UNPROCESSABLE");
    }
  });

  it("never follows a playlist to the network, and refuses sound without pictures", async () => {
    const { writeFileSync } = await import("node:fs");
    const path = await import("node:path");
    const http = await import("node:http");
    const { execFileSync } = await import("node:child_process");
    let hits = 0;
    const web = http.createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
    const { port } = web.address() as { port: number };
    try {
      // Uploads are stored as "<random>.upload", so ffprobe goes by content, as here.
      const playlist = path.join(videos.dir, "playlist.upload");
      writeFileSync(
        playlist,
        `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:6.0,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`,
      );
      const audioOnly = path.join(videos.dir, "audio.mp4");
      execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=f=440:d=2", "-c:a", "aac", audioOnly]);
      for (const file of [playlist, audioOnly]) {
        const error = await probeVideo(file).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe("UNPROCESSABLE");
      }
      expect(hits).toBe(0);
    } finally {
      web.close();
    }
  });
});
