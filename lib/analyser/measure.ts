import "server-only";

// Over 300 lines: the one ffmpeg pass that measures a clip (its filter graph,
// the parsing of what it prints) and the summary of those measurements, kept
// together because the summary reads exactly the figures the graph emits.

import { AppError } from "@/lib/errors";

import { MEASURE_TIMEOUT_SECONDS, MESSAGES } from "./limits";
import type { ProbeResult } from "./probe";
import {
  COPY_WIDTH,
  cutThreshold,
  cutTimes,
  insidePicture,
  parseCropLine,
  pictureArea,
  type PictureArea,
} from "./picture";
import { activeThreshold, perSecond, quietTrackSilences, type RawSeries, type SecondMeasure } from "./timeline";
import { ONE_THREAD_OUTPUT, ffmpegCommand } from "./tools";

/** What the local analyser measured; every score and recommendation points at one of these. */
export interface Measurements {
  /** The length of the frames actually decoded (not the container's claim). */
  durationS: number;
  /** Set when the file ends before its declared length: the length the container claimed (s). */
  declaredDurationS: number | null;
  width: number;
  height: number;
  /** width / height of the picture itself (inside any black bars): 0.5625 for 9:16. */
  aspectRatio: number;
  /** Of the picture itself: a 16:9 shot letterboxed into a 9:16 frame is horizontal. */
  orientation: "vertical" | "square" | "horizontal";
  /** The picture inside black bars (display px) and its share of the frame; share 1 without bars. */
  picture: PictureArea;
  /** The scene-score threshold used for this clip's cuts (picture.ts cutThreshold). */
  cutThreshold: number;
  fps: number;
  /** Times (s) of scene cuts inside the picture (picture.ts cutTimes). */
  cuts: number[];
  cutsPer10s: number;
  cutsInFirst3s: number;
  firstCutS: number | null;
  /** Mean frame-to-frame change (ffmpeg scene score, 0-1) over the first 3 s and overall. */
  motionFirst3s: number;
  motionOverall: number;
  /** Something is heard: a sound track that is silent all through counts as no sound. */
  hasAudio: boolean;
  /** The file has a sound track but nothing is heard on it. */
  silentTrack: boolean;
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
  /** The same pass, second by second (see timeline.ts). */
  seconds: SecondMeasure[];
  /** Mean picture brightness, 0 (black) to 255 (white). */
  brightness: number;
  /** Spread (dB) of the second-by-second loudness: a steady tone or hum barely moves. */
  loudnessSpreadDb: number;
  /** Movement in the first half second: mean luma difference between frames (0-255). */
  motionAtStart: number;
  /** Movement (mean luma difference between frames, 0-255) over the first 3 s and overall: a moving subject or camera, which the cut score misses. */
  movementFirst3s: number;
  movementOverall: number;
  /** Seconds until the first second with speech-like sound; null if none. */
  speechStartS: number | null;
}

/**
 * A file whose frames stop this much before its declared length (s, or 5% of
 * it if more) ends early: it is analysed up to where it ends and says so; with
 * less than MIN_DECODED_S of picture it is refused.
 */
const EARLY_END_S = 0.5;
export const MIN_DECODED_S = 1;

/**
 * The measuring pass's filter graph. The picture is shrunk to 96 px wide at
 * once (cheap to compare) and scored frame by frame for scene change; with
 * `perSecond` its mean brightness and colour (signalstats) are printed too.
 * The sound is measured for loudness (ebur128; with `perSecond` its
 * momentary value every 100 ms), leading silence (silencedetect) and the
 * voice band's level every 100 ms (astats). `perSecond: false` is the pass
 * before the timeline existed, and `roundTwo: false` the pass before black
 * bars and normalised speech (issue 48), kept for the bench's before/after.
 */
export function measureGraph(hasAudio: boolean, { perSecond = true, roundTwo = true } = {}): string {
  const picture = perSecond
    ? ",signalstats,metadata=print:key=lavfi.signalstats.YAVG,metadata=print:key=lavfi.signalstats.UAVG,metadata=print:key=lavfi.signalstats.VAVG,metadata=print:key=lavfi.signalstats.YDIF"
    : "";
  // Black bars: cropdetect keeps the union of every frame's non-black rows and columns (its log line).
  const bars = roundTwo ? ",cropdetect=limit=20:round=2:reset=0:skip=0" : "";
  const graph = [
    `[0:v]scale=${COPY_WIDTH}:-2${bars},select='gte(scene\\,0)',metadata=print:key=lavfi.scene_score${picture}[v]`,
  ];
  if (hasAudio)
    graph.push(
      "[0:a]asplit=3[a1][a2][a3]",
      perSecond
        ? "[a1]asetnsamples=n=4800:p=0,ebur128=metadata=1,ametadata=print:key=lavfi.r128.M,anullsink"
        : "[a1]ebur128=framelog=verbose,anullsink",
      "[a2]silencedetect=n=-45dB:d=0.2,anullsink",
      "[a3]aresample=16000,highpass=f=300,lowpass=f=3400,asetnsamples=n=1600:p=0,astats=metadata=1:reset=1,ametadata=print:key=lavfi.astats.Overall.RMS_level[a]",
    );
  return graph.join(";");
}

/** The metadata keys the pass prints, and the series each one fills. */
const SERIES_KEYS = {
  "lavfi.scene_score": "scene",
  "lavfi.signalstats.YAVG": "luma",
  "lavfi.signalstats.UAVG": "u",
  "lavfi.signalstats.VAVG": "v",
  "lavfi.signalstats.YDIF": "ydif",
  "lavfi.astats.Overall.RMS_level": "voice",
  "lavfi.r128.M": "momentary",
} as const satisfies Record<string, keyof RawSeries>;

/**
 * One ffmpeg pass over the file (measureGraph): every number of the result
 * and of the second-by-second timeline comes from it. The cost is about one
 * decode.
 */
export async function measureVideo(
  file: string,
  probe: ProbeResult,
  timeoutSeconds = MEASURE_TIMEOUT_SECONDS,
  { perSecond = true, roundTwo = true } = {},
): Promise<Measurements> {
  const graph = measureGraph(probe.hasAudio, { perSecond, roundTwo });
  const series: RawSeries = { scene: [], luma: [], u: [], v: [], ydif: [], voice: [], momentary: [] };
  const silences: { start: number; end: number | null }[] = [];
  let loudness: number | null = null;
  let pendingVideoT: number | null = null;
  let pendingAudioT: number | null = null;

  let crop: [number, number, number, number] | null = null;

  const onLine = (line: string) => {
    if (line.includes("Parsed_cropdetect")) {
      crop = parseCropLine(line) ?? crop;
      return;
    }
    const frame = /^\[Parsed_(a?)metadata_\d+ @ [^\]]+\] frame:\d+\s+pts:\S+\s+pts_time:(\S+)/.exec(line);
    if (frame) {
      if (frame[1] === "a") pendingAudioT = Number(frame[2]);
      else pendingVideoT = Number(frame[2]);
      return;
    }
    const value = /(lavfi\.[\w.]+)=(\S+)/.exec(line);
    const key = value ? SERIES_KEYS[value[1] as keyof typeof SERIES_KEYS] : undefined;
    if (value && key) {
      const audio = key === "voice" || key === "momentary";
      const t = audio ? pendingAudioT : pendingVideoT;
      if (t === null) return;
      const n = Number(value[2]);
      series[key].push({ t, value: Number.isFinite(n) ? n : -120 });
      if (audio) pendingAudioT = null;
      else pendingVideoT = null;
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
      .complexFilter(graph)
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

  return summarise(probe, series, silences, loudness, crop);
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
  raw: RawSeries,
  detectedSilences: { start: number; end: number | null }[],
  loudness: number | null,
  crop: [number, number, number, number] | null = null,
): Measurements {
  // The length is that of the frames decoded: a file cut short (its header
  // still claiming the whole length) is measured only up to where it ends.
  const lastFrame = raw.scene.at(-1);
  if (!lastFrame) throw new AppError("UNPROCESSABLE", MESSAGES.unreadable);
  // Measured against the video stream's own declared length: a sound track that runs on after
  // the picture is not a file cut short.
  const declaredS = Math.min(probe.durationS, probe.videoDurationS ?? probe.durationS);
  const decodedS = Math.min(probe.durationS, lastFrame.t + 1 / Math.max(probe.fps, 1));
  const endsEarly = declaredS - decodedS > Math.max(EARLY_END_S, 0.05 * declaredS);
  if (endsEarly && decodedS < MIN_DECODED_S) throw new AppError("UNPROCESSABLE", MESSAGES.truncated);
  const durationS = endsEarly ? decodedS : probe.durationS;
  // Every picture number is taken inside the picture (black bars left out), and the cut
  // threshold follows the clip's own brightness (picture.ts).
  const picture = pictureArea(crop, probe.width, probe.height);
  const inside = insidePicture(raw, picture.share);
  const threshold = cutThreshold(inside.luma);
  const cutFrames = cutTimes(inside.scene, threshold);
  const scene = inside.scene.map(({ t, value }) => ({ t, s: value }));
  const voice = inside.voice.map(({ t, value }) => ({ t, db: value }));
  // The first frame has no predecessor; its score is meaningless.
  const changes = scene.slice(1);
  const cuts = cutFrames.map((t) => round(t));
  const first3 = changes.filter((f) => f.t < 3);
  const aspectRatio = picture.width / picture.height;

  const active = voice.filter((w) => w.db > activeThreshold(inside.voice));
  const voiceActivity = voice.length === 0 ? 0 : active.length / voice.length;
  const activeMean = mean(active.map((w) => w.db));
  const voiceModulationDb = Math.sqrt(mean(active.map((w) => (w.db - activeMean) ** 2)));

  const measuredLoudness = probe.hasAudio && loudness !== null && loudness > -70 ? loudness : null;
  // A quiet track's silences are judged against its own level (silencedetect's are absolute).
  const heardSilences = (probe.hasAudio && quietTrackSilences(inside.momentary)) || detectedSilences;
  const seconds = perSecond({
    durationS,
    hasAudio: probe.hasAudio,
    series: inside,
    silences: heardSilences,
    cuts: cutFrames,
  });
  // A sound track on which nothing is heard is no sound, not sound that starts late.
  const hasAudio = probe.hasAudio && measuredLoudness !== null && seconds.some((s) => !s.silent);
  const leading = heardSilences.find((s) => s.start <= 0.05);
  const startSilenceS = !hasAudio ? durationS : leading ? (leading.end ?? durationS) : 0;
  const heard = seconds.flatMap((s) => (s.loudness === null ? [] : [s.loudness]));
  const heardMean = mean(heard);
  const firstSpeech = seconds.find((s) => s.speech);
  // The first frame's difference is against nothing.
  const movement = inside.ydif.slice(1);

  return {
    durationS: round(durationS),
    declaredDurationS: endsEarly ? round(declaredS) : null,
    width: probe.width,
    height: probe.height,
    aspectRatio: round(aspectRatio, 4),
    orientation: aspectRatio < 0.9 ? "vertical" : aspectRatio <= 1.1 ? "square" : "horizontal",
    picture,
    cutThreshold: round(threshold, 3),
    fps: round(probe.fps),
    cuts,
    cutsPer10s: round((cuts.length / Math.max(durationS, 1)) * 10),
    cutsInFirst3s: cuts.filter((t) => t < 3).length,
    firstCutS: cuts[0] ?? null,
    motionFirst3s: round(mean(first3.map((f) => f.s)), 4),
    motionOverall: round(mean(changes.map((f) => f.s)), 4),
    hasAudio,
    silentTrack: probe.hasAudio && !hasAudio,
    loudnessLufs: hasAudio ? measuredLoudness : null,
    startSilenceS: round(Math.min(startSilenceS, durationS)),
    voiceActivity: round(voiceActivity),
    voiceModulationDb: round(voiceModulationDb),
    speechLikely: voiceActivity >= 0.25 && voiceModulationDb >= 4,
    seconds,
    brightness: round(mean(inside.luma.map((f) => f.value)), 1),
    loudnessSpreadDb: round(Math.sqrt(mean(heard.map((l) => (l - heardMean) ** 2)))),
    motionAtStart: round(mean(movement.filter((f) => f.t < 0.5).map((f) => f.value))),
    movementFirst3s: round(mean(movement.filter((f) => f.t < 3).map((f) => f.value))),
    movementOverall: round(mean(movement.map((f) => f.value))),
    speechStartS: firstSpeech ? firstSpeech.speechStartS : null,
  };
}
