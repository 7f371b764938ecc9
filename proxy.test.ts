import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";

import { isOpenToGuests, signedInMatchers, STORE_PAGES } from "@/lib/routes";
import { AD_PARAMETERS, ATTRIBUTION_COOKIE, readAttribution } from "@/lib/tracking/contract";

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

describe("an ad's landing (docs/ad-events.md#attribution)", () => {
  const land = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { "sec-fetch-mode": "navigate", ...headers } }));
  const kept = (res: Response) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`));
    return set
      ? {
          header: set,
          value: readAttribution(decodeURIComponent(set.split(";")[0]!.split("=")[1]!), Math.floor(Date.now() / 1000)),
        }
      : null;
  };

  it("keeps the ad's parameters, the referrer's host and the landing path in a first-party cookie, and lets the page load", async () => {
    const res = await land(
      "/tiktok-views?utm_source=tiktok&utm_medium=paid&utm_campaign=winter%20sale&utm_content=ad-7&utm_term=views&ttclid=E.C.P.abc123",
      {
        referer: "https://www.tiktok.com/",
      },
    );
    expect(res.headers.get("location")).toBeNull();
    const cookie = kept(res)!;
    expect(cookie.header).toMatch(/HttpOnly/i);
    expect(cookie.header).toMatch(/SameSite=lax/i);
    expect(cookie.header).toMatch(/Max-Age=604800/);
    expect(cookie.value).toEqual({
      first: cookie.value!.last,
      last: {
        source: "tiktok",
        medium: "paid",
        campaign: "winter sale",
        content: "ad-7",
        term: "views",
        ttclid: "E.C.P.abc123",
        referrer: "www.tiktok.com",
        landing: "/tiktok-views",
        at: expect.any(Number),
      },
    });
  });

  it("keeps the first touch within the window and the last one", async () => {
    const first = kept(await land("/?utm_source=tiktok&utm_campaign=one"))!;
    const cookie = first.header.split(";")[0]!;
    const second = kept(await land("/home?utm_source=instagram&utm_campaign=two", { cookie }))!;
    expect(second.value).toMatchObject({
      first: { source: "tiktok", campaign: "one", landing: "/" },
      last: { source: "instagram", campaign: "two", landing: "/home" },
    });
  });

  it("keeps garbage as none, never an error; a landing with nothing worth keeping sets nothing", async () => {
    const res = await land(`/?utm_source=${encodeURIComponent("<script>x</script>")}&utm_campaign=${"x".repeat(500)}`);
    expect(res.status).toBe(200);
    expect(kept(res)).toBeNull();
    const mixed = kept(await land(`/?utm_source=tiktok&utm_content=${encodeURIComponent('=HYPERLINK("x")')}`))!;
    expect(mixed.value!.last).toEqual({ source: "tiktok", landing: "/", at: expect.any(Number) });
    // The store's own pages as referrer are not a source.
    expect(
      kept(await land("/?utm_source=tiktok", { referer: "http://localhost:3000/home" }))!.value!.last.referrer,
    ).toBeUndefined();
  });

  it("still guards a signed-in page reached from an ad, and keeps its landing", async () => {
    const res = await land("/free-views?utm_source=tiktok");
    expect(res.status).toBe(307);
    expect(kept(res)!.value!.last).toMatchObject({ source: "tiktok", landing: "/free-views" });
  });

  it("ignores the client router's fetches of an address with ad parameters", async () => {
    expect(kept(await land("/?utm_source=tiktok", { "sec-fetch-mode": "cors" }))).toBeNull();
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
    expect(config.matcher.filter((m) => !("has" in m)).map((m) => m.source)).toEqual(signedInMatchers());
  });

  it("runs on an ad's landing on any page, one pattern per ad parameter, never on the API", () => {
    const keys = config.matcher.flatMap((m) => ("has" in m ? (m.has ?? []).map((h) => h.key) : []));
    expect(keys).toEqual([...AD_PARAMETERS]);
    for (const url of ["/?utm_source=tiktok", "/home?utm_campaign=winter", "/tiktok-views?ttclid=E.C.P.abc"])
      expect(runsOn(url)).toBe(true);
    expect(runsOn("/?utm_medium=paid")).toBe(false);
    expect(runsOn("/api/prices?utm_source=tiktok")).toBe(false);
    expect(runsOn("/_next/static/chunks/a.js?utm_source=tiktok")).toBe(false);
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
