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
  it("locks a username after 5 failures, even for the right password and from another IP", async () => {
    for (let i = 0; i < 5; i++) expect((await login("Omar", "wrong-pass", freshIp())).status).toBe(401);
    await expectLocked(await login("omar", "right-pass", freshIp()));
  });

  it("counts a burst of parallel guesses, so at most 5 are checked", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => login("Omar", "wrong-pass", freshIp())));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("forgets a username's failures after a successful login", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login("Omar", "wrong-pass", ip);
    expect((await login("Omar", "right-pass", ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
    expect((await login("Omar", "right-pass", ip)).status).toBe(200);
  });

  it("locks an IP after 20 failures across usernames, leaving other IPs alone", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(`user${i}`, "wrong-pass", ip)).status).toBe(401);
    await expectLocked(await login("Omar", "right-pass", ip));
    expect((await login("Omar", "right-pass", freshIp())).status).toBe(200);
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
