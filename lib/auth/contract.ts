import { z } from "zod";

import { usernameKey } from "./username-key";

// zod 4 compiles object parsers with `new Function` when it may, and tests
// whether it may by trying: under the store's Content-Security-Policy (no
// eval) that test is reported as a violation on every page with a form.
// Parse without compiling (these schemas are tiny; the difference is nil).
z.config({ jitless: true });

/**
 * The account contracts, shared by the forms (zodResolver) and the route
 * handlers (parseJson), so both enforce exactly the same rules. The messages
 * are Arabic like every text a customer reads (docs/product-rules.md#accounts); the upper bounds keep the database
 * column (32) and the password hasher (CPU per byte) safe.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** The minimum-length texts are written out, not templated: the browser test finds the form's checks by them. */
export const AUTH_MESSAGES = {
  usernameTooShort: "يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل",
  usernameTooLong: `يجب ألا يزيد اسم المستخدم على ${USERNAME_MAX} حرفًا`,
  usernameCharacters: "يمكن أن يحتوي اسم المستخدم على الحروف والأرقام والنقطة والشرطة والشرطة السفلية فقط",
  usernameTooLongLowerCased: `يجب ألا يزيد اسم المستخدم على ${USERNAME_MAX} حرفًا بعد توحيد أشكال حروفه (بعض الرموز تُكتب بعدة حروف)`,
  passwordTooShort: "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل",
  passwordTooLong: `يجب ألا تزيد كلمة المرور على ${PASSWORD_MAX} حرفًا`,
  passwordsDiffer: "كلمتا المرور غير متطابقتين",
} as const;

export const USERNAME_TOO_LONG_MESSAGE = AUTH_MESSAGES.usernameTooLong;

/** Characters as the database counts them (code points), not UTF-16 units. */
const codePoints = (text: string) => [...text].length;

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameTooShort)
  // A cheap bound first, so the checks below never walk a huge string.
  .max(USERNAME_MAX * 2, USERNAME_TOO_LONG_MESSAGE)
  .refine((v) => codePoints(v) <= USERNAME_MAX, USERNAME_TOO_LONG_MESSAGE)
  .regex(/^[\p{L}\p{N}_.-]+$/u, AUTH_MESSAGES.usernameCharacters)
  // The key (folded: lib/auth/username-key.ts) is what the unique column stores,
  // and folding can grow a name: NFKC spells 'ﷺ' in 18 letters. The key must fit too.
  .refine((v) => codePoints(usernameKey(v)) <= USERNAME_MAX, AUTH_MESSAGES.usernameTooLongLowerCased);

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** POST /api/auth/login and the login form. */
export const loginSchema = z.object({ username: usernameSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/register (the server never sees the confirmation). */
export const registerSchema = loginSchema;
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the same rules plus a matching confirmation. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort),
    /** Optional: receipts and password reset, once its link verifies it (docs/operations.md#e-mail). */
    email: z
      .string()
      .trim()
      .max(320, "يرجى إدخال بريد إلكتروني صحيح")
      .refine((v) => v === "" || z.email().safeParse(v).success, "يرجى إدخال بريد إلكتروني صحيح")
      .optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

// Each response schema is built in a /*#__PURE__*/ call: the bundler then drops
// the schemas a page does not use (the pages load them lazily, with the first
// answer), so importing only this contract's messages or labels keeps them out
// of the first-load JavaScript (next build: 1.0-1.5 KB gzip on the checkout pages).
/**
 * GET /api/auth/current-user, and the answer of login and register: the
 * signed-in account as the browser knows it.
 */
export const currentUserSchema = /*#__PURE__*/ (() =>
  z.object({
    id: z.string(),
    username: z.string(),
    usedFreeViews: z.boolean(),
    /** Present (true) for operators: the account menu links to the console. */
    operator: z.literal(true).optional(),
  }))();
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/auth/register's answer: the new account, and its sign-up event id for this browser's pixel. */
export const registeredUserSchema = /*#__PURE__*/ (() =>
  currentUserSchema.extend({ registrationEventId: z.string().optional() }))();
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** The key that makes usernames unique: case, compatibility forms and look-alike letters folded. */
export { usernameKey };
