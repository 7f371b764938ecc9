/**
 * The measuring pass's series, second by second. Nothing here decodes: the
 * one ffmpeg pass (measure.ts) prints a value per frame (picture) or per
 * 100 ms (sound), and these are grouped into whole seconds.
 */

export interface Sample {
  t: number;
  value: number;
}

/** What the pass prints, by series: per video frame (scene, luma, u, v) or per ~100 ms of sound. */
export interface RawSeries {
  /** Scene-change score 0-1 against the previous frame. */
  scene: Sample[];
  /** Mean luma (brightness) 0-255 and chroma (colour) of the frame. */
  luma: Sample[];
  u: Sample[];
  v: Sample[];
  /** Mean absolute luma difference from the previous frame (0-255): movement. */
  ydif: Sample[];
  /** Voice-band (300-3400 Hz) level, dB, every 100 ms. */
  voice: Sample[];
  /** Momentary loudness (EBU R128, 400 ms window), LUFS, every ~100 ms. */
  momentary: Sample[];
}

export interface SecondMeasure {
  /** The second [t, t+1). */
  t: number;
  /** Movement: mean luma difference between frames (0-255); a cut counts separately. */
  motion: number;
  cuts: number;
  /** Mean momentary loudness (LUFS); null when nothing is heard. */
  loudness: number | null;
  /** Voice-band sound that rises and falls like syllables. */
  speech: boolean;
  /** When speech-like sound first starts inside this second (s), if it does. */
  speechStartS: number | null;
  /** Mean brightness 0-255. */
  brightness: number;
  /** How far brightness and colour moved during the second (0-255 scale): a light change, a new colour, a caption. */
  change: number;
  silent: boolean;
  /** Nothing on screen changes: no motion, no cut, no brightness or colour change. */
  frozen: boolean;
}

/** Below this movement, with no cut and no colour change, a second is frozen. */
export const FROZEN_MOTION = 0.3;
export const FROZEN_CHANGE = 2;
/** A voice-band window is active above this level (dB), or closer to the track's own level when it is quiet. */
export const ACTIVE_DB = -45;
/** EBU R128's absolute gate: below it nothing counts as heard. */
const HEARD_LUFS = -70;
/** A track whose loud moments (90th percentile) stay under this is quiet: its silences are judged against itself. */
export const QUIET_TRACK_LUFS = -40;
/** How far (dB, LU) under the track's own loud level a window still counts as active or heard. */
const BELOW_OWN_LEVEL = 25;

/** The 90th percentile of the values above digital silence; null if none. */
export function loudLevel(xs: Sample[]): number | null {
  const sorted = xs
    .map((x) => x.value)
    .filter((v) => v > -100)
    .sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length * 0.9)]!;
}

/**
 * Speech that survives the mix: the level detection is normalised to the
 * track's own level. The voice band is active above -45 dB, or within 25 dB of
 * the track's loud level when that is lower (whispered, far from the mic).
 */
export function activeThreshold(voice: Sample[]): number {
  const loud = loudLevel(voice);
  return loud === null ? ACTIVE_DB : Math.min(ACTIVE_DB, loud - BELOW_OWN_LEVEL);
}

/**
 * The silences of a quiet track, against its own level (ffmpeg's silencedetect
 * uses a fixed -45 dB, under which a whispered track is all "silence"): runs of
 * at least 0.3 s of momentary loudness more than 25 LU under the track's loud
 * level. Null when the track is not quiet (silencedetect's are kept).
 */
export function quietTrackSilences(momentary: Sample[]): { start: number; end: number | null }[] | null {
  const loud = loudLevel(momentary);
  if (loud === null || loud >= QUIET_TRACK_LUFS || loud <= HEARD_LUFS) return null;
  const floor = loud - BELOW_OWN_LEVEL;
  const out: { start: number; end: number | null }[] = [];
  let start: number | null = null;
  for (const w of momentary) {
    if (w.value < floor) start ??= w.t;
    else if (start !== null) {
      if (w.t - start >= 0.3) out.push({ start, end: w.t });
      start = null;
    }
  }
  if (start !== null) out.push({ start, end: null });
  return out;
}

const avg = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const r = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

function inSecond<T extends { t: number }>(xs: T[], t: number): T[] {
  return xs.filter((x) => x.t >= t && x.t < t + 1);
}

/** Distance in (Y, U, V) between two frames' means. */
function colourDistance(a: [number, number, number], b: [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * Groups the pass's series into seconds. A second is silent when silence
 * covers most of it (or there is no sound); speech needs most 100 ms windows
 * active and a syllable-like spread (≥ 4 dB) of their level, which a steady
 * tone or hum never has.
 */
export function perSecond({
  durationS,
  hasAudio,
  series,
  silences,
  cuts: cutTimes,
}: {
  durationS: number;
  hasAudio: boolean;
  series: RawSeries;
  silences: { start: number; end: number | null }[];
  /** Times of the frames that are cuts (picture.ts cutTimes). */
  cuts: number[];
}): SecondMeasure[] {
  const count = Math.max(1, Math.round(durationS));
  const isCut = new Set(cutTimes);
  const activeDb = activeThreshold(series.voice);
  // The first frame has no predecessor; its difference is against nothing.
  const movement = series.ydif.slice(1);
  const frames = series.luma.map((f, i): { t: number; yuv: [number, number, number] } => ({
    t: f.t,
    yuv: [f.value, series.u[i]?.value ?? 128, series.v[i]?.value ?? 128],
  }));
  const out: SecondMeasure[] = [];
  for (let t = 0; t < count; t++) {
    // A cut's own frame is not movement.
    const moves = inSecond(movement, t)
      .filter((f) => !isCut.has(f.t))
      .map((f) => f.value);
    const own = inSecond(frames, t);
    // Change against the last frame before the second (or its own first frame).
    const before = frames.filter((f) => f.t < t).at(-1) ?? own[0];
    const change = before ? Math.max(0, ...own.map((f) => colourDistance(f.yuv, before.yuv))) : 0;

    const end = Math.min(t + 1, durationS);
    const covered = silences.reduce(
      (sum, s) => sum + Math.max(0, Math.min(end, s.end ?? durationS) - Math.max(t, s.start)),
      0,
    );
    const heard = inSecond(series.momentary, t)
      .map((w) => w.value)
      .filter((l) => l > HEARD_LUFS);
    const loudness = hasAudio && heard.length > 0 ? avg(heard) : null;
    const silent = !hasAudio || loudness === null || covered >= 0.7 * Math.max(end - t, 0.1);

    const windows = inSecond(series.voice, t);
    const active = windows.filter((w) => w.value > activeDb);
    const activeMean = avg(active.map((w) => w.value));
    const spread = Math.sqrt(avg(active.map((w) => (w.value - activeMean) ** 2)));
    const speech = !silent && windows.length > 0 && active.length >= 0.4 * windows.length && spread >= 4;

    const cuts = cutTimes.filter((c) => c >= t && c < t + 1).length;
    const motion = avg(moves);
    out.push({
      t,
      motion: r(motion, 2),
      cuts,
      loudness: loudness === null ? null : r(loudness, 1),
      speech,
      speechStartS: speech ? r(active[0]!.t, 1) : null,
      brightness: r(avg(own.map((f) => f.yuv[0])), 1),
      change: r(change, 1),
      silent,
      frozen: motion < FROZEN_MOTION && cuts === 0 && change < FROZEN_CHANGE,
    });
  }
  return out;
}
