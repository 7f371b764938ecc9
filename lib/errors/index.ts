/**
 * The one error type the store's code throws when something is wrong with a
 * request or an outside service. Domain rooms (orders, payments, fulfilment…)
 * throw it without knowing HTTP: `code` is a closed list that lib/api maps to a
 * status, and background jobs read `retryable` to decide between a retry with
 * backoff and giving up.
 *
 * `message` is what the customer sees: Arabic, or the English texts where
 * docs/product-rules.md#language-and-text keeps them.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE",
  "RATE_LIMITED",
  "INTERNAL",
  "UPSTREAM",
  "UPSTREAM_TIMEOUT",
  "UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that describe a passing condition: a job that meets one tries again later. */
const RETRYABLE_BY_DEFAULT: ReadonlySet<ErrorCode> = new Set([
  "RATE_LIMITED",
  "INTERNAL",
  "UPSTREAM",
  "UPSTREAM_TIMEOUT",
  "UNAVAILABLE",
]);

export interface AppErrorOptions {
  /** Extra fields for the caller (merged into the JSON body of an HTTP answer). */
  details?: Record<string, unknown>;
  /** When trying again makes sense (sent as Retry-After by lib/api). */
  retryAfterSeconds?: number;
  /** Overrides the code's default: may a background job try this again? */
  retryable?: boolean;
  cause?: unknown;
}

export class AppError extends Error {
  override name = "AppError";
  readonly details: Record<string, unknown>;
  readonly retryAfterSeconds: number | undefined;
  readonly retryable: boolean;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.retryable = options.retryable ?? RETRYABLE_BY_DEFAULT.has(code);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Generic texts for failures the customer cannot act on. */
export const GENERIC_ERROR_MESSAGE = "حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى";
export const INVALID_JSON_MESSAGE = "تعذر قراءة الطلب: البيانات المرسلة غير صالحة";
