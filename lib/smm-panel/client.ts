import { AppError } from "@/lib/errors";

import { classifyPanelError, describeError, neverReachedPanel, type PanelErrorKind } from "./errors";
import {
  addSchema,
  balanceSchema,
  cancelSchema,
  errorSchema,
  multiRefillStatusSchema,
  multiStatusSchema,
  orderStatusSchema,
  refillSchema,
  serviceSchema,
  type PanelOrderStatus,
  type PanelService,
} from "./types";

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface PanelClientOptions {
  /** The panel's API endpoint, e.g. https://panel.example/api/v2. */
  url: string;
  key: string;
  /** The real fetch, or the simulated panel's (same form-encoded API, in-process). */
  fetch: FetchLike;
  timeoutMs: number;
}

/**
 * The honest answers to "did `add` create an order?" (docs/fulfilment.md#what-an-answer-proves):
 * - created: the panel named the new order;
 * - refused: the panel itself said no, in its JSON error body (HTTP below 500): not created;
 * - not-sent: the request never left this machine (no connection, no name, TLS refused): not created;
 * - unknown: anything else after sending (any 5xx, a CDN's 520/524, a reset, a timeout, an
 *   unreadable answer): the order may exist; never sent again blindly. `candidateOrderId` is an
 *   order id the unclear answer seemed to name, for a `status` look-up.
 */
export type AddResult =
  | { outcome: "created"; orderId: string; charge?: string | number; currency?: string }
  | { outcome: "refused"; kind: PanelErrorKind; error: string }
  | { outcome: "not-sent"; detail: string }
  | { outcome: "unknown"; detail: string; candidateOrderId?: string };

/** How a failed call other than `add` ended, on the AppError's details (`panelOutcome`). */
export type PanelCallOutcome = "refused" | "not-sent" | "unknown";

export type PerId<T> = Map<string, T | { error: string }>;

/** The largest id list one multi call takes (status, refill status, cancel). */
export const PANEL_BATCH = 100;

type Raw = { kind: "json"; status: number; body: unknown } | { kind: "text"; status: number; text: string };

/**
 * The panel's own refusal: its JSON error body ({"error": …}, HTTP 200, or a
 * clone's 4xx). A 5xx is never one, whatever its body says: the failure may
 * have come after the panel stored the order.
 */
function panelRefusal(raw: Raw): string | null {
  if (raw.kind !== "json" || raw.status >= 500) return null;
  const error = errorSchema.safeParse(raw.body);
  return error.success ? error.data.error : null;
}

/** An order id an unreadable answer seems to name ("order": 123), for a status look-up. */
function orderIdIn(text: string): string | null {
  return /"order(?:_id)?"\s*:\s*"?(\d{1,18})\b/.exec(text)?.[1] ?? null;
}

/**
 * A client for the SMM panel API v2: form-encoded POSTs with `key` and
 * `action`, errors as HTTP 200 {error}, loose types parsed with zod. Every
 * method except `add` throws an AppError (UPSTREAM, retryable) when the panel
 * cannot answer; `add` never throws, it says what its answer proves.
 */
export class PanelClient {
  constructor(private readonly options: PanelClientOptions) {}

  private async post(action: string, params: Record<string, string> = {}): Promise<Raw> {
    const body = new URLSearchParams({ key: this.options.key, action, ...params });
    const response = await this.options.fetch(this.options.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: body.toString(),
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: "error",
    });
    const text = await response.text();
    try {
      return { kind: "json", status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { kind: "text", status: response.status, text: text.slice(0, 300) };
    }
  }

  /**
   * A call whose failure is only an error to retry later (everything but
   * `add`). The AppError says how it failed (`panelOutcome`) and, for the
   * panel's own refusal, its words (`panelError`).
   */
  private async call(action: string, params?: Record<string, string>): Promise<unknown> {
    let raw: Raw;
    try {
      raw = await this.post(action, params);
    } catch (error) {
      const panelOutcome: PanelCallOutcome = neverReachedPanel(error) ? "not-sent" : "unknown";
      throw new AppError("UPSTREAM", `panel ${action}: ${describeError(error)}`, {
        cause: error,
        details: { panelOutcome },
      });
    }
    const refusal = panelRefusal(raw);
    if (refusal !== null)
      throw new AppError("UPSTREAM", `panel ${action}: ${refusal}`, {
        details: { panelError: refusal, panelOutcome: "refused" },
      });
    if (raw.kind === "text")
      throw new AppError("UPSTREAM", `panel ${action}: HTTP ${raw.status}, not JSON: ${raw.text}`, {
        details: { panelOutcome: "unknown" },
      });
    if (raw.status >= 400)
      throw new AppError("UPSTREAM", `panel ${action}: HTTP ${raw.status}`, { details: { panelOutcome: "unknown" } });
    return raw.body;
  }

  async services(): Promise<PanelService[]> {
    const body = await this.call("services");
    if (!Array.isArray(body)) throw new AppError("UPSTREAM", "panel services: not a list");
    // A service the store cannot read is skipped, not fatal: panels list hundreds.
    return body.flatMap((s) => {
      const parsed = serviceSchema.safeParse(s);
      return parsed.success ? [parsed.data] : [];
    });
  }

  async add(input: { service: string; link: string; quantity: number }): Promise<AddResult> {
    let raw: Raw;
    try {
      raw = await this.post("add", { service: input.service, link: input.link, quantity: String(input.quantity) });
    } catch (error) {
      if (neverReachedPanel(error)) return { outcome: "not-sent", detail: describeError(error) };
      return { outcome: "unknown", detail: describeError(error) };
    }
    const refusal = panelRefusal(raw);
    if (refusal !== null) return { outcome: "refused", kind: classifyPanelError(refusal, input.link), error: refusal };
    if (raw.kind === "json" && raw.status < 400) {
      const created = addSchema.safeParse(raw.body);
      if (created.success) return { outcome: "created", ...created.data };
    }
    // Everything else came after the request was sent: a proxy's or CDN's error
    // page (502, 520, 524…), a 500 raised after the panel stored the order, an
    // answer nobody can read. The order may exist.
    const shown = raw.kind === "text" ? raw.text : JSON.stringify(raw.body).slice(0, 300);
    const candidateOrderId = orderIdIn(shown);
    return {
      outcome: "unknown",
      detail: `HTTP ${raw.status}, ${raw.kind === "text" ? "not JSON" : "unreadable answer"}: ${shown}`,
      ...(candidateOrderId ? { candidateOrderId } : {}),
    };
  }

  /** Status of one order (`order=<id>`). */
  async status(orderId: string): Promise<PanelOrderStatus> {
    const parsed = orderStatusSchema.safeParse(await this.call("status", { order: orderId }));
    if (!parsed.success) throw new AppError("UPSTREAM", "panel status: unreadable answer");
    return parsed.data;
  }

  /** Statuses of many orders, 100 ids per call; a per-id error is kept for that id. */
  async statuses(orderIds: readonly string[]): Promise<PerId<PanelOrderStatus>> {
    const result: PerId<PanelOrderStatus> = new Map();
    for (let i = 0; i < orderIds.length; i += PANEL_BATCH) {
      const chunk = orderIds.slice(i, i + PANEL_BATCH);
      const body = multiStatusSchema.safeParse(await this.call("status", { orders: chunk.join(",") }));
      if (!body.success) throw new AppError("UPSTREAM", "panel status: unreadable multi-status answer");
      for (const id of chunk) {
        const entry = body.data[id];
        const error = errorSchema.safeParse(entry);
        const status = orderStatusSchema.safeParse(entry);
        if (error.success) result.set(id, error.data);
        else if (status.success) result.set(id, status.data);
        else result.set(id, { error: entry === undefined ? "missing from the answer" : "unreadable status" });
      }
    }
    return result;
  }

  /** Asks for a refill of one order: the panel's refill id, or its refusal. */
  async refill(orderId: string): Promise<{ refillId: string } | { error: string }> {
    let body: unknown;
    try {
      body = await this.call("refill", { order: orderId });
    } catch (error) {
      // The panel's own refusal ("Order not eligible for refill.") is an answer, not an outage.
      const refusal = error instanceof AppError ? error.details.panelError : undefined;
      if (typeof refusal === "string") return { error: refusal };
      throw error;
    }
    const parsed = refillSchema.safeParse(body);
    if (!parsed.success)
      throw new AppError("UPSTREAM", "panel refill: unreadable answer", { details: { panelOutcome: "unknown" } });
    return { refillId: parsed.data.refill };
  }

  /** Statuses of many refills, 100 per call. */
  async refillStatuses(refillIds: readonly string[]): Promise<PerId<string>> {
    const result: PerId<string> = new Map();
    for (let i = 0; i < refillIds.length; i += PANEL_BATCH) {
      const chunk = refillIds.slice(i, i + PANEL_BATCH);
      const parsed = multiRefillStatusSchema.safeParse(await this.call("refill_status", { refills: chunk.join(",") }));
      if (!parsed.success) throw new AppError("UPSTREAM", "panel refill_status: unreadable answer");
      for (const row of parsed.data) result.set(row.refill, row.status);
    }
    return result;
  }

  /** Cancels orders where the service allows it: true, or the panel's reason per id. */
  async cancel(orderIds: readonly string[]): Promise<PerId<true>> {
    const result: PerId<true> = new Map();
    for (let i = 0; i < orderIds.length; i += PANEL_BATCH) {
      const chunk = orderIds.slice(i, i + PANEL_BATCH);
      const parsed = cancelSchema.safeParse(await this.call("cancel", { orders: chunk.join(",") }));
      if (!parsed.success) throw new AppError("UPSTREAM", "panel cancel: unreadable answer");
      for (const row of parsed.data) {
        const error = errorSchema.safeParse(row.cancel);
        result.set(row.order, error.success ? error.data : true);
      }
    }
    return result;
  }

  async balance(): Promise<{ balance: string; currency: string | null }> {
    const parsed = balanceSchema.safeParse(await this.call("balance"));
    if (!parsed.success) throw new AppError("UPSTREAM", "panel balance: unreadable answer");
    return { balance: parsed.data.balance, currency: parsed.data.currency ?? null };
  }
}
