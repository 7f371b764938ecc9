// GET|POST /api/auth/* – next-auth's own endpoints (session, csrf, signin, signout)
import NextAuth from "next-auth";

import { authOptions } from "@/lib/auth";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: they read lib/env, which must not run at build time.
function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
