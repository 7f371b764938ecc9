import type { NextConfig } from "next";

import { parseContactSettings } from "./lib/env/contact";
import { identityFromSettings } from "./lib/env/identity";
import { TIKTOK_PIXEL_ID_PATTERN } from "./lib/env/pixel-id";
import { DEFAULT_APP_URL } from "./lib/env/schema";
// The headers module itself, not the room's door: next.config runs outside the bundler,
// where the door's server-only modules would refuse to load.
import { securityHeaders } from "./lib/security/headers";

/**
 * The TikTok pixel code is decided at build time: the marketing pages are
 * prerendered and their JavaScript built once, and Next computes `headers()`
 * at `next build` too (`next start` serves the routes manifest written then).
 * So the pixel the browser loads and the Content-Security-Policy that allows
 * its hosts both come from this one value; the server warns at start when the
 * runtime TIKTOK_PIXEL_ID differs (lib/tracking/pixel-build-check.ts).
 */
const tiktokPixelId = (process.env.TIKTOK_PIXEL_ID ?? "").trim();
if (tiktokPixelId && !TIKTOK_PIXEL_ID_PATTERN.test(tiktokPixelId))
  throw new Error("TIKTOK_PIXEL_ID must be the pixel code from TikTok Events Manager (letters and digits)");

// The public address the link-preview tags (og:image, og:url) of prerendered
// pages name; the server warns at start when APP_URL has changed since.
const appUrl = (process.env.APP_URL ?? "").trim() || DEFAULT_APP_URL;
// The contact details (footer, legal pages, e-mails): prerendered, so read here.
const contact = parseContactSettings(process.env);
// The store's identity (business, law, VAT) the terms, privacy page and footer state:
// prerendered, so read here, the demo identity where unset (a production start without
// the settings is refused unless it is a demo); the server warns at start when it changed since.
const identity = identityFromSettings(process.env, contact);

const production = process.env.NODE_ENV === "production";
// CSP, HSTS and the rest (lib/security/headers.ts), fixed at build time so
// prerendered pages stay static; the pixel's hosts only in a build with a pixel.
const headers = securityHeaders({ pixel: tiktokPixelId !== "", dev: !production, production });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Inlined into every bundle as process.env.STORE_BUILD_* (read in lib/env/contract.ts).
  env: {
    STORE_BUILD_TIKTOK_PIXEL_ID: tiktokPixelId,
    STORE_BUILD_IDENTITY: JSON.stringify(identity),
    STORE_BUILD_APP_URL: appUrl,
    STORE_BUILD_CONTACT: JSON.stringify(contact),
  },
  // Browser tests build a second copy with a pixel id into its own folder
  // (test/e2e/pixel-store.ts); the main build has type-checked the same code.
  ...(process.env.STORE_DIST_DIR
    ? { distDir: process.env.STORE_DIST_DIR, typescript: { ignoreBuildErrors: true } }
    : {}),
  poweredByHeader: false,
  // The stylesheet is written into each page's HTML instead of linked: a
  // phone on its first visit paints after one round trip, not two (the HTML,
  // then the render-blocking CSS). Next writes it three times per page (the
  // <style> and twice in the RSC payload); the pages nginx sends carry it
  // once (deploy/precompress.mjs). Next is pinned to an exact version in
  // package.json; test/e2e/inline-css.e2e.test.ts counts the copies, so an
  // upgrade that changes them is noticed (docs/deployment.md#compression).
  experimental: { inlineCss: true },
  // Behind the recommended nginx (deploy/nginx) the proxy compresses: the
  // prerendered pages and assets once per build (deploy/precompress.mjs), the
  // rest on the fly in C. NEXT_COMPRESS=false turns Next's per-request gzip off
  // there; on by default so a plain `npm run store` still sends gzip. Read at
  // `next start` too (the config is loaded again when the server starts).
  compress: process.env.NEXT_COMPRESS !== "false",
  // Next.js computes an ETag by hashing the whole page body in JavaScript on
  // every request, even for prerendered pages: profiled under load it was 8%
  // of the server's CPU on /home. Pages are revalidated by build (hashed asset
  // names, s-maxage), so the 304s it would buy are not worth it.
  generateEtags: false,
  // Loaded from node_modules at run time: PGlite reads its WebAssembly files
  // beside its module, and ffmpeg wrappers spawn binaries.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "fluent-ffmpeg"],
  async headers() {
    return [{ source: "/:path*", headers }];
  },
};

export default nextConfig;
