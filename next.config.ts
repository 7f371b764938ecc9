import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

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
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
