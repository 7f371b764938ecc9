// The request guard (the owner's card calls it "middleware"; Next.js 16 names the
// file proxy.ts). It runs only on the paths in `matcher`, so static marketing
// pages are served without it. Signed-out visitors of an account-only page go
// to /login with the page as their return address.
import { NextResponse, type NextRequest } from "next/server";

// The session module alone: the guard needs no database, hasher or next-auth routes.
import { readSession } from "@/lib/auth/session";
import { STORE_PAGES } from "@/lib/routes";
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  attributionCookieValue,
  readAttribution,
  reportLanding,
  touchOfLanding,
  withTouch,
} from "@/lib/tracking/contract";

export async function proxy(request: NextRequest) {
  const response = isGuarded(request.nextUrl.pathname) ? await guard(request) : NextResponse.next();
  keepAdLanding(request, response);
  return response;
}

/** The signed-in pages (lib/routes/pages.ts): the guard's own paths, whatever other matcher brought the request here. */
function isGuarded(pathname: string): boolean {
  return STORE_PAGES.some(
    (p) =>
      (p.signedIn === "page" && p.path === pathname) ||
      (p.signedIn === "section" && (pathname === p.path || pathname.startsWith(`${p.path}/`))),
  );
}

/**
 * An ad's landing (utm_source, utm_campaign or ttclid in the query) is kept
 * in the store's first-party attribution cookie (lib/tracking/attribution.ts,
 * docs/ad-events.md#attribution): the first touch within the window and this
 * one. A page load only: the client router's fetches carry the page's
 * address, not a new landing. The landing is also counted for the campaigns
 * report (docs/campaigns.md#landings): handed to the server's recorder, which
 * writes it later, so the page never waits on the database.
 */
function keepAdLanding(request: NextRequest, response: NextResponse): void {
  if (isClientRouterFetch(request)) return;
  const now = Math.floor(Date.now() / 1000);
  const touch = touchOfLanding(
    request.nextUrl,
    { referer: request.headers.get("referer"), ttp: request.cookies.get("_ttp")?.value ?? null },
    now,
  );
  if (!touch) return;
  reportLanding(touch);
  const current = readAttribution(request.cookies.get(ATTRIBUTION_COOKIE)?.value, now);
  response.cookies.set(ATTRIBUTION_COOKIE, attributionCookieValue(withTouch(current, touch)), {
    httpOnly: true,
    sameSite: "lax",
    secure: request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
    path: "/",
    maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
  });
}

async function guard(request: NextRequest): Promise<NextResponse> {
  if (await readSession(request)) return NextResponse.next();
  // Only page loads are redirected. The client router's own fetches
  // (prefetches, in-app navigations; Next hides its RSC headers from the
  // proxy, but the browser marks them Sec-Fetch-Mode: cors) would remember
  // the redirect: "/free-views → /login" prefetched from the footer while
  // signed out was replayed after signing in, sending the visitor back to
  // /login. The guarded pages check the session themselves (static shells in
  // the browser, dynamic pages on the server), and a static shell holds
  // nothing private.
  if (isClientRouterFetch(request)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

// Few patterns: Next.js tests every request (marketing pages too) against each
// matcher's regular expression in turn. Next reads this literal at build, so it
// cannot be computed: the pages are the signed-in ones of lib/routes/pages.ts,
// and proxy.test.ts fails when the two differ. No API path passes here (an
// undecodable one is refused before Next, lib/http/gate.ts).
//
// Only requests without a body pass here (no Content-Length, no
// Transfer-Encoding): Next copies the body of every request it hands the
// proxy and reads it to the end, buffering up to 10 MB, before anything else
// runs, so a POST to one of these paths was read whole. A page needs no body,
// and a guarded page checks the session itself (see above).
export const config = {
  matcher: [
    {
      source: "/:page(profile|free-views|payment|payment-new|payment-result)",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    {
      source: "/admin/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    // An ad's landing on any page, one pattern per parameter of AD_PARAMETERS (lib/tracking/attribution.ts;
    // proxy.test.ts holds the two equal): its attribution is kept. Pages only, never the API or Next's files.
    {
      source: "/((?!api/|_next/).*)",
      has: [{ type: "query", key: "utm_source" }],
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    {
      source: "/((?!api/|_next/).*)",
      has: [{ type: "query", key: "utm_campaign" }],
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    {
      source: "/((?!api/|_next/).*)",
      has: [{ type: "query", key: "ttclid" }],
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
  ],
};

function isClientRouterFetch(request: NextRequest): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}
