import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readdirSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";

import { ROOT, startStore, type RunningStore } from "../support/next-server";

// Every route file of the store, found in the tree (a new route is covered
// without touching this file), answered by the production build: every
// method, and for each the inputs an attacker sends (malformed and deeply
// nested JSON, wrong types, huge and NUL-laden strings, bad path values,
// wrong content types, forged cookies). No answer may be a 5xx; every answer
// carries the security headers, and every refusal is the API's JSON error
// shape ({ message, error }).
//
// On a store of its own (the production build on a fresh embedded database):
// a thousand hostile requests from one address spend per-address limits
// (uploads an hour, sign-ups) that the other browser tests need.

const AUTH_SECRET = "inputs-secret-inputs-secret-inputs-0123";
/** Ziina's webhook secret on this store: the table sends a correctly signed event with a NUL too. */
const ZIINA_WEBHOOK_SECRET = "inputs-webhook-secret-0123456789";
let store: RunningStore;
/** An operator's session: the console's routes get the hostile queries past sign-in too. */
let operatorCookie = "";
beforeAll(async () => {
  store = await startStore({ AUTH_SECRET, TIKTOK_PIXEL_ID: "", ZIINA_WEBHOOK_SECRET });
  const registered = await fetch(`${store.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "inputs-operator", password: "inputs-operator-secret" }),
  });
  operatorCookie = registered.headers
    .getSetCookie()
    .find((c) => c.startsWith("next-auth.session-token="))!
    .split(";")[0]!;
  // Granted through the running store, as an operator would (docs/operations.md).
  const granted = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/operator.ts", "grant", "inputs-operator"],
    {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 90_000,
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: store.dataDir,
        AUTH_SECRET,
        NODE_ENV: "production",
        APP_URL: "http://127.0.0.1:3000",
        ALLOW_SIMULATED_PAYMENTS: "true",
      },
    },
  );
  expect(granted.stdout).toContain("inputs-operator is now an operator");
}, 480_000);
afterAll(() => store?.stop());
const baseUrl = () => store.url;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, not fetch: fetch refuses TRACE and unknown methods, and re-encodes paths. */
function send(method: string, pathname: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}${pathname}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** app/**\/route.ts as URL patterns: "/api/orders/[orderId]/refill". */
function routeFiles(dir = path.join(ROOT, "app")): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFiles(full));
    else if (entry.name === "route.ts" || entry.name === "route.tsx") {
      const relative = path.relative(path.join(ROOT, "app"), path.dirname(full)).split(path.sep);
      // Route groups "(x)" are not part of the address.
      found.push(`/${relative.filter((s) => !/^\(.*\)$/.test(s)).join("/")}`);
    }
  }
  return found.sort();
}

const ROUTES = routeFiles();

/** Values for a dynamic segment: plausible, undecodable, NUL, traversal, huge. */
const SEGMENT_VALUES = ["x", "0", "%ED%A0%80", "%E0%A4%A", "%", "a%00b", "%00", "..%2F..%2Fetc", "x".repeat(3000)];

/** Addresses of a route pattern: each dynamic segment in turn takes each bad value. */
function addressesOf(pattern: string): string[] {
  const fill = (value: string) =>
    pattern.replace(/\[\[?\.\.\.\w+\]?\]/g, `session/${value}`).replace(/\[\w+\]/g, value);
  if (!/\[/.test(pattern)) return [pattern];
  return SEGMENT_VALUES.map(fill);
}

/** Field names the store's bodies use, each given a wrong or hostile value. */
const FIELDS = [
  "username",
  "password",
  "paymentId",
  "tiktokUrl",
  "videoUrl",
  "link",
  "serviceType",
  "serviceQuantity",
  "quantity",
  "description",
  "customerName",
  "customerEmail",
  "eventType",
  "eventProps",
  "action",
  "decision",
  "orderId",
  "simulate",
  "csrfToken",
  "callbackUrl",
  "code",
  "discountCode",
];
const fieldsWith = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));

const JSON_BODIES: [string, string][] = [
  ["malformed JSON", '{"username":'],
  ["JSON that is not an object", "[1,2,3]"],
  ["JSON null", "null"],
  ["deeply nested JSON", `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`],
  ["nested objects in every field", fieldsWith({ $gt: "", __proto__: { admin: true }, nested: [[{ x: 1 }]] })],
  ["numbers in every field", fieldsWith(1e308)],
  ["negative and fractional numbers", fieldsWith(-5000.5)],
  ["arrays in every field", fieldsWith(["a", "b"])],
  ["booleans in every field", fieldsWith(true)],
  ["NUL in every field", fieldsWith("a\u0000b")],
  ["NUL-laden text", fieldsWith("\u0000".repeat(100))],
  ["lone surrogates", fieldsWith("\ud800x\udfff")],
  ["huge strings", fieldsWith("ي".repeat(1500))],
  ["one string past the body limit", JSON.stringify({ description: "x".repeat(70 * 1024) })],
  ["prototype keys", '{"__proto__":{"role":"OPERATOR"},"constructor":{"prototype":{"x":1}}}'],
];

const OTHER_BODIES: [string, string, string][] = [
  ["text/plain JSON", "text/plain", '{"username":"a","password":"b"}'],
  ["a form", "application/x-www-form-urlencoded", "username=a%00b&password=x&callbackUrl=%25&csrfToken=zz"],
  ["a form with a bad return address", "application/x-www-form-urlencoded", "callbackUrl=http%3A%2F%2F%5B%3A%3A1"],
  ["garbled multipart", "multipart/form-data; boundary=zz", "--zz\r\nContent-Disposition: form-data; name=x\r\n\r\n"],
  ["multipart without a boundary", "multipart/form-data", "garbage"],
  ["XML", "application/xml", "<a>&x;</a>"],
  ["a content type of garbage", "%%%/;;;=", "x"],
];

const FORGED_COOKIES = [
  "next-auth.session-token=forged.not-a-jwt",
  "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC",
  "__Secure-next-auth.session-token=x; next-auth.csrf-token=%00%00",
  "next-auth.callback-url=http%3A%2F%2F%5B%3A%3A1",
  `next-auth.session-token=${"x".repeat(4000)}`,
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];
const QUERIES = [
  "",
  "?x=%00",
  "?callbackUrl=%25&page=-1&cursor=%ED%A0%80",
  `?q=${"x".repeat(2000)}`,
  // The console's date filters: before year 1000, after 9999, not on the calendar.
  "?from=0999-01-01&to=0001-01-01&page=0",
  "?from=2026-02-31&to=99999-01-01",
  "?from=-000001-01-01&to=%00",
];

/** An event whose texts hold a NUL (raw-body routes check it too), and the same without. */
const NUL_EVENT = JSON.stringify({
  event: "payment_intent.status.updated",
  data: { id: "pi\u0000x", status: "completed" },
});
const CLEAN_EVENT = NUL_EVENT.replace("\\u0000", "");
const sign = (body: string) => createHmac("sha256", ZIINA_WEBHOOK_SECRET).update(body).digest("hex");
/**
 * Webhook signatures and bodies: malformed signatures (length, alphabet) on a
 * clean event, refused before any comparison; and the true signature of the
 * event with a NUL, refused for the NUL (400), never a 500.
 */
const SIGNED_BODIES: [string, string][] = [
  ...["", "a", "z".repeat(64), "0".repeat(63), "0".repeat(65), "\u00e9".repeat(32), "\u00ff".repeat(64)].map(
    (signature): [string, string] => [signature, CLEAN_EVENT],
  ),
  [sign(CLEAN_EVENT).toUpperCase().slice(1), CLEAN_EVENT],
  [sign(NUL_EVENT), NUL_EVENT],
];

interface Case {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

function casesFor(pattern: string, origin: string): Case[] {
  const cases: Case[] = [];
  const sameSite = { origin };
  for (const address of addressesOf(pattern)) {
    for (const method of METHODS) {
      cases.push({ label: `${method} ${address}`, method, path: address, headers: sameSite });
    }
  }
  const address = addressesOf(pattern)[0]!;
  for (const query of QUERIES.slice(1)) {
    for (const method of ["GET", "POST"])
      cases.push({ label: `${method} ${address}${query}`, method, path: `${address}${query}`, headers: sameSite });
  }
  for (const cookie of FORGED_COOKIES) {
    for (const method of ["GET", "POST"])
      cases.push({
        label: `${method} ${address} with ${cookie.slice(0, 40)}`,
        method,
        path: address,
        headers: { ...sameSite, cookie },
      });
  }
  for (const method of ["POST", "PUT"]) {
    for (const [label, text] of JSON_BODIES)
      cases.push({
        label: `${method} ${address}: ${label}`,
        method,
        path: address,
        headers: { ...sameSite, "content-type": "application/json" },
        body: Buffer.from(text),
      });
  }
  for (const [signature, event] of SIGNED_BODIES)
    cases.push({
      label: `POST ${address}: X-Hmac-Signature ${JSON.stringify(signature.slice(0, 8))}… (${signature.length})${event === NUL_EVENT ? " on an event with a NUL" : ""}`,
      method: "POST",
      path: address,
      headers: { ...sameSite, "content-type": "application/json", "x-hmac-signature": signature },
      body: Buffer.from(event),
    });
  if (pattern.startsWith("/api/admin"))
    for (const query of QUERIES)
      for (const method of ["GET", "POST"])
        cases.push({
          label: `${method} ${address}${query.slice(0, 60)} as an operator`,
          method,
          path: `${address}${query}`,
          headers: { ...sameSite, cookie: operatorCookie },
        });
  for (const [label, type, text] of OTHER_BODIES)
    cases.push({
      label: `POST ${address}: ${label}`,
      method: "POST",
      path: address,
      headers: { ...sameSite, "content-type": type },
      body: Buffer.from(text),
    });
  return cases;
}

function problemsWith(c: Case, a: Answer): string[] {
  const problems: string[] = [];
  const header = (name: string) => String(a.headers[name] ?? "");
  if (a.status >= 500) problems.push(`status ${a.status}: ${a.body.slice(0, 200)}`);
  if (!header("content-security-policy").includes("frame-ancestors 'none'"))
    problems.push("no Content-Security-Policy");
  if (header("x-frame-options") !== "DENY") problems.push("no X-Frame-Options");
  if (header("x-content-type-options") !== "nosniff") problems.push("no X-Content-Type-Options");
  if (!/^max-age=\d{8,}/.test(header("strict-transport-security"))) problems.push("no Strict-Transport-Security");
  if (a.status >= 400) {
    if (!header("content-type").startsWith("application/json"))
      problems.push(`a ${a.status} in ${header("content-type") || "no content type"}`);
    else if (c.method !== "HEAD") {
      try {
        const body = JSON.parse(a.body) as { message?: unknown; error?: unknown };
        if (typeof body.message !== "string" || typeof body.error !== "string")
          problems.push(`a ${a.status} without { message, error }: ${a.body.slice(0, 120)}`);
      } catch {
        problems.push(`a ${a.status} whose body is not JSON: ${a.body.slice(0, 120)}`);
      }
    }
  }
  return problems;
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The console's pages that read date filters (server-rendered, not route files). */
const CONSOLE_PAGES = ["/admin/orders", "/admin", "/admin/invoices", "/admin/audit"];

describe("every route file, every method, hostile input", () => {
  it("finds the route files in the tree", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(27);
    expect(ROUTES).toContain("/api/auth/[...nextauth]");
    expect(ROUTES).toContain("/api/payments/status/[id]");
  });

  it.each(ROUTES)(
    "%s: no 5xx, the security headers and the JSON error shape on every answer",
    async (pattern) => {
      const failures: string[] = [];
      // Two at a time: one client holds at most 2 of the costly slots (password
      // checks, upload receipts), and a third would rightly be told to wait (503).
      await inTurn(casesFor(pattern, baseUrl()), 2, async (c) => {
        const answer = await send(c.method, c.path, c.headers, c.body);
        for (const problem of problemsWith(c, answer)) failures.push(`${c.label.slice(0, 160)} → ${problem}`);
      });
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it("answers a correctly signed Ziina event with a NUL in data.id with 400, and a malformed signature with 401", async () => {
    const headers = { origin: "https://ziina.com", "content-type": "application/json" };
    const signed = await send(
      "POST",
      "/api/ziina/webhook",
      { ...headers, "x-hmac-signature": sign(NUL_EVENT) },
      Buffer.from(NUL_EVENT),
    );
    expect(signed.status).toBe(400);
    expect((JSON.parse(signed.body) as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
    for (const signature of ["z".repeat(64), sign(CLEAN_EVENT).slice(1), "\u00e9".repeat(32)]) {
      const res = await send(
        "POST",
        "/api/ziina/webhook",
        { ...headers, "x-hmac-signature": signature },
        Buffer.from(CLEAN_EVENT),
      );
      expect(res.status).toBe(401);
    }
  });

  it.each(CONSOLE_PAGES)(
    "%s: the operator's date filters (before year 1000, past 9999, off the calendar) answer without a 5xx",
    async (page) => {
      const failures: string[] = [];
      const statuses: number[] = [];
      for (const query of QUERIES) {
        const answer = await send("GET", `${page}${query}`, { cookie: operatorCookie });
        statuses.push(answer.status);
        if (answer.status >= 500) failures.push(`${page}${query} → ${answer.status}`);
        else if (answer.status === 200 && !answer.body.trimEnd().endsWith("</html>"))
          failures.push(`${page}${query} → a page cut short`);
      }
      expect(failures).toEqual([]);
      // The operator's page itself was answered (not a sign-in redirect that would pass anything).
      expect(statuses).toContain(200);
    },
    120_000,
  );

  it("tells the operator on /admin/orders that a date before year 1000 is no filter", async () => {
    const answer = await send("GET", "/admin/orders?from=0999-01-01", { cookie: operatorCookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("التاريخ يجب أن يكون يوماً صحيحاً");
  });

  it("refuses the orders CSV for a date before year 1000 with a clear message before the download starts", async () => {
    const answer = await send("GET", "/api/admin/orders/export?from=0999-01-01", { cookie: operatorCookie });
    expect(answer.status).toBe(400);
    expect((JSON.parse(answer.body) as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("what `next start` compresses (no proxy in front)", () => {
  it("answers refusals and /api/health uncompressed, and still gzips a page and a JSON list", async () => {
    const gzip = { "accept-encoding": "gzip" };
    const refusal = await send(
      "POST",
      "/api/auth/login",
      { ...gzip, "content-type": "application/json" },
      Buffer.from("{"),
    );
    const health = await send("GET", "/api/health", gzip);
    expect([refusal.status, refusal.headers["content-encoding"], JSON.parse(refusal.body).error]).toEqual([
      400,
      undefined,
      expect.stringMatching(/[\u0600-\u06FF]/),
    ]);
    expect([health.status, health.headers["content-encoding"], JSON.parse(health.body)]).toEqual([
      200,
      undefined,
      { status: "ok" },
    ]);
    // Larger answers keep Next's compression: a page, and an operator's JSON list.
    expect((await send("GET", "/pricing", gzip)).headers["content-encoding"]).toBe("gzip");
    expect(
      (await send("GET", "/api/admin/free-views", { ...gzip, cookie: operatorCookie })).headers["content-encoding"],
    ).toBe("gzip");
  });
});
