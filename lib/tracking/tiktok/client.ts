import "server-only";

import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

import { type TikTokEventData, type TikTokResponse, tiktokResponseSchema, type TikTokTrackRequest } from "./types";

/**
 * The only code that talks to TikTok's Events API (and reads its settings).
 */

export interface TikTokEventsConfig {
  accessToken: string;
  pixelId: string;
  testEventCode?: string;
  apiUrl: string;
}

/** Null when events are off: no access token, or no pixel id to send them to. */
export function tiktokEventsConfig(): TikTokEventsConfig | null {
  const e = env();
  if (!e.TIKTOK_ACCESS_TOKEN || !e.TIKTOK_PIXEL_ID) return null;
  return {
    accessToken: e.TIKTOK_ACCESS_TOKEN,
    pixelId: e.TIKTOK_PIXEL_ID,
    testEventCode: e.TIKTOK_TEST_EVENT_CODE,
    apiUrl: e.TIKTOK_API_URL,
  };
}

const TIMEOUT_MS = 10_000;

/** Codes that mean "done" (20001: accepted with a partial warning, as RudderStack treats it). */
const OK_CODES = new Set([0, 20001]);
/** The request itself is wrong (token, permission, parameters): sending it again cannot help. */
const PERMANENT_CODES = new Set([40001, 40002]);

/** Never shown to anyone: the job keeps it as last_error and the worker logs it. */
function failure(what: string, permanent: boolean, retryAfterSeconds?: number): AppError {
  return new AppError("UPSTREAM", `TikTok Events API: ${what}`, {
    retryable: !permanent,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : undefined;
}

/**
 * Sends events in one request. Resolves when TikTok accepted them (HTTP 200
 * and code 0 or 20001); otherwise throws an AppError whose `retryable` says
 * whether a later try can succeed: throttling (40100, HTTP 429), server
 * errors, timeouts and unknown codes are retried; a bad token (HTTP 401/403
 * with an empty body, or code 40001) and bad parameters (40002) are not.
 * Errors carry TikTok's own code and message.
 */
export async function sendTikTokEvents(
  config: TikTokEventsConfig,
  data: TikTokEventData[],
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<TikTokResponse> {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const body: TikTokTrackRequest = {
    event_source: "web",
    event_source_id: config.pixelId,
    ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
    data,
  };
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(config.apiUrl, {
      method: "POST",
      headers: { "Access-Token": config.accessToken, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    text = await response.text();
  } catch (error) {
    const what = timeout.aborted ? `no answer within ${timeoutMs} ms` : `unreachable (${String(error)})`;
    throw failure(what, false);
  }

  if (response.status === 401 || response.status === 403)
    throw failure(`HTTP ${response.status}: the access token was refused`, true);
  if (response.status === 408 || response.status === 429 || response.status >= 500)
    throw failure(`HTTP ${response.status} ${text.slice(0, 200)}`.trim(), false, retryAfter(response));
  if (response.status !== 200) throw failure(`HTTP ${response.status} ${text.slice(0, 200)}`.trim(), true);

  let answer: TikTokResponse;
  try {
    answer = tiktokResponseSchema.parse(JSON.parse(text));
  } catch {
    throw failure(`HTTP 200 without the usual answer: ${text.slice(0, 200)}`, false);
  }
  if (OK_CODES.has(answer.code)) return answer;
  const what = `code ${answer.code}: ${answer.message ?? ""} (request_id ${answer.request_id ?? "none"})`;
  throw failure(what, PERMANENT_CODES.has(answer.code));
}
