import "server-only";

import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request may have come from another site. Browsers
 * mark every request with Sec-Fetch-Site (and Origin on POSTs): a form or
 * script on another site says "cross-site" (or "same-site" from a sibling
 * subdomain) and its Origin is not ours. Requests with neither header are
 * not from a browser, so they carry no visitor's cookies and are let through.
 * Our own origin is APP_URL's, or the one the request was addressed to.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (origin && origin !== "null") return !ownOrigins(request).has(origin.toLowerCase());
  if (origin === "null") return true; // sandboxed frames, data: URLs, privacy-stripped redirects
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
}

function ownOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(env().APP_URL).origin.toLowerCase()]);
  const host = request.headers.get("host");
  if (host) {
    // The address the browser used: with a TLS proxy in front, APP_URL says https.
    const scheme = new URL(env().APP_URL).protocol;
    origins.add(`${scheme}//${host}`.toLowerCase());
    origins.add(`${new URL(request.url).protocol}//${host}`.toLowerCase());
  }
  return origins;
}
