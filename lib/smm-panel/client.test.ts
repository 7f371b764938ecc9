import { classifyPanelError } from "./errors";
import { PanelClient, type FetchLike } from "./client";
import { mapPanelStatus } from "./status";

/** A fetch that answers each action from a table, recording what was sent. */
function panelAnswering(answers: Record<string, (form: URLSearchParams) => Response | Promise<Response>>) {
  const sent: URLSearchParams[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const form = new URLSearchParams(String(init.body));
    sent.push(form);
    const answer = answers[form.get("action") ?? ""];
    if (!answer) throw new Error(`unexpected action ${form.get("action")}`);
    return answer(form);
  };
  return { client: new PanelClient({ url: "https://panel.test/api/v2", key: "k", fetch, timeoutMs: 1000 }), sent };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("SMM panel client", () => {
  it("sends form-encoded key and action", async () => {
    const { client, sent } = panelAnswering({ balance: () => json({ balance: "100.84292", currency: "USD" }) });
    expect(await client.balance()).toEqual({ balance: "100.84292", currency: "USD" });
    expect(Object.fromEntries(sent[0]!)).toEqual({ key: "k", action: "balance" });
  });

  it("reads services with string numbers, numeric or string ids and loose flags, skipping unreadable ones", async () => {
    const { client } = panelAnswering({
      services: () =>
        json([
          {
            service: 1,
            name: "Views",
            type: "Default",
            rate: "0.90",
            min: "50",
            max: "10000",
            refill: true,
            cancel: false,
          },
          { service: "2", name: "Likes", rate: 1.2, min: 10, max: "5000", refill: "1", cancel: 1 },
          { service: "3", name: "Comments", type: "Custom Comments", rate: "12", min: "5", max: "1000" },
          { name: "no id" },
        ]),
    });
    expect(await client.services()).toEqual([
      expect.objectContaining({ service: "1", rate: "0.90", min: 50, max: 10_000, refill: true, cancel: false }),
      expect.objectContaining({ service: "2", rate: "1.2", min: 10, max: 5_000, refill: true, cancel: true }),
      expect.objectContaining({ service: "3", type: "Custom Comments", refill: false, cancel: false }),
    ]);
  });

  it("tells created, refused (the panel's own JSON error), not sent and unknown apart for add", async () => {
    const page = (status: number) => () => new Response(`<html>${status}</html>`, { status });
    const failure = (code: string) => () =>
      Promise.reject(new TypeError("fetch failed", { cause: Object.assign(new Error(code), { code }) }));
    const answers: [string, () => Response | Promise<Response>][] = [
      ["created:23501", () => json({ order: 23501 })],
      ["created:23502", () => json({ order: "23502" })],
      ["created:23503", () => json({ order_id: "23503", status: "success" })],
      ["refused:funds", () => json({ error: "neworder.error.not_enough_funds" })],
      ["refused:rejected", () => json({ error: "Quantity less than minimal 100" }, 422)],
      ["not-sent", failure("ECONNREFUSED")],
      ["not-sent", failure("ENOTFOUND")],
      // Everything after the request left: the panel may have stored the order.
      ["unknown", page(500)],
      ["unknown", page(502)],
      ["unknown", page(503)],
      ["unknown", page(504)],
      ["unknown", page(520)],
      ["unknown", page(524)],
      ["unknown", () => json({ error: "Internal Server Error" }, 500)],
      ["unknown", page(403)],
      ["unknown", () => new Response("<html>maintenance</html>", { status: 200 })],
      ["unknown", () => json({ ok: true })],
      ["unknown", failure("ECONNRESET")],
      ["unknown", () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"))],
      ["unknown:77", () => new Response('<b>Warning</b>: Undefined index<br />{"order":77}', { status: 200 })],
    ];
    let i = 0;
    const { client } = panelAnswering({ add: () => answers[i++]![1]() });
    const results = [];
    for (let n = 0; n < answers.length; n++)
      results.push(await client.add({ service: "1", link: "https://x", quantity: 100 }));
    expect(
      results.map((r) =>
        r.outcome === "refused"
          ? `refused:${r.kind}`
          : r.outcome === "created"
            ? `created:${r.orderId}`
            : r.outcome === "unknown" && r.candidateOrderId
              ? `unknown:${r.candidateOrderId}`
              : r.outcome,
      ),
    ).toEqual(answers.map(([expected]) => expected));
  });

  it("says how a call other than add failed: the panel's refusal, never sent, or unknown", async () => {
    const outcomes = [
      () => json({ error: "Order not eligible for refill." }),
      () => new Response("<html>502</html>", { status: 502 }),
      () => json({ error: "Internal Server Error" }, 500),
      () =>
        Promise.reject(
          new TypeError("fetch failed", { cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) }),
        ),
    ];
    let i = 0;
    const { client } = panelAnswering({ refill: () => outcomes[i++]!() });
    expect(await client.refill("1")).toEqual({ error: "Order not eligible for refill." });
    // A 5xx is never a refusal, even with an error body: the refill is not recorded as rejected.
    await expect(client.refill("1")).rejects.toMatchObject({ details: { panelOutcome: "unknown" } });
    await expect(client.refill("1")).rejects.toMatchObject({ details: { panelOutcome: "unknown" } });
    await expect(client.refill("1")).rejects.toMatchObject({ details: { panelOutcome: "not-sent" } });
  });

  it("reads multi-status keyed by id with per-id errors, in calls of at most 100 ids", async () => {
    const { client, sent } = panelAnswering({
      status: (form) =>
        json(
          Object.fromEntries(
            form
              .get("orders")!
              .split(",")
              .map((id) => [
                id,
                id === "7"
                  ? { error: "Incorrect order ID" }
                  : { charge: "0.27819", start_count: "3572", status: "Partial", remains: "157", currency: "USD" },
              ]),
          ),
        ),
    });
    const ids = Array.from({ length: 150 }, (_, i) => String(i + 1));
    const result = await client.statuses(ids);
    expect(sent.map((f) => f.get("orders")!.split(",").length)).toEqual([100, 50]);
    expect(result.get("7")).toEqual({ error: "Incorrect order ID" });
    expect(result.get("8")).toMatchObject({ status: "Partial", start_count: 3572, remains: 157 });
  });

  it("reads remains 'Unknown' as unknown", async () => {
    const { client } = panelAnswering({
      status: () => json({ status: "In progress", start_count: "", remains: "Unknown" }),
    });
    expect(await client.status("1")).toMatchObject({ start_count: null, remains: null });
  });

  it("reads cancel, refill and refill_status arrays with per-item errors", async () => {
    const { client } = panelAnswering({
      cancel: () =>
        json([
          { order: 9, cancel: { error: "Incorrect order ID" } },
          { order: "2", cancel: 1 },
        ]),
      refill: (form) =>
        form.get("order") === "1" ? json({ refill: "1" }) : json({ error: "Order not eligible for refill." }),
      refill_status: () =>
        json([
          { refill: 1, status: "Completed" },
          { refill: "2", status: "Rejected" },
          { refill: 3, status: { error: "Refill not found" } },
        ]),
    });
    expect([...(await client.cancel(["9", "2"]))]).toEqual([
      ["9", { error: "Incorrect order ID" }],
      ["2", true],
    ]);
    expect(await client.refill("1")).toEqual({ refillId: "1" });
    expect(await client.refill("2")).toEqual({ error: "Order not eligible for refill." });
    expect([...(await client.refillStatuses(["1", "2", "3"]))]).toEqual([
      ["1", "Completed"],
      ["2", "Rejected"],
      ["3", { error: "Refill not found" }],
    ]);
  });

  it("throws a retryable error when a call other than add fails", async () => {
    const { client } = panelAnswering({ balance: () => json({ error: "Invalid API key" }) });
    await expect(client.balance()).rejects.toMatchObject({
      code: "UPSTREAM",
      retryable: true,
      message: "panel balance: Invalid API key",
    });
  });
});

describe("panel words", () => {
  it.each([
    ["Not enough funds on balance", "funds"],
    ["neworder.error.not_enough_funds", "funds"],
    ["You have active order with this link. Please wait until order being completed.", "active-link"],
    ["neworder.error.link_duplicate", "active-link"],
    ["Incorrect service ID", "rejected"],
    ["error.incorrect_service_id", "rejected"],
    ["Quantity more than maximum 5000", "rejected"],
    ["neworder.error.min_quantity", "rejected"],
    ["Bad link", "rejected"],
    ["neworder.error.link", "rejected"],
    ["Incorrect request", "other"],
    ["Invalid API key", "other"],
  ])("%s → %s", (message, kind) => expect(classifyPanelError(message)).toBe(kind));

  it("reads the panel's own words only, never the customer's link echoed in them", () => {
    const link = "https://www.tiktok.com/@a/video/7300000000000000001?echo-error not enough funds";
    expect(classifyPanelError(`Bad link ${link}`, link)).toBe("rejected");
    expect(classifyPanelError(`Bad link: ${encodeURIComponent(link)}`, link)).toBe("rejected");
    expect(classifyPanelError(`Incorrect link format: "${link}"`, link)).toBe("other");
    // Anchored: a sentence that merely contains the words is not the panel saying it.
    expect(classifyPanelError("Link https://x/?q=not enough funds is invalid")).toBe("other");
    expect(classifyPanelError("Order for link_duplicate.example failed")).toBe("other");
    expect(classifyPanelError("not enough funds on balance.")).toBe("funds");
    expect(classifyPanelError(`You have active order with this link: ${link}`, link)).toBe("active-link");
  });

  it.each([
    ["Pending", "PENDING"],
    ["In progress", "PROCESSING"],
    ["processing", "PROCESSING"],
    ["Completed", "COMPLETED"],
    ["Partial", "PARTIAL"],
    ["Canceled", "CANCELLED"],
    ["Cancelled", "CANCELLED"],
    ["Refunded", "CANCELLED"],
    ["Fail", "CANCELLED"],
    ["Something new", "UNKNOWN"],
  ])("status %s → %s", (word, state) => expect(mapPanelStatus(word)).toBe(state));
});
