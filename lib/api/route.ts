import "server-only";

import type { NextRequest } from "next/server";
import type { z } from "zod";

import { getRequestUser, isOperator, type RequestUser } from "@/lib/auth/request-user";
import { AppError } from "@/lib/errors";

import { JSON_ONLY_MESSAGE, MAX_JSON_BYTES, isJsonContentType, parseJsonText, readBodyBytes } from "./body";
import { clientIp } from "./client-ip";
import { toErrorResponse } from "./errors";
import { isCrossSiteRequest } from "./origin";

export type AuthMode = "none" | "optional" | "user" | "operator";

export interface RouteOptions<S extends z.ZodType | undefined, A extends AuthMode> {
  /**
   * none: nobody is looked up; optional: `user` when signed in, else null;
   * user: 401 unless signed in; operator: 401/403 unless an operator.
   */
  auth?: A;
  /** JSON body schema: requires application/json (415) and a valid body (400). */
  body?: S;
  /** The raw body bytes (webhooks verify a signature over them). */
  rawBody?: boolean;
  /** Body size limit in bytes, counted while reading (default 64 KB). */
  maxBytes?: number;
  /**
   * Server-to-server endpoints (a provider's webhook) accept requests from
   * anywhere and must authenticate them themselves (a signature). Every other
   * state-changing request from another site is refused.
   */
  crossSite?: "allow";
}

export interface RouteContext<P, S extends z.ZodType | undefined, A extends AuthMode> {
  params: P;
  user: A extends "user" | "operator" ? RequestUser : RequestUser | null;
  body: S extends z.ZodType ? z.output<S> : undefined;
  rawBody: Buffer;
  /** Null when unknown (no trusted proxy): per-IP limits are skipped then. */
  ip: string | null;
}

export const SIGN_IN_REQUIRED_MESSAGE = "تسجيل الدخول مطلوب";
export const OPERATOR_ONLY_MESSAGE = "هذه الصفحة لمشغّلي المتجر فقط";
export const CROSS_SITE_MESSAGE = "تم رفض الطلب لأنه صادر من موقع آخر";

/**
 * The one wrapper for route handlers: it refuses cross-site writes, signs the
 * caller in, reads and validates the body within its byte limit, and turns
 * whatever is thrown into a JSON error, so the handler body is the happy path.
 *
 *   export const POST = route({ auth: "user", body: schema }, async (req, { user, body }) => …)
 */
export function route<
  P = Record<string, string>,
  S extends z.ZodType | undefined = undefined,
  A extends AuthMode = "none",
>(options: RouteOptions<S, A>, handler: (request: NextRequest, context: RouteContext<P, S, A>) => Promise<Response>) {
  return async (request: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      if (options.crossSite !== "allow" && isCrossSiteRequest(request))
        throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);

      const auth = options.auth ?? "none";
      let user: RequestUser | null = null;
      if (auth !== "none") {
        user = await getRequestUser(request);
        if (!user && auth !== "optional") throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED_MESSAGE);
        if (auth === "operator" && !isOperator(user)) throw new AppError("FORBIDDEN", OPERATOR_ONLY_MESSAGE);
      }

      let rawBody: Buffer = Buffer.alloc(0);
      let body: unknown = undefined;
      if (options.body || options.rawBody) {
        if (options.body && !isJsonContentType(request.headers.get("content-type")))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_MESSAGE);
        rawBody = await readBodyBytes(request, options.maxBytes ?? MAX_JSON_BYTES);
        if (options.body) body = parseJsonText(rawBody.toString("utf8"), options.body);
      }

      return await handler(request, {
        params: (await context.params) ?? ({} as P),
        user: user as RouteContext<P, S, A>["user"],
        body: body as RouteContext<P, S, A>["body"],
        rawBody,
        ip: clientIp(request),
      });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
