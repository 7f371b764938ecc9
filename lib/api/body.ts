import "server-only";

import { z } from "zod";

import { AppError, INVALID_JSON_MESSAGE } from "@/lib/errors";

/** Largest JSON body any endpoint accepts by default. */
export const MAX_JSON_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = "حجم البيانات المرسلة كبير جداً";
export const JSON_ONLY_MESSAGE = "يجب إرسال البيانات بصيغة JSON";
export const CONTROL_CHARACTER_MESSAGE = "البيانات المرسلة تحتوي على رموز غير مسموح بها";

/**
 * Whether any text in a value (strings and object keys, however deeply
 * nested) holds a NUL character. No field of the store means one, and
 * PostgreSQL refuses it in text ("invalid byte sequence"), so a NUL that
 * reached a query was a 500. Walked without recursion: a 64 KB body can nest
 * thousands of levels deep.
 */
export function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\0")) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes("\0")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Reads a request body, counting bytes as they arrive and stopping at `limit`:
 * a chunked body without Content-Length is never buffered past the limit, and
 * the rest is left unread.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE_MESSAGE);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE_MESSAGE);
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/** True for `application/json` and `application/<x>+json`, with or without parameters. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Parses and validates JSON text; malformed or wrongly shaped input is a 400 with the first message. */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let body: unknown;
  try {
    body = text.trim().length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", INVALID_JSON_MESSAGE);
  }
  if (hasNulCharacter(body)) throw new AppError("BAD_REQUEST", CONTROL_CHARACTER_MESSAGE);
  const result = schema.safeParse(body);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError("BAD_REQUEST", first?.message ?? INVALID_JSON_MESSAGE, {
      details: { fields: z.flattenError(result.error).fieldErrors },
    });
  }
  return result.data;
}
