import { NextRequest } from "next/server";

/** Calls an exported route handler in-process, as Next would. */
export type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

export function call(
  handler: Handler,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? "POST",
    body: init.body,
    headers: init.headers,
  });
  return handler(request, { params: Promise.resolve({}) as Promise<never> });
}

/** "name=value" of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookieFrom(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  return header?.split(";")[0];
}
