import "server-only";

import { db, transaction, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { KeyedLines, Semaphore } from "@/lib/security";

import { knownDevice } from "./device";
import { dummyHash, hashPassword, PASSWORD_BUSY_MESSAGE, verifyPassword } from "./password";
import { usernameKey, type LoginInput, type RegisterInput } from "./contract";
import { beginLoginAttempt, countNewAccount, holdRefusal, refuseIfRemembered } from "./throttle";

export const DUPLICATE_USERNAME_MESSAGE = "اسم المستخدم مستخدم بالفعل، يرجى اختيار اسم آخر";
export const INVALID_CREDENTIALS_MESSAGE = "اسم المستخدم أو كلمة المرور غير صحيحة";

export interface AccountUser {
  id: string;
  username: string;
  sessionVersion: number;
}

/**
 * Creates an account. The hash is computed before touching the database; the
 * unique index on the lower-cased username decides concurrent duplicates, so
 * exactly one of several simultaneous sign-ups wins and the others get a 409.
 * The account counts against its client's daily allowance in the same
 * transaction (lib/auth/throttle countNewAccount).
 */
export async function registerUser(
  input: RegisterInput,
  options: {
    /** The key of the client's limits (lib/security clientKey). */
    client: string;
    /** Work that must commit with the account (the registration conversion job). */
    onCreated?: (tx: Tx, user: AccountUser) => Promise<void>;
  },
): Promise<AccountUser> {
  const { client, onCreated } = options;
  const key = usernameKey(input.username);
  const existing = await db.user.findUnique({ where: { usernameKey: key }, select: { id: true } });
  if (existing) throw new AppError("CONFLICT", DUPLICATE_USERNAME_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (tx) => {
    // ON CONFLICT DO NOTHING on the unique usernameKey: the loser of a race gets
    // no row back (and no database error in the logs).
    const [created] = await tx.user.createManyAndReturn({
      data: [{ username: input.username.trim(), usernameKey: key, passwordHash }],
      select: { id: true, username: true, sessionVersion: true },
      skipDuplicates: true,
    });
    if (!created) throw new AppError("CONFLICT", DUPLICATE_USERNAME_MESSAGE);
    await countNewAccount(tx, client);
    await onCreated?.(tx, created);
    return created;
  });
}

/**
 * Login attempts from unknown devices that do their database and password
 * work at once, per process; the others wait in line (first come, first
 * served, up to LOGIN_ADMISSION_QUEUE for up to LOGIN_ADMISSION_WAIT_MS, then
 * a 503), costing nothing while they wait, so a flood's attempts cannot fill
 * the database's one session (embedded) or the event loop in front of other
 * requests. A known device's attempt does not wait in this line.
 */
export const LOGIN_ADMITTED = 4;
export const LOGIN_ADMISSION_QUEUE = 256;
export const LOGIN_ADMISSION_WAIT_MS = 5_000;
const admission = ((globalThis as { __loginAdmission?: Semaphore }).__loginAdmission ??= new Semaphore(
  LOGIN_ADMITTED,
  LOGIN_ADMISSION_QUEUE,
  LOGIN_ADMISSION_WAIT_MS,
));

/**
 * Before that line, one client's (an address, an IPv6 /64) unknown-device
 * attempts go one at a time, the rest waiting their turn (up to
 * LOGIN_WAITING_PER_CLIENT, then a 503): each attempt then starts after the
 * last one is settled and finds any refusal it left in this process's memory
 * (lib/auth/throttle), so a flood from one client is refused without queries
 * after its first refused attempt. With several of its attempts at once, each
 * refusal saw the others' charges in flight, which might still be taken back,
 * and could not be remembered: measured, a one-address flood then cost the
 * database two seconds of queries before it was refused from memory
 * (docs/benchmarks.md#login-flood).
 */
export const LOGIN_WAITING_PER_CLIENT = 16;
const clientLines = ((globalThis as { __loginClientLines?: KeyedLines }).__loginClientLines ??= new KeyedLines(
  1,
  LOGIN_WAITING_PER_CLIENT,
  LOGIN_ADMISSION_WAIT_MS,
));

/**
 * Checks a username and password under the login throttle (lib/auth/throttle),
 * for the client `client` (lib/security clientKey), from a browser whose
 * device cookie is `deviceCookie` (lib/auth/device). Throws 429 when a limit
 * is reached, 503 when there is no password slot for this client, 401 with
 * one message whether the user exists or not (and after the same argon2 work
 * either way). A 429 or 503 to an unknown device goes out after a slow-down
 * (docs/security.md#lockout).
 */
export async function authenticate(
  input: LoginInput,
  client: string,
  deviceCookie: string | null = null,
): Promise<AccountUser> {
  const key = usernameKey(input.username);
  const device = knownDevice(deviceCookie, key);
  try {
    if (device !== null) return await checkPassword(input, key, client, device);
    refuseIfRemembered(key, client); // a refused client does not wait in line for its 429
    const clientTurn = await clientLines.acquire(client);
    if (!clientTurn) throw new AppError("UNAVAILABLE", PASSWORD_BUSY_MESSAGE, { retryAfterSeconds: 5 });
    try {
      refuseIfRemembered(key, client); // the attempt before it may have left a refusal
      const release = await admission.acquire();
      if (!release) throw new AppError("UNAVAILABLE", PASSWORD_BUSY_MESSAGE, { retryAfterSeconds: 5 });
      try {
        return await checkPassword(input, key, client, device);
      } finally {
        release();
      }
    } finally {
      clientTurn();
    }
  } catch (error) {
    // A refusal (429, or 503 from a full password queue) to an unknown device is
    // answered after a slow-down held on a timer (lib/auth/throttle holdRefusal).
    await holdRefusal(error, device);
    throw error;
  }
}

async function checkPassword(
  input: LoginInput,
  key: string,
  client: string,
  device: string | null,
): Promise<AccountUser> {
  const attempt = await beginLoginAttempt(key, client, device);
  let user: { id: string; username: string; passwordHash: string; sessionVersion: number } | null;
  let ok: boolean;
  try {
    user = await db.user.findUnique({
      where: { usernameKey: key },
      select: { id: true, username: true, passwordHash: true, sessionVersion: true },
    });
    ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password, client, device !== null);
  } catch (error) {
    // Never checked (busy server, database down): not a failure of the caller's.
    await attempt.cancelled();
    throw error;
  }
  if (!user || !ok) {
    attempt.failed();
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }
  await attempt.succeeded();
  return { id: user.id, username: user.username, sessionVersion: user.sessionVersion };
}

/** Ends every session of the user (every copy of every cookie): the next read sees a newer version. */
export async function revokeSessions(userId: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
