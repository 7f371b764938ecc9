/** A failed API call, with the server's Arabic message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Worth trying again: the network, a server error, or "too many requests". */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

async function readBody(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** docs/product-rules.md#errors: a non-OK answer's text is its `error` or `message` field. */
export function errorText(body: Record<string, unknown> | null): string | null {
  const text = body?.error ?? body?.message;
  return typeof text === "string" && text.trim() ? text : null;
}

/**
 * JSON in and out, cookies sent. Throws ApiError: status 0 for the network,
 * else the answer's status with its message (or `fallback`).
 */
export async function api<T>(
  url: string,
  init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal; fallback: string },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? "GET",
      credentials: "include",
      cache: "no-store",
      signal: init.signal,
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(init.fallback, 0);
  }
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(errorText(body) ?? init.fallback, res.status, body);
  return body as T;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
