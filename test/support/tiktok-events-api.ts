import { http, HttpResponse } from "msw";

import type { TikTokTrackRequest } from "@/lib/tracking/tiktok/types";

/**
 * A double of TikTok's Events API v1.3 `POST /open_api/v1.3/event/track/`
 * (external-apis.md 2.9): it requires the Access-Token header (a wrong one
 * gets HTTP 401 with an empty body), checks the 2.0 body (event_source,
 * event_source_id, a non-empty data[], integer event_time, hashed e-mail,
 * phone and external id, raw ip and ttclid) and answers like TikTok: the
 * `{code, message, request_id, data}` envelope, errors as HTTP 200 with a
 * non-zero code. Failures can be queued for the next calls. Every request
 * that reached it is recorded.
 */
export const TIKTOK_EVENTS_URL = "https://business-api.tiktok.com/open_api/v1.3/event/track/";

export type Failure = "http-503" | "http-429" | "code-40100" | "code-40002" | "code-40001" | "code-50002" | "http-401";

const HEX64 = /^[a-f0-9]{64}$/;

function problemsOf(body: Partial<TikTokTrackRequest>): string[] {
  const problems: string[] = [];
  if (body.event_source !== "web") problems.push("event_source must be web");
  if (typeof body.event_source_id !== "string" || body.event_source_id === "")
    problems.push("event_source_id is required");
  if (!Array.isArray(body.data) || body.data.length === 0) problems.push("data must be a non-empty array");
  for (const [i, event] of (body.data ?? []).entries()) {
    if (!Number.isInteger(event.event_time)) problems.push(`data[${i}].event_time must be an integer (seconds)`);
    if (typeof event.event !== "string" || !event.event) problems.push(`data[${i}].event is required`);
    for (const key of ["email", "phone", "external_id"] as const) {
      const value = event.user?.[key];
      if (value !== undefined && !HEX64.test(value)) problems.push(`data[${i}].user.${key} must be SHA-256 hex`);
    }
    for (const key of ["ip", "ttclid"] as const) {
      const value = event.user?.[key];
      if (value !== undefined && HEX64.test(value)) problems.push(`data[${i}].user.${key} must not be hashed`);
    }
  }
  return problems;
}

const envelope = (code: number, message: string) =>
  HttpResponse.json({ code, message, request_id: `req-${Math.random().toString(36).slice(2)}`, data: {} });

export function tiktokEventsApi(options: { token: string }) {
  const requests: { headers: Headers; body: TikTokTrackRequest }[] = [];
  const failures: Failure[] = [];
  const handler = http.post(TIKTOK_EVENTS_URL, async ({ request }) => {
    if (request.headers.get("access-token") !== options.token) return new HttpResponse(null, { status: 401 });
    const body = (await request.json()) as TikTokTrackRequest;
    requests.push({ headers: request.headers, body });
    const failure = failures.shift();
    switch (failure) {
      case "http-503":
        return new HttpResponse("<html>Service Unavailable</html>", { status: 503 });
      case "http-429":
        return new HttpResponse(null, { status: 429, headers: { "Retry-After": "1" } });
      case "http-401":
        return new HttpResponse(null, { status: 401 });
      case "code-40100":
        return envelope(40100, "Too many requests. Please retry in some time.");
      case "code-40001":
        return envelope(40001, "No permission to operate pixel code.");
      case "code-40002":
        return envelope(40002, "Invalid parameter: event_source_id");
      case "code-50002":
        return envelope(50002, "Internal service error, please try again.");
    }
    const problems = problemsOf(body);
    if (problems.length > 0) return envelope(40002, problems.join("; "));
    return envelope(0, "OK");
  });
  return {
    handler,
    requests,
    /** The data[] items of every request, in order. */
    events: () => requests.flatMap((r) => r.body.data),
    /** The next calls fail this way, one failure per call. */
    failNext: (...modes: Failure[]) => failures.push(...modes),
  };
}
