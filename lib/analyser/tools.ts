import "server-only";

import { execFile } from "node:child_process";

import ffmpeg from "fluent-ffmpeg";

import { env } from "@/lib/env";

import { DECODER_MAX_PIXELS } from "./limits";

/**
 * The containers the analyser opens, by ffprobe's format_name, and the
 * demuxer each is opened with. Only real video files: no playlist (HLS),
 * concat list, image sequence or other demuxer that reads further files or
 * URLs named inside the upload (Debian's ffmpeg recognises an HLS playlist
 * whatever the file is called, and `-protocol_whitelist file` still let it
 * read local files).
 */
export const CONTAINERS = {
  "mov,mp4,m4a,3gp,3g2,mj2": "mov",
  "matroska,webm": "matroska",
  avi: "avi",
  asf: "asf",
  flv: "flv",
} as const;
export type Demuxer = (typeof CONTAINERS)[keyof typeof CONTAINERS];

/** libavformat's own check: while probing, no other demuxer is even tried. */
const FORMAT_WHITELIST = ["mov", "matroska", "webm", "avi", "asf", "flv"].join(",");

/** ffprobe's input options: local files only, real video containers only. */
export const PROBE_INPUT_OPTIONS = ["-protocol_whitelist", "file", "-format_whitelist", FORMAT_WHITELIST];

/**
 * Input options for every ffmpeg run on an upload that ffprobe accepted: the
 * container is named (`-f`), nothing else may be probed, the file only; one
 * decoding thread (the analyser's slots then bound the cores it takes), and a
 * decoder limit on frame size, so a stream that grows mid-way (a new H.264
 * SPS) is refused instead of decoded at 8K. MP4/MOV never follows its
 * external data references.
 */
export function inputOptions(demuxer: Demuxer): string[] {
  return [
    "-nostdin",
    ...PROBE_INPUT_OPTIONS,
    "-f",
    demuxer,
    ...(demuxer === "mov" ? ["-enable_drefs", "0"] : []),
    "-threads",
    "1",
    "-max_pixels",
    String(DECODER_MAX_PIXELS),
  ];
}

/** Filters and encoders in one thread too. */
export const ONE_THREAD_OUTPUT = ["-threads", "1"];
export const ONE_THREAD_FILTERS = ["-filter_threads", "1", "-filter_complex_threads", "1"];

/** fluent-ffmpeg command on an accepted upload, with Debian's ffmpeg and a hard time limit. */
export function ffmpegCommand(file: string, demuxer: Demuxer, timeoutSeconds: number) {
  return ffmpeg(file, { timeout: timeoutSeconds })
    .setFfmpegPath(env().FFMPEG_PATH)
    .setFfprobePath(env().FFPROBE_PATH)
    .inputOptions(["-nostats", ...ONE_THREAD_FILTERS, ...inputOptions(demuxer)]);
}

/**
 * ffprobe as JSON. Run directly (not through fluent-ffmpeg's ffprobe, which has
 * no time limit): a crafted file must not hang the request.
 */
export function ffprobeJson(file: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execFile(
      env().FFPROBE_PATH,
      ["-v", "error", ...PROBE_INPUT_OPTIONS, "-print_format", "json", "-show_format", "-show_streams", "--", file],
      { timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 4 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        try {
          resolve(JSON.parse(stdout));
        } catch (parseError) {
          reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
        }
      },
    );
  });
}
