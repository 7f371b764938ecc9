import "server-only";

import { execFile } from "node:child_process";

import ffmpeg from "fluent-ffmpeg";

import { env } from "@/lib/env";

/** Input options for every ffmpeg/ffprobe run: local files only, never the network. */
export const SAFE_INPUT_OPTIONS = ["-protocol_whitelist", "file"];

/** fluent-ffmpeg command on a local file, with Debian's ffmpeg and a hard time limit. */
export function ffmpegCommand(file: string, timeoutSeconds: number) {
  return ffmpeg(file, { timeout: timeoutSeconds })
    .setFfmpegPath(env().FFMPEG_PATH)
    .setFfprobePath(env().FFPROBE_PATH)
    .inputOptions(["-nostdin", "-nostats", ...SAFE_INPUT_OPTIONS]);
}

/**
 * ffprobe as JSON. Run directly (not through fluent-ffmpeg's ffprobe, which has
 * no time limit): a crafted file must not hang the request.
 */
export function ffprobeJson(file: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execFile(
      env().FFPROBE_PATH,
      ["-v", "error", ...SAFE_INPUT_OPTIONS, "-print_format", "json", "-show_format", "-show_streams", "--", file],
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
