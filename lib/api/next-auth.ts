import "server-only";

import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { z } from "zod";

import { env, publishNextAuthUrl } from "@/lib/env";
import { AppError } from "@/lib/errors";

import { authOptions } from "@/lib/auth";
import { PAGES } from "@/lib/routes";

import { CONTROL_CHARACTER_MESSAGE, hasNulCharacter, readBodyBytes } from "./body";
import { toErrorResponse } from "./errors";
import { isCrossSiteRequest } from "./origin";
import { CROSS_SITE_MESSAGE } from "./route";

/**
 * The only next-auth endpoints the store keeps: reading the session (the
 * same cookie the JSON API issues), the CSRF token, and signing in with the
 * credentials provider (both kept for next-auth's own client, and tested).
 * Everything else next-auth would answer (`_log`, which wrote the caller's
 * text into the server log; sign-in pages; provider lists; callback GETs;
 * signout, which /api/auth/logout does) is a 404.
 */
const KEPT = new Set(["GET session", "GET csrf", "POST callback/credentials"]);

/** A sign-in form is a few hundred bytes. */
const MAX_FORM_BYTES = 4 * 1024;

export const NOT_FOUND_MESSAGE = "الصفحة غير موجودة";
const FORM_ONLY_MESSAGE = "يجب إرسال نموذج تسجيل الدخول";
const CALLBACK_URL_MESSAGE = "عنوان العودة بعد تسجيل الدخول غير صالح";

/** next-auth's cookie holding the return address (the __Secure- name on https). */
const CALLBACK_COOKIE = /^(__Secure-)?next-auth\.callback-url$/;

/**
 * Whether next-auth can take `value` as the return address: a path on the
 * store, or an address on APP_URL's origin. Its own check builds a URL from
 * anything else and throws on what is not one ("%", "http://[::1"): a 500.
 */
function isStoreAddress(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return true;
  try {
    return new URL(value).origin === new URL(env().APP_URL).origin;
  } catch {
    return false;
  }
}

/**
 * The request next-auth sees, checked: a `callbackUrl` in the query or the
 * form that is not a store address, or a NUL in either, is refused (400).
 */
function checkedRequest(request: NextRequest, form: Buffer | null): NextRequest {
  const fields = form ? new URLSearchParams(form.toString("utf8")) : null;
  const callbacks = [...request.nextUrl.searchParams.getAll("callbackUrl"), ...(fields?.getAll("callbackUrl") ?? [])];
  if (hasNulCharacter([...request.nextUrl.searchParams]) || (fields && hasNulCharacter([...fields])))
    throw new AppError("BAD_REQUEST", CONTROL_CHARACTER_MESSAGE);
  if (callbacks.some((value) => !isStoreAddress(value))) throw new AppError("BAD_REQUEST", CALLBACK_URL_MESSAGE);
  if (!form) return request;
  return new NextRequest(request.url, { method: "POST", headers: request.headers, body: new Uint8Array(form) });
}

/**
 * A return-address cookie that is not a store address (next-auth reads it
 * from next/headers on every action, and threw on it): a 400 that also clears
 * it, so the visitor's next try works whoever set it.
 */
function refuseForgedCallbackCookie(request: NextRequest): Response | null {
  const forged = request.cookies.getAll().filter((c) => CALLBACK_COOKIE.test(c.name) && !isStoreAddress(c.value));
  if (forged.length === 0) return null;
  const response = toErrorResponse(new AppError("BAD_REQUEST", CALLBACK_URL_MESSAGE));
  for (const { name } of forged)
    response.cookies.set(name, "", { path: "/", maxAge: 0, secure: name.startsWith("__Secure-"), sameSite: "lax" });
  return response;
}

/**
 * A failed sign-in sends the browser to next-auth's error page
 * (/api/auth/error?error=…), which only redirects again and is gone here:
 * send it to the store's /login with the same error instead, whether as a
 * redirect or as next-auth's `{ url }` JSON answer.
 */
async function toStoreErrorPage(response: Response): Promise<Response> {
  const rewrite = (target: string) => {
    let url: URL;
    try {
      url = new URL(target, env().APP_URL);
    } catch {
      return target;
    }
    if (url.pathname !== "/api/auth/error") return target;
    const login = new URL(PAGES.login.path, env().APP_URL);
    const error = url.searchParams.get("error");
    if (error) login.searchParams.set("error", error);
    return login.href;
  };
  const location = response.headers.get("location");
  if (location) {
    const headers = new Headers(response.headers);
    headers.set("location", rewrite(location));
    return new Response(response.body, { status: response.status, headers });
  }
  if (response.headers.get("content-type")?.includes("application/json") && response.status === 401) {
    const body: unknown = await response.json();
    const withUrl = z.looseObject({ url: z.string() }).safeParse(body);
    const fixed = withUrl.success ? { ...withUrl.data, url: rewrite(withUrl.data.url) } : body;
    return new Response(JSON.stringify(fixed), { status: response.status, headers: response.headers });
  }
  return response;
}

type Context = { params: Promise<{ nextauth?: string[] }> };

/**
 * GET|POST /api/auth/[...nextauth]. Not wrapped by route() (next-auth answers
 * in its own shapes), but held to the same rules: cross-site writes refused,
 * the body read within a byte limit and only as a form, its base URL taken
 * from APP_URL, and whatever goes wrong a JSON error, never a 500 page.
 */
export async function nextAuthHandler(request: NextRequest, context: Context): Promise<Response> {
  try {
    const segments = (await context.params).nextauth ?? [];
    if (!KEPT.has(`${request.method.toUpperCase()} ${segments.join("/")}`))
      throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    const forgedCookie = refuseForgedCallbackCookie(request);
    if (forgedCookie) return forgedCookie;
    let form: Buffer | null = null;
    if (request.method.toUpperCase() === "POST") {
      if (isCrossSiteRequest(request)) throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
      const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/x-www-form-urlencoded") throw new AppError("UNSUPPORTED_MEDIA_TYPE", FORM_ONLY_MESSAGE);
      form = await readBodyBytes(request, MAX_FORM_BYTES);
    }
    const forwarded = checkedRequest(request, form);
    publishNextAuthUrl();
    const response = (await NextAuth(
      forwarded as never,
      { params: Promise.resolve({ nextauth: segments }) } as never,
      authOptions(),
    )) as Response;
    return await toStoreErrorPage(response);
  } catch (error) {
    return toErrorResponse(error);
  }
}
