import "server-only";

import { availableParallelism } from "node:os";

import type { Algorithm } from "@node-rs/argon2";

import { AppError } from "@/lib/errors";
import { Semaphore } from "@/lib/security";

import { PasswordThreads } from "./password-threads";

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-40 ms here.
// Algorithm is a const enum (not importable as a value under isolatedModules): 2 = Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 is meant to be costly: without a cap, 50 logins at once took every
 * core and the health check went from 4 ms to 669 ms. At most (cores - 1)
 * hashes run at once (one core stays free for everything else), a short queue
 * waits up to 5 s, and beyond that the caller gets a 503 with Retry-After.
 * Per process, like the CPU it protects.
 *
 * One client (an address, an IPv6 /64) holds at most PASSWORD_SLOTS_PER_CLIENT
 * places, running and waiting together, and is refused beyond them: a flood
 * from one client waits in front of another client's login for at most that
 * many checks (docs/benchmarks.md#login-flood).
 */
export const PASSWORD_SLOTS = Math.min(4, Math.max(1, availableParallelism() - 1));
export const PASSWORD_QUEUE = 64;
export const PASSWORD_WAIT_MS = 5_000;
export const PASSWORD_SLOTS_PER_CLIENT = 2;
export const PASSWORD_BUSY_MESSAGE = "الخادم مشغول حالياً بطلبات تسجيل دخول كثيرة، يرجى المحاولة بعد لحظات";

const slots = ((globalThis as { __passwordSlots?: Semaphore }).__passwordSlots ??= new Semaphore(
  PASSWORD_SLOTS,
  PASSWORD_QUEUE,
  PASSWORD_WAIT_MS,
  PASSWORD_SLOTS_PER_CLIENT,
));

// One low-priority thread per slot (lib/auth/password-threads): a check takes the CPU the rest of the
// server leaves, so a flood of checks does not slow every other request down.
const threads = ((globalThis as { __passwordThreads?: PasswordThreads }).__passwordThreads ??= new PasswordThreads(
  PASSWORD_SLOTS,
));
const hash = (password: string) => threads.run<string>("hash", [password, OPTIONS]);
const verify = (passwordHash: string, password: string) => threads.run<boolean>("verify", [passwordHash, password]);

/**
 * Runs one argon2 operation within the process's slots, counted against
 * `client`'s share when given; 503 (retryable) when they are all taken or the
 * client holds its share.
 */
async function inSlot<T>(client: string | undefined, work: () => Promise<T>, priority = false): Promise<T> {
  const release = await slots.acquire(client, { priority });
  if (!release) throw new AppError("UNAVAILABLE", PASSWORD_BUSY_MESSAGE, { retryAfterSeconds: 5 });
  try {
    return await work();
  } finally {
    release();
  }
}

/** A new password's hash (sign-ups are limited per client by their own counters: lib/auth/throttle). */
export function hashPassword(password: string): Promise<string> {
  return inSlot(undefined, () => hash(password));
}

/**
 * False for a wrong password or a malformed hash; never throws on bad input.
 * Throws AppError UNAVAILABLE when the server is too busy to check it, and
 * the thread's error when its password thread died mid-check.
 * `knownDevice`: the browser carries this account's device token
 * (lib/auth/device): its check waits in front of a flood's, so a flood from
 * other addresses does not keep the owner out (docs/security.md#lockout).
 */
export function verifyPassword(
  passwordHash: string,
  password: string,
  client: string,
  knownDevice = false,
): Promise<boolean> {
  return inSlot(client, () => verify(passwordHash, password), knownDevice);
}

let dummy: Promise<string> | undefined;

/**
 * A hash to verify against when the username does not exist, so a wrong
 * username costs as long as a wrong password (no user enumeration by timing).
 * Computed outside the slots, once per process.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hash("dummy-password-for-timing").catch((error: unknown) => {
    dummy = undefined; // asked again by the next login, not failed for good
    throw error;
  });
  return dummy;
}

/** For tests: how many password checks run and wait right now. */
export function passwordSlotUsage(): { running: number; queued: number } {
  return { running: slots.running, queued: slots.queued };
}
