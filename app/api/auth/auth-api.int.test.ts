import { db } from "@/lib/db";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";

import { GET as currentUserRoute } from "./current-user/route";
import { POST as loginRoute } from "./login/route";
import { POST as logoutRoute } from "./logout/route";
import { POST as registerRoute } from "./register/route";

const register = (body: unknown) =>
  call(registerRoute as Handler, "/api/auth/register", {
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(loginRoute as Handler, "/api/auth/login", {
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers,
  });
const currentUser = (cookie?: string) =>
  call(currentUserRoute as Handler, "/api/auth/current-user", {
    method: "GET",
    headers: cookie ? { cookie } : {},
  });

beforeEach(() => resetDb());

describe("POST /api/auth/register", () => {
  it("creates the account, returns the user and signs it in with an HttpOnly Lax cookie", async () => {
    const res = await register({ username: "  Sara_99 ", password: "secret1" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ id: expect.any(String), username: "Sara_99", usedFreeViews: false });
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/next-auth\.session-token=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    const me = await currentUser(sessionCookieFrom(res));
    expect(await me.json()).toEqual(body);
  });

  it("stores an argon2id hash, never the password", async () => {
    await register({ username: "hashme", password: "secret1" });
    const user = await db.user.findUniqueOrThrow({ where: { usernameKey: "hashme" } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain("secret1");
  });

  it("refuses a username that differs only in case or spaces with 409", async () => {
    expect((await register({ username: "Ahmed", password: "secret1" })).status).toBe(201);
    const res = await register({ username: " aHMED ", password: "another1" });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("اسم المستخدم مستخدم بالفعل، يرجى اختيار اسم آخر");
  });

  it("lets exactly one of many concurrent sign-ups with the same username win", async () => {
    const results = await Promise.all(
      ["race", "RACE", "Race", "race ", "rAcE", "race"].map((username) => register({ username, password: "secret1" })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await db.user.count()).toBe(1);
  });

  it.each([
    ["a short username", { username: "ab", password: "secret1" }, "Username must be at least 3 characters"],
    [
      "a blank-padded short username",
      { username: "  ab  ", password: "secret1" },
      "Username must be at least 3 characters",
    ],
    ["a short password", { username: "valid", password: "12345" }, "Password must be at least 6 characters"],
    [
      "a name whose key outgrows its column (NFKC spells each 'ﷺ' in 18 letters)",
      { username: "ﷺﷺa", password: "secret1" },
      "Username must be at most 32 characters once lower-cased (some letters, such as İ, become two)",
    ],
  ])("refuses %s with 400 and the spec's message", async (_label, body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });
});

const malformed: [string, string, number][] = [
  ["invalid JSON", "{username:", 400],
  ["an empty body", "", 400],
  ["JSON null", "null", 400],
  ["an array", "[]", 400],
  ["a number username", JSON.stringify({ username: 12345, password: "secret1" }), 400],
  ["an object password", JSON.stringify({ username: "valid", password: { $ne: "" } }), 400],
  ["a missing password", JSON.stringify({ username: "valid" }), 400],
  ["a missing username", JSON.stringify({ password: "secret1" }), 400],
  ["an oversized username", JSON.stringify({ username: "u".repeat(5000), password: "secret1" }), 400],
  ["an oversized password", JSON.stringify({ username: "valid", password: "p".repeat(5000) }), 400],
  ["a body over 64 KB", JSON.stringify({ username: "valid", password: "p".repeat(70_000) }), 413],
];

describe.each([
  ["register", register],
  ["login", login],
])("POST /api/auth/%s with a bad body", (_name, send) => {
  it.each(malformed)("answers %s with a 4xx and a message, never a 500", async (_label, body, status) => {
    const res = await send(body);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe("POST /api/auth/login", () => {
  beforeEach(async () => {
    await register({ username: "Layla", password: "right-pass" });
  });

  it("returns the user and a session cookie for the right password, whatever the case", async () => {
    const res = await login({ username: "layla", password: "right-pass" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: expect.any(String), username: "Layla", usedFreeViews: false });
    const me = await currentUser(sessionCookieFrom(res));
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe("Layla");
  });

  it("answers a wrong password and an unknown user with the same 401", async () => {
    const wrong = await login({ username: "Layla", password: "wrong-pass" });
    const unknown = await login({ username: "nobody", password: "wrong-pass" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = (await wrong.json()) as { message: string };
    expect(a).toEqual(await unknown.json());
    expect(a.message).toBe("اسم المستخدم أو كلمة المرور غير صحيحة");
    expect(sessionCookieFrom(wrong)).toBeUndefined();
  });
});

describe("GET /api/auth/current-user", () => {
  it("is 401 when signed out or with a forged cookie", async () => {
    expect((await currentUser()).status).toBe(401);
    expect((await currentUser("next-auth.session-token=forged.value.here")).status).toBe(401);
  });

  it("reports usedFreeViews once the user has claimed the free offer", async () => {
    const res = await register({ username: "claimer", password: "secret1" });
    const { id } = (await res.json()) as { id: string };
    const order = await db.order.create({
      data: {
        userId: id,
        source: "FREE",
        serviceType: "VIEWS",
        quantity: 1000,
        link: "https://www.tiktok.com/@a/video/1",
      },
    });
    await db.freeViewClaim.create({ data: { userId: id, orderId: order.id, tiktokUrl: order.link } });
    expect(await (await currentUser(sessionCookieFrom(res))).json()).toMatchObject({ usedFreeViews: true });
  });

  it("is 401 when the account behind a valid cookie no longer exists", async () => {
    const res = await register({ username: "ghost", password: "secret1" });
    await db.user.deleteMany();
    expect((await currentUser(sessionCookieFrom(res))).status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("answers JSON and expires the session cookie", async () => {
    const res = await call(logoutRoute as Handler, "/api/auth/logout");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
    expect(setCookie).toMatch(/Max-Age=0/i);
  });
});
