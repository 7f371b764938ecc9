import "server-only";

import { NextResponse } from "next/server";

import { Prisma } from "@/lib/db";
import { AppError, GENERIC_ERROR_MESSAGE, type ErrorCode } from "@/lib/errors";
import { logger } from "@/lib/log";

/** The one table from an error code to its HTTP status. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
};

/**
 * Error answers are a few hundred bytes, never cached, and never compressed:
 * `next start` gzips every answer whose length it does not know (a route's
 * body is a stream), and a gzip stream's set-up cost more than the answer
 * itself. Under a login flood, where nearly every answer is a 429 or 503,
 * that was the server's largest single cost (docs/benchmarks.md#login-flood).
 * `no-transform` is what the compression step (and any cache) honours.
 */
export const NO_STORE_UNCOMPRESSED = "no-store, no-transform";

/**
 * Turns anything a handler throws into a JSON response, so handler bodies are
 * the happy path. AppError → its status with `{ message, error }` (clients read
 * either field, docs/product-rules.md#errors); Prisma: unique violation → 409, not found → 404,
 * a value too long for its column → 400; anything else → a logged 500 with a
 * generic message (never internals).
 */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    const headers: Record<string, string> = { "Cache-Control": NO_STORE_UNCOMPRESSED };
    if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.ceil(error.retryAfterSeconds));
    return NextResponse.json(
      {
        message: error.message,
        error: error.message,
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: Math.ceil(error.retryAfterSeconds) } : {}),
        ...error.details,
      },
      { status: ERROR_STATUS[error.code], headers },
    );
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return toErrorResponse(new AppError("CONFLICT", "هذا السجل موجود بالفعل"));
    if (error.code === "P2025") return toErrorResponse(new AppError("NOT_FOUND", "العنصر غير موجود"));
    if (error.code === "P2000")
      return toErrorResponse(new AppError("BAD_REQUEST", "إحدى القيم المرسلة أطول من المسموح"));
  }
  logger("api").error("unhandled error", { error });
  return NextResponse.json(
    { message: GENERIC_ERROR_MESSAGE, error: GENERIC_ERROR_MESSAGE },
    { status: 500, headers: { "Cache-Control": NO_STORE_UNCOMPRESSED } },
  );
}
