import { RefusalMemo } from "./memo";
import { result, type RateLimitRule } from "./window";

// The database's own arithmetic (lib/rate-limit/window, what `hit` answers with) is the oracle:
// the memo may refuse only while the database would refuse one more hit too.
const rule: RateLimitRule = { key: "login:ip:203.0.113.9", limit: 20, windowSeconds: 15 * 60 };
const at = (iso: string) => new Date(iso);
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
/** What the database would answer one more hit at `when`, with `current` and `previous` stored. */
const wouldAllow = (when: Date, current: number, previous: number) => result(rule, when, current + 1, previous).allowed;

/** The database's answer to a refused hit at `now`, `current` counted with it. */
const refusedHit = (now: Date, current: number, previous = 0) => {
  const answer = result(rule, now, current, previous);
  expect(answer.allowed).toBe(false);
  return answer;
};

describe("the refusal memo", () => {
  it("refuses a bucket the database refused until the moment the database would let one more in, then asks again", () => {
    const memo = new RefusalMemo();
    const now = at("2026-11-28T10:00:01Z");
    memo.charging(rule.key);
    memo.refused(rule, now, refusedHit(now, 21)); // 20 failures stored; the 21st refused
    memo.settled(rule.key); // its charge taken back
    const until = memo.refusedUntil(rule.key, now);
    // 20 failures in this window: one more fits once they weigh 19 as the previous window.
    expect(until).toBe(at("2026-11-28T10:15:45Z").getTime());
    expect(memo.refusedUntil(rule.key, plus(now, 10 * 60_000))).toBe(until);
    expect(wouldAllow(new Date(until! - 1), 0, 20)).toBe(false);
    expect(memo.refusedUntil(rule.key, new Date(until! - 1))).toBe(until);
    expect(wouldAllow(new Date(until!), 0, 20)).toBe(true);
    expect(memo.refusedUntil(rule.key, new Date(until!))).toBeNull();
    expect(memo.size).toBe(0);
  });

  it("never refuses what the database would allow, wherever in the windows it learnt the refusal", () => {
    for (const offset of [0, 1_000, 299_000, 450_000, 899_000]) {
      for (const [stored, previous] of [
        [20, 0],
        [20, 7],
        [35, 3],
        [5, 30],
        [0, 40],
      ] as const) {
        const memo = new RefusalMemo();
        const now = plus(at("2026-11-28T10:00:00Z"), offset);
        const answer = result(rule, now, stored + 1, previous);
        if (answer.allowed) continue;
        memo.charging(rule.key);
        memo.refused(rule, now, answer);
        const until = memo.refusedUntil(rule.key, now);
        expect(until).not.toBeNull();
        // Nothing else counted: at every moment the memo refuses, the database refuses too.
        for (let t = now.getTime(); t < until!; t += 7_001) {
          const when = new Date(t);
          const sameWindow = Math.floor(t / 900_000) === Math.floor(now.getTime() / 900_000);
          const allowed = sameWindow ? wouldAllow(when, stored, previous) : wouldAllow(when, 0, stored);
          expect({ offset, stored, previous, t: when.toISOString(), allowed }).toMatchObject({ allowed: false });
        }
        // And it lets go no later than the database does.
        const end = new Date(until!);
        const sameWindow = Math.floor(until! / 900_000) === Math.floor(now.getTime() / 900_000);
        const allowedAtEnd = sameWindow ? wouldAllow(end, stored, previous) : wouldAllow(end, 0, stored);
        expect({ offset, stored, previous, allowedAtEnd }).toMatchObject({ allowedAtEnd: true });
      }
    }
  });

  it("does not count charges still in flight here, which may yet be taken back", () => {
    const memo = new RefusalMemo();
    const now = at("2026-11-28T10:00:01Z");
    // 19 failures stored; two attempts charge at once: 20 (allowed) and 21 (refused).
    memo.charging(rule.key);
    memo.charging(rule.key);
    memo.refused(rule, now, refusedHit(now, 21));
    // Both may be taken back (the first may yet succeed): 19 stay, so one more fits at once.
    expect(memo.refusedUntil(rule.key, now)).toBeNull();

    // 20 stored, a refused attempt and another one in flight: what stays is 20.
    const later = new RefusalMemo();
    later.charging(rule.key);
    later.charging(rule.key);
    later.refused(rule, now, refusedHit(now, 22));
    expect(later.refusedUntil(rule.key, now)).toBe(at("2026-11-28T10:15:45Z").getTime());
  });

  it("forgets a bucket that was cleared, and holds at most its number of buckets", () => {
    const memo = new RefusalMemo(3);
    const now = at("2026-11-28T10:00:01Z");
    const keys = ["a", "b", "c", "d"].map((k) => `login:ip:${k}`);
    for (const key of keys) memo.refused({ ...rule, key }, now, refusedHit(now, 21));
    expect(memo.size).toBe(3);
    expect(memo.refusedUntil(keys[0]!, now)).toBeNull(); // the oldest made room
    expect(memo.refusedUntil(keys[3]!, now)).not.toBeNull();
    memo.forget(keys[3]!);
    expect(memo.refusedUntil(keys[3]!, now)).toBeNull();
  });
});
