/**
 * Which ad brought a visitor (docs/ad-events.md#attribution): the landing
 * request's utm_* parameters, TikTok's ttclid, the referrer's host and the
 * landing path, kept in a first-party cookie of the store and stored with a
 * payment when it is created. No script reads or writes it: the request
 * guard (proxy.ts) sets it on an ad's landing, the payment API reads it.
 *
 * Two touches: the first within the window, and the last (every touch the
 * store keeps is an ad's landing, so the last is the last non-direct one).
 * Everything is bounded and checked when written and again when read: a
 * value that is too long or has other characters is kept as none, never an
 * error. Pure and runtime-neutral (the guard runs it too).
 */

export const ATTRIBUTION_COOKIE = "attribution";
/** How long a touch counts: TikTok's and most ad platforms' default click window. */
export const ATTRIBUTION_WINDOW_DAYS = 7;
export const ATTRIBUTION_MAX_AGE_SECONDS = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60;

/** The query parameters that make a landing an ad's (the guard's matcher names the same). */
export const AD_PARAMETERS = ["utm_source", "utm_campaign", "ttclid"] as const;

export interface Touch {
  source?: string;
  medium?: string;
  campaign?: string;
  /** The ad (utm_content). */
  content?: string;
  term?: string;
  ttclid?: string;
  /** TikTok's first-party `_ttp` cookie, when the pixel had set one. */
  ttp?: string;
  /** The host of the page that linked here (never this store's own). */
  referrer?: string;
  /** The path the visitor landed on, without its query. */
  landing?: string;
  /** When, in seconds since 1970. */
  at: number;
}

export interface Attribution {
  first: Touch;
  last: Touch;
}

/** Letters of any script, digits, spaces and a few marks: a campaign name, never markup or a formula. */
const WORDS = /^[\p{L}\p{M}\p{N} _.\-~+:|/()]{1,100}$/u;
const TOKEN = /^[A-Za-z0-9_.\-~]{1,300}$/;
const HOST = /^[a-z0-9.-]{1,253}$/;
const PATH = /^\/[A-Za-z0-9_\-/]{0,199}$/;

const words = (v: unknown) => (typeof v === "string" && WORDS.test(v.trim()) ? v.trim() : undefined);
const token = (v: unknown) => (typeof v === "string" && TOKEN.test(v) ? v : undefined);
const host = (v: unknown) => (typeof v === "string" && HOST.test(v) ? v : undefined);
const path = (v: unknown) => (typeof v === "string" && PATH.test(v) ? v : undefined);

/** A touch with every field checked; undefined fields dropped. Null when it names no ad. */
function checkedTouch(raw: Record<string, unknown>, at: number): Touch | null {
  const touch: Touch = {
    source: words(raw.source),
    medium: words(raw.medium),
    campaign: words(raw.campaign),
    content: words(raw.content),
    term: words(raw.term),
    ttclid: token(raw.ttclid),
    ttp: token(raw.ttp),
    referrer: host(raw.referrer),
    landing: path(raw.landing),
    at,
  };
  for (const key of Object.keys(touch) as (keyof Touch)[]) if (touch[key] === undefined) delete touch[key];
  return touch.source || touch.campaign || touch.ttclid ? touch : null;
}

/**
 * The touch of a landing request, or null when it is not an ad's (no
 * utm_source, utm_campaign or ttclid worth keeping). The store's own host is
 * never kept as a referrer.
 */
export function touchOfLanding(
  url: URL,
  headers: { referer: string | null; ttp: string | null },
  nowSeconds: number,
): Touch | null {
  const q = url.searchParams;
  let referrer: string | undefined;
  try {
    const from = headers.referer ? new URL(headers.referer).hostname.toLowerCase() : undefined;
    if (from && from !== url.hostname.toLowerCase()) referrer = from;
  } catch {
    // An unreadable Referer: no referrer.
  }
  return checkedTouch(
    {
      source: q.get("utm_source"),
      medium: q.get("utm_medium"),
      campaign: q.get("utm_campaign"),
      content: q.get("utm_content"),
      term: q.get("utm_term"),
      ttclid: q.get("ttclid"),
      ttp: headers.ttp,
      referrer,
      landing: url.pathname,
    },
    nowSeconds,
  );
}

const WINDOW_SECONDS = ATTRIBUTION_MAX_AGE_SECONDS;

/** The cookie's attribution, every field checked again; null when absent, unreadable or out of the window. */
export function readAttribution(cookie: string | null | undefined, nowSeconds: number): Attribution | null {
  if (!cookie || cookie.length > 3_000) return null;
  let raw: unknown;
  try {
    // As the framework hands it over (decoded), or as it travels (URI-encoded).
    raw = JSON.parse(cookie.startsWith("%") ? decodeURIComponent(cookie) : cookie);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const at = (t: unknown) => {
    const n = (t as { at?: unknown } | null)?.at;
    return typeof n === "number" && Number.isInteger(n) && n <= nowSeconds + 60 ? n : null;
  };
  const read = (t: unknown) => {
    const when = at(t);
    return when !== null && nowSeconds - when <= WINDOW_SECONDS
      ? checkedTouch(t as Record<string, unknown>, when)
      : null;
  };
  const last = read((raw as { last?: unknown }).last);
  if (!last) return null;
  return { first: read((raw as { first?: unknown }).first) ?? last, last };
}

/** The attribution after a new ad landing: the first touch kept while it is within the window. */
export function withTouch(current: Attribution | null, touch: Touch): Attribution {
  return { first: current?.first ?? touch, last: touch };
}

/** The cookie's value: JSON (the framework URI-encodes it on the way out and decodes it on the way in). */
export function attributionCookieValue(attribution: Attribution): string {
  return JSON.stringify(attribution);
}
