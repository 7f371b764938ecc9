import { PASSWORD_QUEUE, PASSWORD_SLOTS } from "@/lib/auth/password";
import { LOGIN_REFUSAL_DELAY_MS } from "@/lib/auth/throttle";
import { Tarpit } from "@/lib/rate-limit";
import type { Semaphore } from "@/lib/security";
import { call, type Handler } from "@/test/support/auth";
import { stopClockAt } from "@/test/support/clock";
import { resetDb } from "@/test/support/db";

import { POST as loginRoute } from "./login/route";
import { POST as registerRoute } from "./register/route";

// The slow-down on refused logins (docs/security.md#lockout), on a clock of
// the test's own: each held answer waits here until the test lets it go.
process.env.TRUST_PROXY = "true";

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  call(loginRoute as Handler, "/api/auth/login", {
    body: JSON.stringify({ username, password }),
    headers: { "x-forwarded-for": ip, ...headers },
  });

const BOUND = 2;
let held: { release: () => void; ms: number }[] = [];
const setup = globalThis as { __loginTarpit?: Tarpit };
const atOnce = setup.__loginTarpit;

beforeEach(async () => {
  held = [];
  setup.__loginTarpit = new Tarpit({
    maxDelayMs: LOGIN_REFUSAL_DELAY_MS,
    maxHeld: BOUND,
    schedule: (release, ms) => held.push({ release, ms }),
  });
  stopClockAt(new Date("2026-11-28T10:00:01Z")); // one Retry-After for every refusal of a test
  await resetDb();
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify({ username: "Omar", password: "right-pass" }),
    headers: { "x-forwarded-for": freshIp() },
  });
  expect(res.status).toBe(201);
});

afterEach(() => jest.useRealTimers());
afterAll(() => {
  setup.__loginTarpit = atOnce;
});

/** Tracks whether `p` has been answered. */
function watch<T>(p: Promise<T>): { promise: Promise<T>; done: () => boolean } {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  return { promise: p, done: () => done };
}

/**
 * Lets the requests' work (queries, a password hash) run until `n` answers are
 * held, or one of `requests` has been answered (then the test fails on the count).
 */
async function untilHeld(n: number, requests: { done: () => boolean }[]) {
  while (held.length < n && !requests.some((r) => r.done())) await new Promise((r) => setImmediate(r));
  expect(held).toHaveLength(n);
}

/** Whether `request` has been answered once the pending I/O has had a few turns. */
async function answered(request: { done: () => boolean }): Promise<boolean> {
  for (let i = 0; i < 200 && !request.done(); i++) await new Promise((r) => setImmediate(r));
  return request.done();
}

const answerOf = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get("retry-after"),
  body: (await res.json()) as unknown,
});

/** A client that has used up its 3 failures a minute at Omar. */
async function slowedClient(): Promise<string> {
  const ip = freshIp();
  for (let i = 0; i < 3; i++) expect((await login("Omar", "wrong-pass", ip)).status).toBe(401);
  expect(held).toHaveLength(0); // failures checked by the password are answered at once
  return ip;
}

describe("refused logins are answered after a slow-down", () => {
  it("holds a refused attempt's answer for a second, then answers the same 429 and Retry-After", async () => {
    const ip = await slowedClient();
    const first = watch(login("Omar", "wrong-pass", ip)); // the database refuses
    await untilHeld(1, [first]);
    expect(held[0]!.ms).toBe(LOGIN_REFUSAL_DELAY_MS);
    expect(await answered(first)).toBe(false);
    held[0]!.release();
    const refused = await answerOf(await first.promise);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ retryAfterSeconds: Number(refused.retryAfter) });

    // Refused again (now before any query): two held, the bound; the next is answered at once,
    // and the held ones, once let go, with word for word the same answer.
    const others = [watch(login("Omar", "wrong-pass", ip)), watch(login("Omar", "wrong-pass", ip))];
    await untilHeld(3, others);
    const past = watch(login("Omar", "wrong-pass", ip));
    expect(await answered(past)).toBe(true);
    expect(held).toHaveLength(3);
    expect(others.map((o) => o.done())).toEqual([false, false]);
    const atOnceAnswer = await answerOf(await past.promise);
    expect(atOnceAnswer.status).toBe(429);
    held.slice(1).forEach((h) => h.release());
    for (const o of others) expect(await answerOf(await o.promise)).toEqual(atOnceAnswer);
  });

  it("holds a 503 of a full password queue too", async () => {
    const slots = (globalThis as { __passwordSlots?: Semaphore }).__passwordSlots!;
    const running = await Promise.all(Array.from({ length: PASSWORD_SLOTS }, () => slots.acquire()));
    const waiting = Array.from({ length: PASSWORD_QUEUE }, () => slots.acquire());
    try {
      const pending = watch(login("nobody", "wrong-pass", freshIp()));
      await untilHeld(1, [pending]);
      expect(await answered(pending)).toBe(false);
      held[0]!.release();
      const res = await pending.promise;
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      running.forEach((release) => release!());
      for (const release of await Promise.all(waiting)) release?.();
    }
  });

  it("never holds a known device's answers or a sign-in", async () => {
    const signedIn = await login("Omar", "right-pass", freshIp());
    expect(signedIn.status).toBe(200);
    const device = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("device="))!
      .split(";")[0]!;
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login("Omar", "wrong-pass", ip, { cookie: device })).status).toBe(401);
    // Its own slow-down (3 failures a minute) answers at once.
    const refused = watch(login("Omar", "wrong-pass", ip, { cookie: device }));
    while (!refused.done() && held.length === 0) await new Promise((r) => setImmediate(r));
    expect(held).toHaveLength(0);
    expect((await refused.promise).status).toBe(429);
    expect(held).toHaveLength(0);
  });
});
