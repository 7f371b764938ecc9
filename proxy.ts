// The request guard (the owner's card calls it "middleware"; Next.js 16 names the
// file proxy.ts). It runs only on the paths in `matcher`, so static marketing
// pages are served without it. The accounts work adds the sign-in check here.
import { NextResponse, type NextRequest } from "next/server";

export function proxy(_request: NextRequest) {
  return NextResponse.next();
}

export const config = {
  matcher: ["/payment", "/payment-new", "/payment-result", "/free-views", "/profile"],
};
