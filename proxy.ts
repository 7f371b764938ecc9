// The request guard (the owner's card calls it "middleware"; Next.js 16 names the
// file proxy.ts). It runs only on the paths in `matcher`, so static marketing
// pages are served without it. Signed-out visitors of an account-only page go
// to /login with the page as their return address.
import { NextResponse, type NextRequest } from "next/server";

// The session module alone: the guard needs no database, hasher or next-auth routes.
import { readSession } from "@/lib/auth/session";

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/")) return refuseMalformedPath(request) ?? NextResponse.next();
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

/**
 * Next decodes a dynamic route's segments before the handler runs (next-auth's
 * catch-all, and every `[id]` of the API), and a segment that is not valid
 * percent-encoding ("/api/auth/%", "/api/payments/status/%E0%A4%A") made it
 * answer a bare 500, without the security headers, out of reach of the route
 * wrapper. Such a path names nothing: 400 here, in JSON like every API answer.
 */
function refuseMalformedPath(request: NextRequest): NextResponse | null {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return null;
  } catch {
    const message = "عنوان الطلب غير صالح";
    return NextResponse.json({ message, error: message }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
}

// Few patterns: Next.js tests every request (marketing pages too) against each
// matcher's regular expression in turn. Next reads this literal at build, so it
// cannot be computed: the pages are the signed-in ones of lib/routes/index.ts,
// and proxy.test.ts fails when the two differ. The API rooms with dynamic
// segments (below their first level) are looked at for undecodable paths;
// uploads and Ziina's webhook never pass here, so their bodies are not copied
// for the proxy.
export const config = {
  matcher: [
    "/:page(profile|free-views|payment|payment-new|payment-result)",
    "/admin/:path*",
    "/api/auth/:path*",
    "/api/:room(admin|orders|payments|tiktok-views|ziina/status)/:path+",
  ],
};

function isClientRouterFetch(request: NextRequest): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}
