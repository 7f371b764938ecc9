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
import type { CreateIntentInput, Intent, PaymentProviderClient, RefundInput, RefundResult } from "./types";

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

const intentSchema = z.object({
  id: z.string().min(1).max(128),
  amount: z.number().int().nonnegative(),
  currency_code: z.string().length(3),
  status: z.string().min(1).max(64),
  redirect_url: z.string().nullish(),
});

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "completed", "failed"]),
  error: z.object({ message: z.string().optional(), code: z.string().optional() }).nullish(),
});

const errorBodySchema = z.object({ message: z.unknown().optional(), code: z.unknown().optional() }).loose();

type Answer = { status: number; body: unknown; text: string };

function toIntent(body: unknown, status: number): Intent {
  const parsed = intentSchema.safeParse(body);
  if (!parsed.success) throw new AppError("UPSTREAM", paymentConnectionMessage(status), { details: {} });
  const d = parsed.data;
  return {
    id: d.id,
    status: d.status as Intent["status"],
    amountFils: d.amount,
    currency: d.currency_code.toUpperCase(),
    redirectUrl: d.redirect_url ?? null,
  };
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
