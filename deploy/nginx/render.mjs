#!/usr/bin/env node
// Fills in deploy/nginx/store.conf's placeholders and prints the site file.
//
//   node deploy/nginx/render.mjs --server-name shop.example --cert /etc/ssl/shop.pem \
//     --key /etc/ssl/shop.key [--store-dir .] [--upstream 127.0.0.1:3000[,127.0.0.1:3001…]] \
//     [--https-port 443] [--http-port 80] [--brotli auto|on|off] > /etc/nginx/sites-enabled/store.conf
//
// --brotli auto (the default): brotli_static is turned on when Debian's
// libnginx-mod-http-brotli-static is installed and enabled (its file in
// /etc/nginx/modules-enabled, which Debian's nginx.conf includes); without the
// module nginx would refuse the directive, so the site then sends gzip only.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Whether nginx loads the brotli_static module: Debian enables it in modules-enabled. */
export function brotliModuleEnabled(modulesDir = "/etc/nginx/modules-enabled") {
  if (!existsSync(modulesDir)) return false;
  return readdirSync(modulesDir).some((f) => /brotli-static\.conf$/.test(f));
}

/** The site file for these settings (also used by the proxy smoke test and bench). */
export function renderStoreConf({
  storeDir,
  upstream = "127.0.0.1:3000",
  serverName,
  cert,
  key,
  httpsPort = 443,
  httpPort = 80,
  brotli = "auto",
}) {
  if (!["auto", "on", "off"].includes(String(brotli))) throw new Error(`--brotli is auto, on or off, not ${brotli}`);
  const withBrotli = brotli === "on" || (brotli === "auto" && brotliModuleEnabled());
  // Several instances: a comma-separated list, one `server` line each.
  const servers = String(upstream)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length === 0) throw new Error("UPSTREAM names no server");
  const values = {
    STORE_DIR: path.resolve(storeDir),
    UPSTREAM: servers.join(","),
    SERVER_NAME: serverName,
    TLS_CERT: path.resolve(cert),
    TLS_KEY: path.resolve(key),
    HTTPS_PORT: String(httpsPort),
    HTTP_PORT: String(httpPort),
    HTTPS_PORT_SUFFIX: Number(httpsPort) === 443 ? "" : `:${httpsPort}`,
  };
  const lines = {
    BROTLI_STATIC: withBrotli
      ? "brotli_static on;"
      : "# brotli_static on;  (off: libnginx-mod-http-brotli-static is not enabled; gzip only)",
  };
  for (const [name, value] of Object.entries(values)) {
    if (/[\s;{}'"]/.test(value)) throw new Error(`${name} may not contain spaces, quotes, braces or ';': ${value}`);
  }
  const template = readFileSync(path.join(here, "store.conf"), "utf8").replace(
    /^(\s*)server @UPSTREAM@;$/m,
    (_line, indent) => servers.map((s) => `${indent}server ${s};`).join("\n"),
  );
  return template.replace(/@([A-Z_]+)@/g, (whole, name) => {
    if (name in lines) return lines[name];
    if (!(name in values)) throw new Error(`unknown placeholder ${whole}`);
    return values[name];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      "store-dir": { type: "string", default: "." },
      upstream: { type: "string", default: "127.0.0.1:3000" },
      "server-name": { type: "string" },
      cert: { type: "string" },
      key: { type: "string" },
      "https-port": { type: "string", default: "443" },
      "http-port": { type: "string", default: "80" },
      brotli: { type: "string", default: "auto" },
    },
  });
  for (const required of ["server-name", "cert", "key"]) {
    if (!values[required]) {
      console.error(`render.mjs: --${required} is required (see the comment at the top of this file)`);
      process.exit(2);
    }
  }
  process.stdout.write(
    renderStoreConf({
      storeDir: values["store-dir"],
      upstream: values.upstream,
      serverName: values["server-name"],
      cert: values.cert,
      key: values.key,
      httpsPort: values["https-port"],
      httpPort: values["http-port"],
      brotli: values.brotli,
    }),
  );
}
