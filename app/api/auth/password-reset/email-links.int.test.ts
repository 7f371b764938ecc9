import { settleAccountMail } from "@/lib/auth";
import { db } from "@/lib/db";
import { overrideEnv } from "@/test/support/env-override";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { createPaidOrder } from "@/test/support/orders";

import { POST as findOrderRoute } from "../../orders/find/route";
import { GET as currentUserRoute } from "../current-user/route";
import { POST as emailRoute } from "../email/route";
import { POST as loginRoute } from "../login/route";
import { POST as registerRoute } from "../register/route";
import { POST as verifyRoute } from "../verify-email/route";
import { POST as requestRoute } from "./request/route";
import { POST as resetRoute } from "./route";

/** A call, then the work its answer left running (a reset request's lookup and e-mail). */
async function post(handler: unknown, path: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await call(handler as Handler, path, { body: JSON.stringify(body), headers });
  await settleAccountMail();
  return answer;
}
const me = (cookie: string) =>
  call(currentUserRoute as Handler, "/api/auth/current-user", { method: "GET", headers: { cookie } });

/** The token in the last queued mail of this kind (the link the customer would click). */
async function linkToken(kind: string): Promise<string> {
  const mail = await db.email.findFirstOrThrow({ where: { kind }, orderBy: { createdAt: "desc" } });
  return /token=([\w-]{43})/.exec(mail.text!)![1]!;
}

/** Registers with an address and opens the verification link. */
async function verifiedAccount(username: string, email: string) {
  const res = await post(registerRoute, "/api/auth/register", { username, password: "old-secret", email });
  expect(res.status).toBe(201);
  const cookie = sessionCookieFrom(res)!;
  const verified = await post(verifyRoute, "/api/auth/verify-email", { token: await linkToken("verify-email") });
  expect(verified.status).toBe(200);
  expect(await verified.json()).toEqual({ email });
  return { cookie };
}

let afterTest: (() => void) | null = null;
beforeEach(() => resetDb());
afterEach(() => {
  afterTest?.();
  afterTest = null;
});

describe("the account's e-mail address", () => {
  it("is optional at registration, verified by its link (once), and can be set from the profile", async () => {
    const res = await post(registerRoute, "/api/auth/register", { username: "nour", password: "secret1" });
    expect(res.status).toBe(201);
    expect(await db.email.count()).toBe(0);
    const cookie = sessionCookieFrom(res)!;

    const set = await post(emailRoute, "/api/auth/email", { email: "Nour@Example.net" }, { cookie });
    expect(await set.json()).toEqual({ email: "Nour@Example.net", verified: false });
    const mail = await db.email.findFirstOrThrow({ where: { kind: "verify-email" } });
    expect(mail.to).toBe("Nour@Example.net");
    expect(mail.html).toContain('dir="rtl"');
    const token = await linkToken("verify-email");
    expect(await db.accountToken.count({ where: { tokenHash: token } })).toBe(0); // stored hashed

    expect((await post(verifyRoute, "/api/auth/verify-email", { token })).status).toBe(200);
    const again = await post(verifyRoute, "/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    const user = await db.user.findUniqueOrThrow({ where: { usernameKey: "nour" } });
    expect(user).toMatchObject({ email: "Nour@Example.net", emailKey: "nour@example.net" });
    expect(user.emailVerifiedAt).not.toBeNull();

    expect((await post(emailRoute, "/api/auth/email", { email: "not-an-address" }, { cookie })).status).toBe(400);
    expect((await post(emailRoute, "/api/auth/email", { email: "x@example.net" })).status).toBe(401);
  });
});

describe("password reset by e-mailed link", () => {
  it("sets a new password once, ends every other session, and answers requests the same whether or not the account exists", async () => {
    const { cookie } = await verifiedAccount("layla", "layla@example.net");
    const known = await post(requestRoute, "/api/auth/password-reset/request", { identifier: "LAYLA@example.net" });
    const unknown = await post(requestRoute, "/api/auth/password-reset/request", { identifier: "nobody-here" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await db.email.count({ where: { kind: "reset-password" } })).toBe(1);
    const mail = await db.email.findFirstOrThrow({ where: { kind: "reset-password" } });
    expect(mail.to).toBe("layla@example.net");

    const token = await linkToken("reset-password");
    const wrong = await post(resetRoute, "/api/auth/password-reset", { token: "A".repeat(43), password: "new-secret" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toContain("الرابط غير صالح");

    expect(await (await me(cookie)).json()).toMatchObject({ username: expect.any(String) });
    const reset = await post(resetRoute, "/api/auth/password-reset", { token, password: "new-secret" });
    expect(reset.status).toBe(200);
    // Every other session ended: the old cookie is a signed-out visitor (current-user answers null).
    expect(await (await me(cookie)).json()).toBeNull();
    const reused = await post(resetRoute, "/api/auth/password-reset", { token, password: "third-secret" });
    expect(reused.status).toBe(400);

    const login = (password: string) => post(loginRoute, "/api/auth/login", { username: "layla", password });
    expect((await login("old-secret")).status).toBe(401);
    expect((await login("new-secret")).status).toBe(200);
  });

  it("refuses an expired link, and sends nothing to an address that was never verified", async () => {
    await verifiedAccount("omar", "omar@example.net");
    await post(requestRoute, "/api/auth/password-reset/request", { identifier: "omar" });
    const token = await linkToken("reset-password");
    await db.accountToken.updateMany({
      where: { purpose: "RESET_PASSWORD" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post(resetRoute, "/api/auth/password-reset", { token, password: "new-secret" })).status).toBe(400);

    const res = await post(registerRoute, "/api/auth/register", {
      username: "hana",
      password: "secret1",
      email: "hana@example.net",
    });
    expect(res.status).toBe(201);
    await post(requestRoute, "/api/auth/password-reset/request", { identifier: "hana" });
    expect(await db.email.count({ where: { kind: "reset-password", to: "hana@example.net" } })).toBe(0);
  });

  it("caps reset e-mails per account and per address, whatever the spelling or the client, with the same answer", async () => {
    afterTest = overrideEnv({ TRUST_PROXY: "true" });
    await verifiedAccount("layla", "layla@example.net");
    // 11 clients, each asking under another spelling of the same account.
    const spellings = ["layla", "LAYLA", "Layla", "lаyla", "ＬＡＹＬＡ", "layla@example.net", "LAYLA@EXAMPLE.NET"];
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await post(
          requestRoute,
          "/api/auth/password-reset/request",
          { identifier: spellings[i % spellings.length] },
          { "x-forwarded-for": `198.51.100.${i + 1}` },
        ),
      );
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await db.email.count({ where: { kind: "reset-password" } })).toBe(3);
    // The same answer for an account nobody has.
    const nobody = await post(
      requestRoute,
      "/api/auth/password-reset/request",
      { identifier: "nobody" },
      { "x-forwarded-for": "198.51.100.99" },
    );
    expect(await nobody.json()).toEqual(bodies[0]);
  });

  it("caps account e-mails per destination address across accounts (verification and reset together)", async () => {
    await verifiedAccount("sami", "shared@example.net"); // 1 to the address
    await post(requestRoute, "/api/auth/password-reset/request", { identifier: "sami" }); // 2
    // Other accounts add the same address (in other spellings) from their profiles: 3 more reach it, then none.
    for (let i = 0; i < 4; i++) {
      const res = await post(registerRoute, "/api/auth/register", { username: `other${i}`, password: "secret1" });
      const cookie = sessionCookieFrom(res)!;
      const set = await post(
        emailRoute,
        "/api/auth/email",
        { email: i % 2 ? "Shared@Example.net" : "shared@example.net" },
        { cookie },
      );
      expect(set.status).toBe(200);
    }
    expect(await db.email.count({ where: { to: { equals: "shared@example.net", mode: "insensitive" } } })).toBe(5);
    await post(requestRoute, "/api/auth/password-reset/request", { identifier: "sami" });
    expect(await db.email.count({ where: { kind: "reset-password" } })).toBe(1);
  });

  it("takes a link only for its own purpose: a verification link is no reset link, nor the other way round", async () => {
    const res = await post(registerRoute, "/api/auth/register", {
      username: "rami",
      password: "old-secret",
      email: "rami@example.net",
    });
    const verifyToken = await linkToken("verify-email");
    const asReset = await post(resetRoute, "/api/auth/password-reset", { token: verifyToken, password: "taken-over" });
    expect(asReset.status).toBe(400);
    expect(((await asReset.json()) as { error: string }).error).toContain("الرابط غير صالح");
    const login = (password: string) => post(loginRoute, "/api/auth/login", { username: "rami", password });
    expect((await login("taken-over")).status).toBe(401);
    // The verification link was not spent by the attempt: it still verifies.
    expect((await post(verifyRoute, "/api/auth/verify-email", { token: verifyToken })).status).toBe(200);

    await post(requestRoute, "/api/auth/password-reset/request", { identifier: "rami" });
    const resetToken = await linkToken("reset-password");
    expect((await post(verifyRoute, "/api/auth/verify-email", { token: resetToken })).status).toBe(400);
    expect(
      (await post(resetRoute, "/api/auth/password-reset", { token: resetToken, password: "new-secret" })).status,
    ).toBe(200);
    expect(sessionCookieFrom(res)).toBeDefined();
  });

  it("is rate-limited per client address", async () => {
    const restore = overrideEnv({ TRUST_PROXY: "true" });
    afterTest = restore;
    const headers = { "x-forwarded-for": "203.0.113.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await post(requestRoute, "/api/auth/password-reset/request", { identifier: `someone${i}` }, headers)).status,
      );
    expect(statuses).toContain(429);
  });
});

describe("find my order", () => {
  it("e-mails the order link to the checkout address only when both match, and answers the same either way", async () => {
    const { orderId, paymentId } = await createPaidOrder();
    await db.payment.update({ where: { id: paymentId }, data: { customerEmail: "sara@example.net" } });
    const find = (order: string, email: string) => post(findOrderRoute, "/api/orders/find", { order, email });

    const right = await find(orderId, "Sara@Example.net");
    const wrongEmail = await find(orderId, "other@example.net");
    const noSuchOrder = await find("00000000-0000-4000-8000-000000000000", "sara@example.net");
    const bodies = await Promise.all([right, wrongEmail, noSuchOrder].map((r) => r.text()));
    expect([right.status, wrongEmail.status, noSuchOrder.status]).toEqual([200, 200, 200]);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain(paymentId);

    const mails = await db.email.findMany({ where: { kind: "find-order" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("sara@example.net");
    expect(mails[0]!.text).toContain(`/order-complete?id=${orderId}&payment_id=${paymentId}`);

    // The payment id from the receipt works as the order number too; then the order's limit is reached.
    expect((await find(paymentId, "sara@example.net")).status).toBe(200);
    expect(await db.email.count({ where: { kind: "find-order" } })).toBe(2);
    await find(orderId, "sara@example.net");
    expect((await find(orderId, "sara@example.net")).status).toBe(429);
  });

  it("answers a malformed request with the error shape, never a 500", async () => {
    const res = await post(findOrderRoute, "/api/orders/find", { order: "", email: "x" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });
});
