import "server-only";

import type { NextRequest } from "next/server";
import { z } from "zod";

import { getRequestUser, isOperator, type RequestUser } from "@/lib/auth";
import { AppError } from "@/lib/errors";
import { INVALID_ADDRESS_MESSAGE } from "@/lib/http";
import { clientIp, clientKey } from "@/lib/security";

import {
  CONTROL_CHARACTER_MESSAGE,
  JSON_ONLY_MESSAGE,
  MAX_JSON_BYTES,
  hasNulCharacter,
  isJsonContentType,
  parseJsonText,
  readBodyBytes,
} from "./body";
import { toErrorResponse } from "./errors";
import { isCrossSiteRequest } from "./origin";

export type AuthMode = "none" | "optional" | "user" | "operator";

type Schema = z.ZodType | undefined;
/** What a schema gives the handler; without one, the raw values, typed so they cannot be used unchecked. */
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : Record<string, unknown>;

export interface RouteOptions<
  S extends Schema,
  A extends AuthMode,
  PS extends Schema = undefined,
  QS extends Schema = undefined,
> {
  /**
   * none: nobody is looked up; optional: `user` when signed in, else null;
   * user: 401 unless signed in; operator: 401/403 unless an operator.
   */
  auth?: A;
  /**
   * Path parameters' schema (an object of strings, as Next has decoded them):
   * a value it refuses is a 400 with the body's error shape.
   */
  params?: PS;
  /**
   * For ids a malformed value simply names nothing: a refused path parameter
   * is a 404 with this message instead of the 400.
   */
  paramsNotFound?: string;
  /** Query string schema, over the first value of each name: a refused value is a 400. */
  query?: QS;
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

export interface RouteContext<
  S extends Schema,
  A extends AuthMode,
  PS extends Schema = undefined,
  QS extends Schema = undefined,
> {
  params: Parsed<PS>;
  query: Parsed<QS>;
  user: A extends "user" | "operator" ? RequestUser : RequestUser | null;
  body: S extends z.ZodType ? z.output<S> : undefined;
  rawBody: Buffer;
  /** The client's address (docs/security.md#client-addresses); null only without an HTTP server (tests). */
  ip: string | null;
  /** The key per-client limits count under: the address, an IPv6 client's /64, or one shared key when unknown. */
  client: string;
}

export const SIGN_IN_REQUIRED_MESSAGE = "تسجيل الدخول مطلوب";
export const OPERATOR_ONLY_MESSAGE = "هذه الصفحة لمشغّلي المتجر فقط";
export const CROSS_SITE_MESSAGE = "تم رفض الطلب لأنه صادر من موقع آخر";
/** A path or query value the route refuses: the words of lib/http's answer to an undecodable path. */
export { INVALID_ADDRESS_MESSAGE };

/**
 * The one wrapper for route handlers: it refuses cross-site writes, signs the
 * caller in, validates the path parameters, the query string and the body
 * (read within its byte limit), and turns whatever is thrown into a JSON
 * error, so the handler body is the happy path. Every answer is
 * `Cache-Control: no-store` (API answers are per visitor and per moment)
 * unless the handler sets its own Cache-Control on the response.
 *
 *   export const POST = route({ auth: "user", params: z.object({ id: z.uuid() }), body: schema },
 *     async (req, { user, params, body }) => …)
 */
export function route<
  S extends Schema = undefined,
  A extends AuthMode = "none",
  PS extends Schema = undefined,
  QS extends Schema = undefined,
>(
  options: RouteOptions<S, A, PS, QS>,
  handler: (request: NextRequest, context: RouteContext<S, A, PS, QS>) => Promise<Response>,
) {
  return async (request: NextRequest, context: { params: Promise<unknown> }): Promise<Response> => {
    let response: Response;
    // Read at once, answered after sign-in: a refusal before then must not leave a rejection unhandled.
    const rawParams = pathParams(context);
    rawParams.catch(() => {});
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

      const address = await rawParams;
      // A NUL in the address (or the body, parseJsonText) names nothing and no column takes it.
      if (hasNulCharacter(address) || hasNulCharacter([...request.nextUrl.searchParams]))
        throw new AppError("BAD_REQUEST", CONTROL_CHARACTER_MESSAGE);
      const params = parseAddressPart(address, options.params, options.paramsNotFound);
      const query = parseAddressPart(firstValues(request.nextUrl.searchParams), options.query);

      let rawBody: Buffer = Buffer.alloc(0);
      let body: unknown = undefined;
      if (options.body || options.rawBody) {
        if (options.body && !isJsonContentType(request.headers.get("content-type")))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_MESSAGE);
        rawBody = await readBodyBytes(request, options.maxBytes ?? MAX_JSON_BYTES);
        if (options.body) body = parseJsonText(rawBody.toString("utf8"), options.body);
        // A raw body (a signed webhook) gets the same NUL check as any other: its handler parses it later.
        else if (rawBodyHasNul(rawBody)) throw new AppError("BAD_REQUEST", CONTROL_CHARACTER_MESSAGE);
      }

      type Context = RouteContext<S, A, PS, QS>;
      const ip = clientIp(request);
      response = await handler(request, {
        params: params as Context["params"],
        query: query as Context["query"],
        user: user as Context["user"],
        body: body as Context["body"],
        rawBody,
        ip,
        client: clientKey(ip),
      });
    } catch (error) {
      response = toErrorResponse(error);
    }
    return noStoreByDefault(response);
  };
}

/** The methods a route file can export (Next answers HEAD from GET and OPTIONS itself). */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
export const METHOD_NOT_ALLOWED_MESSAGE = "طريقة الطلب غير مدعومة لهذا العنوان";

/**
 * Handlers for the methods a route file does not serve. Next answers such a
 * method with a bare 405 (no body); every API answer is JSON, so each route
 * file ends with
 *
 *   export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
 *
 * (the type lets it take only methods the file does not serve itself, and
 * test/e2e/api-inputs.e2e.test.ts sends every method to every route file).
 */
export function otherMethods<A extends RouteMethod>(
  ...allowed: A[]
): Record<Exclude<RouteMethod, A>, (request: NextRequest) => Promise<Response>> {
  const allow = [...allowed, ...(allowed.includes("GET" as A) ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse = async () => {
    const response = toErrorResponse(new AppError("METHOD_NOT_ALLOWED", METHOD_NOT_ALLOWED_MESSAGE));
    response.headers.set("Allow", allow);
    return response;
  };
  const handlers = {} as Record<RouteMethod, (request: NextRequest) => Promise<Response>>;
  for (const method of ROUTE_METHODS) if (!allowed.includes(method as A)) handlers[method] = refuse;
  return handlers;
}

/** Next decodes path segments before the handler runs; one it cannot decode names nothing. */
async function pathParams(context: { params: Promise<unknown> } | undefined): Promise<Record<string, unknown>> {
  try {
    return ((await context?.params) ?? {}) as Record<string, unknown>;
  } catch {
    throw new AppError("BAD_REQUEST", INVALID_ADDRESS_MESSAGE);
  }
}

/** A NUL byte in the body, or in any text of it read as JSON (`"\u0000"`), however deep. */
function rawBodyHasNul(raw: Buffer): boolean {
  if (raw.includes(0)) return true;
  const text = raw.toString("utf8");
  if (!/\\u0000/i.test(text)) return false;
  try {
    return hasNulCharacter(JSON.parse(text));
  } catch {
    return false; // not JSON: its handler refuses it
  }
}

/** `?a=1&a=2` reads as a=1, as URLSearchParams.get does. */
function firstValues(search: URLSearchParams): Record<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of search) if (!values.has(name)) values.set(name, value);
  // fromEntries defines every name as an own property, "__proto__" included.
  return Object.fromEntries(values);
}

function parseAddressPart(value: Record<string, unknown>, schema: Schema, notFound?: string): unknown {
  if (!schema) return value;
  // Zod's own words are English: a check without a message of its own says ours.
  const result = schema.safeParse(value, { error: () => INVALID_ADDRESS_MESSAGE });
  if (result.success) return result.data;
  if (notFound) throw new AppError("NOT_FOUND", notFound);
  throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? INVALID_ADDRESS_MESSAGE, {
    details: { fields: z.flattenError(result.error).fieldErrors },
  });
}

/** API answers hold one visitor's data at one moment: no cache keeps them unless the handler says so. */
function noStoreByDefault(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // Immutable headers (Response.redirect, a fetched response): the same answer in a copy.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}
