#!/usr/bin/env node
// After `npm run build`, for the nginx in deploy/nginx: compresses once per
// build what never changes between requests, so the proxy sends files instead
// of compressing the same bytes on every request.
//
//   node deploy/precompress.mjs [distDir]     (default .next)
//
// - every text file under .next/static gets a .gz beside it (gzip_static);
// - the prerendered pages (static, never revalidated, no error status, not
//   behind proxy.ts's sign-in redirect) are copied to .next/precompressed/
//   as /index.html, /home.html, … with a .gz each;
// - .next/precompressed/security-headers.conf: the headers next.config.ts
//   sets on every answer (from the build's routes manifest), as nginx
//   add_header lines, so files nginx sends carry the same CSP, HSTS, …;
//   page-headers.conf: the other headers Next sends with a prerendered page.
// Safe to run again: the output is rebuilt each time.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";

const dist = path.resolve(process.argv[2] ?? ".next");
const out = path.join(dist, "precompressed");
const readJson = (file) => JSON.parse(readFileSync(path.join(dist, file), "utf8"));
const gzip = (buf) => gzipSync(buf, { level: constants.Z_BEST_COMPRESSION });

if (!existsSync(path.join(dist, "BUILD_ID"))) {
  console.error(`precompress: no build in ${dist} (run npm run build first)`);
  process.exit(1);
}

// 1. Build assets.
const COMPRESSIBLE = /\.(js|mjs|css|json|txt|svg|map|html|xml|webmanifest)$/;
let assets = 0;
let assetBytes = 0;
let assetGzBytes = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= 256) {
      const body = readFileSync(file);
      const gz = gzip(body);
      writeFileSync(`${file}.gz`, gz);
      assets++;
      assetBytes += body.length;
      assetGzBytes += gz.length;
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
    for (const m of fn.matchers ?? []) guardRegexps.push(new RegExp(m.regexp));
}
const prerendered = readJson("prerender-manifest.json").routes;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = [];
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
  copyFileSync(html, target);
  writeFileSync(`${target}.gz`, gzip(readFileSync(html)));
  pages.push(route);
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
console.log(
  `precompress: ${assets} assets (${kb(assetBytes)} -> ${kb(assetGzBytes)} gzip), ` +
    `${pages.length} pages (${pages.join(" ")}), ${securityLines.length} security headers`,
);
