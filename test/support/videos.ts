import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Videos made during the test run with ffmpeg's lavfi sources (Debian's
 * ffmpeg), small so the suite stays fast. Each call returns the file path.
 */
export class VideoFactory {
  readonly dir = mkdtempSync(path.join(tmpdir(), "videos-"));

  private run(name: string, args: string[]): string {
    const out = path.join(this.dir, name);
    execFileSync("ffmpeg", ["-v", "error", "-y", ...args, out], { stdio: ["ignore", "ignore", "pipe"] });
    return out;
  }

  /**
   * `colours` one after another, `secondsEach` long (each change is a cut);
   * sound: none, a steady tone, or a voice-band tone rising and falling twice
   * a second like syllables (250 ms loud, 250 ms soft); `leadingSilence` seconds of silence first.
   */
  make(
    name: string,
    opts: {
      colours?: string[];
      secondsEach?: number;
      size?: string;
      audio?: "none" | "tone" | "speechlike";
      leadingSilence?: number;
      /** A moving test pattern instead of flat colours. */
      pattern?: boolean;
    } = {},
  ): string {
    const { colours = ["gray"], secondsEach = 5, size = "180x320", audio = "tone", leadingSilence = 0 } = opts;
    const total = colours.length * secondsEach;
    const inputs: string[] = [];
    const parts = opts.pattern
      ? [`testsrc2=s=${size}:r=25:d=${total}`]
      : colours.map((c) => `color=c=${c}:s=${size}:r=25:d=${secondsEach}`);
    for (const p of parts) inputs.push("-f", "lavfi", "-i", p);
    const filters = [`${parts.map((_, i) => `[${i}:v]`).join("")}concat=n=${parts.length}:v=1:a=0,format=yuv420p[v]`];
    const maps = ["-map", "[v]"];
    if (audio !== "none") {
      const source =
        audio === "tone"
          ? `sine=f=440:d=${total}`
          : `sine=f=600:d=${total},volume='if(lt(mod(t,0.5),0.25),1,0.15)':eval=frame`;
      inputs.push("-f", "lavfi", "-i", source);
      const a = parts.length;
      filters.push(
        leadingSilence > 0
          ? `[${a}:a]volume='if(lt(t,${leadingSilence}),0,1)':eval=frame,aformat=channel_layouts=mono[a]`
          : `[${a}:a]aformat=channel_layouts=mono[a]`,
      );
      maps.push("-map", "[a]");
    }
    return this.run(name, [
      ...inputs,
      "-filter_complex",
      filters.join(";"),
      ...maps,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      ...(audio !== "none" ? ["-c:a", "aac", "-b:a", "64k"] : []),
      "-t",
      String(total),
    ]);
  }

  /**
   * Any lavfi picture (a filter chain ending in one video stream) and,
   * optionally, sound (one audio chain), `seconds` long, as H.264/AAC.
   */
  lavfi(name: string, { video, audio, seconds }: { video: string; audio?: string; seconds: number }): string {
    const inputs = ["-f", "lavfi", "-i", video, ...(audio ? ["-f", "lavfi", "-i", audio] : [])];
    return this.run(name, [
      ...inputs,
      "-map",
      "0:v",
      ...(audio ? ["-map", "1:a", "-c:a", "aac", "-b:a", "64k", "-ac", "1"] : []),
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-t",
      String(seconds),
    ]);
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
