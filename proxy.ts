// The request guard (the owner's card calls it "middleware"; Next.js 16 names the
// file proxy.ts). It runs only on the paths in `matcher`, so static marketing
// pages are served without it. Signed-out visitors of an account-only page go
// to /login with the page as their return address.
import { NextResponse, type NextRequest } from "next/server";

// The session module alone: the guard needs no database, hasher or next-auth routes.
import { readSession } from "@/lib/auth/session";

export async function proxy(request: NextRequest) {
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
  ],
};

function isClientRouterFetch(request: NextRequest): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}
