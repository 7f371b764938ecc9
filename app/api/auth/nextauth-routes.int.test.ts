import { NextRequest } from "next/server";

import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { captureLogs } from "@/test/support/logs";

import { resetEnvForTests } from "@/lib/env";

import { GET, POST } from "./[...nextauth]/route";
import { POST as logoutRoute } from "./logout/route";
import { POST as registerRoute } from "./register/route";

// next-auth reads next/headers, which only works inside Next's request scope;
// here it answers from the request under test.
let mockRequest: NextRequest | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => mockRequest!.cookies,
  headers: async () => mockRequest!.headers,
}));

// An address other than next-auth's own fallback (http://localhost:3000), to see which one it uses.
const APP_URL = "http://store.test:8080";
beforeAll(() => {
  process.env.APP_URL = APP_URL;
  resetEnvForTests();
});
afterAll(() => {
  process.env.APP_URL = "http://localhost:3000";
  resetEnvForTests();
});

const nextauth = (
  method: "GET" | "POST",
  segments: string[],
  init: { body?: string; headers?: Record<string, string> } = {},
) => {
  mockRequest = new NextRequest(`${APP_URL}/api/auth/${segments.map(encodeURIComponent).join("/")}`, {
    method,
    ...init,
  });
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

async function registered(username: string) {
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username, password: "secret1" }),
  });
  return sessionCookieFrom(res)!;
}

async function csrfPair() {
  const csrf = await nextauth("GET", ["csrf"]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { csrfToken, cookie };
}

describe("next-auth's session endpoint honours logout", () => {
  it("renews a current session, but answers no session for a cookie ended by logout, and clears it", async () => {
    const cookie = await registered("Samir");
    const live = await nextauth("GET", ["session"], { headers: { cookie } });
    expect(await live.json()).toMatchObject({ user: { name: "Samir" } });
    expect(sessionCookieFrom(live)).toBeDefined(); // renewed

    const logout = await call(logoutRoute as Handler, "/api/auth/logout", { headers: { cookie } });
    expect(logout.status).toBe(200);

    const ended = await nextauth("GET", ["session"], { headers: { cookie } });
    expect(await ended.json()).toEqual({});
    const setCookie = ended.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
    expect(setCookie).toMatch(/next-auth\.session-token=;/); // emptied, not renewed
    expect(setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});

describe("next-auth's other actions", () => {
  it.each<[string, "GET" | "POST", string[]]>([
    ["the client log sink", "POST", ["_log"]],
    ["the credentials callback by GET", "GET", ["callback", "credentials"]],
    ["the sign-in page", "GET", ["signin"]],
    ["the provider list", "GET", ["providers"]],
    ["the error page", "GET", ["error"]],
    ["the sign-out page", "GET", ["signout"]],
    ["sign-out by POST (the store's is /api/auth/logout)", "POST", ["signout"]],
    ["an undecodable segment", "GET", ["%"]],
    ["an unknown action", "GET", ["whatever", "x", "y"]],
  ])("answers %s with a JSON 404", async (_label, method, segments) => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const info = jest.spyOn(console, "info").mockImplementation(() => {});
    const logs = captureLogs();
    const res = await nextauth(method, segments, {
      body: method === "POST" ? "level=error&code=INJECTED_LINE&message=owned" : undefined,
      headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
    });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toEqual(expect.any(String));
    const logged = [...log.mock.calls, ...info.mock.calls].flat().map(String).join(" ");
    expect(logged + JSON.stringify(logs.records())).not.toContain("INJECTED_LINE");
    log.mockRestore();
    info.mockRestore();
    logs.restore();
  });

  it("redirects to APP_URL, never to next-auth's http://localhost:3000 fallback", async () => {
    await registered("Rana");
    const { csrfToken, cookie } = await csrfPair();
    const res = await nextauth("POST", ["callback", "credentials"], {
      body: new URLSearchParams({
        csrfToken,
        username: "rana",
        password: "secret1",
        callbackUrl: "/orders",
      }).toString(),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${APP_URL}/orders`);

    const wrong = await nextauth("POST", ["callback", "credentials"], {
      body: new URLSearchParams({ csrfToken, username: "rana", password: "nope-nope" }).toString(),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrong.headers.get("location")).toMatch(new RegExp(`^${APP_URL}/login\\?`));
  });

  it.each(["%", "http://[::1", "javascript:alert(1)", "https://evil.example/", "//evil.example/x"])(
    "refuses the return address %p on the credentials sign-in with 400 in JSON (it was a 500)",
    async (callbackUrl) => {
      await registered("Lina");
      const { csrfToken, cookie } = await csrfPair();
      const res = await nextauth("POST", ["callback", "credentials"], {
        body: new URLSearchParams({ csrfToken, username: "lina", password: "secret1", callbackUrl }).toString(),
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "عنوان العودة بعد تسجيل الدخول غير صالح",
        error: "عنوان العودة بعد تسجيل الدخول غير صالح",
      });
      expect(sessionCookieFrom(res)).toBeUndefined();
    },
  );

  it("refuses a forged return-address cookie with 400 and clears it, instead of a 500 on every action", async () => {
    await registered("Maha");
    const { csrfToken, cookie } = await csrfPair();
    const forged = `${cookie}; next-auth.callback-url=${encodeURIComponent("http://[::1")}`;
    const session = await nextauth("GET", ["session"], { headers: { cookie: forged } });
    expect(session.status).toBe(400);
    expect((await session.json()).message).toBe("عنوان العودة بعد تسجيل الدخول غير صالح");
    expect(session.headers.getSetCookie().join("\n")).toMatch(/next-auth\.callback-url=;.*Max-Age=0/i);
    const form = new URLSearchParams({ csrfToken, username: "maha", password: "secret1", json: "true" }).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const refused = await nextauth("POST", ["callback", "credentials"], {
      body: form,
      headers: { ...headers, cookie: forged },
    });
    expect(refused.status).toBe(400);
    // With the cookie cleared (as the browser does after that answer), the same sign-in works.
    const ok = await nextauth("POST", ["callback", "credentials"], { body: form, headers: { ...headers, cookie } });
    expect(ok.status).toBe(200);
    expect(sessionCookieFrom(ok)).toBeDefined();
  });

  it("refuses a NUL in the sign-in form with 400", async () => {
    const { csrfToken, cookie } = await csrfPair();
    const res = await nextauth("POST", ["callback", "credentials"], {
      body: new URLSearchParams({ csrfToken, username: "a\u0000b", password: "secret1" }).toString(),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
  });

  it("refuses a cross-site sign-in, a sign-in that is not a form, and an oversized one", async () => {
    const { csrfToken, cookie } = await csrfPair();
    const form = new URLSearchParams({ csrfToken, username: "x", password: "secret1" }).toString();
    const crossSite = await nextauth("POST", ["callback", "credentials"], {
      body: form,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const text = await nextauth("POST", ["callback", "credentials"], {
      body: form,
      headers: { cookie, "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const huge = await nextauth("POST", ["callback", "credentials"], {
      body: `${form}&pad=${"x".repeat(100_000)}`,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(huge.status).toBe(413);
  });
});
