import "server-only";

import { z } from "zod";

import { AppError } from "@/lib/errors";

import {
  MAX_DURATION_SECONDS,
  MAX_FPS,
  MAX_PIXEL_RATE,
  MAX_PIXELS,
  MAX_SIDE,
  MESSAGES,
  PROBE_TIMEOUT_MS,
} from "./limits";
import { CONTAINERS, ffprobeJson, type Demuxer } from "./tools";

export interface ProbeResult {
  durationS: number;
  /** The video stream's own declared length, when the container gives it (a sound track may run longer). */
  videoDurationS: number | null;
  /** Display size (rotation applied). */
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
  /** The demuxer every later ffmpeg run names with `-f`. */
  demuxer: Demuxer;
}

const stream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  duration: z.string().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() }).loose()).optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).loose().optional(),
});
const probeOutput = z.object({
  streams: z.array(stream.loose()).default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).loose().optional(),
});

/** Still-image formats ffprobe reports as a "video" stream. */
const IMAGE_CODECS = new Set(["png", "mjpeg", "jpeg2000", "bmp", "gif", "webp", "tiff", "ppm", "pgm", "pam"]);

function rate(text: string | undefined): number {
  if (!text) return 0;
  const [n, d] = text.split("/").map(Number);
  if (!n || !d) return 0;
  return n / d;
}

/**
 * What the file really is, by ffprobe: a real video container (see
 * CONTAINERS) holding a moving-picture video stream with a duration, no
 * longer than the limit, within the size and frame-rate limits (checked
 * before anything is decoded). The browser's type and the file name are not
 * trusted. Every refusal is a 422 whose text depends only on the upload
 * itself, never on what else is on the server.
 */
export async function probeVideo(file: string): Promise<ProbeResult> {
  let raw: unknown;
  try {
    raw = await ffprobeJson(file, PROBE_TIMEOUT_MS);
  } catch {
    throw new AppError("UNPROCESSABLE", MESSAGES.notAVideo);
  }
  const parsed = probeOutput.safeParse(raw);
  if (!parsed.success) throw new AppError("UNPROCESSABLE", MESSAGES.notAVideo);
  const { streams, format } = parsed.data;
  const demuxer = CONTAINERS[(format?.format_name ?? "") as keyof typeof CONTAINERS] as Demuxer | undefined;
  if (!demuxer) throw new AppError("UNPROCESSABLE", MESSAGES.invalidType);
  const video = streams.find(
    (s) => s.codec_type === "video" && !s.disposition?.attached_pic && !IMAGE_CODECS.has(s.codec_name ?? ""),
  );
  const durationS = Number(format?.duration ?? video?.duration ?? NaN);
  if (!video || !video.width || !video.height || !Number.isFinite(durationS) || durationS <= 0)
    throw new AppError("UNPROCESSABLE", MESSAGES.notAVideo);
  if (durationS > MAX_DURATION_SECONDS + 0.5)
    throw new AppError("UNPROCESSABLE", `${MESSAGES.tooLong} (مدة الفيديو ${durationS.toFixed(1)} ثانية)`);

  const rotation = Number(
    video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  const turned = Math.abs(rotation) % 180 === 90;
  const fps = rate(video.avg_frame_rate) || rate(video.r_frame_rate);
  const pixels = video.width * video.height;
  if (pixels > MAX_PIXELS || Math.max(video.width, video.height) > MAX_SIDE)
    throw new AppError("UNPROCESSABLE", `${MESSAGES.tooBig} (أبعاد الفيديو ${video.width}×${video.height})`);
  if (fps > MAX_FPS + 0.5)
    throw new AppError("UNPROCESSABLE", `${MESSAGES.tooFast} (${Math.round(fps)} إطاراً في الثانية)`);
  if (pixels * fps > MAX_PIXEL_RATE) throw new AppError("UNPROCESSABLE", MESSAGES.tooHeavy);
  const videoDurationS = Number(video.duration ?? NaN);
  return {
    durationS,
    videoDurationS: Number.isFinite(videoDurationS) && videoDurationS > 0 ? videoDurationS : null,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    fps,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    videoCodec: video.codec_name ?? "unknown",
    demuxer,
  };
}
