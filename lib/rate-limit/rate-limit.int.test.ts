import { db, transaction } from "@/lib/db";

import { bucketKey, clear, hit, peek, sweepExpired, unhit } from ".";

const rule = (key: string) => ({ key, limit: 3, windowSeconds: 60 });

describe("database rate limiter", () => {
  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const now = new Date("2026-01-01T00:00:10Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(rule("t:a"), now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
    expect((await peek(rule("t:a"), now)).allowed).toBe(false);
  });

  it("starts again in the next window and keeps keys apart", async () => {
    const t0 = new Date("2026-01-01T00:01:00Z");
    for (let i = 0; i < 3; i++) await hit(rule("t:b"), t0);
    expect((await hit(rule("t:b"), t0)).allowed).toBe(false);
    expect((await hit(rule("t:c"), t0)).allowed).toBe(true);
    expect((await hit(rule("t:b"), new Date("2026-01-01T00:02:00Z"))).allowed).toBe(true);
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

  it("clears a key and sweeps expired windows", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    await hit(rule("t:old"), old);
    await hit(rule("t:clear"), new Date());
    await clear("t:clear");
    expect((await peek(rule("t:clear"))).count).toBe(0);
    expect(await sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimitBucket.count({ where: { key: bucketKey("t:old") } })).toBe(0);
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
