import { NextRequest } from "next/server";
import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { call, callWithParams, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { captureLogs } from "@/test/support/logs";

import { POST as registerRoute } from "@/app/api/auth/register/route";

import { POST as retryJobRoute } from "@/app/api/admin/jobs/[jobId]/retry/route";
import { GET as refillRoute } from "@/app/api/orders/[orderId]/refill/route";
import { POST as updateLinkRoute } from "@/app/api/payments/[id]/update-tiktok-url/route";
import { GET as simulatedRoute } from "@/app/api/payments/simulated/[id]/route";
import { GET as paymentStatusRoute } from "@/app/api/payments/status/[id]/route";
import { GET as orderByPaymentRoute } from "@/app/api/tiktok-views/order-by-payment/[paymentId]/route";
import { GET as orderStatusRoute } from "@/app/api/tiktok-views/status/[orderId]/route";
import { GET as ziinaStatusRoute } from "@/app/api/ziina/status/[id]/route";

import { INVALID_ADDRESS_MESSAGE, MAX_JSON_BYTES, route } from ".";

const schema = z.object({ name: z.string({ error: "الاسم مطلوب" }).min(1, "الاسم مطلوب").max(500) });
const echo = route({ body: schema }, async (_request, { body }) => {
  if (body.name === "taken") throw new AppError("CONFLICT", "الاسم مستخدم");
  if (body.name === "crash") throw new Error("secret internals");
  if (body.name === "long") {
    // A value longer than its column: Prisma's P2000.
    await db.user.create({ data: { username: "x".repeat(40), usernameKey: "x".repeat(40), passwordHash: "h" } });
  }
  return Response.json({ hello: body.name });
});
const whoAmI = route({ auth: "user" }, async (_request, { user }) => Response.json({ id: user.id }));
const operatorOnly = route({ auth: "operator" }, async () => Response.json({ ok: true }));
const webhook = route({ rawBody: true, crossSite: "allow" }, async (_request, { rawBody }) =>
  Response.json({ bytes: rawBody.length }),
);

const lookup = route(
  {
    params: z.object({ id: z.uuid() }),
    query: z.object({
      page: z.coerce.number().int().min(1, "رقم الصفحة غير صالح").default(1),
      tag: z.string().optional(),
    }),
  },
  async (_request, { params, query }) => Response.json({ id: params.id, page: query.page, tag: query.tag ?? null }),
);
const job = route(
  { params: z.object({ jobId: z.string().regex(/^\d+$/) }), paramsNotFound: "المهمة غير موجودة" },
  async (_request, { params }) => Response.json({ jobId: params.jobId }),
);
const ID = "0b5f0d3e-5d8c-4a57-9a39-5f0c2b8f7a11";

const post = (body: string, headers: Record<string, string> = {}) => call(echo as Handler, "/api/x", { body, headers });

beforeEach(() => resetDb());

describe("route wrapper: bodies", () => {
  it("passes a valid JSON body to the handler", async () => {
    const res = await post(JSON.stringify({ name: "سارة" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: "سارة" });
  });

  it.each([
    ["invalid JSON", "{nope", 400],
    ["a wrong type", JSON.stringify({ name: 5 }), 400],
    ["a missing field", JSON.stringify({}), 400],
    ["an oversized body", JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) }), 413],
  ])("answers %s with a 4xx and a message", async (_label, body, status) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { message: string; error: string };
    expect(json.message).toEqual(expect.any(String));
    expect(json.error).toBe(json.message);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "refuses a JSON endpoint's body sent as %s with 415 (what a cross-site HTML form sends)",
    async (type) => {
      const res = await post(JSON.stringify({ name: "x" }), { "content-type": type });
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBe("يجب إرسال البيانات بصيغة JSON");
    },
  );

  it("stops reading a chunked body without Content-Length at the limit", async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`"${"x".repeat(16 * 1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        // 100 MB if read to the end.
        if (pulled > 100 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new NextRequest("http://localhost:3000/api/x", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await echo(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_JSON_BYTES + 4 * chunk.length);
  });
});

describe("route wrapper: NUL characters", () => {
  const NUL_MESSAGE = "البيانات المرسلة تحتوي على رموز غير مسموح بها";

  it.each([
    ["a body field", JSON.stringify({ name: "a\u0000b" })],
    ["a nested value the schema does not read", JSON.stringify({ name: "a", extra: [{ deep: ["x\u0000"] }] })],
    ["an object key", JSON.stringify({ name: "a", "k\u0000": 1 })],
  ])("answers a NUL in %s with 400 (PostgreSQL refuses NUL in text: it was a 500)", async (_label, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NUL_MESSAGE, error: NUL_MESSAGE });
  });

  it("answers a NUL in a path value or any query value with 400", async () => {
    const inPath = await callWithParams(lookup, "/api/things/a%00b", { id: "a\u0000b" }, { method: "GET" });
    expect(inPath.status).toBe(400);
    expect((await inPath.json()).message).toBe(NUL_MESSAGE);
    const inQuery = await callWithParams(lookup, `/api/things/${ID}?tag=a&tag=b%00`, { id: ID }, { method: "GET" });
    expect(inQuery.status).toBe(400);
    expect((await inQuery.json()).message).toBe(NUL_MESSAGE);
  });

  it("reaches the database with a NUL nowhere: GET /api/payments/status/{id} with one is a 400, not a 500", async () => {
    const res = await callWithParams(
      paymentStatusRoute,
      "/api/payments/status/pay_%00",
      { id: "pay_\u0000" },
      { method: "GET" },
    );
    expect(res.status).toBe(400);
  });

  it("walks a deeply nested body without overflowing the stack", async () => {
    const deep = `{"name":"a","x":${"[".repeat(20_000)}"\u0000"${"]".repeat(20_000)}}`;
    const res = await post(deep);
    expect(res.status).toBe(400);
  });
});

describe("route wrapper: methods a route file does not serve", () => {
  it("answers them with 405 in the JSON error shape, with Allow", async () => {
    const { otherMethods, METHOD_NOT_ALLOWED_MESSAGE } = await import(".");
    const { PUT, DELETE } = otherMethods("GET", "POST");
    for (const handler of [PUT, DELETE]) {
      const res = await handler(new NextRequest("http://localhost:3000/api/x", { method: "PUT" }));
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
      expect(await res.json()).toEqual({ message: METHOD_NOT_ALLOWED_MESSAGE, error: METHOD_NOT_ALLOWED_MESSAGE });
    }
  });
});

describe("route wrapper: path parameters and query strings", () => {
  const get = (path: string, params: Record<string, string>) => callWithParams(lookup, path, params, { method: "GET" });

  it("gives the handler the parsed values (the first of a repeated name)", async () => {
    const res = await get(`/api/things/${ID}?page=3&tag=a&tag=b`, { id: ID });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: ID, page: 3, tag: "a" });
    expect(await (await get(`/api/things/${ID}`, { id: ID })).json()).toEqual({ id: ID, page: 1, tag: null });
  });

  it.each([
    ["a path value the schema refuses", "/api/things/nope", { id: "nope" }, INVALID_ADDRESS_MESSAGE, "id"],
    [
      "a query value with the schema's own message",
      `/api/things/${ID}?page=0`,
      { id: ID },
      "رقم الصفحة غير صالح",
      "page",
    ],
    ["a query value of the wrong kind", `/api/things/${ID}?page=abc`, { id: ID }, INVALID_ADDRESS_MESSAGE, "page"],
  ])("answers %s with 400 and the body's error shape, in Arabic", async (_label, path, params, message, field) => {
    const res = await get(path, params);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, error: message, fields: { [field]: [message] } });
  });

  it("answers 404 for a path value that names nothing, when the route says so", async () => {
    const res = await callWithParams(job, "/api/jobs/abc", { jobId: "abc" }, { method: "GET" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "المهمة غير موجودة", error: "المهمة غير موجودة" });
  });

  it("answers path parameters Next could not decode with 400, not 500", async () => {
    const request = new NextRequest("http://localhost:3000/api/things/%E0%A4%A", { method: "GET" });
    const res = await lookup(request, { params: Promise.reject(new URIError("URI malformed")) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID_ADDRESS_MESSAGE);
  });

  const dynamicRoutes: [string, (r: NextRequest, c: { params: Promise<unknown> }) => Promise<Response>, string][] = [
    ["POST /api/admin/jobs/{jobId}/retry", retryJobRoute, "jobId"],
    ["GET /api/orders/{orderId}/refill", refillRoute, "orderId"],
    ["POST /api/payments/{id}/update-tiktok-url", updateLinkRoute, "id"],
    ["GET /api/payments/simulated/{id}", simulatedRoute, "id"],
    ["GET /api/payments/status/{id}", paymentStatusRoute, "id"],
    ["GET /api/tiktok-views/order-by-payment/{paymentId}", orderByPaymentRoute, "paymentId"],
    ["GET /api/tiktok-views/status/{orderId}", orderStatusRoute, "orderId"],
    ["GET /api/ziina/status/{id}", ziinaStatusRoute, "id"],
  ];
  it.each(dynamicRoutes)("%s answers a malformed path value with a 4xx, never a 500", async (label, handler, name) => {
    const [method, path] = label.split(" ") as [string, string];
    const init = { method, ...(method === "POST" ? { body: JSON.stringify({ tiktokUrl: "x" }) } : {}) };
    for (const value of ["%E0%A4%A", "%", "a/b", "x".repeat(5000)]) {
      const res = await callWithParams(
        handler,
        path.replace(/\{\w+\}/, encodeURIComponent(value)),
        { [name]: value },
        init,
      );
      expect({ value, status: res.status < 500 && res.status >= 400 }).toEqual({ value, status: true });
    }
    const undecodable = await handler(
      new NextRequest(`http://localhost:3000${path.replace(/\{\w+\}/, "%E0%A4%A")}`, init),
      { params: Promise.reject(new URIError("URI malformed")) },
    );
    // Operator routes refuse strangers before reading the path.
    expect(undecodable.status).toBe(label.includes("/admin/") ? 401 : 400);
  });
});

describe("route wrapper: Cache-Control", () => {
  const answers = route({ query: z.object({ answer: z.string() }) }, async (_request, { query }) => {
    if (query.answer === "own-error") return Response.json({ status: "error" }, { status: 503 });
    if (query.answer === "cacheable")
      return Response.json({ list: [] }, { headers: { "Cache-Control": "public, max-age=60" } });
    if (query.answer === "redirect") return Response.redirect("http://localhost:3000/elsewhere", 303);
    return Response.json({ ok: true });
  });
  const get = (query: string) => call(answers as Handler, `/api/answers${query}`, { method: "GET" });

  it("marks a JSON answer no-store", async () => {
    const res = await get("?answer=plain");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("marks every error answer no-store: thrown, unexpected, a refused query, one the handler builds", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const errors = [
      await post(JSON.stringify({ name: "taken" })),
      await post(JSON.stringify({ name: "crash" })),
      await get(""),
      await get("?answer=own-error"),
    ];
    // The wrapper's own error answers are also never compressed (lib/api/errors.ts).
    expect(errors.map((r) => [r.status, r.headers.get("cache-control")])).toEqual([
      [409, "no-store, no-transform"],
      [500, "no-store, no-transform"],
      [400, "no-store, no-transform"],
      [503, "no-store"],
    ]);
  });

  it("marks an answer with immutable headers (Response.redirect) no-store, keeping its status and target", async () => {
    const res = await get("?answer=redirect");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3000/elsewhere");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves an answer whose handler sets its own Cache-Control as it is, and only that one", async () => {
    const cacheable = await get("?answer=cacheable");
    expect(cacheable.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await cacheable.json()).toEqual({ list: [] });
    expect((await get("?answer=plain")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("route wrapper: errors", () => {
  it("maps AppError codes to statuses", async () => {
    const res = await post(JSON.stringify({ name: "taken" }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("الاسم مستخدم");
  });

  it("answers a value too long for its column with 400, not 500", async () => {
    const res = await post(JSON.stringify({ name: "long" }));
    expect(res.status).toBe(400);
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const logs = captureLogs();
    const res = await post(JSON.stringify({ name: "crash" }));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret internals");
    expect(logs.records("error")).toEqual([
      expect.objectContaining({
        scope: "api",
        msg: "unhandled error",
        error: expect.objectContaining({ stack: expect.any(String) }),
      }),
    ]);
    logs.restore();
  });
});

describe("route wrapper: cross-site requests", () => {
  const body = JSON.stringify({ name: "x" });
  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a sibling subdomain", { "sec-fetch-site": "same-site" }],
    ["an opaque Origin", { origin: "null" }],
  ])("refuses a write with %s (403, Arabic message)", async (_label, headers) => {
    const res = await post(body, headers);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("تم رفض الطلب لأنه صادر من موقع آخر");
  });

  it.each([
    ["our own Origin", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
    ["no browser headers (a server or script)", {}],
  ])("accepts a write with %s", async (_label, headers) => {
    expect((await post(body, headers)).status).toBe(200);
  });

  it("lets a server-to-server endpoint opt out, with the raw bytes", async () => {
    const res = await call(webhook as Handler, "/api/hook", {
      body: '{"a":1}',
      headers: { origin: "https://payments.example", "content-type": "text/plain" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: 7 });
  });
});

describe("route wrapper: authentication", () => {
  async function signedIn(username: string) {
    const res = await call(registerRoute as Handler, "/api/auth/register", {
      body: JSON.stringify({ username, password: "secret1" }),
    });
    return sessionCookieFrom(res)!;
  }

  it("gives handlers the signed-in user and refuses others with 401", async () => {
    const cookie = await signedIn("wrapper1");
    const ok = await call(whoAmI as Handler, "/api/me", { method: "GET", headers: { cookie } });
    expect(ok.status).toBe(200);
    const none = await call(whoAmI as Handler, "/api/me", { method: "GET" });
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe("تسجيل الدخول مطلوب");
    const forged = await call(whoAmI as Handler, "/api/me", { method: "GET", headers: { cookie: `${cookie}x` } });
    expect(forged.status).toBe(401);
  });

  it("lets only operators through operator endpoints", async () => {
    const cookie = await signedIn("wrapper2");
    expect((await call(operatorOnly as Handler, "/api/ops", { method: "GET", headers: { cookie } })).status).toBe(403);
    await db.user.update({ where: { usernameKey: "wrapper2" }, data: { role: "OPERATOR" } });
    expect((await call(operatorOnly as Handler, "/api/ops", { method: "GET", headers: { cookie } })).status).toBe(200);
  });

  it("ends a session when the user's session version moves on", async () => {
    const cookie = await signedIn("wrapper3");
    await db.user.update({ where: { usernameKey: "wrapper3" }, data: { sessionVersion: { increment: 1 } } });
    expect((await call(whoAmI as Handler, "/api/me", { method: "GET", headers: { cookie } })).status).toBe(401);
  });
});
