import "server-only";

// Over 300 lines: the whole SMM panel API v2 imitated in one place (every
// action, the panels' loose types and quirks, faults), so the store and the
// tests have one fake of the API.

import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

// The embedded default's SMM panel: the same form-encoded API v2 as a real
// panel (external-apis.md 3.2), answered in-process, with its orders in the
// database so they survive restarts, progressed by the clock: Pending for a
// sixth of SIMULATED_PANEL_COMPLETE_SECONDS, In progress, then Completed.
// Tests drive it to fail, stall, deliver partially, cancel or time out after
// creating the order (`simulatedPanel` in test/support/simulated-panel.ts). It
// is also the tests' "real" panel: test/support/panel-double.ts serves this
// same panel at a URL (msw, or a local HTTP server for worker processes), so
// there is one fake of the API.

export const SIMULATED_PANEL_URL = "http://simulated-panel.invalid/api/v2";
export const SIMULATED_PANEL_KEY = "simulated";
/** Enough for tens of thousands of demo orders; tests lower it to meet "Not enough funds". */
const START_BALANCE = "100000.00000";

export const SIMULATED_SERVICE_IDS = { VIEWS: "101", LIKES: "102", SAVES: "103", SHARES: "104" } as const;

/** One entry of `services`, typed as loosely as real panels write them (3.3). */
export interface SimService {
  service: number | string;
  name?: string;
  type?: string;
  category?: string;
  rate?: string;
  min?: string;
  max?: string;
  refill?: boolean | string | number;
  cancel?: boolean | string | number;
}

/**
 * Loose types on purpose, as real panels write them (3.3): string numbers,
 * missing flags. Rates (USD per 1,000) of the order of real TikTok panels'
 * (views about a cent per 1,000, likes under a dollar), so the demo's costs and
 * margins look like a real store's (docs/operations.md#cost-and-margin).
 */
export const SIMULATED_SERVICES: readonly SimService[] = [
  {
    service: 101,
    name: "TikTok Views",
    type: "Default",
    category: "TikTok",
    rate: "0.01",
    min: "100",
    max: "10000000",
    refill: true,
    cancel: true,
  },
  {
    service: "102",
    name: "TikTok Likes",
    type: "Default",
    category: "TikTok",
    rate: "0.90",
    min: "10",
    max: "100000",
    refill: true,
    cancel: false,
  },
  {
    service: 103,
    name: "TikTok Saves",
    type: "default",
    category: "TikTok",
    rate: "0.20",
    min: "10",
    max: "500000",
    refill: "0",
    cancel: "1",
  },
  { service: 104, name: "TikTok Shares", type: "Default", category: "TikTok", rate: "0.25", min: "10", max: "500000" },
  // A second views service, so the console's services page has a real choice on the embedded defaults.
  {
    service: 106,
    name: "TikTok Views HQ",
    type: "Default",
    category: "TikTok",
    rate: "0.012",
    min: "100",
    max: "10000000",
    refill: true,
    cancel: true,
  },
  {
    service: 105,
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

export type SimOutcome = "complete" | "partial" | "cancel" | "stall";
export type SimFault =
  /** Connection refused: the request never reached the panel. */
  | { kind: "down" }
  /**
   * An HTTP error page (e.g. 503 from its proxy); with `afterCreate`, the panel
   * did the work first (a 502 or 500 raised after the order was stored).
   */
  | { kind: "http"; status: number; afterCreate?: boolean }
  /** {"error": message} with HTTP 200. */
  | { kind: "error"; message: string }
  /** The panel creates the order, but the answer never arrives (the client's timeout fires). */
  | { kind: "timeout-after-create" }
  /**
   * HTTP 200 with an HTML page instead of JSON; with `afterCreate`, the panel
   * did the work and its answer arrives behind a PHP warning (the order id in it).
   */
  | { kind: "malformed"; afterCreate?: boolean };

/** What a test fixed about one order: the panel answers it from now on, whatever the clock says. */
export interface HeldOrder {
  status: string;
  remains: number;
}

export interface SimCall {
  action: string;
  /** The form's fields but the key. */
  params: Record<string, string>;
}

/** The call log's length: a demo store syncs for days, its log must not grow without end. */
const CALL_LOG_LIMIT = 10_000;

/** One simulated panel's in-process state (its orders and balance are in the database). */
export interface SimState {
  faults: Map<string, SimFault[]>;
  outcomes: { outcome: SimOutcome; remains?: number }[];
  /** The last CALL_LOG_LIMIT calls. */
  calls: SimCall[];
  addCalls: number;
  down: boolean;
  services: SimService[];
  held: Map<number, HeldOrder>;
}
const fresh = (): SimState => ({
  faults: new Map(),
  outcomes: [],
  calls: [],
  addCalls: 0,
  down: false,
  services: [...SIMULATED_SERVICES],
  held: new Map(),
});
const shared = globalThis as typeof globalThis & { __simPanels?: Map<number, SimState> };
/**
 * The state of one simulated panel: 1 (the first panel), 2 (the second,
 * SIMULATED_SECOND_PANEL). Tests drive it through test/support/simulated-panel.ts.
 */
export const simulatedPanelState = (instance: number): SimState => {
  const all = (shared.__simPanels ??= new Map());
  let one = all.get(instance);
  if (!one) all.set(instance, (one = fresh()));
  return one;
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
const completeMs = () => env().SIMULATED_PANEL_COMPLETE_SECONDS * 1000;

/** The fetch the store's panel client uses in the embedded default: the panel (1 or 2) answers in-process. */
export function simulatedPanelFetch(instance = 1) {
  return (_url: string, init: RequestInit): Promise<Response> =>
    simulatedPanelAnswer(typeof init.body === "string" ? init.body : "", instance);
}

/**
 * The panel's answer to one form-encoded request body, as its HTTP server
 * would give it. Throws where no answer arrives: a TypeError "fetch failed"
 * (the panel cannot be reached), or a TimeoutError once the work is done (the
 * answer is lost: the order exists). Any transport can serve it.
 */
export async function simulatedPanelAnswer(body: string, instance = 1): Promise<Response> {
  const form = new URLSearchParams(body);
  const action = form.get("action") ?? "";
  const panel = simulatedPanelState(instance);
  if (panel.down)
    return new Response("<html><body>503 Service Unavailable</body></html>", {
      status: 503,
      headers: { "content-type": "text/html" },
    });
  const fault = panel.faults.get(action)?.shift();
  if (fault?.kind === "down") {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:443"), { code: "ECONNREFUSED" });
    throw new TypeError("fetch failed", { cause });
  }
  const { key: _key, ...params } = Object.fromEntries(form);
  const { calls } = panel;
  if (calls.length >= CALL_LOG_LIMIT) calls.shift();
  calls.push({ action, params });
  if (action === "add") panel.addCalls++;
  const afterCreate = (fault?.kind === "http" || fault?.kind === "malformed") && fault.afterCreate === true;
  if (fault?.kind === "http" && !afterCreate)
    return new Response(`<html><body><h1>${fault.status}</h1></body></html>`, {
      status: fault.status,
      headers: { "content-type": "text/html" },
    });
  if (fault?.kind === "malformed" && !afterCreate)
    return new Response("<html><body>Maintenance</body></html>", { status: 200 });
  if (fault?.kind === "error") return json({ error: fault.message });
  if (form.get("key") !== SIMULATED_PANEL_KEY) return json({ error: "Invalid API key" });

  let answer: unknown;
  try {
    answer = await respond(instance, action, form, new Date());
  } catch (error) {
    // As a real panel's server would: an internal failure is an HTTP 500 page.
    logger("simulated-panel").error("internal failure", { error });
    return new Response("<html><body>500 Internal Server Error</body></html>", { status: 500 });
  }
  if (fault?.kind === "timeout-after-create")
    throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
  if (fault?.kind === "http")
    return new Response(`<html><body><h1>${fault.status}</h1></body></html>`, {
      status: fault.status,
      headers: { "content-type": "text/html" },
    });
  if (fault?.kind === "malformed")
    return new Response(
      `<br />\n<b>Warning</b>:  Undefined array key "runs" in <b>/var/www/api/v2.php</b> on line <b>87</b><br />\n${JSON.stringify(answer)}`,
      { status: 200, headers: { "content-type": "text/html" } },
    );
  return json(answer);
}

async function respond(instance: number, action: string, form: URLSearchParams, now: Date): Promise<unknown> {
  const ids = (name: string) =>
    (form.get(name) ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 100);
  switch (action) {
    case "services":
      return simulatedPanelState(instance).services;
    case "balance":
      return { balance: (await account(instance)).balance, currency: "USD" };
    case "add":
      return add(instance, form, now);
    case "status": {
      if (form.has("order")) return (await statusMap(instance, [form.get("order")!], now))[form.get("order")!];
      return statusMap(instance, ids("orders"), now);
    }
    case "refill": {
      if (form.has("order")) return refill(instance, form.get("order")!, now);
      return Promise.all(
        ids("orders").map(async (id) => ({ order: Number(id), refill: await refill(instance, id, now) })),
      );
    }
    case "refill_status": {
      if (form.has("refill")) {
        const status = (await refillStatuses(instance, [form.get("refill")!], now)).get(form.get("refill")!);
        return status ? { status } : { error: "Refill not found" };
      }
      const found = await refillStatuses(instance, ids("refills"), now);
      return ids("refills").map((id) => ({
        refill: Number(id),
        status: found.get(id) ?? { error: "Refill not found" },
      }));
    }
    case "cancel":
      return Promise.all(
        ids("orders").map(async (id) => ({ order: Number(id), cancel: await cancel(instance, id, now) })),
      );
    default:
      return { error: "Incorrect request" };
  }
}

async function account(instance: number) {
  // One statement, not Prisma's upsert (a read, then a write): concurrent first orders would collide.
  await db.$executeRaw`
    INSERT INTO "sim_panel_account" ("id", "balance") VALUES (${instance}, ${START_BALANCE}) ON CONFLICT ("id") DO NOTHING`;
  return db.simPanelAccount.findUniqueOrThrow({ where: { id: instance } });
}

const findService = (instance: number, id: string | null) =>
  simulatedPanelState(instance).services.find((s) => String(s.service) === id);

async function add(instance: number, form: URLSearchParams, now: Date) {
  const service = findService(instance, form.get("service"));
  if (!service) return { error: "Incorrect service ID" };
  const link = (form.get("link") ?? "").trim();
  if (!/^https?:\/\/\S+$/.test(link)) return { error: "Bad link" };
  const quantity = Number(form.get("quantity"));
  if (!Number.isInteger(quantity) || quantity < Number(service.min))
    return { error: `Quantity less than minimal ${service.min}` };
  if (quantity > Number(service.max)) return { error: `Quantity more than maximum ${service.max}` };
  const active = await db.simPanelOrder.findMany({ where: { instance, link, service: String(service.service) } });
  if (active.some((o) => !isFinal(progress(instance, o, now).status))) {
    return { error: "You have active order with this link. Please wait until order being completed." };
  }
  const charge = ((quantity / 1000) * Number(service.rate)).toFixed(5);
  await account(instance);
  // One guarded statement: concurrent orders can never spend the same balance twice.
  const paid = await db.$executeRaw`
    UPDATE "sim_panel_account" SET "balance" = to_char("balance"::numeric - ${charge}::numeric, 'FM9999999990.00000')
    WHERE "id" = ${instance} AND "balance"::numeric >= ${charge}::numeric`;
  if (paid !== 1) return { error: "Not enough funds on balance" };
  const next = simulatedPanelState(instance).outcomes.shift() ?? { outcome: "complete" as const };
  const order = await db.simPanelOrder.create({
    data: {
      instance,
      service: String(service.service),
      link,
      quantity,
      outcome: next.outcome,
      partialRemains: next.remains ?? null,
      startCount: 1000 + ((link.length * 7919) % 9000),
      charge,
      createdAt: now,
    },
  });
  // Some panels answer with a number, others with a string (3.4): this one alternates.
  return { order: order.id % 2 === 0 ? String(order.id) : order.id };
}

type SimOrder = Awaited<ReturnType<typeof db.simPanelOrder.findMany>>[number];

const isFinal = (status: string) => !["Pending", "In progress"].includes(status);

/** Where an order stands at `now`, from its age alone (and a cancel, if any), unless a test holds it. */
function progress(instance: number, o: SimOrder, now: Date): { status: string; remains: number; started: boolean } {
  const held = simulatedPanelState(instance).held.get(o.id);
  if (held && !o.cancelledAt) return { ...held, started: held.status !== "Pending" };
  const total = completeMs();
  const startAt = total / 6;
  const age = now.getTime() - o.createdAt.getTime();
  const delivered = (at: number) =>
    at < startAt ? 0 : Math.min(o.quantity, Math.floor((o.quantity * (at - startAt)) / (total - startAt)));
  const stopAt = o.cancelledAt
    ? o.cancelledAt.getTime() - o.createdAt.getTime()
    : o.outcome === "cancel"
      ? total / 2
      : null;
  if (stopAt !== null && age >= stopAt) {
    // Both spellings occur in the wild (3.5).
    const status = o.id % 2 === 0 ? "Cancelled" : "Canceled";
    if (held) return { status, remains: held.remains, started: held.status !== "Pending" };
    return {
      status,
      remains: o.quantity - (o.outcome === "stall" ? 0 : delivered(stopAt)),
      started: stopAt >= startAt,
    };
  }
  if (o.outcome === "stall" || age < startAt) return { status: "Pending", remains: o.quantity, started: false };
  if (age < total) return { status: "In progress", remains: o.quantity - delivered(age), started: true };
  if (o.outcome === "partial") {
    const remains = Math.min(o.quantity, o.partialRemains ?? Math.floor(o.quantity / 4));
    return { status: "Partial", remains, started: true };
  }
  return { status: "Completed", remains: 0, started: true };
}

async function statusMap(instance: number, ids: string[], now: Date) {
  const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const orders = await db.simPanelOrder.findMany({ where: { instance, id: { in: numeric } } });
  const out: Record<string, unknown> = {};
  for (const id of ids) {
    const o = orders.find((x) => String(x.id) === id);
    if (!o) {
      out[id] = { error: "Incorrect order ID" };
      continue;
    }
    const p = progress(instance, o, now);
    out[id] = {
      charge: chargeFor(o, p.status, p.remains),
      start_count: p.started ? String(o.startCount) : "0",
      status: p.status,
      remains: String(p.remains),
      currency: "USD",
    };
  }
  return out;
}

/**
 * What the panel says it charged: the whole price while the order runs or
 * once complete; for a partial or a cancel, only the delivered share (real
 * panels give the rest back, so the charge in status answers goes down).
 */
function chargeFor(o: SimOrder, status: string, remains: number): string {
  if (!["Partial", "Canceled", "Cancelled"].includes(status) || o.quantity === 0) return o.charge;
  const delivered = Math.max(0, o.quantity - remains);
  return ((Number(o.charge) * delivered) / o.quantity).toFixed(5);
}

async function findOrder(instance: number, id: string) {
  return /^\d{1,9}$/.test(id) ? db.simPanelOrder.findFirst({ where: { id: Number(id), instance } }) : null;
}

async function refill(instance: number, id: string, now: Date) {
  const order = await findOrder(instance, id);
  if (!order) return { error: "Incorrect order ID" };
  const service = findService(instance, order.service);
  if (service?.refill !== true || progress(instance, order, now).status !== "Completed")
    return { error: "Order not eligible for refill." };
  const created = await db.simPanelRefill.create({ data: { orderId: order.id, createdAt: now } });
  return { refill: String(created.id) };
}

async function refillStatuses(instance: number, ids: string[], now: Date): Promise<Map<string, string>> {
  const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const rows = await db.simPanelRefill.findMany({ where: { id: { in: numeric }, order: { instance } } });
  const total = completeMs();
  return new Map(
    rows.map((r) => {
      const age = now.getTime() - r.createdAt.getTime();
      return [String(r.id), age < total / 6 ? "Pending" : age < total / 2 ? "In progress" : "Completed"];
    }),
  );
}

async function cancel(instance: number, id: string, now: Date) {
  const order = await findOrder(instance, id);
  if (!order) return { error: "Incorrect order ID" };
  const service = findService(instance, order.service);
  if (!service || (service.cancel !== true && service.cancel !== "1"))
    return { error: "Cancel is not available for this service" };
  if (isFinal(progress(instance, order, now).status)) return { error: "Order can not be canceled" };
  await db.simPanelOrder.update({ where: { id: order.id }, data: { cancelledAt: now } });
  return 1;
}

/** Every simulated panel starts afresh (tests). */
export function resetSimulatedPanels(): void {
  shared.__simPanels = new Map();
}
