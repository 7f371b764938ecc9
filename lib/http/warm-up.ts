/**
 * Warms the server's request path just after it starts, so the first real
 * requests are not the ones that pay for it.
 *
 * A freshly started process runs Next's router, the route wrapper and the
 * database client in V8's slowest tiers, and a few lazy set-ups happen on the
 * first request. Measured (docs/benchmarks.md#login-flood): a burst of 80
 * requests reaching a server a few seconds old kept its event loop busy for
 * ~275 ms in one go, against under 70 ms for the same burst a minute later,
 * and `/api/health` waited behind it. A few hundred sequential requests to a
 * cheap route, one at a time (real traffic interleaves with them), bring the
 * shared path to its optimised tiers in well under a second of CPU.
 *
 * Best effort: a server bound only to another interface, or stopping, is left
 * as it is.
 */
export async function warmUp(origin: string, { requests = WARM_UP_REQUESTS } = {}): Promise<number> {
  let answered = 0;
  for (let i = 0; i < requests; i++) {
    try {
      const res = await fetch(`${origin}/api/health`, {
        headers: { "user-agent": WARM_UP_USER_AGENT },
        signal: AbortSignal.timeout(5_000),
      });
      await res.arrayBuffer();
      answered++;
    } catch {
      return answered; // not reachable (or gone): nothing to warm
    }
  }
  return answered;
}

export const WARM_UP_REQUESTS = 300;
export const WARM_UP_USER_AGENT = "store-warm-up";

/** The address `next start` listens on, as seen from this host, from the PORT it sets to the port it chose. */
export function localOrigin(port: string | undefined): string | null {
  const number = Number(port ?? "");
  return Number.isInteger(number) && number > 0 ? `http://127.0.0.1:${number}` : null;
}
