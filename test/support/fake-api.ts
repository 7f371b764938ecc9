/**
 * A stand-in for the store's API in jsdom component tests (jsdom has no
 * fetch): routes like "GET /api/payments/status/:id" answer with a status and
 * a JSON body (or throw, like a dropped connection). Every call is recorded;
 * a call no route matches fails the test with its method and path. (The code
 * under test would catch the fake fetch's error and treat it as a dropped
 * connection, so the check runs after each test, outside that code.)
 */

const unmatched: string[] = [];
afterEach(() => {
  const missed = unmatched.splice(0);
  if (missed.length > 0) throw new Error(`fake API: no route for ${missed.join(", ")}`);
});
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
}
export type FakeReply = { status?: number; body?: unknown } | "network-error";
export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Every page asks who is signed in (the header, the buy form's receipt field): signed out unless a test says otherwise. */
const SIGNED_OUT: Record<string, FakeHandler> = {
  "GET /api/auth/current-user": () => ({ status: 401, body: { error: "UNAUTHORIZED" } }),
  // The buy forms ask for the price list in force: unless a test says otherwise, the default list stands.
  "GET /api/prices": () => ({ status: 404, body: { error: "NOT_FOUND" } }),
  // An order's page shows its conversation: none yet, unless a test says otherwise.
  "GET /api/orders/:orderId/messages": () => ({ body: { status: null, messages: [] } }),
};

export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const compiled = Object.entries({ ...SIGNED_OUT, ...routes }).map(([key, handler]) => {
    const [method, pattern] = key.split(" ") as [string, string];
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      })}$`,
    );
    return { method, regex, names, handler };
  });
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://store.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
    for (const route of compiled) {
      const m = route.method === method ? route.regex.exec(url.pathname) : null;
      if (!m) continue;
      const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
      const req = { method, path: url.pathname, url, params, body };
      calls.push(req);
      const reply = await route.handler(req);
      if (reply === "network-error") throw new TypeError("Failed to fetch");
      const status = reply.status ?? 200;
      return {
        ok: status >= 200 && status < 300,
        status,
        json: async () => {
          if (reply.body === undefined) throw new SyntaxError("Unexpected end of JSON input");
          return reply.body;
        },
        text: async () => JSON.stringify(reply.body ?? ""),
      } as Response;
    }
    unmatched.push(`${method} ${url.pathname}`);
    throw new Error(`fake API: no route for ${method} ${url.pathname}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
