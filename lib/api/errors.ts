/**
 * The one error type route handlers throw. `code` picks the HTTP status from one
 * table; `message` is what the customer sees (Arabic, or the spec's English texts
 * where the spec gives them).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the JSON body (e.g. retryAfterSeconds). */
    readonly details: Record<string, unknown> = {},
    /** Response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Generic texts for failures the customer cannot act on. */
export const GENERIC_ERROR_MESSAGE = "حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى";
export const INVALID_JSON_MESSAGE = "تعذر قراءة الطلب: البيانات المرسلة غير صالحة";
