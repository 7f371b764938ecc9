import "server-only";

import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import busboy from "busboy";

import { AppError } from "@/lib/errors";

import { MAX_UPLOAD_BYTES, MESSAGES, UPLOAD_LIMITS } from "./limits";
import { removeUpload } from "./uploads";

/**
 * Streams the multipart upload's `video` file to `dest`, enforcing the size
 * cap while the bytes arrive: past 50 MB the request stops being read, the
 * partial file is deleted and a 413 is thrown. Nothing is buffered in memory.
 * The `data` field (with its placeholder userId) is read and ignored.
 * A client that sends nothing for `idleMs`, or is still sending after
 * `totalMs`, is cut off the same way (400, partial file deleted), so a
 * stalled upload cannot hold its disk space for minutes. So is a body that
 * falls behind the pace (`minBytesPerSecond` on average from `paceGraceMs`
 * after the start): a slow upload cannot hold its receive slot for minutes
 * (docs/security.md#analyser-uploads).
 */
export function receiveUpload(
  request: Request,
  dest: string,
  { idleMs, totalMs, paceGraceMs, minBytesPerSecond } = UPLOAD_LIMITS,
): Promise<{ bytes: number; clientType: string }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body)
    return Promise.reject(new AppError("BAD_REQUEST", MESSAGES.noFile));

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 6 },
      });
    } catch {
      reject(new AppError("BAD_REQUEST", MESSAGES.badRequest));
      return;
    }
    const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
    let settled = false;
    let sawFile = false;
    let writing: Promise<void> | null = null;
    let bytes = 0;
    let clientType = "";
    let out: ReturnType<typeof createWriteStream> | null = null;

    const timedOut = () => fail(new AppError("BAD_REQUEST", MESSAGES.uploadTimeout));
    const total = setTimeout(timedOut, totalMs);
    let idle = setTimeout(timedOut, idleMs);
    // The body's pace: the bytes received must keep up with the floor from the grace's end.
    const started = Date.now();
    let received = 0;
    const pace = setInterval(
      () => {
        const owed = ((Date.now() - started - paceGraceMs) * minBytesPerSecond) / 1000;
        if (owed > received) timedOut();
      },
      Math.min(1_000, Math.max(50, paceGraceMs / 4)),
    );
    const stopTimers = () => {
      clearTimeout(total);
      clearTimeout(idle);
      clearInterval(pace);
    };

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      stopTimers();
      source.unpipe(parser);
      source.destroy(); // stop reading the request
      out?.destroy();
      void removeUpload(dest).finally(() => reject(error));
    };

    request.signal?.addEventListener("abort", () => fail(new AppError("BAD_REQUEST", MESSAGES.badRequest)));

    parser.on("file", (name, stream, info) => {
      // A body that ends mid-file makes busboy fail the file stream too.
      stream.on("error", () => fail(new AppError("BAD_REQUEST", MESSAGES.badRequest)));
      if (name !== "video" || sawFile) {
        stream.resume();
        if (sawFile) fail(new AppError("BAD_REQUEST", MESSAGES.oneFile));
        return;
      }
      sawFile = true;
      clientType = info.mimeType;
      out = createWriteStream(dest, { flags: "wx", mode: 0o600 });
      const file = out;
      writing = new Promise((done, broken) => {
        file.on("finish", () => done());
        file.on("error", broken);
      });
      writing.catch(() => fail(new AppError("BAD_REQUEST", MESSAGES.failed)));
      stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
      stream.on("limit", () => fail(new AppError("PAYLOAD_TOO_LARGE", MESSAGES.tooLarge)));
      stream.pipe(file);
    });
    parser.on("filesLimit", () => fail(new AppError("BAD_REQUEST", MESSAGES.oneFile)));
    parser.on("partsLimit", () => fail(new AppError("BAD_REQUEST", MESSAGES.badRequest)));
    parser.on("error", () => fail(new AppError("BAD_REQUEST", MESSAGES.badRequest)));
    parser.on("close", () => {
      if (settled) return;
      if (!sawFile || !writing) return fail(new AppError("BAD_REQUEST", MESSAGES.noFile));
      writing.then(
        () => {
          if (settled) return;
          if (bytes === 0) return fail(new AppError("BAD_REQUEST", MESSAGES.noFile));
          settled = true;
          stopTimers();
          resolve({ bytes, clientType });
        },
        () => fail(new AppError("BAD_REQUEST", MESSAGES.failed)),
      );
    });
    source.on("error", () => fail(new AppError("BAD_REQUEST", MESSAGES.badRequest)));
    source.on("data", (chunk: Uint8Array) => {
      received += chunk.length;
      clearTimeout(idle);
      if (!settled) idle = setTimeout(timedOut, idleMs);
    });
    source.pipe(parser);
  });
}
