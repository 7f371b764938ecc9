import { db, transaction } from "@/lib/db";
import { manualClock } from "@/test/support/clock";

import { bucketKey, clear, enforce, hit, peek, sweepExpired, unhit } from ".";

// Every call is given its time: no test depends on where the real clock falls in a window.
const rule = (key: string) => ({ key, limit: 3, windowSeconds: 60 });

describe("database rate limiter (sliding window)", () => {
  it("allows up to the limit, then refuses with the time until one more fits", async () => {
    const now = new Date("2026-01-01T00:00:10Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(rule("t:a"), now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    // 4 hits in this window: the next fits once they weigh 2 as the previous window, 30 s into the next.
    expect(results[3]!.retryAfterSeconds).toBe(50 + 30);
    expect((await peek(rule("t:a"), now)).allowed).toBe(false);
  });

  it("counts a burst at the end of one window into the start of the next: never twice the limit", async () => {
    const clock = manualClock(new Date("2026-01-01T00:00:59Z"));
    for (let i = 0; i < 3; i++) expect((await hit(rule("t:edge"), clock.now())).allowed).toBe(true);
    clock.advance(2_000); // 00:01:01, a new stored window
    expect((await hit(rule("t:edge"), clock.now())).allowed).toBe(false);
    // Half a window later the previous three weigh 1.5: one more fits, then no more.
    clock.advance(29_000);
    expect((await hit(rule("t:edge"), clock.now())).allowed).toBe(false);
    clock.advance(30_000); // 00:02:00: the burst has slid out
    expect((await hit(rule("t:edge"), clock.now())).allowed).toBe(true);
  });

  it("keeps keys apart and lets a quiet key start again a window later", async () => {
    const clock = manualClock(new Date("2026-01-01T00:01:00Z"));
    for (let i = 0; i < 3; i++) await hit(rule("t:b"), clock.now());
    expect((await hit(rule("t:b"), clock.now())).allowed).toBe(false);
    expect((await hit(rule("t:c"), clock.now())).allowed).toBe(true);
    clock.advance(120_000);
    expect((await hit(rule("t:b"), clock.now())).allowed).toBe(true);
  });

  it("a fixed-window rule counts its calendar window only", async () => {
    const fixed = { ...rule("t:day"), fixedWindow: true };
    const clock = manualClock(new Date("2026-01-01T00:00:59Z"));
    for (let i = 0; i < 3; i++) await hit(fixed, clock.now());
    expect((await hit(fixed, clock.now())).retryAfterSeconds).toBe(1);
    clock.advance(1_000);
    expect((await hit(fixed, clock.now())).allowed).toBe(true);
  });

  it("enforce answers 429 with Retry-After past the limit", async () => {
    const now = new Date("2026-01-01T00:03:30Z");
    for (let i = 0; i < 3; i++) await enforce(rule("t:enforce"), "كثير", undefined, now);
    await expect(enforce(rule("t:enforce"), "كثير", undefined, now)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: "كثير",
    });
  });

  it("counts every one of many concurrent hits exactly once", async () => {
    const now = new Date("2026-01-01T00:05:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(rule("t:burst"), now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("takes back a hit atomically, never below zero", async () => {
    const now = new Date("2026-01-01T00:09:00Z");
    await Promise.all(Array.from({ length: 5 }, () => hit(rule("t:undo"), now)));
    await Promise.all(Array.from({ length: 3 }, () => unhit(rule("t:undo"), now)));
    expect((await peek(rule("t:undo"), now)).count).toBe(2);
    await Promise.all(Array.from({ length: 4 }, () => unhit(rule("t:undo"), now)));
    expect((await peek(rule("t:undo"), now)).count).toBe(0);
    expect((await hit(rule("t:undo"), now)).count).toBe(1);
  });

  it("clears a key and sweeps windows no count reads any more", async () => {
    const now = new Date("2026-01-01T01:00:00Z");
    await hit(rule("t:old"), new Date("2026-01-01T00:57:59Z")); // read until 00:59:59
    await hit(rule("t:recent"), new Date("2026-01-01T00:59:30Z")); // still weighs at 01:00
    await hit(rule("t:clear"), now);
    await clear("t:clear");
    expect((await peek(rule("t:clear"), now)).count).toBe(0);
    expect(await sweepExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimitBucket.count({ where: { key: bucketKey("t:old") } })).toBe(0);
    expect(await db.rateLimitBucket.count({ where: { key: bucketKey("t:recent") } })).toBe(1);
  });

  it("stores any caller-supplied name in a bounded key (a 5,000-character or non-Latin name counts, never fails)", async () => {
    const now = new Date("2026-01-01T00:07:00Z");
    const long = `login:user:${"İ".repeat(5000)}`;
    expect((await hit(rule(long), now)).count).toBe(1);
    expect((await hit(rule(long), now)).count).toBe(2);
    expect((await hit(rule(`${long}x`), now)).count).toBe(1);
    const stored = await db.rateLimitBucket.findMany({ select: { key: true } });
    expect(Math.max(...stored.map((r) => r.key.length))).toBeLessThanOrEqual(84);
    expect(bucketKey(long)).toMatch(/^login:user:[A-Za-z0-9_-]{43}$/);
  });

  it("counts a hit made in a transaction only if that transaction commits", async () => {
    const now = new Date("2026-01-01T00:09:00Z");
    await expect(
      transaction(async (tx) => {
        await hit(rule("t:tx"), now, tx);
        throw new Error("the claim was refused");
      }),
    ).rejects.toThrow("the claim was refused");
    expect((await peek(rule("t:tx"), now)).count).toBe(0);
    await transaction((tx) => hit(rule("t:tx"), now, tx));
    expect((await peek(rule("t:tx"), now)).count).toBe(1);
  });
});
