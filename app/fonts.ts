import localFont from "next/font/local";

/**
 * Cairo, self-hosted from @fontsource's files (nothing is downloaded at build
 * or run time), through next/font. Only what the pages use: Arabic and Latin,
 * 400 and 700 (Tailwind's medium and extra-bold map to these).
 *
 * Not preloaded
 * (bench/results/2026-11-25-lighthouse.json):
 * the four files (~100 KB) were fetched at high priority beside the
 * stylesheet and took the slow phone's bandwidth the first paint waited for;
 * Lighthouse's simulated LCP chained them before the first text. Loaded when
 * the stylesheet asks for them, the first paint never waits on them.
 *
 * `display: "optional"`, not "swap": the size-matched fallback is matched to
 * the Arabic 400 file on average, not glyph by glyph, so the swap at ~1.7 s on
 * a slow phone still moved the quick-amount buttons and their text (CLS
 * 0.087 on a cold `/`). With "optional" a page keeps the face it first painted
 * with. And a page names Cairo only once this browser has it cached
 * (components/layout/font-hint.ts): "optional" still holds text invisible
 * for up to 100 ms while a face is on its way, which on a first visit only
 * delayed the first paint. So a first visit paints in the fallback at once
 * and fetches the files after load; every later page load paints in Cairo.
 *
 * Two families, each limited to its subset's characters (the unicode-ranges
 * are @fontsource's): `font-family: var(--font-cairo-latin), var(--font-cairo-arabic)`
 * gives Latin letters, digits and spaces to the first and Arabic to the second,
 * as @fontsource's own CSS does with one family. Until the files arrive, text
 * is drawn in Arial resized to Cairo's metrics (next/font's adjustFontFallback,
 * computed from the Arabic 400 file).
 */
export const cairoArabic = localFont({
  src: [
    { path: "../node_modules/@fontsource/cairo/files/cairo-arabic-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "optional",
  preload: false,
  variable: "--font-cairo-arabic",
  adjustFontFallback: "Arial",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC",
    },
  ],
});

export const cairoLatin = localFont({
  src: [
    { path: "../node_modules/@fontsource/cairo/files/cairo-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/cairo/files/cairo-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "optional",
  preload: false,
  variable: "--font-cairo-latin",
  // The Arabic family's size-matched Arial follows in the stack.
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});
