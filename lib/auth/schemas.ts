import { z } from "zod";

import { passwordSchema, usernameSchema } from "./contract";

/**
 * The bodies of the e-mail-link endpoints (account e-mail, its verification,
 * password reset). Loose where the answer must not depend on the input (a
 * reset request for anything answers the same).
 */

export const EMAIL_INVALID_MESSAGE = "يرجى إدخال بريد إلكتروني صحيح";
const TOKEN_INVALID_MESSAGE = "الرابط غير صالح";

export const emailSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .max(320, EMAIL_INVALID_MESSAGE)
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }));

/** A link's token: 43 URL-safe characters (256 bits); anything else names nothing. */
export const tokenSchema = z
  .string({ error: TOKEN_INVALID_MESSAGE })
  .trim()
  .regex(/^[\w-]{43}$/, TOKEN_INVALID_MESSAGE);

/** POST /api/auth/email: set (or clear, with "") the account's address; a link verifies it. */
export const accountEmailSchema = z.object({ email: z.union([z.literal(""), emailSchema]) });

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = z.object({ token: tokenSchema });

/** POST /api/auth/password-reset/request: a username or the account's verified address. */
export const resetRequestSchema = z.object({
  identifier: z.string({ error: "يرجى إدخال اسم المستخدم أو البريد الإلكتروني" }).trim().min(1).max(320),
});

/** POST /api/auth/password-reset: the link's token and the new password. */
export const resetPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });

/** POST /api/auth/register's optional address (added to the documented body). */
export const registerWithEmailSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: z.union([z.literal(""), emailSchema]).optional(),
});
