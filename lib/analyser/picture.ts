/**
 * Measuring the picture, not the frame: black bars (a 16:9 shot letterboxed
 * into a 9:16 frame) are found once, in the measuring pass (cropdetect on its
 * 96 px copy, which keeps the union of every frame's non-black area), and
 * every frame's numbers are then taken inside the picture. Nothing here
 * decodes; it corrects the pass's series.
 *
 * The corrections are exact for bars that never change: ffmpeg's scene score
 * and the luma difference are means over the frame, to which unchanging bars
 * add nothing, so inside the picture they are the frame's value divided by
 * the picture's share of the frame; the picture's brightness and colour are
 * the frame's with the bars' black (16, 128, 128) taken out.
 */
import type { RawSeries, Sample } from "./timeline";

/** The picture inside the frame, in display pixels; share is its part of the frame's area (1 without bars). */
export interface PictureArea {
  width: number;
  height: number;
  share: number;
}

/** Width of the pass's copy of the picture (measureGraph's scale). */
export const COPY_WIDTH = 96;
/** Under this share of the frame, a "picture" is dark content, not bars: the whole frame is measured. */
const MIN_SHARE = 0.15;
/** Bars narrower than this share of the frame's side are not bars (a dark edge, compression). */
const MIN_BAR = 0.04;
/** Black in video levels, and neutral colour. */
const BLACK_Y = 16;
const NEUTRAL = 128;

/** cropdetect's line: the union so far of the non-black rows and columns. */
const CROP_LINE = /\bx1:(-?\d+) x2:(-?\d+) y1:(-?\d+) y2:(-?\d+) w:/;

export function parseCropLine(line: string): [number, number, number, number] | null {
  const m = CROP_LINE.exec(line);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] : null;
}

/**
 * The picture's area from cropdetect's last union (x1, x2, y1, y2 on the
 * copy), in the display size `width`×`height`. No bars, nothing found, or a
 * "picture" too small to be one: the whole frame.
 */
export function pictureArea(crop: [number, number, number, number] | null, width: number, height: number): PictureArea {
  const whole = { width, height, share: 1 };
  if (!crop) return whole;
  const copyW = COPY_WIDTH;
  const copyH = Math.max(2, Math.round((COPY_WIDTH * height) / width / 2) * 2);
  const [x1, x2, y1, y2] = crop;
  if (x2 < x1 || y2 < y1) return whole;
  const w = Math.min(copyW, x2 - x1 + 1);
  const h = Math.min(copyH, y2 - y1 + 1);
  const barsX = 1 - w / copyW >= 2 * MIN_BAR;
  const barsY = 1 - h / copyH >= 2 * MIN_BAR;
  const share = ((barsX ? w : copyW) * (barsY ? h : copyH)) / (copyW * copyH);
  if ((!barsX && !barsY) || share < MIN_SHARE) return whole;
  return {
    width: barsX ? Math.round((w / copyW) * width) : width,
    height: barsY ? Math.round((h / copyH) * height) : height,
    share: Math.round(share * 1000) / 1000,
  };
}

/** The pass's picture series measured inside the picture (a share of 1 leaves them as they are). */
export function insidePicture(series: RawSeries, share: number): RawSeries {
  if (share >= 1) return series;
  const scale = (xs: Sample[], f: (v: number) => number) => xs.map(({ t, value }) => ({ t, value: f(value) }));
  const level = (bars: number) => (v: number) => Math.max(0, Math.min(255, (v - (1 - share) * bars) / share));
  return {
    ...series,
    scene: scale(series.scene, (v) => Math.min(1, v / share)),
    ydif: scale(series.ydif, (v) => v / share),
    luma: scale(series.luma, level(BLACK_Y)),
    u: scale(series.u, level(NEUTRAL)),
    v: scale(series.v, level(NEUTRAL)),
  };
}

/** The fixed threshold of a well-lit clip: a frame this different from the one before is a new shot. */
export const BASE_CUT_THRESHOLD = 0.3;
const MIN_CUT_THRESHOLD = 0.02;
/** Brightness above black (0-219) of a well-lit picture, where the base threshold holds. */
const WELL_LIT = 80;

/**
 * The cut threshold for this clip: ffmpeg's scene score is a difference in
 * levels, so a dark or flat clip, whose shots all live within a few levels of
 * black, never reaches a threshold made for daylight. The threshold scales
 * with the picture's median brightness above black, down to a floor.
 */
export function cutThreshold(luma: Sample[]): number {
  if (luma.length === 0) return BASE_CUT_THRESHOLD;
  const sorted = luma.map((s) => s.value - BLACK_Y).sort((a, b) => a - b);
  const median = Math.max(0, sorted[Math.floor(sorted.length / 2)]!);
  return Math.max(MIN_CUT_THRESHOLD, Math.min(BASE_CUT_THRESHOLD, (BASE_CUT_THRESHOLD * median) / WELL_LIT));
}

/**
 * Times of the cuts: frames (not the first) whose scene score reaches the
 * threshold and stands out from its neighbours (at least twice any other
 * score within 3 frames), so a lower threshold does not turn fast movement
 * into a flurry of cuts.
 */
export function cutTimes(scene: Sample[], threshold: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < scene.length; i++) {
    const s = scene[i]!.value;
    if (s < threshold) continue;
    let peak = true;
    for (let j = Math.max(1, i - 3); j <= Math.min(scene.length - 1, i + 3) && peak; j++)
      if (j !== i && scene[j]!.value * 2 > s && threshold < BASE_CUT_THRESHOLD) peak = false;
    if (peak) out.push(scene[i]!.t);
  }
  return out;
}
