import type { NextConfig } from "next";

import { securityHeaders } from "./lib/security";

const production = process.env.NODE_ENV === "production";
// CSP, HSTS and the rest (lib/security/headers.ts), fixed at build time so
// prerendered pages stay static. `pixel` allows the TikTok pixel's hosts: the
// ad-events work turns it on when the pixel is configured for the build.
const headers = securityHeaders({ pixel: false, dev: !production, production });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
