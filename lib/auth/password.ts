import "server-only";

import { hash, verify, type Algorithm } from "@node-rs/argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-40 ms here.
// Algorithm is a const enum (not importable as a value under isolatedModules): 2 = Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash to verify against when the username does not exist, so a wrong
 * username costs as long as a wrong password (no user enumeration by timing).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("dummy-password-for-timing");
  return dummy;
}
