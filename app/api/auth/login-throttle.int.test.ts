import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { PASSWORD_QUEUE, PASSWORD_SLOTS } from "@/lib/auth/password";
import type { Semaphore } from "@/lib/security";
import { call, type Handler } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

import { POST as loginRoute } from "./login/route";
import { POST as registerRoute } from "./register/route";

// Behind a trusted proxy, so each test can pose as a different client IP.
process.env.TRUST_PROXY = "true";

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  call(loginRoute as Handler, "/api/auth/login", {
    body: JSON.stringify({ username, password }),
    headers: { "x-forwarded-for": ip, ...headers },
  });
const register = (username: string, ip: string) =>
  call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username, password: "right-pass" }),
    headers: { "x-forwarded-for": ip },
  });
/** Without a trusted proxy: a request on a connection from `connection`, with whatever X-Forwarded-For it forges. */
const loginOn = (connection: string | null, username: string, password: string, forged: string) =>
  call(loginRoute as Handler, "/api/auth/login", {
    body: JSON.stringify({ username, password }),
    headers: { "x-forwarded-for": forged, ...(connection ? fromAddress(connection) : {}) },
  });
const withoutTrustedProxy = async (run: () => Promise<void>) => {
  process.env.TRUST_PROXY = "false";
  resetEnvForTests();
  try {
    await run();
  } finally {
    process.env.TRUST_PROXY = "true";
    resetEnvForTests();
  }
};

beforeEach(async () => {
  // One second into a 15-minute (and hourly) window, so no window rolls over mid-test.
  runClockFrom(new Date("2026-11-22T10:00:01Z"));
  await resetDb();
  expect((await register("Omar", freshIp())).status).toBe(201);
});

afterEach(() => jest.useRealTimers());

async function expectLocked(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  const body = (await res.json()) as { message: string; retryAfterSeconds: number };
  expect(body.message).toMatch(/محاولات تسجيل دخول كثيرة، يرجى المحاولة بعد (دقيقة واحدة|دقيقتين|\d+ (دقائق|دقيقة))/);
  expect(body.retryAfterSeconds).toBe(retryAfter);
}

describe("login throttling", () => {
  it("locks one client out of one username after 5 failures, even for the right password", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
    await expectLocked(await login("omar", "right-pass", ip));
  });

  it("does not let a stranger's wrong guesses lock the owner out", async () => {
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) expect((await login("Omar", "wrong-pass", stranger)).status).toBe(401);
    await expectLocked(await login("Omar", "wrong-pass", stranger));
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
  });

  it("counts a burst of parallel guesses from one client, so at most 5 are checked", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => login("Omar", "wrong-pass", ip)));
    // Past its share of the password slots a client is answered 503 at once (never checked).
    expect(results.filter((r) => r.status === 401 || r.status === 503)).toHaveLength(5);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("forgets a client's failures at a username after its successful login", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login("Omar", "wrong-pass", ip);
    expect((await login("Omar", "right-pass", ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
    expect((await login("Omar", "right-pass", ip)).status).toBe(200);
  });

  it("stops password spraying: one client trying 60 usernames is refused after 20 failures", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await login(`user${i}`, "wrong-pass", ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    await expectLocked(await login("Omar", "right-pass", ip));
    // Other clients are not affected.
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
  });

  it("counts a parallel spray atomically: exactly 20 of 30 guesses from one client pass the counters", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`spray${i}`, "wrong-pass", ip)));
    expect(results.filter((r) => r.status === 401 || r.status === 503)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(10);
    await expectLocked(await login("Omar", "right-pass", ip));
  });

  it("counts attempts answered 503 (server busy) against the client: a flood of them is not free", async () => {
    // Every password slot and queue place taken: each login is answered 503 at once.
    const slots = (globalThis as { __passwordSlots?: Semaphore }).__passwordSlots!;
    const running = await Promise.all(Array.from({ length: PASSWORD_SLOTS }, () => slots.acquire()));
    const waiting = Array.from({ length: PASSWORD_QUEUE }, () => slots.acquire());
    const ip = freshIp();
    try {
      for (let i = 0; i < 20; i++) expect((await login(`busy${i}`, "wrong-pass", ip)).status).toBe(503);
    } finally {
      running.forEach((release) => release!());
      for (const release of await Promise.all(waiting)) release?.();
    }
    await expectLocked(await login("Omar", "right-pass", ip));
    // Busy answers do not count against the username itself: its owner signs in from elsewhere.
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
  });

  it("keeps a ceiling of 50 failures per username across clients (a distributed guesser)", async () => {
    for (let i = 0; i < 50; i++) expect((await login("Omar", "wrong-pass", freshIp())).status).toBe(401);
    await expectLocked(await login("Omar", "right-pass", freshIp()));
    // Other usernames are not affected.
    expect((await register("Mona", freshIp())).status).toBe(201);
    expect((await login("Mona", "right-pass", freshIp())).status).toBe(200);
  });

  it("does not let refused attempts count: hammering a locked pair never raises the username's ceiling", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login("Omar", "wrong-pass", ip);
    for (let i = 0; i < 60; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(429);
    // Had the 60 refusals counted, the ceiling (50) would be long passed; 49 failures in all leave room.
    for (let i = 0; i < 44; i++) expect((await login("Omar", "wrong-pass", freshIp())).status).toBe(401);
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
  });

  it("without a trusted proxy counts per connection address: a forged X-Forwarded-For changes nothing", async () => {
    await withoutTrustedProxy(async () => {
      for (let i = 0; i < 20; i++)
        expect((await loginOn("198.51.100.20", `user${i}`, "wrong-pass", freshIp())).status).toBe(401);
      const res = await loginOn("198.51.100.20", "Omar", "right-pass", freshIp());
      await expectLocked(res);
      expect((await loginOn("198.51.100.21", "Omar", "right-pass", freshIp())).status).toBe(200);
    });
  });

  it("limits clients whose address cannot be read together, never not at all", async () => {
    await withoutTrustedProxy(async () => {
      for (let i = 0; i < 20; i++) expect((await loginOn(null, `user${i}`, "wrong-pass", freshIp())).status).toBe(401);
      await expectLocked(await loginOn(null, "Omar", "right-pass", freshIp()));
    });
  });

  it("behind the proxy, a 2,100-character X-Forwarded-For does not switch the limit off", async () => {
    const forged = `${"a".repeat(2100)}, 7.7.7.7`;
    for (let i = 0; i < 20; i++) expect((await login(`user${i}`, "wrong-pass", forged)).status).toBe(401);
    await expectLocked(await login("Omar", "right-pass", forged));
    expect((await login("Omar", "right-pass", `${"a".repeat(2100)}, 7.7.7.8`)).status).toBe(200);
  });

  it("keys IPv6 clients by their /64: rotating through one network is one client", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 23; i++)
      statuses.push((await login(`v6user${i}`, "wrong-pass", `2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429]);
    // The next /64 is another client.
    expect((await login("Omar", "right-pass", "2001:db8:1:3::1")).status).toBe(200);
  });
});

describe("registration throttling", () => {
  it("allows 10 sign-up attempts per IP per hour, then answers 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await register("omar", ip)).status).toBe(409);
    const res = await register("onemore", ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await register("onemore", freshIp())).status).toBe(201);
  });

  it("creates at most 5 accounts per address a day, counted in the database under concurrency", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => register(`new${i}`, ip)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(((await refused[0]!.json()) as { message: string }).message).toMatch(/حسابات كثيرة/);
    // The refused sign-ups left no account behind (Omar and the 5); another address is another allowance.
    expect(await db.user.count()).toBe(6);
    expect((await register("new8", freshIp())).status).toBe(201);
  });
});
