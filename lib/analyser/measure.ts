import "server-only";

import { AppError } from "@/lib/errors";

import { MEASURE_TIMEOUT_SECONDS, MESSAGES } from "./limits";
import type { ProbeResult } from "./probe";
import { ONE_THREAD_OUTPUT, ffmpegCommand } from "./tools";

/** What the local analyser measured; every score and recommendation points at one of these. */
export interface Measurements {
  durationS: number;
  width: number;
  height: number;
  /** width / height of the displayed picture: 0.5625 for 9:16. */
  aspectRatio: number;
  orientation: "vertical" | "square" | "horizontal";
  fps: number;
  /** Times (s) of scene cuts: frames whose scene-change score passes CUT_THRESHOLD. */
  cuts: number[];
  cutsPer10s: number;
  cutsInFirst3s: number;
  firstCutS: number | null;
  /** Mean frame-to-frame change (ffmpeg scene score, 0-1) over the first 3 s and overall. */
  motionFirst3s: number;
  motionOverall: number;
  hasAudio: boolean;
  /** Integrated loudness (EBU R128), LUFS; null without audio. */
  loudnessLufs: number | null;
  /** Seconds of silence at the very start (0 when the sound starts at once). */
  startSilenceS: number;
  /** Share of 100 ms windows with sound in the voice band (300-3400 Hz). */
  voiceActivity: number;
  /** Spread (dB) of the voice-band level across active windows: speech rises and falls with syllables. */
  voiceModulationDb: number;
  /** Heuristic: enough voice-band activity that fluctuates like syllables. */
  speechLikely: boolean;
}

export const CUT_THRESHOLD = 0.3;
const ACTIVE_WINDOW_DB = -45;

/**
 * One ffmpeg pass over the file: the picture is shrunk to 96 px wide at once
 * (cheap to compare), scored frame by frame for scene change; the sound is
 * measured for loudness (ebur128), leading silence (silencedetect) and the
 * voice band's level every 100 ms (astats). The cost is about one decode.
 */
export async function measureVideo(
  file: string,
  probe: ProbeResult,
  timeoutSeconds = MEASURE_TIMEOUT_SECONDS,
): Promise<Measurements> {
  const graph = ["[0:v]scale=96:-2,select='gte(scene\\,0)',metadata=print:key=lavfi.scene_score[v]"];
  if (probe.hasAudio)
    graph.push(
      "[0:a]asplit=3[a1][a2][a3]",
      "[a1]ebur128=framelog=verbose,anullsink",
      "[a2]silencedetect=n=-45dB:d=0.2,anullsink",
      "[a3]aresample=16000,highpass=f=300,lowpass=f=3400,asetnsamples=n=1600:p=0,astats=metadata=1:reset=1,ametadata=print:key=lavfi.astats.Overall.RMS_level[a]",
    );

  const scene: { t: number; s: number }[] = [];
  const voice: { t: number; db: number }[] = [];
  const silences: { start: number; end: number | null }[] = [];
  let loudness: number | null = null;
  let pendingVideoT: number | null = null;
  let pendingAudioT: number | null = null;

  const onLine = (line: string) => {
    const frame = /^\[Parsed_(a?)metadata_\d+ @ [^\]]+\] frame:\d+\s+pts:\S+\s+pts_time:(\S+)/.exec(line);
    if (frame) {
      if (frame[1] === "a") pendingAudioT = Number(frame[2]);
      else pendingVideoT = Number(frame[2]);
      return;
    }
    const sceneValue = /lavfi\.scene_score=([\d.]+)/.exec(line);
    if (sceneValue && pendingVideoT !== null) {
      scene.push({ t: pendingVideoT, s: Number(sceneValue[1]) });
      pendingVideoT = null;
      return;
    }
    const rms = /lavfi\.astats\.Overall\.RMS_level=(\S+)/.exec(line);
    if (rms && pendingAudioT !== null) {
      const db = Number(rms[1]);
      voice.push({ t: pendingAudioT, db: Number.isFinite(db) ? db : -120 });
      pendingAudioT = null;
      return;
    }
    const silenceStart = /silence_start: (-?[\d.]+)/.exec(line);
    if (silenceStart) {
      silences.push({ start: Math.max(0, Number(silenceStart[1])), end: null });
      return;
    }
    const silenceEnd = /silence_end: ([\d.]+)/.exec(line);
    if (silenceEnd) {
      const open = silences.at(-1);
      if (open && open.end === null) open.end = Number(silenceEnd[1]);
      return;
    }
    const integrated = /^\s+I:\s+(-?[\d.]+) LUFS/.exec(line);
    if (integrated) loudness = Number(integrated[1]);
  };

  await new Promise<void>((resolve, reject) => {
    const command = ffmpegCommand(file, probe.demuxer, timeoutSeconds)
      .complexFilter(graph.join(";"))
      // -t: a container that lies about its length still cannot make us decode more than the limit allows.
      .outputOptions([
        "-map",
        "[v]",
        ...(probe.hasAudio ? ["-map", "[a]"] : []),
        "-t",
        "31",
        ...ONE_THREAD_OUTPUT,
        "-f",
        "null",
      ])
      .output("-")
      .on("stderr", onLine)
      .on("end", () => resolve())
      .on("error", (error: Error) => reject(measureFailure(error)));
    command.run();
  });

  return summarise(probe, scene, voice, silences, loudness);
}

/**
 * Whatever stops the pass (the time limit, a stream the decoder refuses, a
 * broken file) is the upload's problem, told in Arabic: a 422, never a 500.
 */
function measureFailure(error: Error): AppError {
  const timedOut = /timeout/i.test(error.message);
  return new AppError("UNPROCESSABLE", timedOut ? MESSAGES.tooHeavy : MESSAGES.unreadable, { cause: error });
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function summarise(
  probe: ProbeResult,
  scene: { t: number; s: number }[],
  voice: { t: number; db: number }[],
  silences: { start: number; end: number | null }[],
  loudness: number | null,
): Measurements {
  const durationS = probe.durationS;
  // The first frame has no predecessor; its score is meaningless.
  const changes = scene.slice(1);
  const cuts = changes.filter((f) => f.s >= CUT_THRESHOLD).map((f) => round(f.t));
  const first3 = changes.filter((f) => f.t < 3);
  const aspectRatio = probe.width / probe.height;

  const active = voice.filter((w) => w.db > ACTIVE_WINDOW_DB);
  const voiceActivity = voice.length === 0 ? 0 : active.length / voice.length;
  const activeMean = mean(active.map((w) => w.db));
  const voiceModulationDb = Math.sqrt(mean(active.map((w) => (w.db - activeMean) ** 2)));

  const leading = silences.find((s) => s.start <= 0.05);
  const startSilenceS = !probe.hasAudio ? durationS : leading ? (leading.end ?? durationS) : 0;

  return {
    durationS: round(durationS),
    width: probe.width,
    height: probe.height,
    aspectRatio: round(aspectRatio, 4),
    orientation: aspectRatio < 0.9 ? "vertical" : aspectRatio <= 1.1 ? "square" : "horizontal",
    fps: round(probe.fps),
    cuts,
    cutsPer10s: round((cuts.length / Math.max(durationS, 1)) * 10),
    cutsInFirst3s: cuts.filter((t) => t < 3).length,
    firstCutS: cuts[0] ?? null,
    motionFirst3s: round(mean(first3.map((f) => f.s)), 4),
    motionOverall: round(mean(changes.map((f) => f.s)), 4),
    hasAudio: probe.hasAudio,
    loudnessLufs: probe.hasAudio && loudness !== null && loudness > -70 ? loudness : null,
    startSilenceS: round(Math.min(startSilenceS, durationS)),
    voiceActivity: round(voiceActivity),
    voiceModulationDb: round(voiceModulationDb),
    speechLikely: voiceActivity >= 0.25 && voiceModulationDb >= 4,
  };
}
