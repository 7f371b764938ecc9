import { POST as createRoute } from "@/app/api/ziina/create/route";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { call, type Handler } from "@/test/support/auth";
import { expectConsoleError } from "@/test/support/console";
import { resetDb } from "@/test/support/db";
import { server } from "@/test/support/msw";
import { ZIINA_KEY, ZIINA_SECRET, ZIINA_URL, useZiina, ziinaDouble } from "@/test/support/ziina-double";

import {
  PAYMENT_CREATE_FAILED_MESSAGE,
  PAYMENT_SETTINGS_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentConnectionMessage,
} from "./contract";
import { ZiinaProvider, signZiinaBody, verifyZiinaSignature } from "./ziina";

const LINK = "https://www.tiktok.com/@creator/video/7300000000000000001";
const provider = (over: Partial<ConstructorParameters<typeof ZiinaProvider>[0]> = {}) =>
  new ZiinaProvider({ apiUrl: ZIINA_URL, apiKey: ZIINA_KEY, test: true, webhookSecret: ZIINA_SECRET, ...over });
const intentInput = {
  paymentId: "pay_abcdefghijklmnopqrstuvwx",
  amountFils: 1_050,
  currency: "AED" as const,
  message: "طلب 5000 مشاهدة",
  successUrl: "http://localhost:3000/payment-success-ziina?id=pay_abcdefghijklmnopqrstuvwx",
  cancelUrl: "http://localhost:3000/payment-cancel?id=pay_abcdefghijklmnopqrstuvwx",
  failureUrl: "http://localhost:3000/payment-error?id=pay_abcdefghijklmnopqrstuvwx",
};

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let ziina: ReturnType<typeof ziinaDouble>;
beforeEach(() => {
  ziina = ziinaDouble();
  server.use(...ziina.handlers);
});

describe("Ziina client", () => {
  it("creates an intent in fils, AED, test mode, with return URLs carrying our payment id", async () => {
    const intent = await provider().createIntent(intentInput);
    expect(intent).toMatchObject({ status: "requires_payment_instrument", amountFils: 1_050, currency: "AED" });
    expect(intent.redirectUrl).toMatch(/^https:\/\/pay\.ziina\.test\//);
    expect(ziina.requests[0]!.body).toMatchObject({
      amount: 1_050,
      currency_code: "AED",
      test: true,
      success_url: intentInput.successUrl,
      cancel_url: intentInput.cancelUrl,
      failure_url: intentInput.failureUrl,
    });
  });

  it("reads the status transitions the payer causes", async () => {
    const created = await provider().createIntent(intentInput);
    for (const status of ["requires_user_action", "pending", "completed"]) {
      ziina.setStatus(created.id, status);
      expect((await provider().readIntent(created.id)).status).toBe(status);
    }
  });

  it("maps a refused API key (401) to the payment-settings message, not retried as a customer error", async () => {
    expectConsoleError(/Ziina refused the API key \(HTTP 401\): check ZIINA_API_KEY/);
    const error = await rejection(provider({ apiKey: "wrong" }).createIntent(intentInput));
    expect(error.code).toBe("UNAVAILABLE");
    expect(error.message).toBe(PAYMENT_SETTINGS_MESSAGE);
  });

  it("maps a 400 {message, code} to the creation message, not retryable, keeping Ziina's code", async () => {
    const error = await rejection(provider().createIntent({ ...intentInput, currency: "USD" as "AED" }));
    expect(error).toMatchObject({ code: "UPSTREAM", message: PAYMENT_CREATE_FAILED_MESSAGE, retryable: false });
    expect(error.details).toMatchObject({ providerStatus: 400, providerCode: "CURRENCY_NOT_SUPPORTED" });
  });

  it("says 'creating the payment failed' only for the payment's creation: a refused read names Ziina's status", async () => {
    const error = await rejection(provider().readIntent("pi_unknown"));
    expect(error).toMatchObject({ code: "UPSTREAM", retryable: false });
    expect(error.message).not.toBe(PAYMENT_CREATE_FAILED_MESSAGE);
    expect(error.message).toBe(paymentConnectionMessage(error.details.providerStatus as number));
  });

  it("maps 5xx and malformed bodies to a retryable connection error with the status", async () => {
    ziina.fail({ kind: "http", status: 503 }, { kind: "malformed" });
    const down = await rejection(provider().createIntent(intentInput));
    expect(down).toMatchObject({ code: "UPSTREAM", message: paymentConnectionMessage(503), retryable: true });
    const garbled = await rejection(provider().createIntent(intentInput));
    expect(garbled).toMatchObject({ code: "UPSTREAM", message: paymentConnectionMessage(200), retryable: true });
  });

  it("gives up after its timeout with the spec's timeout message", async () => {
    ziina.fail({ kind: "hang" });
    const error = await rejection(provider({ timeoutMs: 300 }).createIntent(intentInput));
    expect(error).toMatchObject({ code: "UPSTREAM_TIMEOUT", message: PAYMENT_TIMEOUT_MESSAGE });
  });

  it("refunds with our id; a retry with the same id reads the refund Ziina already has", async () => {
    const intent = await provider().createIntent(intentInput);
    const refundId = "0b5e3f3e-7c1a-4c39-9a43-2b7d3c0f7a11";
    const input = { refundId, providerPaymentId: intent.id, amountFils: 500, currency: "AED" };
    expect(await provider().refund(input)).toMatchObject({ id: refundId, status: "pending" });
    expect(await provider().refund(input)).toMatchObject({ id: refundId, status: "pending" });
    expect(ziina.refunds.size).toBe(1);
  });

  it("verifies X-Hmac-Signature over the exact raw bytes", () => {
    const raw = Buffer.from('{"event":"payment_intent.status.updated","data":{}}');
    const good = signZiinaBody(raw, ZIINA_SECRET);
    expect(verifyZiinaSignature(raw, good, ZIINA_SECRET)).toBe(true);
    expect(verifyZiinaSignature(raw, good.toUpperCase(), ZIINA_SECRET)).toBe(true);
    expect(verifyZiinaSignature(Buffer.from(raw.toString() + " "), good, ZIINA_SECRET)).toBe(false);
    expect(verifyZiinaSignature(raw, signZiinaBody(raw, "other"), ZIINA_SECRET)).toBe(false);
    expect(verifyZiinaSignature(raw, "abc", ZIINA_SECRET)).toBe(false);
    // Malformed: refused by length before any comparison (timingSafeEqual throws on unequal lengths),
    // or compared as text when as long as a real one (32 two-byte letters are 64 bytes).
    for (const malformed of [
      good.slice(2),
      `${good}00`,
      "z".repeat(64),
      "é".repeat(32),
      "٠".repeat(64),
      "é".repeat(64),
    ])
      expect(verifyZiinaSignature(raw, malformed, ZIINA_SECRET)).toBe(false);
    expect(verifyZiinaSignature(raw, null, ZIINA_SECRET)).toBe(false);
    expect(verifyZiinaSignature(raw, good, undefined)).toBe(false);
  });
});

describe("POST /api/ziina/create with Ziina", () => {
  let restore: () => void;
  beforeEach(async () => {
    await resetDb();
    restore = useZiina();
  });
  afterEach(() => restore());

  const create = () =>
    call(createRoute as Handler, "/api/ziina/create", {
      body: JSON.stringify({
        description: "طلب 5000 مشاهدة",
        tiktokUrl: LINK,
        serviceType: "views",
        serviceQuantity: 5000,
      }),
    });

  it("shows the payer at Ziina what is charged, composed by the server, never the client's description", async () => {
    const res = await call(createRoute as Handler, "/api/ziina/create", {
      body: JSON.stringify({
        description: "طلب 1,000,000 مشاهدة مجاناً",
        tiktokUrl: LINK,
        serviceType: "views",
        serviceQuantity: 20_000,
      }),
    });
    expect(res.status).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: ((await res.json()) as { id: string }).id } });
    expect(ziina.intents.get(payment.providerPaymentId!)!.message).toBe("طلب 20,000 مشاهدة");
  });

  it("returns Ziina's hosted page and stores its intent id", async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; redirectUrl: string };
    expect(body.redirectUrl).toMatch(/^https:\/\/pay\.ziina\.test\//);
    const payment = await db.payment.findUniqueOrThrow({ where: { id: body.id } });
    expect(payment).toMatchObject({ provider: "ZIINA", status: "PENDING", amountFils: 350 });
    expect(ziina.intents.get(payment.providerPaymentId!)!.success_url).toBe(
      `http://localhost:3000/payment-success-ziina?id=${body.id}`,
    );
  });

  it.each([
    [{ kind: "http" as const, status: 401 }, 503, PAYMENT_SETTINGS_MESSAGE],
    [{ kind: "http" as const, status: 500 }, 502, paymentConnectionMessage(500)],
    [{ kind: "malformed" as const }, 502, paymentConnectionMessage(200)],
  ])(
    "answers a Ziina failure (%j) with %i and the spec's message; the payment can never be paid",
    async (fault, status, message) => {
      // A refused key is the operator's to fix: logged as an error.
      if (status === 503) expectConsoleError(/Ziina refused the API key \(HTTP 401\)/);
      ziina.fail(fault);
      const res = await create();
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ message });
      expect(await db.payment.findFirstOrThrow()).toMatchObject({ status: "FAILED", providerPaymentId: null });
    },
  );
});
