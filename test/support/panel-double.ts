import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { delay, http, HttpResponse } from "msw";

/**
 * A double of an SMM panel (API v2) imitating external-apis.md 3.8: one POST
 * endpoint reading form-encoded key and action, errors as HTTP 200 {error},
 * numbers as strings, order ids alternating number and string, per-id errors
 * in multi calls, both cancel spellings, a clock-driven Pending → In progress
 * → Completed, and injected faults (down, HTML pages, garbled JSON, i18n-key
 * errors, a timeout after the order was created). `add` is not idempotent:
 * every call that passes validation creates and charges an order.
 * Usable through msw (`handler()`) or as a real local HTTP server (`listen()`).
 */
export type DoubleFault =
  | { kind: "http"; status: number }
  | { kind: "error"; message: string }
  | { kind: "malformed" }
  | { kind: "timeout-after-create" };

export interface DoubleOrder {
  id: number;
  service: string;
  link: string;
  quantity: number;
  createdAt: number;
  /** Set by a test: the order ends this way. */
  end?: { status: "Partial" | "Canceled" | "Cancelled" | "Completed"; remains: number };
  stalled?: boolean;
}

export const DOUBLE_SERVICES = [
  {
    service: 1,
    name: "TikTok Views",
    type: "Default",
    category: "TikTok",
    rate: "0.90",
    min: "100",
    max: "10000000",
    refill: true,
    cancel: true,
  },
  {
    service: "2",
    name: "TikTok Likes",
    type: "Default",
    category: "TikTok",
    rate: "2.40",
    min: "10",
    max: "100000",
    refill: true,
    cancel: false,
  },
  {
    service: 3,
    name: "TikTok Saves",
    type: "default",
    category: "TikTok",
    rate: "1.10",
    min: "10",
    max: "500000",
    refill: "0",
    cancel: "1",
  },
  { service: 4, name: "TikTok Shares", type: "Default", category: "TikTok", rate: "1.50", min: "10", max: "500000" },
  {
    service: 5,
    name: "TikTok Custom Comments",
    type: "Custom Comments",
    category: "TikTok",
    rate: "12.00",
    min: "5",
    max: "1000",
    refill: false,
    cancel: false,
  },
];

export class PanelDouble {
  key = "test-key";
  balance = 1_000;
  /** When true every request gets a 503 HTML page (the panel is down). */
  down = false;
  orders = new Map<number, DoubleOrder>();
  refills = new Map<number, { id: number; orderId: number; createdAt: number }>();
  faults = new Map<string, DoubleFault[]>();
  calls: { action: string; params: Record<string, string> }[] = [];
  services: unknown[] = DOUBLE_SERVICES;
  /** Ms spent Pending, then In progress until `completeAfterMs`. */
  startAfterMs = 10_000;
  completeAfterMs = 60_000;
  private nextId = 1000;
  private refillId = 500;

  constructor(readonly url = "https://panel.test/api/v2") {}

  inject(action: string, fault: DoubleFault, times = 1) {
    const list = this.faults.get(action) ?? [];
    for (let i = 0; i < times; i++) list.push(fault);
    this.faults.set(action, list);
  }

  /** `add` calls that reached the panel (including refused ones). */
  get addCalls() {
    return this.calls.filter((c) => c.action === "add").length;
  }

  /** Answers one request: status, body, and whether the answer is lost after the work was done. */
  async answer(form: URLSearchParams): Promise<{ status: number; body: string; type: string; lost?: boolean }> {
    const params = Object.fromEntries(form.entries());
    const action = params.action ?? "";
    if (this.down) return { status: 503, body: "<html><body>503 Service Unavailable</body></html>", type: "text/html" };
    this.calls.push({ action, params });
    const fault = this.faults.get(action)?.shift();
    if (fault?.kind === "http")
      return { status: fault.status, body: `<html><body>${fault.status}</body></html>`, type: "text/html" };
    if (fault?.kind === "malformed") return { status: 200, body: '{"order": 12', type: "application/json" };
    const json = (v: unknown) => ({ status: 200, body: JSON.stringify(v), type: "application/json" });
    if (fault?.kind === "error") return json({ error: fault.message });
    if (params.key !== this.key) return json({ error: "Invalid API key" });
    const result = this.act(action, params);
    return { ...json(result), lost: fault?.kind === "timeout-after-create" };
  }

  private act(action: string, p: Record<string, string>): unknown {
    const ids = (name: string) => (p[name] ?? "").split(",").filter(Boolean).slice(0, 100);
    switch (action) {
      case "services":
        return this.services;
      case "balance":
        return { balance: this.balance.toFixed(5), currency: "USD" };
      case "add": {
        const service = DOUBLE_SERVICES.find((s) => String(s.service) === p.service);
        if (!service) return { error: "Incorrect service ID" };
        const quantity = Number(p.quantity);
        if (!(quantity >= Number(service.min))) return { error: `Quantity less than minimal ${service.min}` };
        if (quantity > Number(service.max)) return { error: `Quantity more than maximum ${service.max}` };
        if (!p.link) return { error: "Bad link" };
        const active = [...this.orders.values()].some(
          (o) =>
            o.link === p.link &&
            o.service === p.service &&
            ["Pending", "In progress"].includes(this.statusOf(o).status),
        );
        if (active) return { error: "You have active order with this link. Please wait until order being completed." };
        const charge = (quantity / 1000) * Number(service.rate);
        if (charge > this.balance) return { error: "Not enough funds on balance" };
        this.balance -= charge;
        const id = this.nextId++;
        this.orders.set(id, { id, service: p.service!, link: p.link, quantity, createdAt: Date.now() });
        return { order: id % 2 === 0 ? String(id) : id };
      }
      case "status": {
        if (p.order) return this.statusBody(p.order);
        return Object.fromEntries(ids("orders").map((id) => [id, this.statusBody(id)]));
      }
      case "refill": {
        const order = this.orders.get(Number(p.order));
        if (!order) return { error: "Incorrect order ID" };
        const service = DOUBLE_SERVICES.find((s) => String(s.service) === order.service);
        if (service?.refill !== true || this.statusOf(order).status !== "Completed")
          return { error: "Order not eligible for refill." };
        const id = this.refillId++;
        this.refills.set(id, { id, orderId: order.id, createdAt: Date.now() });
        return { refill: String(id) };
      }
      case "refill_status":
        return ids("refills").map((id) => {
          const r = this.refills.get(Number(id));
          if (!r) return { refill: Number(id), status: { error: "Refill not found" } };
          return { refill: Number(id), status: Date.now() - r.createdAt > 60_000 ? "Completed" : "Pending" };
        });
      case "cancel":
        return ids("orders").map((id) => {
          const order = this.orders.get(Number(id));
          if (!order) return { order: Number(id), cancel: { error: "Incorrect order ID" } };
          const service = DOUBLE_SERVICES.find((s) => String(s.service) === order.service);
          if (!(service?.cancel === true || service?.cancel === "1"))
            return { order: Number(id), cancel: { error: "Cancel is not available" } };
          order.end = { status: order.id % 2 ? "Canceled" : "Cancelled", remains: order.quantity };
          return { order: Number(id), cancel: 1 };
        });
      default:
        return { error: "Incorrect request" };
    }
  }

  statusOf(o: DoubleOrder): { status: string; remains: number; started: boolean } {
    const age = Date.now() - o.createdAt;
    if (o.end) return { ...o.end, started: true };
    if (o.stalled || age < this.startAfterMs) return { status: "Pending", remains: o.quantity, started: false };
    if (age < this.completeAfterMs) return { status: "In progress", remains: Math.ceil(o.quantity / 2), started: true };
    return { status: "Completed", remains: 0, started: true };
  }

  private statusBody(id: string) {
    const o = this.orders.get(Number(id));
    if (!o) return { error: "Incorrect order ID" };
    const s = this.statusOf(o);
    return {
      charge: "0.27819",
      start_count: s.started ? "3572" : "0",
      status: s.status,
      remains: String(s.remains),
      currency: "USD",
    };
  }

  /** msw handler for the double's URL. */
  handler() {
    return http.post(this.url, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const a = await this.answer(form);
      if (a.lost) {
        // The order exists now; the answer never comes (the client's timeout ends the wait).
        await new Promise<void>((resolve) => {
          if (request.signal.aborted) resolve();
          request.signal.addEventListener("abort", () => resolve(), { once: true });
        });
        await delay(10);
        return HttpResponse.error();
      }
      return new HttpResponse(a.body, { status: a.status, headers: { "content-type": a.type } });
    });
  }

  /** The same double as a real HTTP server on 127.0.0.1 (for worker processes). */
  async listen(port = 0): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        void this.answer(new URLSearchParams(body)).then((a) => {
          if (a.lost) return; // never answered: the caller times out
          res.writeHead(a.status, { "content-type": a.type });
          res.end(a.body);
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
    return {
      server,
      url,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }
}
