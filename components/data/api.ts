import type { z } from "zod";

import { GENERIC_ERROR_MESSAGE, type ErrorCode } from "@/lib/errors";

import { NETWORK_MESSAGE } from "./network-message";

/** A dropped connection, unless the caller words it for its screen. */
export { NETWORK_MESSAGE };

/**
 * The server's codes (lib/errors) by the status lib/api answers them with
 * (ERROR_STATUS there, a server-only module; a test keeps the two equal).
 * NETWORK: no answer; TIMEOUT: no answer in time; BAD_RESPONSE: an answer
 * that is not the JSON the caller's schema describes.
 */
export type ApiErrorCode = ErrorCode | "NETWORK" | "TIMEOUT" | "BAD_RESPONSE";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE",
  429: "RATE_LIMITED",
  500: "INTERNAL",
  502: "UPSTREAM",
  503: "UNAVAILABLE",
  504: "UPSTREAM_TIMEOUT",
};

function codeOfStatus(status: number): ApiErrorCode {
  if (status === 0) return "NETWORK";
  return CODE_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}

/**
 * A failed API call. `message` is what the customer is told: the server's
 * Arabic text when it sent one, else the caller's fallback. `status` is 0
 * when no answer came (connection or timeout).
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly code: ApiErrorCode;
  /** The error body's other fields (lib/api sends AppError details beside the message). */
  readonly details: Record<string, unknown>;
  /** Seconds to wait before trying again (Retry-After), when the server said. */
  readonly retryAfter: number | null;
  /** `message` is the server's own text, not the caller's fallback. */
  readonly serverMessage: boolean;

  constructor(
    message: string,
    readonly status: number,
    init: {
      code?: ApiErrorCode;
      details?: Record<string, unknown>;
      retryAfter?: number | null;
      serverMessage?: boolean;
    } = {},
  ) {
    super(message);
    this.code = init.code ?? codeOfStatus(status);
    this.details = init.details ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.serverMessage = init.serverMessage ?? false;
  }

  /** Worth trying again: no answer, a server error, or "too many requests". */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** A response schema, or a loader for one (keeps zod out of a page's first-load JavaScript). */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface ApiOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is with its own type, instead of `body`: a file the operator uploads (the console's CSV import). */
  upload?: Blob;
  /** Validates the answer: one that does not match becomes an ApiError (BAD_RESPONSE), not a crash later. */
  schema?: ResponseSchema<T>;
  /** The caller's own abort (unmount, navigation): rethrown as it is, not turned into an ApiError. */
  signal?: AbortSignal;
  /** Gives up after this long (answer and body), with `timeout`'s text. */
  timeoutMs?: number;
  /** The text of an error answer without a message of its own (a proxy's HTML page). Default: the generic text. */
  fallback?: string;
  /** The text when no answer came. Default: `fallback`, else NETWORK_MESSAGE. */
  offline?: string;
  /** The text when the answer took longer than `timeoutMs`. Default: `offline`. */
  timeout?: string;
  /**
   * The text of a success answer that is not what the schema describes (`value`
   * is the parsed JSON, undefined when the body was not JSON). Default: the generic text.
   */
  malformed?: string | ((value: unknown, status: number) => string);
  /**
   * An error answer in plain text (not JSON, not an HTML page) gives its text
   * (docs/product-rules.md#errors, which the account calls keep).
   */
  plainTextErrors?: boolean;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

function parseJson(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined; // an HTML error page from a proxy
  }
}

function retryAfterOf(res: Response, body: Record<string, unknown> | null): number | null {
  // The fake fetch of component tests has no headers.
  const header = Number(res.headers?.get("retry-after") ?? NaN);
  if (Number.isFinite(header) && header >= 0) return header;
  const field = body?.retryAfterSeconds;
  return typeof field === "number" && Number.isFinite(field) ? field : null;
}

/**
 * The error answer lib/api sends: `{ message, error, retryAfterSeconds?, ...details }`
 * (the same text in both fields; docs/product-rules.md#errors reads `error` first, then `message`).
 */
function errorOf(res: Response, value: unknown, raw: string, fallback: string, plainText: boolean): ApiError {
  const body = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const { message, error, retryAfterSeconds: _, ...details } = body ?? {};
  const plain = plainText && value === undefined && !raw.trim().startsWith("<") ? text(raw.trim()) : null;
  const said = text(error) ?? text(message) ?? plain;
  return new ApiError(said ?? fallback, res.status, {
    details,
    retryAfter: retryAfterOf(res, body),
    serverMessage: said !== null,
  });
}

/**
 * The client's one way to call the store's API: JSON in and out, same-origin
 * with cookies, never cached. Resolves with the answer (validated by `schema`
 * when given); throws ApiError for an error answer, a dropped connection, a
 * timeout or a malformed answer, each with a customer-facing text. An abort
 * by the caller's `signal` is rethrown untouched.
 */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const fallback = options.fallback ?? GENERIC_ERROR_MESSAGE;
  const offline = options.offline ?? options.fallback ?? NETWORK_MESSAGE;
  const controller = new AbortController();
  const { signal } = options;
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener("abort", abort, { once: true });
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
  // The schema's chunk loads while the request is under way.
  const schema =
    typeof options.schema === "function" ? options.schema().catch(() => null) : Promise.resolve(options.schema);

  let res: Response;
  let raw: string;
  let value: unknown;
  try {
    res = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      cache: "no-store",
      signal: controller.signal,
      ...(options.upload
        ? { headers: { "content-type": options.upload.type || "application/octet-stream" }, body: options.upload }
        : {
            headers: options.body === undefined ? undefined : { "content-type": "application/json" },
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
          }),
    });
    raw = await res.text();
    value = parseJson(raw);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timedOut) throw new ApiError(options.timeout ?? offline, 0, { code: "TIMEOUT" });
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error(`[api] ${options.method ?? "GET"} ${path} failed`, error);
    throw new ApiError(offline, 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }

  if (!res.ok) throw errorOf(res, value, raw, fallback, options.plainTextErrors ?? false);
  const check = await schema;
  if (check === null) throw new ApiError(offline, 0); // the schema's chunk did not load: the connection dropped
  if (!check) return value as T;
  const parsed = check.safeParse(value);
  if (parsed.success) return parsed.data;
  // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
  console.error(`[api] ${options.method ?? "GET"} ${path}: unexpected answer`, parsed.error);
  const malformed = options.malformed ?? GENERIC_ERROR_MESSAGE;
  throw new ApiError(typeof malformed === "string" ? malformed : malformed(value, res.status), res.status, {
    code: "BAD_RESPONSE",
  });
}
