import type { Touch } from "./attribution";

// The request guard's hand-off of ad landings to the server
// (docs/campaigns.md#landings). The guard (proxy.ts) is its own bundle and
// carries no database client; the server's start installs the recorder here
// (./landings.ts), on globalThis, which the guard and the server share in the
// one Node process. Without one installed (unit tests, a build step) a landing
// is simply not counted. Runtime-neutral: no Node module.

const SINK = Symbol.for("store.adLandingSink");

type Sink = (touch: Touch) => void;

/** The server's start installs the recorder (null takes it away). */
export function installLandingSink(sink: Sink | null): void {
  (globalThis as { [SINK]?: Sink | null })[SINK] = sink;
}

/** Hands a landing to the recorder, if any; never throws and never waits. */
export function reportLanding(touch: Touch): void {
  try {
    (globalThis as { [SINK]?: Sink | null })[SINK]?.(touch);
  } catch {
    // Counting a landing never fails a page.
  }
}
