import "server-only";

import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";
import { logger } from "@/lib/log";

let developmentSecret: string | undefined;

/**
 * The server's secret: it encrypts session tokens and keys everything else
 * outsiders must not compute (serverKey).
 * - AUTH_SECRET when set (production refuses to start without it: lib/env).
 * - Tests (NODE_ENV=test): a fixed secret derived from DATA_DIR, so runs need no
 *   setup. Anyone can compute it, which is why nothing else may use it.
 * - Development: a random secret generated once and kept in
 *   `$DATA_DIR/auth-secret` (mode 600). A derived secret would let anyone forge
 *   sessions on a `next dev` server reachable from a network; a random one kept
 *   beside the embedded database survives restarts just as well, needs no setup,
 *   and is shared by every process that shares the data folder (dev server, worker).
 */
export function serverSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === "production") throw new Error("AUTH_SECRET is required in production");
  if (config.NODE_ENV === "test")
    return createHash("sha256").update(`test-auth-secret:${config.DATA_DIR}`).digest("hex");
  if (!developmentSecret) {
    developmentSecret = storedDevelopmentSecret(config.DATA_DIR);
    logger("auth").warn(
      `AUTH_SECRET is not set: sessions are signed with the random secret in ${path.resolve(config.DATA_DIR, "auth-secret")}. ` +
        "Set AUTH_SECRET (openssl rand -base64 32) on any server other people can reach.",
    );
  }
  return developmentSecret;
}

/** Reads `$DATA_DIR/auth-secret`, creating it (exclusively, so two processes agree) when missing. */
export function storedDevelopmentSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "auth-secret");
  const read = () => {
    const text = readFileSync(file, "utf8").trim();
    if (text.length < 32) throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
    return text;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return read();
}

/**
 * A key for one purpose, derived from the server's secret (HMAC-SHA256 of the
 * purpose's label): a key that leaks for one purpose says nothing of the
 * session secret or of another purpose's key.
 */
export function serverKey(purpose: string): Buffer {
  return createHmac("sha256", serverSecret()).update(`trend-boost:key:${purpose}`, "utf8").digest();
}
