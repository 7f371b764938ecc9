/**
 * Fakes only `Date`, starting at `start` and running on in real time; timers,
 * microtasks and performance stay real (the database driver needs them). For
 * tests whose outcome depends on where "now" falls, such as fixed rate-limit
 * windows, which must not roll over in the middle of a test.
 */
export function runClockFrom(start: Date): void {
  jest.useFakeTimers({ now: start, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
}

/**
 * Fakes only `Date`, stopped at `at` (timers stay real): for a test that must
 * stay inside one rate-limit window however long the machine takes over it.
 * Undo with jest.useRealTimers().
 */
export function stopClockAt(at: Date): void {
  jest.useFakeTimers({ now: at, advanceTimers: false, doNotFake: [...REAL_TIMERS] });
}

/** What the clocks above leave real: the database driver needs timers, microtasks and performance. */
const REAL_TIMERS = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

/**
 * A clock that moves only when told, for the job worker's `now` option (and
 * `runJobs`): a test jumps past a lease instead of sleeping through it.
 */
export function manualClock(start: Date = new Date()) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}
