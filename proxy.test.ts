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
  const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });
  const guarded = STORE_PAGES.filter((p) => !isOpenToGuests(p)).map((p) => p.path);
  const open = STORE_PAGES.filter(isOpenToGuests).map((p) => p.path);

  it("has the matcher derived from the store's pages (Next needs it written out in proxy.ts)", () => {
    expect(config.matcher).toEqual([
      ...signedInMatchers(),
      "/api/auth/:path*",
      "/api/:room(admin|orders|payments|tiktok-views|ziina/status)/:path+",
    ]);
  });

  it.each([...guarded, "/payment-result?orderId=1", "/admin/anything"])("guards %s", (url) => {
    expect(runsOn(url)).toBe(true);
  });

  it.each([...open, "/payments", "/profile/x", "/api/orders"])("leaves %s alone", (url) => {
    expect(runsOn(url)).toBe(false);
  });

  it("looks at next-auth's paths, to refuse undecodable ones", () => {
    expect(runsOn("/api/auth/session")).toBe(true);
  });

  it.each([
    "/api/payments/status/%E0%A4%A",
    "/api/payments/pay_1/update-tiktok-url",
    "/api/payments/simulated/pay_1",
    "/api/ziina/status/pay_1",
    "/api/tiktok-views/status/x?paymentId=y",
    "/api/tiktok-views/order-by-payment/pay_1",
    "/api/orders/x/refill",
    "/api/admin/items/x/review",
    "/api/admin/jobs/1/retry",
  ])("looks at the API's dynamic path %s, to refuse undecodable ones", (url) => {
    expect(runsOn(url)).toBe(true);
  });

  it.each(["/api/videos/upload", "/api/ziina/webhook", "/api/health", "/api/user/orders", "/api/tiktok/event"])(
    "leaves %s alone (no dynamic segment: bodies of uploads and webhooks are never copied for the proxy)",
    (url) => {
      expect(runsOn(url)).toBe(false);
    },
  );
});

describe("request guard: API paths", () => {
  it.each(["/api/auth/%", "/api/payments/status/%E0%A4%A", "/api/orders/%zz/refill"])(
    "answers the undecodable path %s with a JSON 400 instead of Next's bare 500",
    async (path) => {
      const res = await proxy(request(path));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("عنوان الطلب غير صالح");
    },
  );

  it("lets every other next-auth path through, signed in or not", async () => {
    const res = await proxy(request("/api/auth/session"));
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});
