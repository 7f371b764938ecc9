/**
 * The two browser identifiers that let TikTok match an event to an ad click
 * (client-safe; browser only). Both are sent raw, never hashed.
 */

const TTCLID_KEY = "tiktok_ttclid";

/**
 * Keeps the `ttclid` of the ad click that opened this visit for the rest of
 * the session. Read from the URL the document was loaded with (the
 * navigation entry), so a client-side route change before tracking starts
 * cannot lose it.
 */
export function rememberTtclid(): void {
  try {
    const landing = performance.getEntriesByType?.("navigation")[0]?.name;
    for (const url of [landing, window.location.href]) {
      const value = url ? new URL(url).searchParams.get("ttclid") : null;
      if (value && value.length <= 500) {
        sessionStorage.setItem(TTCLID_KEY, value);
        return;
      }
    }
  } catch {
    // Storage disabled (private mode, sandboxed frame): the click id is only a bonus.
  }
}

export function sessionTtclid(): string | undefined {
  try {
    return sessionStorage.getItem(TTCLID_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The pixel's first-party `_ttp` cookie, once the pixel has set it. */
export function ttpCookie(): string | undefined {
  const match = /(?:^|;\s*)_ttp=([^;]+)/.exec(document.cookie);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
