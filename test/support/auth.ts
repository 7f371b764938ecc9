import { NextRequest } from "next/server";

/** Calls an exported route handler in-process, as Next would. */
export type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

export function call(
  handler: Handler,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  // A same-origin browser call by default: JSON bodies say so, as the store's pages do.
  const headers: Record<string, string> = { ...init.headers };
  const has = (name: string) => Object.keys(headers).some((k) => k.toLowerCase() === name);
  if (init.body !== undefined && !has("content-type")) headers["content-type"] = "application/json";
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "POST",
    body: init.body,
    headers,
  });
  return handler(request, { params: Promise.resolve({}) as Promise<never> });
}

/** "name=value" of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookieFrom(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  return header?.split(";")[0];
}

/** Calls a dynamic route's handler with its path parameters. */
export function callWithParams<P extends Record<string, string>>(
  handler: (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>,
  path: string,
  params: P,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] ??= "application/json";
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "POST",
    body: init.body,
    headers,
  });
  return handler(request, { params: Promise.resolve(params) });
}
