import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { db, transaction, type AccountTokenPurpose, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";
import { queueMail, renderMail } from "@/lib/mail";
import { minutesText } from "@/lib/pricing";
import { enforce, hit } from "@/lib/rate-limit";

import { usernameKey } from "./contract";
import { mailboxKey } from "./mailbox";
import { hashPassword } from "./password";
import { forgetAccountFailures } from "./throttle";

/**
 * Links sent by e-mail (docs/operations.md#password-reset): a verification
 * link for the account's address, and a password-reset link. Each carries 256
 * random bits; only their SHA-256 is stored; each works once (a guarded update
 * sets used_at) and only until it expires.
 */

export const VERIFY_LINK_HOURS = 48;
export const RESET_LINK_MINUTES = 30;

/** The answer to a reset request, whether or not an account matched. */
export const RESET_REQUESTED_MESSAGE =
  "إذا كان هناك حساب بهذا الاسم أو البريد وله بريد إلكتروني مؤكد، فستصله رسالة فيها رابط لتعيين كلمة مرور جديدة خلال دقائق. " +
  `الرابط صالح لمدة ${minutesText(RESET_LINK_MINUTES)}.`;
export const LINK_INVALID_MESSAGE = "الرابط غير صالح أو انتهت صلاحيته أو استُخدم من قبل. اطلب رابطاً جديداً.";
export const EMAIL_TAKEN_MESSAGE = "هذا البريد الإلكتروني مؤكد لحساب آخر";
const TOO_MANY_MESSAGE = "طلبات كثيرة خلال وقت قصير، يرجى المحاولة لاحقاً";

const log = logger("account-mail");

/**
 * Account e-mails (verification and reset links) per destination address, an
 * hour, whoever asks and however the address or the account's name is spelt;
 * and reset e-mails per account. Past a cap nothing is sent, and the answer is
 * the same (docs/security.md#e-mail-floods).
 */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
const MAIL_CAP_WINDOW_SECONDS = 3600;

/**
 * Counts one account e-mail to `address`'s mailbox (without a +tag, and
 * without dots where the provider ignores them: lib/auth/mailbox) in `tx`
 * (only if it commits); false past the cap.
 */
async function withinAddressCap(tx: Tx, address: string): Promise<boolean> {
  const counted = await hit(
    {
      key: `mail:to:${mailboxKey(address)}`,
      limit: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
      windowSeconds: MAIL_CAP_WINDOW_SECONDS,
    },
    new Date(),
    tx,
  );
  return counted.allowed;
}

/**
 * Reset requests whose work runs after the answer (settleAccountMail waits
 * for them): the answer takes the same time whether or not an account
 * matched, whether it has a verified address, or its caps are reached.
 */
const pending = new Set<Promise<void>>();

/** Waits for the reset requests already answered to finish their work (tests, shutdown). */
export async function settleAccountMail(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
const emailKey = (email: string) => email.trim().toLowerCase();
const appUrl = () => env().APP_URL.replace(/\/+$/, "");

async function issueToken(
  tx: Tx,
  input: { userId: string; purpose: AccountTokenPurpose; email?: string; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // A newer link replaces the older ones of the same purpose.
  await tx.accountToken.updateMany({
    where: { userId: input.userId, purpose: input.purpose, usedAt: null },
    data: { usedAt: new Date() },
  });
  await tx.accountToken.create({
    data: {
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashToken(token),
      email: input.email ?? null,
      expiresAt: new Date(Date.now() + input.ttlMs),
    },
  });
  return token;
}

/**
 * Spends a token: the one unexpired, unused token of this purpose with this
 * hash, marked used in the caller's transaction (so two uses at once: one wins).
 */
async function spendToken(tx: Tx, token: string, purpose: AccountTokenPurpose) {
  const row = await tx.accountToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= Date.now())
    throw new AppError("BAD_REQUEST", LINK_INVALID_MESSAGE);
  const { count } = await tx.accountToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count !== 1) throw new AppError("BAD_REQUEST", LINK_INVALID_MESSAGE);
  return row;
}

/**
 * Sets the account's address (unverified until its link is opened) and sends
 * the link; "" removes it. At most 5 links an hour per account.
 */
export async function setAccountEmail(userId: string, email: string, client?: Tx): Promise<void> {
  const address = email.trim();
  const run = async (tx: Tx) => {
    if (!address) {
      await tx.user.update({ where: { id: userId }, data: { email: null, emailVerifiedAt: null, emailKey: null } });
      return;
    }
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailKey: true } });
    if (user.emailKey === emailKey(address) && user.email === address) return; // already verified
    await enforce({ key: `account-email:${userId}`, limit: 5, windowSeconds: 3600 }, TOO_MANY_MESSAGE, tx);
    await tx.user.update({
      where: { id: userId },
      data: { email: address, emailVerifiedAt: null, emailKey: null },
    });
    // An address that received its share this hour gets nothing more (the account can ask again later).
    if (!(await withinAddressCap(tx, address))) {
      log.warn("verification e-mail not sent: the address's hourly cap is reached");
      return;
    }
    const token = await issueToken(tx, {
      userId,
      purpose: "VERIFY_EMAIL",
      email: address,
      ttlMs: VERIFY_LINK_HOURS * 3600_000,
    });
    await queueMail(tx, {
      key: `verify-email:${hashToken(token).slice(0, 32)}`,
      kind: "verify-email",
      to: address,
      orderId: null,
      ...renderMail({
        subject: "أكّد بريدك الإلكتروني",
        paragraphs: [
          "أضفت هذا البريد إلى حسابك. اضغط الزر لتأكيده، فتصلك عليه إيصالات طلباتك ويمكنك استعادة كلمة المرور به.",
        ],
        action: { label: "تأكيد البريد الإلكتروني", href: `${appUrl()}/verify-email?token=${token}` },
        note: `الرابط صالح لمدة ${VERIFY_LINK_HOURS} ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
      }),
    });
  };
  if (client) await run(client);
  else await transaction(run);
}

/** Opens a verification link: the account's address counts from now on. */
export async function verifyAccountEmail(token: string): Promise<{ email: string }> {
  return transaction(async (tx) => {
    const row = await spendToken(tx, token, "VERIFY_EMAIL");
    const user = await tx.user.findUnique({ where: { id: row.userId }, select: { email: true } });
    // The address was changed after this link was sent: the link proves the old one.
    if (!row.email || user?.email !== row.email) throw new AppError("BAD_REQUEST", LINK_INVALID_MESSAGE);
    const taken = await tx.user.findFirst({
      where: { emailKey: emailKey(row.email), NOT: { id: row.userId } },
      select: { id: true },
    });
    if (taken) throw new AppError("CONFLICT", EMAIL_TAKEN_MESSAGE);
    await tx.user.update({
      where: { id: row.userId },
      data: { emailVerifiedAt: new Date(), emailKey: emailKey(row.email) },
    });
    return { email: row.email };
  });
}

/**
 * A reset link to the account's verified address. Only the client's own limit
 * (5 requests an hour per address) is checked before answering; the rest
 * runs after the answer (settleAccountMail), so the answer and its time are
 * the same whether or not an account matched: finding the account (by its
 * username key or its verified address, whatever the spelling), its cap of
 * reset e-mails an hour, the destination address's cap, the link and the mail.
 */
export async function requestPasswordReset(identifier: string, client: string): Promise<void> {
  await enforce({ key: `reset:ip:${client}`, limit: 5, windowSeconds: 3600 }, TOO_MANY_MESSAGE);
  const work = sendResetLink(identifier)
    .catch((error: unknown) =>
      log.error("reset request failed after the answer", { reason: error instanceof Error ? error.message : "" }),
    )
    .finally(() => pending.delete(work));
  pending.add(work);
}

async function sendResetLink(identifier: string): Promise<void> {
  const user = await db.user.findFirst({
    where: { OR: [{ usernameKey: usernameKey(identifier) }, { emailKey: emailKey(identifier) }] },
    select: { id: true, email: true, emailVerifiedAt: true },
  });
  if (!user?.email || !user.emailVerifiedAt) return;
  const to = user.email;
  await transaction(async (tx) => {
    const perAccount = await hit(
      { key: `mail:reset:${user.id}`, limit: RESET_MAILS_PER_ACCOUNT_PER_HOUR, windowSeconds: MAIL_CAP_WINDOW_SECONDS },
      new Date(),
      tx,
    );
    if (!perAccount.allowed || !(await withinAddressCap(tx, to))) {
      log.warn("reset e-mail not sent: the account's or the address's hourly cap is reached");
      return;
    }
    const token = await issueToken(tx, {
      userId: user.id,
      purpose: "RESET_PASSWORD",
      ttlMs: RESET_LINK_MINUTES * 60_000,
    });
    await queueMail(tx, {
      key: `reset-password:${hashToken(token).slice(0, 32)}`,
      kind: "reset-password",
      to,
      orderId: null,
      ...renderMail({
        subject: "تعيين كلمة مرور جديدة",
        paragraphs: ["طلبتَ تعيين كلمة مرور جديدة لحسابك. اضغط الزر واختر كلمة المرور الجديدة."],
        action: { label: "تعيين كلمة مرور جديدة", href: `${appUrl()}/reset-password?token=${token}` },
        note: `الرابط صالح لمدة ${RESET_LINK_MINUTES} دقيقة ولمرة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك لم تتغير.`,
      }),
    });
  });
}

/**
 * Sets a new password with a reset link: the link is spent, and every
 * session of the account ends (its session version goes up). The link proves
 * the person: the account's failed sign-ins from unknown devices are
 * forgotten, and the caller signs this browser in as a known device
 * (docs/security.md#lockout). Returns the account for that.
 */
export async function resetPassword(
  token: string,
  password: string,
): Promise<{ id: string; username: string; usernameKey: string; sessionVersion: number }> {
  // A link that names nothing is refused before the costly hash.
  const row = await db.accountToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { usedAt: true } });
  if (!row || row.usedAt) throw new AppError("BAD_REQUEST", LINK_INVALID_MESSAGE);
  const passwordHash = await hashPassword(password);
  const user = await transaction(async (tx) => {
    const row = await spendToken(tx, token, "RESET_PASSWORD");
    return tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, username: true, usernameKey: true, sessionVersion: true },
    });
  });
  await forgetAccountFailures(user.usernameKey);
  return user;
}

/** The account's address and whether it is verified (the profile page). */
export async function accountEmail(userId: string): Promise<{ email: string | null; verified: boolean }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return { email: user?.email ?? null, verified: Boolean(user?.emailVerifiedAt) };
}
