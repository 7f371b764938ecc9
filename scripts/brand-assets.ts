// npm run brand – writes the store's icons and link-preview image from one
// drawing, rendered by the Chromium the browser tests use (playwright-core):
//   app/icon.svg                  the favicon modern browsers use
//   app/favicon.ico               32 px, for the rest (PNG inside an .ico, by ffmpeg)
//   app/apple-icon.png            180 px, the home-screen icon on iPhones
//   public/icons/icon-{192,512}.png  the web app manifest's (app/manifest.ts)
//   app/opengraph-image.jpg, app/twitter-image.jpg  1200x630 link preview
// Next turns the app/ files into <link rel="icon">, og:image and twitter:image
// tags on every page (docs/development.md#icons-and-link-previews). The files
// are committed; rerun this after changing the drawing or the copy.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PREVIEW_IMAGE_ALT, site } from "../lib/content";
import { launchBrowser } from "../test/support/browser";

const ROOT = path.join(__dirname, "..");
const BRAND = "#d6246e";

/** A rising trend line with an arrow head, white on the brand colour, on a 64-unit grid. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BRAND}"/>
  <path d="M12 44 L26 30 L34 38 L50 20" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M38 18 H52 V32" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

const font = (weight: number) =>
  readFileSync(path.join(ROOT, "node_modules/@fontsource/cairo/files", `cairo-arabic-${weight}-normal.woff2`)).toString(
    "base64",
  );

function ogHtml(): string {
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><style>
  @font-face { font-family: Cairo; font-weight: 800; src: url(data:font/woff2;base64,${font(800)}) format("woff2"); }
  @font-face { font-family: Cairo; font-weight: 600; src: url(data:font/woff2;base64,${font(600)}) format("woff2"); }
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: Cairo, sans-serif; color: #fff; display: flex; flex-direction: column; justify-content: center;
         gap: 28px; padding: 0 96px; box-sizing: border-box; background: linear-gradient(135deg, ${BRAND}, #6d28d9); }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 56px; font-weight: 800; }
  .brand img { width: 112px; height: 112px; border-radius: 24px; box-shadow: 0 8px 32px rgb(0 0 0 / 0.25); }
  h1 { margin: 0; font-size: 68px; line-height: 1.25; font-weight: 800; }
  p { margin: 0; font-size: 36px; font-weight: 600; opacity: 0.92; }
</style></head><body>
  <div class="brand"><img src="data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString("base64")}" alt="">${site.name}</div>
  <h1>${site.tagline}</h1>
  <p>${site.promo.text}</p>
</body></html>`;
}

/** Opaque for the iPhone's home screen (it rounds the corners itself), else with transparent corners. */
function iconHtml(size: number, opaque = false): string {
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${opaque ? BRAND : "transparent"}">
  <img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString("base64")}">
</body></html>`;
}

async function main() {
  const browser = await launchBrowser();
  const tmp = mkdtempSync(path.join(tmpdir(), "brand-"));
  try {
    const shot = async (html: string, width: number, height: number, file: string, transparent = false) => {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(html, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      mkdirSync(path.dirname(file), { recursive: true });
      if (file.endsWith(".jpg")) await page.screenshot({ path: file, type: "jpeg", quality: 85 });
      else await page.screenshot({ path: file, type: "png", omitBackground: transparent });
      await page.close();
    };
    writeFileSync(path.join(ROOT, "app/icon.svg"), ICON_SVG);
    await shot(iconHtml(180, true), 180, 180, path.join(ROOT, "app/apple-icon.png"));
    for (const size of [192, 512])
      await shot(iconHtml(size), size, size, path.join(ROOT, `public/icons/icon-${size}.png`), true);
    const png32 = path.join(tmp, "icon-32.png");
    await shot(iconHtml(32), 32, 32, png32, true);
    const ico = path.join(ROOT, "app/favicon.ico");
    execFileSync("ffmpeg", [
      "-loglevel",
      "error",
      "-y",
      "-i",
      png32,
      "-c:v",
      "png",
      "-pix_fmt",
      "rgba",
      "-f",
      "ico",
      ico,
    ]);
    const og = path.join(ROOT, "app/opengraph-image.jpg");
    await shot(ogHtml(), 1200, 630, og);
    writeFileSync(path.join(ROOT, "app/twitter-image.jpg"), readFileSync(og));
    writeFileSync(path.join(ROOT, "app/opengraph-image.alt.txt"), PREVIEW_IMAGE_ALT);
    writeFileSync(path.join(ROOT, "app/twitter-image.alt.txt"), PREVIEW_IMAGE_ALT);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    await browser.close();
  }
}

void main();
