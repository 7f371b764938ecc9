import { NextRequest } from "next/server";
import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { captureLogs } from "@/test/support/logs";

import { POST as registerRoute } from "@/app/api/auth/register/route";

import { MAX_JSON_BYTES, route } from ".";

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
