// Cairo on every visit but the first, and a first paint that never waits for it.
//
// With `font-display: optional` (app/fonts.ts) text whose face is still on its
// way stays invisible for up to 100 ms before it is drawn in the fallback:
// on a first visit over a phone network the files never arrive in time, so
// the first paint waited 100 ms for nothing and the page kept the fallback
// anyway. Now a page names Cairo only when this browser has it: the inline
// script at the top of <body> marks <html> from a cookie only this page script
// reads (as components/auth/account-hint.ts does; the server ignores it), and
// the stylesheet gives an unmarked page the size-matched fallback alone
// (app/globals.css). After a first visit's load, when the browser is idle, the
// four files are fetched (into the HTTP cache, not applied: nothing on the
// page changes: ./font-cache.tsx) and the note is written; the next page load
// paints in Cairo. A plain module, not a client one: the root layout, a server
// component, writes the script into every page.

export const FONTS_COOKIE = "fonts-cached";
export const FONTS_ATTRIBUTE = "data-fonts";

/** Runs before the page paints (app/layout.tsx). */
export const FONTS_HINT_SCRIPT =
  `try{if(/(?:^|; )${FONTS_COOKIE}=1(?:;|$)/.test(document.cookie))` +
  `document.documentElement.setAttribute("${FONTS_ATTRIBUTE}","")}catch(e){}`;

/** The four faces: each family's unicode-range decides which file a sample text loads. */
const FACES = [
  ["400 16px cairoArabic", "ا"],
  ["700 16px cairoArabic", "ا"],
  ["400 16px cairoLatin", "a"],
  ["700 16px cairoLatin", "a"],
] as const;

/**
 * Fetches the four faces (not applying them) and, once all have come, notes it
 * for the next page loads in a cookie: a year, this site only.
 */
export async function cacheFonts(fonts: FontFaceSet = document.fonts): Promise<boolean> {
  const loaded = await Promise.all(FACES.map(([font, text]) => fonts.load(font, text)));
  if (loaded.some((faces) => faces.length === 0)) return false; // a face is not declared (or failed): try next visit
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax${secure}`;
  return true;
}
