import { db, getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { PASSWORD_BUSY_MESSAGE, PASSWORD_QUEUE, PASSWORD_SLOTS } from "@/lib/auth/password";
import { LOGIN_ADMISSION_QUEUE, LOGIN_ADMITTED, LOGIN_WAITING_PER_CLIENT } from "@/lib/auth/service";
import { LOGIN_LIMIT_PER_IP, LOGIN_SLOW_PER_USERNAME } from "@/lib/auth/throttle";
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
  // Until the failures slide out of the last 15 minutes.
  expect(retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
  const body = (await res.json()) as { message: string; retryAfterSeconds: number };
  expect(body.message).toMatch(/محاولات تسجيل دخول كثيرة، يرجى المحاولة بعد (دقيقة واحدة|دقيقتين|\d+ (دقائق|دقيقة))/);
  expect(body.retryAfterSeconds).toBe(retryAfter);
}

/** The device cookie a successful sign-in leaves in this browser, ready for a Cookie header. */
function deviceCookieFrom(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("device="));
  expect(header).toBeDefined();
  return header!.split(";")[0]!;
}
const later = (seconds: number) => jest.setSystemTime(new Date(Date.now() + seconds * 1000));
/** Two minutes: the one-minute slow-down's sliding window has let go of the earlier failures. */
const afterSlowDown = () => later(120);

async function expectSlowedDown(res: Response) {
  expect(res.status).toBe(429);
  // A one-minute window, sliding: the failures weigh until up to two minutes after them.
  expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(120);
  expect(((await res.json()) as { message: string }).message).toMatch(/يرجى المحاولة بعد (دقيقة واحدة|دقيقتين)$/);
}

describe("login throttling", () => {
  it("slows one client down after 3 failures at one username, then locks it after 5, even for the right password", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
    await expectSlowedDown(await login("Omar", "wrong-pass", ip));
    afterSlowDown();
    for (let i = 0; i < 2; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
    await expectLocked(await login("omar", "right-pass", ip));
    afterSlowDown();
    const locked = await login("omar", "right-pass", ip);
    await expectLocked(locked);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(120);
  });

  it("gives the browser that signed in a device token, and the server's signature only counts", async () => {
    const res = await login("Omar", "right-pass", freshIp());
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("device="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    // A forged token (the right shape, another signature) is an unknown device: locked with the strangers.
    const forged = deviceCookieFrom(res).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (let i = 0; i < 5; i++) await login("Omar", "wrong-pass", freshIp());
    afterSlowDown();
    for (let i = 0; i < 5; i++) await login("Omar", "wrong-pass", freshIp());
    await expectLocked(await login("Omar", "right-pass", freshIp(), { cookie: forged }));
    expect((await login("Omar", "right-pass", freshIp(), { cookie: deviceCookieFrom(res) })).status).toBe(200);
  });

  it("never lets a distributed guesser lock the owner out: 50 failures from 10 addresses leave the owner's device in", async () => {
    const owner = deviceCookieFrom(await login("Omar", "right-pass", freshIp()));
    const attackers = Array.from({ length: 10 }, () => freshIp());
    const statuses: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const ip of attackers) statuses.push((await login("Omar", "wrong-pass", ip)).status);
      afterSlowDown();
    }
    // Unknown devices share the account's stricter budget: 10 guesses in 15 minutes, 5 a minute.
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    await expectLocked(await login("Omar", "right-pass", freshIp()));
    // The owner's browser is judged on its own attempts: signed in at once, from any address.
    expect((await login("Omar", "right-pass", freshIp(), { cookie: owner })).status).toBe(200);
    expect((await login("Omar", "right-pass", attackers[0]!, { cookie: owner })).status).toBe(200);
  });

  it("judges a known device on its own failures: slowed after 3, locked after 10, the account's other devices unaffected", async () => {
    const phone = deviceCookieFrom(await login("Omar", "right-pass", freshIp()));
    const laptop = deviceCookieFrom(await login("Omar", "right-pass", freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login("Omar", "wrong-pass", ip, { cookie: phone })).status).toBe(401);
    await expectSlowedDown(await login("Omar", "right-pass", ip, { cookie: phone }));
    for (let minute = 0; minute < 3; minute++) {
      afterSlowDown();
      for (let i = 0; i < 3; i++) await login("Omar", "wrong-pass", ip, { cookie: phone });
    }
    afterSlowDown();
    await expectLocked(await login("Omar", "right-pass", ip, { cookie: phone }));
    expect((await login("Omar", "right-pass", ip, { cookie: laptop })).status).toBe(200);
  });

  it("a device token names one account: it does not make another account's guesses free", async () => {
    expect((await register("Mona", freshIp())).status).toBe(201);
    const monasPhone = deviceCookieFrom(await login("Mona", "right-pass", freshIp()));
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await login("Omar", "wrong-pass", ip, { cookie: monasPhone })).status).toBe(401);
    await expectSlowedDown(await login("Omar", "wrong-pass", ip, { cookie: monasPhone }));
  });

  it("another account's device token counts at this account as an unknown device: its guesses spend the account's budget", async () => {
    expect((await register("Mona", freshIp())).status).toBe(201);
    const monasPhone = deviceCookieFrom(await login("Mona", "right-pass", freshIp()));
    const omarsPhone = deviceCookieFrom(await login("Omar", "right-pass", freshIp()));
    // Ten guesses at Omar from Mona's phone, each from a new address, over two minutes: a known
    // device of Omar's would be slowed after 3; as a stranger each is checked, and each is charged
    // to Omar's budget for unknown devices (5 a minute, 10 in 15 minutes).
    for (let minute = 0; minute < 2; minute++) {
      for (let i = 0; i < 5; i++)
        expect((await login("Omar", "wrong-pass", freshIp(), { cookie: monasPhone })).status).toBe(401);
      afterSlowDown();
    }
    // Omar's budget for unknown devices is spent: a stranger, and Mona's phone, are locked out for minutes...
    const stranger = await login("Omar", "right-pass", freshIp());
    await expectLocked(stranger);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(120);
    await expectLocked(await login("Omar", "right-pass", freshIp(), { cookie: monasPhone }));
    // ...while Omar's own phone is judged on its own attempts, and Mona's phone still opens Mona's account.
    expect((await login("Omar", "right-pass", freshIp(), { cookie: omarsPhone })).status).toBe(200);
    expect((await login("Mona", "right-pass", freshIp(), { cookie: monasPhone })).status).toBe(200);
  });

  it("counts a burst of parallel guesses from one client, so at most 3 are checked", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => login("Omar", "wrong-pass", ip)));
    // Past its share of the password slots a client is answered 503 at once (never checked).
    expect(results.filter((r) => r.status === 401 || r.status === 503)).toHaveLength(3);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(9);
  });

  it("forgets a client's failures at a username after its successful login", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) await login("Omar", "wrong-pass", ip);
    expect((await login("Omar", "right-pass", ip)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
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

  it("refuses a locked client again without asking the database, until the database would let one more in", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(`spray${i}`, "wrong-pass", ip)).status).toBe(401);
    await expectLocked(await login("spray20", "wrong-pass", ip)); // the database refuses; this process learns it
    const client = getDb();
    const queries = [jest.spyOn(client, "$queryRaw"), jest.spyOn(client, "$executeRaw")];
    try {
      for (let i = 0; i < 10; i++) await expectLocked(await login(`more${i}`, "wrong-pass", ip));
      expect(queries.map((q) => q.mock.calls.length)).toEqual([0, 0]);
    } finally {
      queries.forEach((q) => q.mockRestore());
    }
    // 20 failures in the window from 10:00 weigh 19 (room for one more) from 10:15:45 on.
    jest.setSystemTime(new Date("2026-11-22T10:15:40Z"));
    await expectLocked(await login("Omar", "right-pass", ip));
    jest.setSystemTime(new Date("2026-11-22T10:15:50Z"));
    expect((await login("Omar", "right-pass", ip)).status).toBe(200);
  });

  it("counts parallel guesses atomically: of 30 at one account from 30 addresses at once, exactly its budget pass", async () => {
    // Different clients are not in one line, so LOGIN_ADMITTED of them are charged at once.
    const results = await Promise.all(Array.from({ length: 30 }, () => login("Omar", "wrong-pass", freshIp())));
    expect(results.filter((r) => r.status === 401 || r.status === 503)).toHaveLength(LOGIN_SLOW_PER_USERNAME);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - LOGIN_SLOW_PER_USERNAME);
    await expectLocked(await login("Omar", "right-pass", freshIp()));
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

  it("lets a few unknown devices' attempts work at once; past the line a 503, while a known device and a refused client are answered as before", async () => {
    const owner = await login("Omar", "right-pass", freshIp());
    const device = deviceCookieFrom(owner);
    const lockedIp = freshIp();
    for (let i = 0; i < 20; i++) await login(`spray${i}`, "wrong-pass", lockedIp);
    await expectLocked(await login("spray20", "wrong-pass", lockedIp)); // remembered from now on
    // Every place taken and the line full.
    const line = (globalThis as { __loginAdmission?: Semaphore }).__loginAdmission!;
    const running = await Promise.all(Array.from({ length: LOGIN_ADMITTED }, () => line.acquire()));
    const waiting = Array.from({ length: LOGIN_ADMISSION_QUEUE }, () => line.acquire());
    try {
      const busy = await login("Omar", "right-pass", freshIp());
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await busy.json()) as { message: string }).message).toBe(PASSWORD_BUSY_MESSAGE);
      await expectLocked(await login("spray21", "wrong-pass", lockedIp));
      expect((await login("Omar", "right-pass", freshIp(), { cookie: device })).status).toBe(200);
    } finally {
      running.forEach((release) => release!());
      for (const release of await Promise.all(waiting)) release?.();
    }
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
  });

  it("takes one client's attempts one at a time: a burst reaches the database only until its first refusal", async () => {
    const ip = freshIp();
    const before = LOGIN_LIMIT_PER_IP - 5;
    for (let i = 0; i < before; i++) expect((await login(`before${i}`, "wrong-pass", ip)).status).toBe(401);
    // 60 at once: one runs, LOGIN_WAITING_PER_CLIENT wait their turn, the rest are turned away at once.
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`burst${i}`, "wrong-pass", ip)));
    const count = (status: number) => burst.filter((r) => r.status === status).length;
    expect(count(401)).toBe(5);
    expect(count(429)).toBe(LOGIN_WAITING_PER_CLIENT + 1 - 5);
    expect(count(503)).toBe(60 - LOGIN_WAITING_PER_CLIENT - 1);
    // Each attempt that reached the database charged two counters of its own (its username at this
    // address: the slow-down's and the lock's). Those that did: the limit's worth, and the one that
    // found it reached. The rest of the burst was refused from memory, without a query.
    const charged = await db.rateLimitBucket.findMany({
      where: { key: { startsWith: `login:pair:${ip}:` } },
      distinct: ["key"],
      select: { key: true },
    });
    expect(charged).toHaveLength(2 * (LOGIN_LIMIT_PER_IP + 1));
    // Another client is not in that line.
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
  });

  it("does not let refused attempts count: hammering a locked pair never uses up the account's budget", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login("Omar", "wrong-pass", ip);
    for (let i = 0; i < 60; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(429);
    // Had the 60 refusals counted, the account's budget (5 a minute, 10 in 15) would be long passed.
    expect((await login("Omar", "wrong-pass", freshIp())).status).toBe(401);
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
