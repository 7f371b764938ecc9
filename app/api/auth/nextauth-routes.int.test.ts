import { NextRequest } from "next/server";

import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";

import { GET, POST } from "./[...nextauth]/route";
import { POST as registerRoute } from "./register/route";

// next-auth reads next/headers, which only works inside Next's request scope;
// here it answers from the request under test.
let mockRequest: NextRequest | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => mockRequest!.cookies,
  headers: async () => mockRequest!.headers,
}));

const nextauth = (
  method: "GET" | "POST",
  segments: string[],
  init: { body?: string; headers?: Record<string, string> } = {},
) => {
  mockRequest = new NextRequest(`http://localhost:3000/api/auth/${segments.join("/")}`, { method, ...init });
  return (method === "GET" ? GET : POST)(mockRequest, { params: Promise.resolve({ nextauth: segments }) });
};

beforeEach(() => resetDb());

describe("next-auth's own routes share the store's session", () => {
  it("reads the cookie set by POST /api/auth/register at /api/auth/session", async () => {
    const res = await call(registerRoute as Handler, "/api/auth/register", {
      body: JSON.stringify({ username: "Nour", password: "secret1" }),
    });
    const session = await nextauth("GET", ["session"], { headers: { cookie: sessionCookieFrom(res)! } });
    expect(await session.json()).toMatchObject({ user: { name: "Nour", id: expect.any(String) } });
  });

  it("signs in through the credentials provider and issues a cookie the JSON API reads", async () => {
    await call(registerRoute as Handler, "/api/auth/register", {
      body: JSON.stringify({ username: "Hind", password: "secret1" }),
    });
    const csrf = await nextauth("GET", ["csrf"]);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const form = (password: string) =>
      new URLSearchParams({ csrfToken, username: "hind", password, json: "true" }).toString();
    const headers = { cookie: csrfCookie, "content-type": "application/x-www-form-urlencoded" };

    const wrong = await nextauth("POST", ["callback", "credentials"], { body: form("nope-nope"), headers });
    expect(sessionCookieFrom(wrong)).toBeUndefined();

    const ok = await nextauth("POST", ["callback", "credentials"], { body: form("secret1"), headers });
    const cookie = sessionCookieFrom(ok);
    expect(cookie).toBeDefined();
    const { GET: currentUser } = await import("./current-user/route");
    const me = await call(currentUser as Handler, "/api/auth/current-user", {
      method: "GET",
      headers: { cookie: cookie! },
    });
    expect(await me.json()).toMatchObject({ username: "Hind", usedFreeViews: false });
  });
});
