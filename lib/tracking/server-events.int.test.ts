import { randomBytes } from "node:crypto";

import { delay, http } from "msw";

import { POST as registerRoute } from "@/app/api/auth/register/route";
import { resetEnvForTests } from "@/lib/env";
import { db, transaction } from "@/lib/db";
import { call, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { server } from "@/test/support/msw";
import { TIKTOK_EVENTS_URL, tiktokEventsApi } from "@/test/support/tiktok-events-api";
import { ACCESS_TOKEN, PIXEL_ID, configureTracking, runEventJobs, sha256 } from "@/test/support/tracking";

import { trackPurchase, trackRegistration } from "./server";
import { serverEventId } from "./server-event-ids";
import { sweepSentEvents } from "./sweep";
import { sendTikTokEvents, tiktokEventsConfig } from "./tiktok/client";

/** A payment as the payments room stores it (written directly: this room only reads it). */
async function insertPayment(
  overrides: Partial<{
    serviceType: "VIEWS" | "LIKES" | "EXPLORER";
    amountFils: number;
    quantity: number;
    email: string;
    userId: string;
  }> = {},
) {
  const id = `pay_${randomBytes(16).toString("hex")}`;
  await db.payment.create({
    data: {
      id,
      provider: "SIMULATED",
      serviceType: overrides.serviceType ?? "EXPLORER",
      quantity: overrides.quantity ?? 25_000,
      listAmountFils: overrides.amountFils ?? 1500,
      amountFils: overrides.amountFils ?? 1500,
      description: "باقة الإكسبلور - https://www.tiktok.com/@someone/video/7234567890123456789",
      customerName: "سارة",
      customerEmail: overrides.email ?? " Sara.K@Mail.AE",
      userId: overrides.userId ?? null,
    },
  });
  return id;
}

/** What the payments room does when a payment is verified: mark it paid and queue the conversion, together. */
const markPaid = (paymentId: string) =>
  transaction(async (tx) => {
    await tx.payment.update({ where: { id: paymentId }, data: { status: "COMPLETED", paidAt: new Date() } });
    await trackPurchase(tx, paymentId);
  });

let api: ReturnType<typeof tiktokEventsApi>;
beforeEach(async () => {
  await resetDb();
  configureTracking({ TIKTOK_PIXEL_ID: PIXEL_ID, TIKTOK_ACCESS_TOKEN: ACCESS_TOKEN });
  api = tiktokEventsApi({ token: ACCESS_TOKEN });
  server.use(api.handler);
});
afterAll(() => configureTracking({}));

describe("the server's event ids", () => {
  it("cannot be computed from the payment or user id alone: they are keyed with the server's secret", () => {
    const paymentId = "pay_3f9c2a7d8e1b4c6a9f0e2d4b6a8c0e1f";
    const id = serverEventId("purchase", paymentId);
    expect(id).toMatch(/^ev_[0-9a-f]{64}$/);
    expect(serverEventId("purchase", paymentId)).toBe(id);
    // The unkeyed derivation of an earlier version, which any buyer could compute and send first.
    expect(id).not.toBe(`ev_${sha256(`trend-boost:purchase:v1:${paymentId}`)}`);
    expect(serverEventId("registration", paymentId)).not.toBe(id);
    const saved = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "another-server-secret-of-32-chars-or-more";
    resetEnvForTests();
    try {
      expect(serverEventId("purchase", paymentId)).not.toBe(id);
    } finally {
      if (saved === undefined) delete process.env.AUTH_SECRET;
      else process.env.AUTH_SECRET = saved;
      resetEnvForTests();
    }
  });
});

describe("CompletePayment from the server", () => {
  it("sends value in dirhams, AED, quantity, the product, hashed e-mail and username, and the pixel's event id", async () => {
    const user = await db.user.create({ data: { username: "Sara_99", usernameKey: "sara_99", passwordHash: "x" } });
    const paymentId = await insertPayment({ userId: user.id });
    await markPaid(paymentId);
    await runEventJobs();

    expect(api.events()).toEqual([
      {
        event: "CompletePayment",
        // The payment status call hands this id to the paying browser's pixel: TikTok keeps one of the two.
        event_id: serverEventId("purchase", paymentId),
        event_time: expect.any(Number),
        user: { email: sha256("sara.k@mail.ae"), external_id: sha256("sara_99") },
        page: { url: "http://localhost:3000/payment-success" },
        properties: {
          value: 15,
          currency: "AED",
          content_type: "product",
          contents: [
            { content_id: "explorer", content_name: "باقة الإكسبلور", quantity: 25_000, content_type: "product" },
          ],
        },
      },
    ]);
    // A guest's payment id opens their order page: it never leaves the store, not even in a URL.
    expect(JSON.stringify(api.requests.map((r) => r.body))).not.toContain(paymentId);
  });

  it("is queued once however often the payment is verified (webhook, poll, retries), even all at once", async () => {
    const paymentId = await insertPayment({ serviceType: "VIEWS", amountFils: 350, quantity: 5000 });
    await Promise.all(Array.from({ length: 10 }, () => markPaid(paymentId)));
    await markPaid(paymentId);
    await runEventJobs();
    expect(api.events().map((e) => [e.event, e.properties?.value])).toEqual([["CompletePayment", 3.5]]);
  });

  it("is not queued when the transaction that marks the payment paid rolls back", async () => {
    const paymentId = await insertPayment();
    await expect(
      transaction(async (tx) => {
        await trackPurchase(tx, paymentId);
        throw new Error("the order could not be created");
      }),
    ).rejects.toThrow();
    expect(await db.job.count()).toBe(0);
  });

  it("sends no e-mail for a guest who left the form's placeholder, and queues nothing without a token", async () => {
    const paymentId = await insertPayment({ email: "guest@example.com" });
    await markPaid(paymentId);
    await runEventJobs();
    expect(api.events()[0]!.user).toEqual({});

    configureTracking({ TIKTOK_PIXEL_ID: PIXEL_ID });
    await markPaid(await insertPayment());
    expect(await db.job.count()).toBe(1);
  });
});

describe("CompleteRegistration from the server", () => {
  it("is a job row the moment the account exists, before anything is sent, and is sent by the worker", async () => {
    const res = await call(registerRoute as Handler, "/api/auth/register", {
      body: JSON.stringify({ username: "Sara_99", password: "secret1" }),
      headers: { "user-agent": "Mozilla/5.0 (iPhone) Mobile" },
    });
    expect(res.status).toBe(201);
    const { id, registrationEventId } = (await res.json()) as { id: string; registrationEventId: string };
    // The new account's browser is handed the event id, for its pixel to send the same.
    expect(registrationEventId).toBe(serverEventId("registration", id));

    // The process could die here: the event is already in the database.
    expect(api.requests).toHaveLength(0);
    const job = await db.job.findFirstOrThrow();
    expect(job).toMatchObject({ type: "tracking.tiktok-event", status: "QUEUED" });

    await runEventJobs();
    expect(api.events()).toEqual([
      {
        event: "CompleteRegistration",
        event_id: serverEventId("registration", id),
        event_time: expect.any(Number),
        user: { external_id: sha256("sara_99"), user_agent: "Mozilla/5.0 (iPhone) Mobile" },
        page: { url: "http://localhost:3000/register" },
        properties: { contents: [{ content_name: "تسجيل حساب جديد" }], description: "registration" },
      },
    ]);
  });

  it("sends the sign-up's IP raw when a trusted proxy gives one", async () => {
    await trackRegistration(db, { id: crypto.randomUUID(), username: "ali", ip: "2001:db8::7", userAgent: null });
    await runEventJobs();
    expect(api.events()[0]!.user).toEqual({ external_id: sha256("ali"), ip: "2001:db8::7" });
  });
});

describe("sending to the Events API", () => {
  const queueOne = () => trackRegistration(db, { id: crypto.randomUUID(), username: "ali", ip: null, userAgent: null });
  const dueNow = () => db.job.updateMany({ where: { status: "QUEUED" }, data: { runAt: new Date() } });

  it.each([
    ["an HTTP 503", "http-503", /HTTP 503/],
    ["an HTTP 429", "http-429", /HTTP 429/],
    ["code 40100 (throttled)", "code-40100", /code 40100: Too many requests/],
    ["an unknown non-zero code", "code-50002", /code 50002: Internal service error/],
  ] as const)("retries after %s with backoff and sends it later", async (_name, failure, error) => {
    api.failNext(failure);
    await queueOne();
    const log = await runEventJobs();
    const waiting = await db.job.findFirstOrThrow();
    expect(waiting).toMatchObject({ status: "QUEUED", attempts: 1 });
    expect(waiting.lastError).toMatch(error);
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(log.warn.join("\n")).toMatch(error);

    await dueNow();
    await runEventJobs();
    expect(await db.job.findFirstOrThrow()).toMatchObject({ status: "DONE", attempts: 2 });
    expect(api.requests).toHaveLength(2);
  });

  it.each([
    ["code 40002 (invalid parameters)", "code-40002", /code 40002: Invalid parameter: event_source_id/],
    ["code 40001 (no permission)", "code-40001", /code 40001: No permission/],
    ["HTTP 401 with an empty body (bad token)", "http-401", /HTTP 401/],
  ] as const)("gives up at once on %s, logging TikTok's code and message", async (_name, failure, error) => {
    api.failNext(failure);
    await queueOne();
    const log = await runEventJobs();
    const dead = await db.job.findFirstOrThrow();
    expect(dead).toMatchObject({ status: "DEAD", attempts: 1 });
    expect(dead.lastError).toMatch(error);
    expect(log.error.join("\n")).toMatch(error);
    expect(api.requests).toHaveLength(1);
  });

  it("treats a request that gets no answer in time as passing (retried), not as sent", async () => {
    server.use(http.post(TIKTOK_EVENTS_URL, async () => delay("infinite")));
    const config = tiktokEventsConfig()!;
    const event = { event: "ViewContent", event_id: "ev_slow0000000000", event_time: 1_700_000_000, user: {} };
    const error = await sendTikTokEvents(config, [event], { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, message: expect.stringMatching(/no answer within 100 ms/) });
  });

  it("gives up on a token TikTok refuses", async () => {
    configureTracking({ TIKTOK_PIXEL_ID: PIXEL_ID, TIKTOK_ACCESS_TOKEN: "revoked-token" });
    await queueOne();
    await runEventJobs();
    expect(await db.job.findFirstOrThrow()).toMatchObject({ status: "DEAD", lastError: expect.stringMatching(/401/) });
  });

  it("drops queued events quietly when the token is removed before they are sent", async () => {
    await queueOne();
    configureTracking({ TIKTOK_PIXEL_ID: PIXEL_ID });
    await runEventJobs();
    expect(await db.job.findFirstOrThrow()).toMatchObject({ status: "DONE" });
    expect(api.requests).toHaveLength(0);
  });

  it("deletes sent events after a week and keeps failed ones for the operator", async () => {
    await queueOne();
    await queueOne();
    await runEventJobs();
    api.failNext("code-40002");
    await queueOne();
    await runEventJobs();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await db.job.updateMany({ data: { finishedAt: eightDaysAgo } });
    expect(await sweepSentEvents()).toBe(2);
    expect((await db.job.findMany()).map((j) => j.status)).toEqual(["DEAD"]);
  });
});
