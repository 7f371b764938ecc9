#!/usr/bin/env node
// After `npm run build`, for the nginx in deploy/nginx: compresses once per
// build what never changes between requests, so the proxy sends files instead
// of compressing the same bytes on every request.
//
//   node deploy/precompress.mjs [distDir]     (default .next)
//
// - every text file under .next/static gets a .gz and a .br beside it
//   (gzip_static, and brotli_static where nginx has Debian's
//   libnginx-mod-http-brotli-static);
// - the prerendered pages (static, never revalidated, no error status, not
//   behind proxy.ts's sign-in redirect) are copied to .next/precompressed/
//   as /index.html, /home.html, … with a .gz and a .br each. Brotli at
//   quality 11 matters for the pages: they carry their stylesheet inline
//   (next.config.ts inlineCss);
// - in those copies the stylesheet is written once, in the <style> in <head>:
//   Next also writes it into the React Server Components payload at the end
//   of the page, twice, as text rows the first render never reads (React
//   finds the <style> already in the document by its data-href). Those rows
//   are emptied (deploy/payload-stylesheet.mjs): /home 198 KB -> 106 KB of HTML the
//   phone parses and keeps as a JavaScript string, 17.3 -> 16.5 KB brotli,
//   41 -> 20 KB gzip (bench/results/2026-11-28-lighthouse.json). The
//   client router's later fetches come from Next, stylesheet and all;
// - .next/precompressed/security-headers.conf: the headers next.config.ts
//   sets on every answer (from the build's routes manifest), as nginx
//   add_header lines, so files nginx sends carry the same CSP, HSTS, …;
//   page-headers.conf: the other headers Next sends with a prerendered page.
// Safe to run again: the pages are rebuilt each time; an asset whose .gz and
// .br are newer than it is left as it is.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { dropPayloadStylesheet } from "./payload-stylesheet.mjs";

const dist = path.resolve(process.argv[2] ?? ".next");
const out = path.join(dist, "precompressed");
const readJson = (file) => JSON.parse(readFileSync(path.join(dist, file), "utf8"));
const gzip = (buf) => gzipSync(buf, { level: constants.Z_BEST_COMPRESSION });
const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

if (!existsSync(path.join(dist, "BUILD_ID"))) {
  console.error(`precompress: no build in ${dist} (run npm run build first)`);
  process.exit(1);
}

// 1. Build assets.
const COMPRESSIBLE = /\.(js|mjs|css|json|txt|svg|map|html|xml|webmanifest)$/;
let assets = 0;
let assetBytes = 0;
let assetGzBytes = 0;
let assetBrBytes = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= 256) {
      const body = readFileSync(file);
      // Hashed build assets never change under their name: what an earlier run compressed stays.
      const fresh = [".gz", ".br"].every(
        (ext) => existsSync(file + ext) && statSync(file + ext).mtimeMs >= statSync(file).mtimeMs,
      );
      const gz = fresh ? readFileSync(`${file}.gz`) : gzip(body);
      const br = fresh ? readFileSync(`${file}.br`) : brotli(body);
      if (!fresh) {
        writeFileSync(`${file}.gz`, gz);
        writeFileSync(`${file}.br`, br);
      }
      assets++;
      assetBytes += body.length;
      assetGzBytes += gz.length;
      assetBrBytes += br.length;
    }
  }
};
walk(path.join(dist, "static"));

// 2. Prerendered pages.
const guardRegexps = [];
for (const [file, key] of [
  ["server/functions-config-manifest.json", "functions"],
  ["server/middleware-manifest.json", "middleware"],
]) {
  if (!existsSync(path.join(dist, file))) continue;
  for (const fn of Object.values(readJson(file)[key] ?? {}))
    for (const m of fn.matchers ?? []) {
      // A matcher that needs a query parameter (an ad's landing: proxy.ts keeps its attribution) runs on
      // requests nginx hands to Next anyway (store.conf's $ad_landing): the page's file still serves the rest.
      if (m.has?.some((h) => h.type === "query")) continue;
      guardRegexps.push(new RegExp(m.regexp));
    }
}
const prerendered = readJson("prerender-manifest.json").routes;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = [];
const pageSizes = [];
for (const [route, info] of Object.entries(prerendered)) {
  if (info.initialRevalidateSeconds !== false) continue; // revalidated: Next must serve it
  if (info.initialStatus && info.initialStatus !== 200) continue; // /_not-found and the like
  if (route.split("/").some((s) => s.startsWith("_"))) continue; // /_global-error
  if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(route)) continue; // what the nginx map accepts
  if (guardRegexps.some((re) => re.test(route))) continue; // proxy.ts may redirect these
  const name = route === "/" ? "/index" : route;
  const html = path.join(dist, "server", "app", `${name}.html`);
  if (!existsSync(html)) continue;
  const target = path.join(out, `${name}.html`);
  mkdirSync(path.dirname(target), { recursive: true });
  const page = dropPayloadStylesheet(readFileSync(html, "utf8"));
  const body = Buffer.from(page.html);
  writeFileSync(target, body);
  const gz = gzip(body);
  const br = brotli(body);
  writeFileSync(`${target}.gz`, gz);
  writeFileSync(`${target}.br`, br);
  pages.push(route);
  pageSizes.push({ route, raw: body.length, gz: gz.length, br: br.length, dropped: page.dropped });
}

// 3. Headers for what nginx sends itself.
const quote = (value) => {
  if (/[$"\\\n]/.test(value)) throw new Error(`precompress: cannot put ${JSON.stringify(value)} in an nginx string`);
  return `"${value}"`;
};
const everyAnswer = (readJson("routes-manifest.json").headers ?? []).find((h) => h.source === "/:path*");
const securityLines = (everyAnswer?.headers ?? []).map((h) => `add_header ${quote(h.key)} ${quote(h.value)} always;`);
writeFileSync(
  path.join(out, "security-headers.conf"),
  `# Written by deploy/precompress.mjs from this build's next.config.ts headers.\n${securityLines.join("\n")}\n`,
);
// As Next sends a prerendered page: cacheable by shared caches until the next
// build, and varying with the client router's headers (the same address
// answers its RSC fetches with React's payload).
writeFileSync(
  path.join(out, "page-headers.conf"),
  [
    "# Written by deploy/precompress.mjs: the headers Next sends with a prerendered page.",
    'add_header Cache-Control "s-maxage=31536000" always;',
    'add_header Vary "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch" always;',
    "",
  ].join("\n"),
);

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const kb1 = (n) => `${(n / 1024).toFixed(1)}`;
console.log(
  `precompress: ${assets} assets (${kb(assetBytes)} -> ${kb(assetGzBytes)} gzip, ${kb(assetBrBytes)} brotli), ` +
    `${pages.length} pages, ${securityLines.length} security headers`,
);
for (const p of pageSizes)
  console.log(
    `  ${p.route}: ${kb1(p.raw)} KB, ${kb1(p.gz)} KB gzip, ${kb1(p.br)} KB brotli` +
      ` (stylesheet copies dropped from the RSC payload: ${p.dropped})`,
  );
