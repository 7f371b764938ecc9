import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";

import { isOpenToGuests, signedInMatchers, STORE_PAGES } from "@/lib/routes";

import { config, proxy } from "./proxy";

process.env.AUTH_SECRET = "unit-secret-unit-secret-unit-secret-0123";

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

describe("request guard", () => {
  it("sends signed-out visitors to /login with the page and its query as return address", async () => {
    const res = await proxy(request("/payment?amount=5&description=x"));
    expect(res.status).toBe(307);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/payment?amount=5&description=x");
  });

  it("redirects page loads only: the client router's fetches pass, so it never remembers the redirect past sign-in", async () => {
    const fetchFrom = (mode: string) =>
      new NextRequest("http://localhost:3000/free-views", {
        headers: { "sec-fetch-mode": mode, "sec-fetch-dest": "empty" },
      });
    const routerFetch = await proxy(fetchFrom("cors"));
    expect(routerFetch.headers.get("location")).toBeNull();
    expect(routerFetch.headers.get("x-middleware-next")).toBe("1");
    const pageLoad = new NextRequest("http://localhost:3000/free-views", {
      headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    });
    expect((await proxy(pageLoad)).status).toBe(307);
  });

  it("lets a signed-in visitor through", async () => {
    const token = await encode({ token: { sub: "u1", name: "sara" }, secret: process.env.AUTH_SECRET! });
    const res = await proxy(request("/profile", `next-auth.session-token=${token}`));
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("treats a cookie signed with another secret as signed out", async () => {
    const token = await encode({ token: { sub: "u1", name: "sara" }, secret: "another-secret-another-secret-0000000" });
    const res = await proxy(request("/free-views", `next-auth.session-token=${token}`));
    expect(new URL(res.headers.get("location")!).searchParams.get("callbackUrl")).toBe("/free-views");
  });
});

describe("request guard: which paths it runs on", () => {
  const runsOn = (url: string, headers?: Record<string, string>) =>
    unstable_doesMiddlewareMatch({
      config: config as Parameters<typeof unstable_doesMiddlewareMatch>[0]["config"],
      url,
      headers,
    });
  const guarded = STORE_PAGES.filter((p) => !isOpenToGuests(p)).map((p) => p.path);
  const open = STORE_PAGES.filter(isOpenToGuests).map((p) => p.path);

  it("has the matcher derived from the store's pages (Next needs it written out in proxy.ts)", () => {
    expect(config.matcher.map((m) => m.source)).toEqual(signedInMatchers());
  });

  it.each([
    ["/profile", { "content-length": "12" }],
    ["/admin/fulfilment", { "transfer-encoding": "chunked" }],
    ["/free-views", { "content-length": "0" }],
  ])("never sees a request with a body (%s %p): Next would read it whole for the proxy", (url, headers) => {
    expect(runsOn(url)).toBe(true);
    expect(runsOn(url, headers)).toBe(false);
  });

  it.each([...guarded, "/payment-result?orderId=1", "/admin/anything"])("guards %s", (url) => {
    expect(runsOn(url)).toBe(true);
  });

  it.each([...open, "/payments", "/profile/x", "/api/orders"])("leaves %s alone", (url) => {
    expect(runsOn(url)).toBe(false);
  });

  it.each([
    "/api/auth/session",
    "/api/auth/login",
    "/api/payments/status/%E0%A4%A",
    "/api/payments/pay_1/update-tiktok-url",
    "/api/orders/x/refill",
    "/api/admin/items/x/review",
    "/api/videos/upload",
    "/api/ziina/webhook",
    "/api/health",
  ])("leaves the API path %s alone (each route reads its own body within its limit)", (url) => {
    expect(runsOn(url)).toBe(false);
  });
});
