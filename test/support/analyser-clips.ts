import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { AnalysisResult, FindingCode } from "@/lib/analyser/contract";

import type { VideoFactory } from "./videos";

/**
 * The analyser's accuracy set: clips generated with ffmpeg's lavfi sources
 * whose properties are known by construction, each with the findings the
 * analyser must report and those it must not, and a quality tier (3 best):
 * every clip of a higher tier must score above every clip of a lower one.
 * Small (180×320, 25 fps) and short, so the set runs in the test suite.
 * Used by lib/analyser/accuracy.test.ts and `npm run bench -- analyser`.
 */
export interface LabelledClip {
  name: string;
  what: string;
  make: (videos: VideoFactory) => string;
  must: FindingCode[];
  mustNot: FindingCode[];
  tier: 1 | 2 | 3;
  /** What is known by construction besides the findings: the length analysed (s, a range) and the cuts (s). */
  truth?: { durationS?: [number, number]; cuts?: number[] };
}

const SIZE = "180x320";

/**
 * Shots of flat colour one after another (each change is a cut), each with a
 * box sliding across it (movement, as in a real shot), as one lavfi graph.
 * `lengths` gives each shot's seconds.
 */
function shots(
  list: string[],
  lengths: number | number[],
  { size = SIZE, box, boxSize = 64 }: { size?: string; box?: string; boxSize?: number } = {},
): string {
  const d = (i: number) => (Array.isArray(lengths) ? lengths[i]! : lengths);
  const range = Number(size.split("x")[0]) - boxSize;
  const parts = list.map(
    (c, i) =>
      `color=c=${c}:s=${size}:r=25:d=${d(i)}[b${i}];color=c=${box ?? (["white", "yellow", "cyan"].includes(c) ? "black" : "white")}:s=${boxSize}x${boxSize}:r=25:d=${d(i)}[k${i}];[b${i}][k${i}]overlay=x='mod(t*150\\,${range})':y='main_h/2'[c${i}]`,
  );
  return `${parts.join(";")};${list.map((_, i) => `[c${i}]`).join("")}concat=n=${list.length}[out0]`;
}
const still = (colour: string, seconds: number) => `color=c=${colour}:s=${SIZE}:r=25:d=${seconds}`;

/** A voice-band tone rising and falling twice a second, like syllables. */
const speech = (seconds: number) =>
  `sine=f=600:d=${seconds},volume='if(lt(mod(t,0.5),0.25),1,0.15)':eval=frame,volume=2.5`;
const tone = (seconds: number) => `sine=f=440:d=${seconds}`;
const BRIGHT = ["red", "white", "navy", "yellow", "black", "cyan"];

/**
 * The clip with its index (moov) first, cut to `share` of its bytes: what a
 * copy or upload broken off mid-way leaves (the header still claims the whole
 * length).
 */
function truncated(videos: VideoFactory, file: string, share: number): string {
  const whole = path.join(videos.dir, `whole-${path.basename(file)}`);
  execFileSync("ffmpeg", ["-v", "error", "-y", "-i", file, "-c", "copy", "-movflags", "+faststart", whole]);
  const bytes = readFileSync(whole);
  const out = path.join(videos.dir, `cut-${path.basename(file)}`);
  writeFileSync(out, bytes.subarray(0, Math.floor(bytes.length * share)));
  return out;
}

/**
 * A clip whose frame rate changes mid-way (variable frame rate, as phones
 * record): 25 fps, then from 2 s to 4 s only every third frame, then 25 again;
 * each frame keeps its own time (`-vsync vfr`).
 */
function variableRate(videos: VideoFactory, name: string, video: string, audio: string, seconds: number): string {
  const out = path.join(videos.dir, name);
  execFileSync("ffmpeg", [
    ...[
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `${video.replace("[out0]", "[all]")};[all]select='not(between(t\\,2\\,4))+not(mod(n\\,3))'[out0]`,
    ],
    ...["-f", "lavfi", "-i", audio, "-map", "0:v", "-map", "1:a", "-c:a", "aac", "-b:a", "64k", "-ac", "1"],
    ...["-vsync", "vfr", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-t", String(seconds), out],
  ]);
  return out;
}

/** Picture and sound of different lengths in one file (no -shortest): the sound runs on after the picture. */
function soundRunsOn(videos: VideoFactory, name: string, video: string, audio: string): string {
  const out = path.join(videos.dir, name);
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", video, "-f", "lavfi", "-i", audio],
    ...["-map", "0:v", "-map", "1:a", "-c:a", "aac", "-b:a", "64k", "-ac", "1"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", out],
  ]);
  return out;
}

export const ACCURACY_SET: LabelledClip[] = [
  {
    name: "test-card",
    what: "ffmpeg's colour test card with a sine tone, 8 s",
    make: (v) => v.lavfi("test-card.mp4", { video: `testsrc2=s=${SIZE}:r=25:d=8`, audio: tone(8), seconds: 8 }),
    must: ["steady-tone", "lowest-band", "no-cuts"],
    mustNot: ["speech", "silent", "fast-cuts", "static"],
    tier: 1,
    truth: { cuts: [] },
  },
  {
    name: "static-silent",
    what: "one grey picture, no sound track, 8 s",
    make: (v) => v.lavfi("static-silent.mp4", { video: still("gray", 8), seconds: 8 }),
    must: ["static", "silent", "lowest-band", "dead-stretch", "slow-start", "no-cuts"],
    mustNot: ["speech", "fast-cuts", "strong-opening", "steady-tone"],
    tier: 1,
    truth: { cuts: [] },
  },
  {
    name: "static-tone",
    what: "one grey picture with a steady tone, 8 s",
    make: (v) => v.lavfi("static-tone.mp4", { video: still("gray", 8), audio: tone(8), seconds: 8 }),
    must: ["static", "steady-tone", "lowest-band", "dead-stretch"],
    mustNot: ["speech", "silent", "strong-opening"],
    tier: 1,
    truth: { cuts: [] },
  },
  {
    name: "silent-cuts",
    what: "a new shot every second, no sound, 8 s",
    make: (v) => v.lavfi("silent-cuts.mp4", { video: shots([...BRIGHT, "red", "white"], 1), seconds: 8 }),
    must: ["silent", "lowest-band"],
    mustNot: ["static", "speech", "dead-stretch", "no-cuts", "strong-opening"],
    tier: 1,
    truth: { cuts: [1, 2, 3, 4, 5, 6, 7] },
  },
  {
    name: "fast-cuts",
    what: "a new shot every 0.4 s with speech-shaped sound, 8 s",
    make: (v) =>
      v.lavfi("fast-cuts.mp4", {
        video: shots(
          Array.from({ length: 20 }, (_, i) => BRIGHT[i % BRIGHT.length]!),
          0.4,
        ),
        audio: speech(8),
        seconds: 8,
      }),
    must: ["fast-cuts", "speech", "strong-opening"],
    mustNot: ["static", "silent", "lowest-band", "slow-start", "dead-stretch", "no-cuts", "low-volume"],
    tier: 2,
    truth: { cuts: Array.from({ length: 19 }, (_, i) => Math.round((i + 1) * 4) / 10) },
  },
  {
    name: "slow-start",
    what: "3 s of a still grey picture in silence, then a new shot every second with speech, 9 s",
    make: (v) =>
      v.lavfi("slow-start.mp4", {
        video: `${still("gray", 3)}[g];${shots(BRIGHT, 1).replace("[out0]", "[rest]")};[g][rest]concat=n=2[out0]`,
        audio: `${speech(9)},volume='if(lt(t,3),0,1)':eval=frame`,
        seconds: 9,
      }),
    must: ["slow-start", "late-sound", "speech", "dead-stretch"],
    mustNot: ["strong-opening", "static", "lowest-band", "fast-cuts"],
    tier: 2,
    truth: { cuts: [3, 4, 5, 6, 7, 8] },
  },
  {
    name: "dark",
    what: "near-black shots cut every 2 s with speech, 8 s",
    make: (v) =>
      v.lavfi("dark.mp4", {
        video: shots(["0x0a0a0a", "0x1a0a0a", "0x0a0a1a", "0x141414"], 2, { box: "0x303030" }),
        audio: speech(8),
        seconds: 8,
      }),
    // Its cuts are found although every shot is within a few levels of black (an adaptive threshold).
    must: ["dark", "speech"],
    mustNot: ["silent", "horizontal", "steady-tone", "static", "no-cuts", "letterboxed"],
    tier: 2,
    truth: { cuts: [2, 4, 6] },
  },
  {
    name: "horizontal",
    what: "shots filmed wide (320×180), cut every 2 s, with speech, 8 s",
    make: (v) =>
      v.lavfi("horizontal.mp4", {
        video: shots(BRIGHT.slice(0, 4), 2, { size: "320x180" }),
        audio: speech(8),
        seconds: 8,
      }),
    must: ["horizontal", "speech"],
    mustNot: ["static", "silent", "dark", "lowest-band", "dead-stretch"],
    tier: 2,
    truth: { cuts: [2, 4, 6] },
  },
  {
    name: "talking-head",
    what: "one shot: a still backdrop, a nodding head-sized shape and speech-shaped sound, 8 s",
    make: (v) =>
      v.lavfi("talking-head.mp4", {
        video: `color=c=0xd8c8b0:s=${SIZE}:r=25:d=8[bg];color=c=0x6b4a3a:s=80x100:r=25:d=8[head];[bg][head]overlay=x=50:y='110+14*sin(2*PI*t*1.3)'[out0]`,
        audio: speech(8),
        seconds: 8,
      }),
    must: ["speech", "no-cuts"],
    mustNot: [
      "static",
      "silent",
      "steady-tone",
      "dark",
      "horizontal",
      "lowest-band",
      "fast-cuts",
      "slow-start",
      "mostly-dead",
      "dead-stretch",
    ],
    tier: 2,
    truth: { cuts: [] },
  },
  {
    name: "hook-then-nothing",
    what: "2 s of quick cuts and speech, then 6 s of a still picture in silence",
    make: (v) =>
      v.lavfi("hook-then-nothing.mp4", {
        video: `${shots(["red", "white", "navy", "yellow"], 0.5).replace("[out0]", "[hook]")};${still("gray", 6)}[g];[hook][g]concat=n=2[out0]`,
        audio: `${speech(8)},volume='if(lt(t,2),1,0)':eval=frame`,
        seconds: 8,
      }),
    // Mostly dead: the busy hook does not buy back the rest (issue 48).
    must: ["dead-stretch", "strong-opening", "mostly-dead", "lowest-band"],
    mustNot: ["slow-start", "static", "fast-cuts"],
    tier: 1,
    truth: { cuts: [0.5, 1, 1.5, 2] },
  },
  {
    name: "well-made",
    what: "a new shot at 0.8 s and every 2 s after, speech throughout, 10.8 s",
    make: (v) =>
      v.lavfi("well-made.mp4", {
        video: shots(["red", "white", "navy", "yellow", "black", "cyan"], [0.8, 2, 2, 2, 2, 2]),
        audio: speech(11),
        seconds: 10.8,
      }),
    must: ["speech", "strong-opening"],
    mustNot: [
      "static",
      "silent",
      "steady-tone",
      "slow-start",
      "dead-stretch",
      "dark",
      "horizontal",
      "lowest-band",
      "fast-cuts",
      "no-cuts",
      "too-short",
      "too-long",
      "low-volume",
      "mostly-dead",
      "incomplete",
    ],
    tier: 3,
    truth: { cuts: [0.8, 2.8, 4.8, 6.8, 8.8] },
  },
  {
    name: "quiet",
    what: "shots cut every 2 s with speech 15 dB quieter than the others, 8 s",
    make: (v) =>
      v.lavfi("quiet.mp4", { video: shots(BRIGHT.slice(0, 4), 2), audio: `${speech(8)},volume=-15dB`, seconds: 8 }),
    must: ["low-volume", "speech"],
    mustNot: ["silent", "static", "lowest-band"],
    tier: 2,
    truth: { cuts: [2, 4, 6] },
  },
  {
    name: "too-short",
    what: "4 s of one-second shots with speech",
    make: (v) => v.lavfi("too-short.mp4", { video: shots(BRIGHT.slice(0, 4), 1), audio: speech(4), seconds: 4 }),
    must: ["too-short", "speech"],
    mustNot: ["too-long", "static", "silent"],
    tier: 2,
    truth: { cuts: [1, 2, 3] },
  },
  {
    name: "truncated",
    what: "an 8 s clip of one-second shots with speech, index first, cut to half its bytes",
    make: (v) =>
      truncated(
        v,
        v.lavfi("truncated.mp4", { video: shots([...BRIGHT, "red", "white"], 1), audio: speech(8), seconds: 8 }),
        0.5,
      ),
    must: ["incomplete", "too-short", "speech"],
    mustNot: ["dead-stretch", "silent", "static", "no-cuts"],
    tier: 2,
    truth: { durationS: [2.5, 5.5] },
  },
  {
    name: "silent-track",
    what: "a new shot every 2 s with a sound track that is silent all through, 8 s",
    make: (v) =>
      v.lavfi("silent-track.mp4", {
        video: shots(BRIGHT.slice(0, 4), 2),
        audio: "anullsrc=r=44100:cl=mono,atrim=duration=8",
        seconds: 8,
      }),
    must: ["silent", "lowest-band"],
    mustNot: ["late-sound", "speech", "steady-tone", "static"],
    tier: 1,
    truth: { durationS: [7.9, 8.1], cuts: [2, 4, 6] },
  },
  {
    name: "letterboxed",
    what: "a 16:9 picture (180×100) cut every second with speech, letterboxed into a 180×320 frame, 6 s",
    make: (v) =>
      v.lavfi("letterboxed.mp4", {
        // A small box: on a picture 100 px tall a 64 px box jumping back to the left is nearly a new shot.
        video: `${shots(BRIGHT, 1, { size: "180x100", boxSize: 24 }).replace("[out0]", "[wide]")};[wide]pad=180:320:0:110:black[out0]`,
        audio: speech(6),
        seconds: 6,
      }),
    must: ["letterboxed", "horizontal", "speech"],
    mustNot: ["no-cuts", "static", "dead-stretch", "lowest-band", "dark"],
    tier: 2,
    truth: { cuts: [1, 2, 3, 4, 5] },
  },
  {
    name: "dim",
    what: "dim shots (about 20% brightness) cut every 2 s with speech, 8 s",
    make: (v) =>
      v.lavfi("dim.mp4", {
        video: shots(["0x505050", "0x101010", "0x603030", "0x102010"], 2, { box: "0x404040" }),
        audio: speech(8),
        seconds: 8,
      }),
    must: ["low-light", "speech"],
    mustNot: ["dark", "no-cuts", "silent", "static", "letterboxed"],
    tier: 2,
    truth: { cuts: [2, 4, 6] },
  },
  {
    name: "clipped-speech",
    what: "shots cut every 2 s with syllables between real pauses, boosted 24 dB and clipped, 8 s",
    make: (v) =>
      v.lavfi("clipped-speech.mp4", {
        video: shots(BRIGHT.slice(0, 4), 2),
        audio: `sine=f=600:d=8,volume='if(lt(mod(t,0.5),0.3),1,0)':eval=frame,volume=24dB,aformat=sample_fmts=s16`,
        seconds: 8,
      }),
    must: ["speech"],
    mustNot: ["silent", "steady-tone", "static", "lowest-band"],
    tier: 2,
    truth: { cuts: [2, 4, 6] },
  },
  {
    name: "whispered",
    what: "shots cut every 2 s with speech 40 dB quieter than the others, 8 s",
    make: (v) =>
      v.lavfi("whispered.mp4", { video: shots(BRIGHT.slice(0, 4), 2), audio: `${speech(8)},volume=-40dB`, seconds: 8 }),
    must: ["speech", "low-volume"],
    mustNot: ["steady-tone", "static"],
    tier: 2,
    truth: { cuts: [2, 4, 6] },
  },
  {
    name: "variable-frame-rate",
    what: "shots cut every 1.5 s with speech, 25 fps but only 8 fps between 2 s and 4 s (variable frame rate), 6 s",
    make: (v) => variableRate(v, "variable-frame-rate.mp4", shots(BRIGHT.slice(0, 4), 1.5), speech(6), 6),
    must: ["speech"],
    mustNot: ["static", "silent", "no-cuts", "incomplete", "lowest-band"],
    tier: 2,
    truth: { durationS: [5.9, 6.1], cuts: [1.5, 3, 4.5] },
  },
  {
    name: "sound-runs-on",
    what: "6 s of shots cut every 2 s, with speech that runs on to 7 s: a whole file, not a truncated one",
    make: (v) => soundRunsOn(v, "sound-runs-on.mp4", shots(BRIGHT.slice(0, 3), 2), speech(7)),
    must: ["speech"],
    mustNot: ["incomplete", "static", "silent", "lowest-band"],
    tier: 2,
    truth: { cuts: [2, 4] },
  },
];

/** A cut found this close (s) to a built-in one is that cut (a frame or two of rounding at 25 fps). */
export const CUT_TOLERANCE_S = 0.25;

/** Per finding: how often it was reported when expected (recall) and right when reported (precision), over must/mustNot labels. */
export interface AccuracyFigures {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** Pairs of clips from different tiers whose scores are in the tiers' order, of all such pairs. */
  rankingAgreement: number;
  /** Cuts found against the cuts built in (clips with `truth.cuts`), each matched within CUT_TOLERANCE_S. */
  cuts: { truePositives: number; falsePositives: number; falseNegatives: number; precision: number; recall: number };
  misses: string[];
}

export function accuracyOf(results: { clip: LabelledClip; result: AnalysisResult }[]): AccuracyFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const { clip, result } of results) {
    for (const code of clip.must) {
      if (result.findings.includes(code)) tp++;
      else {
        fn++;
        misses.push(`${clip.name}: missed ${code}`);
      }
    }
    for (const code of clip.mustNot)
      if (result.findings.includes(code)) {
        fp++;
        misses.push(`${clip.name}: wrongly ${code}`);
      }
  }
  const cuts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const { clip, result } of results) {
    if (!clip.truth?.cuts) continue;
    const found = result.timeline.cuts ?? [];
    const open = [...clip.truth.cuts];
    for (const t of found) {
      const i = open.findIndex((c) => Math.abs(c - t) <= CUT_TOLERANCE_S);
      if (i >= 0) {
        open.splice(i, 1);
        cuts.truePositives++;
      } else {
        cuts.falsePositives++;
        misses.push(`${clip.name}: a cut at ${t} s that is not there`);
      }
    }
    cuts.falseNegatives += open.length;
    for (const c of open) misses.push(`${clip.name}: missed the cut at ${c} s`);
  }
  const ratio = (a: number, b: number) => (a + b === 0 ? 1 : a / (a + b));
  let pairs = 0;
  let ordered = 0;
  for (const a of results)
    for (const b of results) {
      if (a.clip.tier <= b.clip.tier) continue;
      pairs++;
      if (a.result.viralityScore > b.result.viralityScore) ordered++;
      else
        misses.push(
          `ranking: ${a.clip.name} (${a.result.viralityScore}) not above ${b.clip.name} (${b.result.viralityScore})`,
        );
    }
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    rankingAgreement: pairs === 0 ? 1 : ordered / pairs,
    cuts: {
      ...cuts,
      precision: ratio(cuts.truePositives, cuts.falsePositives),
      recall: ratio(cuts.truePositives, cuts.falseNegatives),
    },
    misses,
  };
}
