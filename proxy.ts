// The request guard (the owner's card calls it "middleware"; Next.js 16 names the
// file proxy.ts). It runs only on the paths in `matcher`, so static marketing
// pages are served without it. Signed-out visitors of an account-only page go
// to /login with the page as their return address.
import { NextResponse, type NextRequest } from "next/server";

// The session module alone: the guard needs no database, hasher or next-auth routes.
import { readSession } from "@/lib/auth/session";

export async function proxy(request: NextRequest) {
  if (await readSession(request)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

// One pattern rather than a list: Next.js tests every request (marketing pages
// too) against each matcher's regular expression in turn.
export const config = {
  matcher: "/:page(payment|payment-new|payment-result|free-views|profile|admin)",
};
