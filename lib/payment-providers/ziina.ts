import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";

import {
  PAYMENT_CREATE_FAILED_MESSAGE,
  PAYMENT_NO_REDIRECT_MESSAGE,
  PAYMENT_SETTINGS_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentConnectionMessage,
} from "./contract";
import {
  KNOWN_INTENT_STATUSES,
  type CreateIntentInput,
  type Intent,
  type PaymentProviderClient,
  type ProviderWebhook,
  type RefundInput,
  type RefundResult,
} from "./types";

const log = logger("payments");

/** docs/product-rules.md#payment-creation: payment creation times out after 10,000 ms. */
export const ZIINA_TIMEOUT_MS = 10_000;

export interface ZiinaOptions {
  apiUrl: string;
  apiKey: string;
  test: boolean;
  webhookSecret: string | undefined;
  timeoutMs?: number;
}

// Ziina's payloads, one schema each, for its API answers and its webhook alike.
const intentSchema = z.object({
  id: z.string().min(1).max(128),
  amount: z.number().int().nonnegative(),
  currency_code: z.string().length(3),
  status: z.union([z.enum(KNOWN_INTENT_STATUSES), z.string().min(1).max(64)]),
  redirect_url: z.string().nullish(),
});

const refundSchema = z.object({
  id: z.string().min(1).max(128),
  status: z.enum(["pending", "completed", "failed"]),
  error: z.object({ message: z.string().optional(), code: z.string().optional() }).nullish(),
});

const webhookSchema = z.object({ event: z.string().max(100), data: z.unknown() });

export const WEBHOOK_SIGNATURE_MESSAGE = "invalid webhook signature";

const errorBodySchema = z.object({ message: z.unknown().optional(), code: z.unknown().optional() }).loose();

type Answer = { status: number; body: unknown; text: string };

function intentOf(d: z.infer<typeof intentSchema>): Intent {
  return {
    id: d.id,
    status: d.status,
    amountFils: d.amount,
    currency: d.currency_code.toUpperCase(),
    redirectUrl: d.redirect_url ?? null,
  };
}

function toIntent(body: unknown, status: number): Intent {
  const parsed = intentSchema.safeParse(body);
  if (!parsed.success) throw new AppError("UPSTREAM", paymentConnectionMessage(status), { details: {} });
  return intentOf(parsed.data);
}

/**
 * Ziina's API (reference section 1): Bearer token, JSON, amounts in fils.
 * Failures become AppErrors with the documented messages (docs/product-rules.md#errors): a timeout after 10 s
 * (UPSTREAM_TIMEOUT), 401 (the store's payment settings: UNAVAILABLE, logged
 * for the operator), 4xx with Ziina's {message, code} (not retryable), 5xx and
 * unreadable bodies (UPSTREAM, retryable).
 */
export class ZiinaProvider implements PaymentProviderClient {
  readonly name = "ziina" as const;

  constructor(private readonly options: ZiinaOptions) {}

  /**
   * One call to Ziina. `refused` is what a 4xx answer tells the caller (the
   * payment's creation says so; other calls, such as refunds and the webhook
   * registration, get the provider's status).
   */
  private async request(method: "GET" | "POST", path: string, payload?: unknown, refused?: string): Promise<Answer> {
    let response: Response;
    try {
      // Looked up per call, so a test's interceptor (msw) sees it.
      response = await fetch(`${this.options.apiUrl.replace(/\/+$/, "")}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: "application/json",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? ZIINA_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      throw transportError(error, 0);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transportError(error, response.status);
    }
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.status === 401 || response.status === 403) {
      log.error(`Ziina refused the API key (HTTP ${response.status}): check ZIINA_API_KEY`);
      throw new AppError("UNAVAILABLE", PAYMENT_SETTINGS_MESSAGE, { details: { providerStatus: response.status } });
    }
    if (response.status >= 500)
      throw new AppError("UPSTREAM", paymentConnectionMessage(response.status), {
        details: { providerStatus: response.status },
      });
    if (response.status >= 400) {
      const err = errorBodySchema.safeParse(body);
      const code = err.success && typeof err.data.code === "string" ? err.data.code : undefined;
      const message = err.success && typeof err.data.message === "string" ? err.data.message : text.slice(0, 200);
      log.warn(`Ziina ${method} ${path}: HTTP ${response.status} ${code ?? ""} ${message}`);
      throw new AppError("UPSTREAM", refused ?? paymentConnectionMessage(response.status), {
        retryable: false,
        details: { providerStatus: response.status, ...(code ? { providerCode: code } : {}) },
      });
    }
    if (body === undefined)
      throw new AppError("UPSTREAM", paymentConnectionMessage(response.status), {
        details: { providerStatus: response.status },
      });
    return { status: response.status, body, text };
  }

  async createIntent(input: CreateIntentInput): Promise<Intent> {
    const answer = await this.request(
      "POST",
      "/payment_intent",
      {
        amount: input.amountFils,
        currency_code: input.currency,
        message: input.message.slice(0, 200),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        failure_url: input.failureUrl,
        test: this.options.test,
      },
      PAYMENT_CREATE_FAILED_MESSAGE,
    );
    const intent = toIntent(answer.body, answer.status);
    if (!intent.redirectUrl) throw new AppError("UPSTREAM", PAYMENT_NO_REDIRECT_MESSAGE);
    return intent;
  }

  async readIntent(intentId: string): Promise<Intent> {
    const answer = await this.request("GET", `/payment_intent/${encodeURIComponent(intentId)}`);
    return toIntent(answer.body, answer.status);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    let answer: Answer;
    try {
      answer = await this.request("POST", "/refund", {
        id: input.refundId,
        payment_intent_id: input.providerPaymentId,
        amount: input.amountFils,
        currency_code: input.currency,
        test: this.options.test,
      });
    } catch (error) {
      // A retry of a refund Ziina already has (same client id) may be refused: read it instead.
      if (error instanceof AppError && !error.retryable && error.details.providerStatus !== undefined) {
        const existing = await this.request("GET", `/refund/${encodeURIComponent(input.refundId)}`).catch(() => null);
        if (existing) return toRefund(existing);
      }
      throw error;
    }
    return toRefund(answer);
  }

  async readRefund(refundId: string): Promise<RefundResult> {
    return toRefund(await this.request("GET", `/refund/${encodeURIComponent(refundId)}`));
  }

  /** X-Hmac-Signature: hex HMAC-SHA256 of the raw body with the registered secret, compared in constant time. */
  verifyWebhook(rawBody: Buffer, headers: Headers): boolean {
    return verifyZiinaSignature(rawBody, headers.get("x-hmac-signature"), this.options.webhookSecret);
  }

  /**
   * A webhook delivery, read: the signature over the raw bytes first (a bad
   * one is UNAUTHORIZED, and nothing is read), then the envelope and its data
   * with the same schemas as the API's answers (a malformed one is
   * BAD_REQUEST). Returns domain values only.
   */
  readWebhook(rawBody: Buffer, headers: Headers): ProviderWebhook {
    if (!this.verifyWebhook(rawBody, headers)) throw new AppError("UNAUTHORIZED", WEBHOOK_SIGNATURE_MESSAGE);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new AppError("BAD_REQUEST", "webhook body is not JSON");
    }
    const envelope = webhookSchema.safeParse(json);
    if (!envelope.success) throw new AppError("BAD_REQUEST", "webhook body has no event");
    const { event, data } = envelope.data;
    if (event === "payment_intent.status.updated") {
      const parsed = intentSchema.safeParse(data);
      if (!parsed.success) throw new AppError("BAD_REQUEST", "webhook payment intent is malformed");
      const d = parsed.data;
      // Deliveries seen before (Ziina retries, duplicates) are keyed by what they say, not when they came.
      return {
        kind: "intent",
        event,
        intent: intentOf(d),
        key: `pi:${d.id}:${d.status}:${d.amount}:${d.currency_code}`,
      };
    }
    if (event === "refund.status.updated") {
      const parsed = refundSchema.safeParse(data);
      if (!parsed.success) throw new AppError("BAD_REQUEST", "webhook refund is malformed");
      const d = parsed.data;
      return { kind: "refund", event, refund: { id: d.id, status: d.status, error: d.error?.message ?? null } };
    }
    return { kind: "other", event };
  }

  /** Registers the account's one webhook URL with our secret (POST /webhook). */
  async registerWebhook(url: string, secret: string): Promise<{ success: boolean; error?: string }> {
    const answer = await this.request("POST", "/webhook", { url, secret });
    const parsed = z.object({ success: z.boolean(), error: z.string().nullish() }).safeParse(answer.body);
    if (!parsed.success) throw new AppError("UPSTREAM", paymentConnectionMessage(answer.status));
    return { success: parsed.data.success, ...(parsed.data.error ? { error: parsed.data.error } : {}) };
  }
}

/** The transport failed: a timeout, or no answer (status 0) or an unreadable one. */
function transportError(error: unknown, status: number): AppError {
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return new AppError("UPSTREAM_TIMEOUT", PAYMENT_TIMEOUT_MESSAGE, { cause: error });
  return new AppError("UPSTREAM", paymentConnectionMessage(status), { cause: error });
}

function toRefund(answer: Answer): RefundResult {
  const parsed = refundSchema.safeParse(answer.body);
  if (!parsed.success) throw new AppError("UPSTREAM", paymentConnectionMessage(answer.status));
  return { id: parsed.data.id, status: parsed.data.status, error: parsed.data.error?.message ?? null };
}

export function signZiinaBody(rawBody: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export function verifyZiinaSignature(rawBody: Buffer, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !signature) return false;
  // Compared as text: timingSafeEqual throws on buffers of different lengths,
  // so a signature of any other length is refused before any comparison.
  const given = Buffer.from(signature.trim().toLowerCase(), "utf8");
  const expected = Buffer.from(signZiinaBody(rawBody, secret), "utf8");
  if (given.length !== expected.length) return false;
  return timingSafeEqual(expected, given);
}
