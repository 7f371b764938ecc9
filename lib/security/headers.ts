/**
 * The store's security headers, in one place (next.config.ts sends them on
 * every response). No "server-only": next.config.ts imports this at build time.
 *
 * Content-Security-Policy without per-request nonces, on purpose. Marketing
 * pages are prerendered and served as the same bytes to everyone; a nonce
 * must differ per response, so it would make every page dynamic (measured in
 * this project: ~5x fewer requests per second). Hashes do not work either:
 * Next's App Router writes the page's React Server Components payload as
 * inline scripts (`self.__next_f.push(…)`) whose text changes with every
 * page and build. So inline scripts are allowed ('unsafe-inline'), and the
 * policy does what it still can:
 * - scripts only from this origin (and the TikTok pixel's host when a pixel
 *   is configured): an injected <script src> from elsewhere does not load;
 * - no plugins (object-src), no <base> rewriting (base-uri), forms post only
 *   here (form-action: an injected form cannot send a password elsewhere),
 *   fetch/XHR/beacons only here (connect-src), no framing (frame-ancestors);
 * - no eval outside development.
 * What it does not do: stop an inline script injected into our HTML. That
 * rests on React escaping everything it renders (no dangerouslySetInnerHTML
 * with user text anywhere in the store).
 */
import { TIKTOK_PIXEL_HOSTS } from "./pixel-hosts";

export interface CspOptions {
  /** A TikTok pixel id is configured at build time: allow the pixel's hosts. */
  pixel: boolean;
  /** `next dev`: React's dev tools need eval, hot reload needs its WebSocket. */
  dev?: boolean;
}

export function contentSecurityPolicy({ pixel, dev = false }: CspOptions): string {
  const extra = (hosts: readonly string[]) => (pixel ? hosts : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...extra(TIKTOK_PIXEL_HOSTS.script)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...extra(TIKTOK_PIXEL_HOSTS.img)],
    "font-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : []), ...extra(TIKTOK_PIXEL_HOSTS.connect)],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

export interface SecurityHeaderOptions extends CspOptions {
  /** Production build: add HSTS (browsers honour it only over https, so local http tries are unaffected). */
  production: boolean;
}

/** Every security header, for next.config.ts's headers(). */
export function securityHeaders({ pixel, dev, production }: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ pixel, dev }) },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
