import { randomBytes } from "node:crypto";

import { resetEnvForTests } from "@/lib/env";
import { PASSWORD_SLOTS_PER_CLIENT, passwordSlotUsage } from "@/lib/auth/password";
import { call, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

import { POST as loginRoute } from "./login/route";
import { POST as registerRoute } from "./register/route";

// Issue 24, item 4: a flood of wrong-password logins from one client must not
// keep anyone else from signing in (the figures on the production build:
// `npm run bench -- login-flood`, docs/benchmarks.md#login-flood).
jest.setTimeout(300_000);

const WORKERS = 80;
const USER = { username: "victim", password: "right-password" };

const login = (body: unknown, headers: Record<string, string>) =>
  call(loginRoute as Handler, "/api/auth/login", { body: JSON.stringify(body), headers });

/** Floods while the user signs in 15 times from `user`; the user's sign-ins and the most password places taken. */
async function underFlood(attacker: () => Record<string, string>, user: Record<string, string>) {
  let running = true;
  let peak = 0;
  let floodRequests = 0;
  const sampler = setInterval(() => {
    const { running: r, queued } = passwordSlotUsage();
    peak = Math.max(peak, r + queued);
  }, 2);
  const flood = Array.from({ length: WORKERS }, async () => {
    while (running) {
      const res = await login({ username: `g${randomBytes(5).toString("hex")}`, password: "wrong-pass" }, attacker());
      await res.arrayBuffer();
      floodRequests++;
      // Requests arrive as I/O events: without this the in-process loop (the embedded database answers
      // in microtasks) would never let a timer run.
      await new Promise((r) => setImmediate(r));
    }
  });
  const statuses: number[] = [];
  try {
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 15; i++) {
      statuses.push((await login(USER, user)).status);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    running = false;
    await Promise.all(flood);
    clearInterval(sampler);
  }
  expect(floodRequests).toBeGreaterThan(WORKERS);
  return { signedIn: statuses.filter((s) => s === 200).length, peak };
}

beforeEach(async () => {
  await resetDb();
  const res = await call(registerRoute as Handler, "/api/auth/register", {
    body: JSON.stringify(USER),
    headers: fromAddress("192.0.2.200"),
  });
  expect(res.status).toBe(201);
});

describe("logins under a flood of wrong passwords", () => {
  it("from one connection (no proxy): another client still signs in 14 of 15 times", async () => {
    const { signedIn, peak } = await underFlood(() => fromAddress("203.0.113.66"), fromAddress("198.51.100.10"));
    expect(signedIn).toBeGreaterThanOrEqual(14);
    // The flood never held more than its share of the password places (plus the user's one).
    expect(peak).toBeLessThanOrEqual(PASSWORD_SLOTS_PER_CLIENT + 1);
  });

  it("from one IPv6 /64, a new address each time (behind the proxy): 14 of 15 still", async () => {
    process.env.TRUST_PROXY = "true";
    resetEnvForTests();
    try {
      const group = () => randomBytes(2).toString("hex");
      const { signedIn, peak } = await underFlood(
        () => ({ "x-forwarded-for": `2001:db8:66:1:${group()}:${group()}:${group()}:${group()}` }),
        { "x-forwarded-for": "198.51.100.10" },
      );
      expect(signedIn).toBeGreaterThanOrEqual(14);
      expect(peak).toBeLessThanOrEqual(PASSWORD_SLOTS_PER_CLIENT + 1);
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnvForTests();
    }
  });
});
