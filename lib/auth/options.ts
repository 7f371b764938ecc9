import "server-only";

import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { PAGES } from "@/lib/routes";
import { clientIp, clientKey, serverSecret } from "@/lib/security";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";

import { SESSION_MAX_AGE_SECONDS, secureCookies } from "./config";
import { deviceCookieFromHeader } from "./device";
import { userForSession } from "./request-user";
import { loginSchema } from "./contract";
import { authenticate } from "./service";

const log = logger("next-auth");

/**
 * Thrown by the jwt callback for a session that was ended (logout, deleted
 * account): next-auth then answers no session and clears the cookie instead
 * of renewing it.
 */
class SessionEndedError extends Error {
  override name = "SessionEndedError";
}

/**
 * next-auth's configuration: credentials (username + password) and JWT
 * sessions in its HttpOnly cookie. The store's own JSON API
 * (/api/auth/login, …) issues the very same cookie; this keeps next-auth's
 * endpoints (session, csrf, signin, signout) working beside it.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: serverSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // Its own sign-in and error pages are gone (404): errors land on the store's /login.
    pages: { signIn: PAGES.login.path, error: PAGES.login.path },
    // The public address comes from lib/env (APP_URL), not NEXTAUTH_URL, so that
    // warning is noise; errors are logged by code and message only, never with
    // next-auth's metadata (which can carry the submitted form).
    logger: {
      warn: (code) => {
        if (code !== "NEXTAUTH_URL") log.warn(code);
      },
      error: (code, metadata) => {
        if (metadata instanceof SessionEndedError) return; // an old cookie after logout: expected
        const message = metadata instanceof Error ? metadata.message : "";
        log.error(code, { reason: message });
      },
      debug: () => {},
    },
    providers: [
      CredentialsProvider({
        name: "username",
        credentials: {
          username: { label: "اسم المستخدم / Username", type: "text" },
          password: { label: "كلمة المرور / Password", type: "password" },
        },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            // This form cannot set the device cookie (the store's login does), but it honours one.
            const device = deviceCookieFromHeader(request.headers?.cookie);
            const user = await authenticate(parsed.data, clientOf(request.headers), device);
            return { id: user.id, name: user.username, sessionVersion: user.sessionVersion };
          } catch (error) {
            // next-auth turns a thrown error into ?error=<message> on the sign-in page.
            if (error instanceof AppError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      // The token carries only the id (sub), the username (name) and the session version (sv).
      jwt: async ({ token, user }) => {
        if (user) return { sub: token.sub, name: token.name, sv: (user as { sessionVersion?: number }).sessionVersion };
        // Reading (and renewing) an existing session: it must still be current.
        const sv = typeof token.sv === "number" ? token.sv : 0;
        const current =
          typeof token.sub === "string" && typeof token.name === "string"
            ? await userForSession({ userId: token.sub, username: token.name, sessionVersion: sv })
            : null;
        if (!current) throw new SessionEndedError("session ended");
        return { sub: token.sub, name: current.username, sv };
      },
      session: ({ session, token }) => ({
        ...session,
        user: { id: token.sub, name: token.name },
      }),
    },
  };
}

/** next-auth hands authorize() plain headers, not a Request: the same client key as the store's own login. */
function clientOf(headers: Record<string, unknown> | undefined): string {
  const request = new Request("http://internal/", {
    headers: Object.fromEntries(
      Object.entries(headers ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
    ),
  });
  return clientKey(clientIp(request));
}
