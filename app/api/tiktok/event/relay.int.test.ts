import { db } from "@/lib/db";
import { call, type Handler } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { server } from "@/test/support/msw";
import { tiktokEventsApi } from "@/test/support/tiktok-events-api";
import { ACCESS_TOKEN, PIXEL_ID, configureTracking, runEventJobs, sha256 } from "@/test/support/tracking";

import { POST } from "./route";

const send = (body: unknown, headers: Record<string, string> = {}) =>
  call(POST as Handler, "/api/tiktok/event", {
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile", ...headers },
  });

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  await resetDb();
  configureTracking({
    TIKTOK_PIXEL_ID: PIXEL_ID,
    TIKTOK_ACCESS_TOKEN: ACCESS_TOKEN,
    TIKTOK_TEST_EVENT_CODE: "TEST40213",
    TRUST_PROXY: "true",
  });
});
afterAll(() => configureTracking({}));

describe("POST /api/tiktok/event", () => {
  it("answers at once and sends the event in the Events API 2.0 shape: raw ip and click ids, seconds, major units", async () => {
    const api = tiktokEventsApi({ token: ACCESS_TOKEN });
    server.use(api.handler);
    const time = nowSeconds() - 5;
    const res = await send(
      {
        eventType: "InitiateCheckout",
        eventProps: {
          event_id: "ev_0123456789abcdef0123456789abcdef",
          event_time: time,
          url: "https://store.example/?serviceType=likes",
          value: 3.5,
          currency: "AED",
          quantity: 100,
          content_type: "product",
          content_id: "likes",
          content_name: "إعجابات تيك توك",
        },
        customerInfo: {
          email: "  Sara.K@Mail.AE ",
          phone: "+971 (50) 123-4567",
          external_id: " Sara_99 ",
          ttp: "01JAB2C3D4E5F6G7H8J9K0_.tt.1",
          ttclid: "E.C.P.CrsBx2yz",
        },
      },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true, queued: true });
    // Queued, not sent: the answer never waits for TikTok.
    expect(api.requests).toHaveLength(0);

    await runEventJobs();
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request!.headers.get("access-token")).toBe(ACCESS_TOKEN);
    expect(request!.body).toEqual({
      event_source: "web",
      event_source_id: PIXEL_ID,
      test_event_code: "TEST40213",
      data: [
        {
          event: "InitiateCheckout",
          event_time: time,
          event_id: "ev_0123456789abcdef0123456789abcdef",
          // Who the browser says it is (e-mail, phone, external id) is not passed on: it could name anyone.
          user: {
            ip: "203.0.113.9",
            user_agent: "Mozilla/5.0 (Linux; Android 14) Mobile",
            ttp: "01JAB2C3D4E5F6G7H8J9K0_.tt.1",
            ttclid: "E.C.P.CrsBx2yz",
          },
          page: { url: "https://store.example/?serviceType=likes" },
          properties: {
            value: 3.5,
            currency: "AED",
            content_type: "product",
            contents: [
              { content_id: "likes", content_name: "إعجابات تيك توك", quantity: 100, content_type: "product" },
            ],
          },
        },
      ],
    });
    expect((await db.job.findFirstOrThrow()).status).toBe("DONE");
  });

  it("fills what the browser left out: an ev_ id, the time in seconds, the page from Referer, the user agent", async () => {
    configureTracking({ TIKTOK_PIXEL_ID: PIXEL_ID, TIKTOK_ACCESS_TOKEN: ACCESS_TOKEN });
    const api = tiktokEventsApi({ token: ACCESS_TOKEN });
    server.use(api.handler);
    const before = nowSeconds();
    const res = await send(
      { eventType: "ViewContent", eventProps: { content_name: "صفحة: الأسعار", content_type: "page_view" } },
      { referer: "http://localhost:3000/pricing" },
    );
    expect(res.status).toBe(202);
    await runEventJobs();
    const [event] = api.events();
    expect(api.requests[0]!.body.test_event_code).toBeUndefined();
    expect(event).toEqual({
      event: "ViewContent",
      event_id: expect.stringMatching(/^ev_[0-9a-f]{32}$/),
      event_time: expect.any(Number),
      // No trusted proxy: the client IP is unknown, so none is sent (never a made-up one).
      user: { user_agent: "Mozilla/5.0 (Linux; Android 14) Mobile" },
      page: { url: "http://localhost:3000/pricing" },
      properties: { contents: [{ content_name: "صفحة: الأسعار" }], description: "page_view" },
    });
    expect(Number.isInteger(event!.event_time)).toBe(true);
    expect(event!.event_time).toBeGreaterThanOrEqual(before);
    expect(event!.event_time).toBeLessThanOrEqual(nowSeconds());
  });

  it("replaces a browser clock that is hours off, and never takes an identity from the browser", async () => {
    const api = tiktokEventsApi({ token: ACCESS_TOKEN });
    server.use(api.handler);
    await send({
      eventType: "AddToCart",
      eventProps: { event_time: nowSeconds() - 6 * 3600, value: 15, currency: "AED" },
      customerInfo: { email: "victim@mail.ae", phone: "+971501234567", external_id: sha256("victim") },
    });
    await runEventJobs();
    const [event] = api.events();
    expect(event!.user).toEqual({ user_agent: "Mozilla/5.0 (Linux; Android 14) Mobile" });
    expect(JSON.stringify(api.requests)).not.toContain(sha256("victim@mail.ae"));
    expect(Math.abs(event!.event_time - nowSeconds())).toBeLessThan(5);
  });

  it("refuses purchases and sign-ups (the server reports those itself) and values the store never charges", async () => {
    const refused: unknown[] = [
      { eventType: "CompletePayment", eventProps: { value: 1_000_000, currency: "AED" } },
      { eventType: "CompletePayment", eventProps: { value: 3.5, currency: "AED", event_id: "ev_guessedguessed" } },
      { eventType: "CompleteRegistration", eventProps: { content_name: "تسجيل حساب جديد" } },
      { eventType: "InitiateCheckout", eventProps: { value: 1_000_000, currency: "AED" } },
      { eventType: "InitiateCheckout", eventProps: { value: 15, currency: "USD" } },
      { eventType: "AddToCart", eventProps: { quantity: 10_000_000 } },
      { eventType: "AddToCart", eventProps: { contents: [{ content_id: "views", price: 100_000 }] } },
    ];
    const statuses: number[] = [];
    for (const body of refused) statuses.push((await send(body)).status);
    expect(statuses).toEqual(refused.map(() => 400));
    expect(await db.job.count()).toBe(0);
    // The dearest real order is still a browsing value the relay takes.
    expect((await send({ eventType: "InitiateCheckout", eventProps: { value: 15, currency: "AED" } })).status).toBe(
      202,
    );
  });

  it("queues an event relayed twice (a retried beacon) once", async () => {
    const body = { eventType: "ViewContent", eventProps: { event_id: "ev_twice00000000000000000000000000" } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(body)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(202));
    expect(await db.job.count()).toBe(1);
  });

  it("accepts and does nothing without an access token or without a pixel id", async () => {
    for (const settings of [{ TIKTOK_PIXEL_ID: PIXEL_ID }, { TIKTOK_ACCESS_TOKEN: ACCESS_TOKEN }]) {
      configureTracking(settings);
      const res = await send({ eventType: "ViewContent", eventProps: { content_name: "صفحة: الرئيسية" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, queued: false });
    }
    expect(await db.job.count()).toBe(0);
    // No handler is installed: any request to TikTok would fail this test (msw, onUnhandledRequest: error).
    await runEventJobs();
  });

  it("refuses malformed bodies with 4xx and queues nothing", async () => {
    const bad: [unknown, number][] = [
      ["{not json", 400],
      [{ eventType: "Purchase" }, 400],
      [{ eventType: "ViewContent", eventProps: { value: -1 } }, 400],
      [{ eventType: "ViewContent", eventProps: { value: "3.5" } }, 400],
      [{ eventType: "ViewContent", eventProps: { event_time: 1.5 } }, 400],
      [{ eventType: "ViewContent", eventProps: { event_id: "../../etc" } }, 400],
      [{ eventType: "ViewContent", eventProps: { url: "javascript:alert(1)" } }, 400],
      [{ eventType: "ViewContent", eventProps: { content_name: "x".repeat(201) } }, 400],
      [{ eventType: "ViewContent", customerInfo: { ttp: "a".repeat(400) } }, 400],
      [{ eventType: "Search", eventProps: { content_type: "search" } }, 400],
      [{ eventType: "Search", eventProps: { search_string: "   " } }, 400],
      [{ eventType: "ViewContent", eventProps: { contents: Array(11).fill({ content_id: "views" }) } }, 400],
      [{ eventType: "ViewContent", eventProps: { content_name: "x".repeat(9000) } }, 413],
    ];
    const statuses: number[] = [];
    for (const [body] of bad) statuses.push((await send(body)).status);
    expect(statuses).toEqual(bad.map(([, status]) => status));
    const plain = await call(POST as Handler, "/api/tiktok/event", {
      body: JSON.stringify({ eventType: "ViewContent" }),
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect(await db.job.count()).toBe(0);
  });

  it("limits each client IP to 120 events a minute", async () => {
    // Inside one fixed window, wherever the wall clock is.
    runClockFrom(new Date("2030-01-01T10:00:01Z"));
    const from = (ip: string) => send({ eventType: "ViewContent" }, { "x-forwarded-for": ip });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await from("198.51.100.7")).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses[120]).toBe(429);
    expect((await from("198.51.100.8")).status).toBe(202);
    jest.useRealTimers();
  });
});
