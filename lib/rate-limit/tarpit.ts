/**
 * Slow-downs that cost nothing: a refused request's answer is held on a timer
 * before it goes out, so a client that sends its next request only after the
 * last answer (a closed-loop flooder) gets about one answer a second per
 * connection instead of as many as the CPU can refuse, while holding it costs
 * no CPU and no database work (docs/security.md#lockout).
 *
 * Spread: refusals that arrive together are let go over a span of time
 * (`jitter`), not all at one moment, so a flood's connections do not stay in
 * step and land on the server as one burst each second, in front of everyone
 * else's requests (docs/benchmarks.md#login-flood).
 *
 * Bounded: at most `maxHeld` answers are held at once; past that a refusal is
 * answered at once (a flood with more connections than that is refused as
 * fast as before, never queued without end).
 */
export interface TarpitOptions {
  /** The longest an answer is held (ms); a shorter Retry-After holds it only that long. */
  maxDelayMs: number;
  /** Answers held at once, at most. */
  maxHeld: number;
  /** The share of the delay taken off at random (0 to 1): 0.5 holds between half the delay and all of it. */
  jitter?: number;
  /** A number in [0, 1) (tests inject their own); Math.random by default. */
  random?: () => number;
  /** Schedules `release` after `ms` (the injected clock of tests); a real timer by default. */
  schedule?: (release: () => void, ms: number) => void;
}

export class Tarpit {
  private heldNow = 0;
  private readonly schedule: (release: () => void, ms: number) => void;
  private readonly random: () => number;

  constructor(readonly options: TarpitOptions) {
    this.schedule = options.schedule ?? ((release, ms) => void setTimeout(release, ms));
    this.random = options.random ?? Math.random;
  }

  /**
   * Resolves when the refused answer may go out: after min(maxDelayMs,
   * `retryAfterMs`), less up to `jitter` of it at random, or at once when
   * `maxHeld` answers are already held.
   */
  hold(retryAfterMs: number): Promise<void> {
    const longest = Math.min(this.options.maxDelayMs, Math.max(0, retryAfterMs));
    const ms = Math.round(longest * (1 - (this.options.jitter ?? 0) * this.random()));
    if (!(ms > 0) || this.heldNow >= this.options.maxHeld) return Promise.resolve();
    this.heldNow++;
    return new Promise((resolve) =>
      this.schedule(() => {
        this.heldNow--;
        resolve();
      }, ms),
    );
  }

  /** Answers held right now. */
  get held(): number {
    return this.heldNow;
  }
}
