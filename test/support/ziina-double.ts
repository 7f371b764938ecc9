import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { delay, getResponse, http, HttpResponse } from "msw";

import { signZiinaBody } from "@/lib/payment-providers";

import { overrideEnv } from "./env-override";

/**
 * A double of Ziina's API imitating external-apis.md 1.11: Bearer auth (401
 * otherwise), integer fils and a 3-letter currency (400 {message, code}
 * otherwise, CURRENCY_NOT_SUPPORTED for anything but AED), the full intent
 * object with string created_at and a hosted redirect_url, GET with
 * transitions a test drives, refunds that need a client id (pending, then
 * completed or failed), webhook registration, and injected faults (5xx,
 * timeouts, malformed bodies). Create is not idempotent.
 */
export const ZIINA_URL = "https://ziina.test/api";
export const ZIINA_KEY = "ziina-test-key";
export const ZIINA_SECRET = "ziina-webhook-secret";

export type ZiinaFault = { kind: "http"; status: number; body?: unknown } | { kind: "hang" } | { kind: "malformed" };

export interface DoubleIntent {
  id: string;
  account_id: string;
  amount: number;
  tip_amount: number;
  fee_amount: number;
  currency_code: string;
  created_at: string;
  status: string;
  operation_id: string;
  message: string;
  redirect_url: string;
  embedded_url: string;
  success_url?: string;
  cancel_url?: string;
  failure_url?: string;
  test?: boolean;
  latest_error: null;
  allow_tips: boolean;
}

export function ziinaDouble() {
  const intents = new Map<string, DoubleIntent>();
  const refunds = new Map<string, { id: string; payment_intent_id: string; amount: number; status: string }>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const webhook: { url?: string; secret?: string } = {};
  let faults: ZiinaFault[] = [];
  let refundOutcome: "pending" | "completed" | "failed" = "pending";

  const authorised = (request: Request) => request.headers.get("authorization") === `Bearer ${ZIINA_KEY}`;
  const unauthorised = () => HttpResponse.json({ message: "Unauthorized", code: "401" }, { status: 401 });
  const fault = async () => {
    const next = faults.shift();
    if (!next) return null;
    if (next.kind === "hang") {
      await delay("infinite");
      return null;
    }
    if (next.kind === "malformed") return new HttpResponse("<html>Bad gateway</html>", { status: 200 });
    return HttpResponse.json(next.body ?? { message: "Internal error", code: String(next.status) }, {
      status: next.status,
    });
  };

  const handlers = [
    http.post(`${ZIINA_URL}/payment_intent`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: "POST", path: "/payment_intent", body });
      if (!authorised(request)) return unauthorised();
      const f = await fault();
      if (f) return f;
      if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount <= 0)
        return HttpResponse.json({ message: "amount must be an integer in base units", code: "400" }, { status: 400 });
      if (typeof body.currency_code !== "string" || body.currency_code.length !== 3)
        return HttpResponse.json({ message: "currency_code must be 3 characters", code: "400" }, { status: 400 });
      if (body.currency_code !== "AED")
        return HttpResponse.json(
          { message: "Currency not supported", code: "CURRENCY_NOT_SUPPORTED" },
          { status: 400 },
        );
      const id = randomBytes(8).toString("hex");
      const intent: DoubleIntent = {
        id,
        account_id: "acc_1",
        amount: body.amount,
        tip_amount: 0,
        fee_amount: 0,
        currency_code: body.currency_code,
        created_at: String(Date.now()),
        status: "requires_payment_instrument",
        operation_id: randomBytes(8).toString("hex"),
        message: String(body.message ?? ""),
        redirect_url: `https://pay.ziina.test/payment_intent/${id}`,
        embedded_url: `https://pay.ziina.test/embedded/${id}`,
        success_url: body.success_url as string | undefined,
        cancel_url: body.cancel_url as string | undefined,
        failure_url: body.failure_url as string | undefined,
        test: body.test as boolean | undefined,
        latest_error: null,
        allow_tips: false,
      };
      intents.set(id, intent);
      return HttpResponse.json(intent, { status: 201 });
    }),
    http.get(`${ZIINA_URL}/payment_intent/:id`, async ({ request, params }) => {
      requests.push({ method: "GET", path: `/payment_intent/${String(params.id)}`, body: null });
      if (!authorised(request)) return unauthorised();
      const f = await fault();
      if (f) return f;
      const intent = intents.get(String(params.id));
      if (!intent) return HttpResponse.json({ message: "Payment intent not found", code: "404" }, { status: 404 });
      return HttpResponse.json(intent);
    }),
    http.post(`${ZIINA_URL}/refund`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ method: "POST", path: "/refund", body });
      if (!authorised(request)) return unauthorised();
      const f = await fault();
      if (f) return f;
      if (typeof body.id !== "string" || !body.id)
        return HttpResponse.json({ message: "id is required", code: "400" }, { status: 400 });
      if (refunds.has(body.id))
        return HttpResponse.json({ message: "Refund already exists", code: "409" }, { status: 409 });
      if (!intents.has(String(body.payment_intent_id)))
        return HttpResponse.json({ message: "Payment intent not found", code: "404" }, { status: 404 });
      const refund = {
        id: body.id,
        payment_intent_id: String(body.payment_intent_id),
        amount: Number(body.amount),
        currency_code: String(body.currency_code ?? "AED"),
        status: refundOutcome,
        created_at: String(Date.now()),
        error: refundOutcome === "failed" ? { message: "Insufficient balance", code: "400" } : null,
      };
      refunds.set(body.id, refund);
      return HttpResponse.json(refund, { status: 201 });
    }),
    http.get(`${ZIINA_URL}/refund/:id`, ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      const refund = refunds.get(String(params.id));
      if (!refund) return HttpResponse.json({ message: "Refund not found", code: "404" }, { status: 404 });
      return HttpResponse.json({ ...refund, currency_code: "AED", created_at: String(Date.now()), error: null });
    }),
    http.post(`${ZIINA_URL}/webhook`, async ({ request }) => {
      const body = (await request.json()) as { url?: string; secret?: string };
      requests.push({ method: "POST", path: "/webhook", body });
      if (!authorised(request)) return unauthorised();
      webhook.url = body.url;
      webhook.secret = body.secret;
      return HttpResponse.json({ success: true });
    }),
  ];

  /**
   * The same double as a real HTTP server on 127.0.0.1, for store processes
   * (point ZIINA_API_URL at `url`): each request is answered by the handlers
   * above, as if it had been sent to ZIINA_URL.
   */
  async function listen(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        const path = (req.url ?? "/").replace(/^\/api/, "");
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        const request = new Request(`${ZIINA_URL}${path}`, {
          method: req.method,
          headers,
          body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
        });
        getResponse(handlers, request).then(
          async (answer) => {
            const response = answer ?? HttpResponse.json({ message: "Not found", code: "404" }, { status: 404 });
            res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "text/plain" });
            res.end(Buffer.from(await response.arrayBuffer()));
          },
          () => req.socket.destroy(),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  return {
    handlers,
    listen,
    intents,
    refunds,
    requests,
    webhook,
    /** Faults for the next requests, in order. */
    fail(...next: ZiinaFault[]) {
      faults = [...faults, ...next];
    },
    refundsEnd(outcome: "pending" | "completed" | "failed") {
      refundOutcome = outcome;
    },
    /** Moves an intent (the payer acting on the hosted page). */
    setStatus(id: string, status: string) {
      intents.get(id)!.status = status;
    },
    /** A webhook delivery as Ziina sends it: the raw body and its signature headers. */
    delivery(event: string, data: unknown, secret: string | null = ZIINA_SECRET) {
      const raw = JSON.stringify({ event, data });
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (secret) headers["x-hmac-signature"] = signZiinaBody(raw, secret);
      return { raw, headers };
    },
  };
}

/** Points the store at the Ziina double (restore with the returned function). */
export function useZiina(extra: Record<string, string> = {}) {
  const settings: Record<string, string> = {
    PAYMENT_PROVIDER: "ziina",
    ZIINA_API_KEY: ZIINA_KEY,
    ZIINA_API_URL: ZIINA_URL,
    ZIINA_WEBHOOK_SECRET: ZIINA_SECRET,
    ZIINA_TEST_MODE: "true",
    ...extra,
  };
  return overrideEnv(settings);
}
