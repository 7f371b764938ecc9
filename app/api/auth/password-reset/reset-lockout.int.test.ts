import { settleAccountMail } from "@/lib/auth";
import { db } from "@/lib/db";
import { call, sessionCookieFrom, type Handler } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

import { GET as currentUserRoute } from "../current-user/route";
import { POST as emailRoute } from "../email/route";
import { POST as loginRoute } from "../login/route";
import { POST as registerRoute } from "../register/route";
import { POST as verifyRoute } from "../verify-email/route";
import { POST as requestRoute } from "./request/route";
import { POST as resetRoute } from "./route";

// What an attacker found after round 5 (docs/security.md#lockout,
// docs/security.md#e-mail-floods): a reset did not undo a lockout by others'
// guesses, and +tags sent one mailbox more links than its cap.

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
  const verified = await post(verifyRoute, "/api/auth/verify-email", { token: await linkToken("verify-email") });
  expect(verified.status).toBe(200);
}

let afterTest: (() => void) | null = null;
beforeEach(() => resetDb());
afterEach(() => {
  afterTest?.();
  afterTest = null;
});

describe("a completed password reset", () => {
  it("undoes a lockout by others' guesses: the reset signs this browser in as a known device and clears the account's failures", async () => {
    runClockFrom(new Date("2026-11-22T10:00:01Z"));
    afterTest = () => jest.useRealTimers();
    await verifiedAccount("salma", "salma@example.net");
    const loginFrom = (address: string, password: string, cookie?: string) =>
      post(
        loginRoute,
        "/api/auth/login",
        { username: "salma", password },
        { ...fromAddress(address), ...(cookie ? { cookie } : {}) },
      );
    // 15 guesses from 15 addresses over a few minutes lock the account for every new browser.
    for (let i = 1; i <= 15; i++) {
      await loginFrom(`198.51.100.${i}`, "wrong-guess");
      if (i % 5 === 0) jest.setSystemTime(new Date(Date.now() + 120_000));
    }
    expect((await loginFrom("192.0.2.10", "old-secret")).status).toBe(429);

    // The owner, on that new phone, resets the password by e-mail.
    await post(requestRoute, "/api/auth/password-reset/request", { identifier: "salma" }, fromAddress("192.0.2.10"));
    const reset = await post(
      resetRoute,
      "/api/auth/password-reset",
      { token: await linkToken("reset-password"), password: "new-secret" },
      fromAddress("192.0.2.10"),
    );
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ ok: true, user: { username: "salma" } });
    // Signed in at once on that phone.
    expect(await (await me(sessionCookieFrom(reset)!)).json()).toMatchObject({ username: "salma" });
    const device = reset.headers.getSetCookie().find((c) => c.startsWith("device="));
    expect(device).toMatch(/Path=\/api\/auth/);

    // Signing in again later on that phone is a known device's sign-in, however others guess meanwhile.
    for (let i = 16; i <= 20; i++) await loginFrom(`198.51.100.${i}`, "wrong-guess");
    expect((await loginFrom("192.0.2.10", "new-secret", device!.split(";")[0])).status).toBe(200);
    // And the account's failures before the reset were forgotten: another new browser is not locked out by them.
    jest.setSystemTime(new Date(Date.now() + 120_000));
    expect((await loginFrom("192.0.2.11", "new-secret")).status).toBe(200);
  });
});

describe("verification e-mails to one mailbox", () => {
  it("caps verification e-mails per mailbox: +tags and Gmail's dots reach one inbox, and the answer stays the same", async () => {
    // Two throw-away accounts add the victim's mailbox under 8 spellings, seconds apart.
    const spellings = [
      "victim+1@gmail.com",
      "victim+2@gmail.com",
      "v.ictim@gmail.com",
      "Victim+3@googlemail.com",
      "vic.tim+4@gmail.com",
      "victim+5@gmail.com",
      "victim+6@GMAIL.com",
      "v.i.c.t.i.m@gmail.com",
    ];
    const accounts = [];
    for (const name of ["throw1", "throw2"]) {
      const res = await post(registerRoute, "/api/auth/register", { username: name, password: "secret1" });
      accounts.push(sessionCookieFrom(res)!);
    }
    const answers = [];
    for (const [i, email] of spellings.entries()) {
      const res = await post(emailRoute, "/api/auth/email", { email }, { cookie: accounts[i % 2]! });
      answers.push({ status: res.status, body: await res.json() });
    }
    // Every request answered alike (its address, unverified), sent or not.
    expect(answers).toEqual(spellings.map((email) => ({ status: 200, body: { email, verified: false } })));
    expect(await db.email.count({ where: { kind: "verify-email" } })).toBe(5);
    // Another mailbox at the same provider is not held back by the victim's cap.
    const other = await post(emailRoute, "/api/auth/email", { email: "victim2@gmail.com" }, { cookie: accounts[0]! });
    expect(other.status).toBe(200);
    expect(await db.email.count({ where: { kind: "verify-email", to: "victim2@gmail.com" } })).toBe(1);
  });
});
