import { retryAfterMs, windowAt, type RateLimitResult, type RateLimitRule } from "./window";

/**
 * This process's memory of refusals: "this bucket refuses until T". A caller
 * that charges attempts up front and takes a refused attempt's charges back
 * (lib/auth/throttle) asks it first, so a client that is already refused is
 * refused again without touching the database: a flood from a locked client
 * costs no queries (docs/security.md#lockout).
 *
 * The database stays the authority. T is when the database itself would let
 * one more hit in if nothing else were counted meanwhile: the count it
 * answered, less the charges this process still has in flight on the bucket
 * (they may yet be taken back, as every refused attempt's are). Counts only
 * go down when such a charge is taken back or a bucket is cleared, so until T
 * the database would refuse too; a bucket this process clears is forgotten.
 * Another instance's charges in flight at that moment are the one thing it
 * cannot see (docs/security.md#lockout).
 *
 * In memory and bounded (at most `maxEntries` buckets; the oldest go first):
 * what is forgotten is simply asked of the database again.
 */
export class RefusalMemo {
  private readonly until = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();

  constructor(readonly maxEntries = 10_000) {}

  /** The time (ms since the epoch) until which `key` refuses, or null when it may be asked. */
  refusedUntil(key: string, now: Date): number | null {
    const until = this.until.get(key);
    if (until === undefined) return null;
    if (until > now.getTime()) return until;
    this.until.delete(key);
    return null;
  }

  /** A charge on `key` is about to be counted in the database. */
  charging(key: string): void {
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
  }

  /** A charge on `key` is settled: kept as a failure, or taken back (call once the database has it back). */
  settled(key: string): void {
    const n = (this.inFlight.get(key) ?? 0) - 1;
    if (n > 0) this.inFlight.set(key, n);
    else this.inFlight.delete(key);
  }

  /**
   * The database refused a hit of `rule` at `now` (`counted`: its answer, the
   * refused hit included and still in flight). Remembers until when it refuses.
   */
  refused(rule: RateLimitRule, now: Date, counted: RateLimitResult): void {
    const staying = Math.max(0, counted.current - (this.inFlight.get(rule.key) ?? 0));
    const wait = retryAfterMs(rule, windowAt(rule, now), staying, counted.previous);
    if (wait <= 0) return;
    const until = Math.ceil(now.getTime() + wait); // whole milliseconds, never before the database's moment
    if (this.until.size >= this.maxEntries && !this.until.has(rule.key)) this.makeRoom(now);
    this.until.delete(rule.key); // re-inserted as the newest
    this.until.set(rule.key, until);
  }

  /** The bucket was cleared (a successful sign-in): ask the database again. */
  forget(key: string): void {
    this.until.delete(key);
  }

  /** Forgets every refusal (tests that empty the database). */
  reset(): void {
    this.until.clear();
    this.inFlight.clear();
  }

  /** Buckets remembered now (for tests). */
  get size(): number {
    return this.until.size;
  }

  private makeRoom(now: Date): void {
    for (const [key, until] of this.until) if (until <= now.getTime()) this.until.delete(key);
    while (this.until.size >= this.maxEntries) {
      const oldest = this.until.keys().next().value;
      if (oldest === undefined) break;
      this.until.delete(oldest);
    }
  }
}
