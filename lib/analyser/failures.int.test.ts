import { resetEnvForTests } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { VideoFactory } from "@/test/support/videos";

import { MESSAGES } from "./limits";
import { measureVideo } from "./measure";
import { probeVideo } from "./probe";

// Whatever stops ffmpeg is the upload's problem: a 422 with an Arabic message, never a 500.
jest.setTimeout(60_000);

const videos = new VideoFactory();
let file: string;
beforeAll(() => {
  resetEnvForTests();
  file = videos.make("plain.mp4", { colours: ["black", "white"], secondsEach: 2, audio: "none", size: "1080x1920" });
});
afterAll(() => videos.cleanup());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected an AppError, got ${String(error)}`);
  }
  throw new Error("expected a failure");
}

describe("ffmpeg failures", () => {
  it("turns the measuring pass's time limit into a 422 asking for a lighter export", async () => {
    const probe = await probeVideo(file);
    const error = await failure(measureVideo(file, probe, 0.05));
    expect(error.code).toBe("UNPROCESSABLE");
    expect(error.message).toBe(MESSAGES.tooHeavy);
  });

  it("turns an ffmpeg error exit into a 422", async () => {
    const probe = await probeVideo(file);
    // An audio stream the file does not have: ffmpeg refuses the filter graph.
    const error = await failure(measureVideo(file, { ...probe, hasAudio: true }));
    expect(error.code).toBe("UNPROCESSABLE");
    expect(error.message).toBe(MESSAGES.unreadable);
  });

  it("opens the upload with the container ffprobe found, never by probing again", async () => {
    const probe = await probeVideo(file);
    expect(probe.demuxer).toBe("mov");
    // The same bytes declared as another container do not open.
    const error = await failure(measureVideo(file, { ...probe, demuxer: "matroska" }));
    expect(error.message).toBe(MESSAGES.unreadable);
  });
});
