import { PASSWORD_BUSY_MESSAGE, PASSWORD_SLOTS, passwordSlotUsage } from "@/lib/auth/password";
import { LOGIN_ADMISSION_QUEUE, LOGIN_ADMITTED } from "@/lib/auth/service";
import { call, type Handler } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { fromAddress } from "@/test/support/users";

import { POST as loginRoute } from "./login/route";
import { POST as registerRoute } from "./register/route";

jest.setTimeout(60_000);

beforeEach(() => resetDb());

// Each from an address of its own: the load of many clients, not one client's flood (login-flood.int.test.ts).
const login = (username: string, i: number) =>
  call(loginRoute as Handler, "/api/auth/login", {
    body: JSON.stringify({ username, password: "wrong-pass" }),
    headers: fromAddress(`198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`),
  });

describe("password checks under load", () => {
  it("runs at most a few argon2 checks at once and answers the overflow 503 with Retry-After", async () => {
    expect(
      (
        await call(registerRoute as Handler, "/api/auth/register", {
          body: JSON.stringify({ username: "busy", password: "right-pass" }),
        })
      ).status,
    ).toBe(201);

    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, passwordSlotUsage().running)), 2);
    // Logins at once, each at its own username from its own address (no rate limit applies): more than
    // the login line admits and holds (lib/auth/service), so at least OVERFLOW are refused at once,
    // however fast the machine checks passwords (with 200, a fast one emptied the line in time: no 503).
    const OVERFLOW = 40;
    const results = await Promise.all(
      Array.from({ length: LOGIN_ADMITTED + LOGIN_ADMISSION_QUEUE + OVERFLOW }, (_, i) => login(`user${i}`, i)),
    );
    clearInterval(sampler);

    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(PASSWORD_SLOTS);
    const busy = results.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(OVERFLOW);
    expect(busy[0]!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await busy[0]!.json()).message).toBe(PASSWORD_BUSY_MESSAGE);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(PASSWORD_SLOTS);
    expect(passwordSlotUsage()).toEqual({ running: 0, queued: 0 });

    // Once the burst is over, the owner signs in as usual.
    const ok = await call(loginRoute as Handler, "/api/auth/login", {
      body: JSON.stringify({ username: "busy", password: "right-pass" }),
      headers: fromAddress("192.0.2.1"),
    });
    expect(ok.status).toBe(200);
  });
});
