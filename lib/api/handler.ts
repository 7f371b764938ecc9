import "server-only";

import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";

import { Prisma } from "@/lib/db";

import { AppError, GENERIC_ERROR_MESSAGE, INVALID_JSON_MESSAGE } from "./errors";

type RouteContext<P> = { params: Promise<P> };

/** Largest JSON body any endpoint accepts; larger ones are refused unread. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Turns anything a handler throws into a JSON response, so handler bodies are
 * the happy path. AppError → its status with `{ message, error }` (the spec's
 * clients read either field); Prisma unique violation → 409; not found → 404;
 * anything else → logged 500 with a generic message (never internals).
 */
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { message: error.message, error: error.message, ...error.details },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return toErrorResponse(new AppError("CONFLICT", "هذا السجل موجود بالفعل"));
    if (error.code === "P2025") return toErrorResponse(new AppError("NOT_FOUND", "العنصر غير موجود"));
  }
  console.error("[api] unhandled error", error);
  return NextResponse.json({ message: GENERIC_ERROR_MESSAGE, error: GENERIC_ERROR_MESSAGE }, { status: 500 });
}

export function route<P = Record<string, string>>(
  handler: (request: NextRequest, context: RouteContext<P>) => Promise<Response>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/**
 * Reads and validates a JSON body: oversized, malformed or wrongly shaped input
 * becomes a 4xx AppError with the first validation message.
 */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "حجم البيانات المرسلة كبير جداً");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "حجم البيانات المرسلة كبير جداً");
  let body: unknown;
  try {
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", INVALID_JSON_MESSAGE);
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError("BAD_REQUEST", first?.message ?? INVALID_JSON_MESSAGE, {
      fields: z.flattenError(result.error).fieldErrors,
    });
  }
  return result.data;
}
