import { resetEnvForTests } from "@/lib/env";
import { call, type Handler } from "@/test/support/auth";
import { runClockFrom } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";

import { POST as loginRoute } from "./login/route";
import { POST as registerRoute } from "./register/route";

// Behind a trusted proxy, so each test can pose as a different client IP.
process.env.TRUST_PROXY = "true";

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const login = (username: string, password: string, ip: string) =>
  call(loginRoute as Handler, "/api/auth/login", {
    body: JSON.stringify({ username, password }),
    headers: { "x-forwarded-for": ip },
  });
const register = (username: string, ip: string) =>
  call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username, password: "right-pass" }),
    headers: { "x-forwarded-for": ip },
  });

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
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
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

  it("counts a parallel spray atomically: exactly 20 of 30 guesses from one client are checked", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`spray${i}`, "wrong-pass", ip)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(10);
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

  it("without a trusted proxy (unknown IPs) still bounds guesses per username", async () => {
    process.env.TRUST_PROXY = "false";
    resetEnvForTests();
    try {
      for (let i = 0; i < 50; i++) expect((await login("Omar", "wrong-pass", freshIp())).status).toBe(401);
      await expectLocked(await login("Omar", "wrong-pass", freshIp()));
    } finally {
      process.env.TRUST_PROXY = "true";
      resetEnvForTests();
    }
  });
});

describe("registration throttling", () => {
  it("allows 10 sign-ups per IP per hour, then answers 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await register(`new${i}`, ip)).status).toBe(201);
    const res = await register("onemore", ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await register("onemore", freshIp())).status).toBe(201);
  });
});
