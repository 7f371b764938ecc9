import { z } from "zod";

// zod 4 compiles object parsers with `new Function` when it may, and tests
// whether it may by trying: under the store's Content-Security-Policy (no
// eval) that test is reported as a violation on every page with a form.
// Parse without compiling (these schemas are tiny; the difference is nil).
z.config({ jitless: true });

/**
 * The account contracts, shared by the forms (zodResolver) and the route
 * handlers (parseJson), so both enforce exactly the same rules. The length
 * messages are the documented English texts (docs/product-rules.md#accounts); the upper bounds keep the database
 * column (32) and the password hasher (CPU per byte) safe.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const USERNAME_TOO_LONG_MESSAGE = `Username must be at most ${USERNAME_MAX} characters`;

/** Characters as the database counts them (code points), not UTF-16 units. */
const codePoints = (text: string) => [...text].length;

export const usernameSchema = z
  .string({ error: "Username must be at least 3 characters" })
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters")
  // A cheap bound first, so the checks below never walk a huge string.
  .max(USERNAME_MAX * 2, USERNAME_TOO_LONG_MESSAGE)
  .refine((v) => codePoints(v) <= USERNAME_MAX, USERNAME_TOO_LONG_MESSAGE)
  .regex(/^[\p{L}\p{N}_.-]+$/u, "Username may only contain letters, numbers, dots, dashes and underscores")
  // The key (lower-cased) is what the unique column stores, and lower-casing can
  // grow a name: 'İ' becomes 'i' plus a combining dot. The key must fit too.
  .refine(
    (v) => codePoints(usernameKey(v)) <= USERNAME_MAX,
    `Username must be at most ${USERNAME_MAX} characters once lower-cased (some letters, such as İ, become two)`,
  );

export const passwordSchema = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

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
    confirmPassword: z.string().min(PASSWORD_MIN, "Password must be at least 6 characters"),
    /** Optional: receipts and password reset, once its link verifies it (docs/operations.md#e-mail). */
    email: z
      .string()
      .trim()
      .max(320, "يرجى إدخال بريد إلكتروني صحيح")
      .refine((v) => v === "" || z.email().safeParse(v).success, "يرجى إدخال بريد إلكتروني صحيح")
      .optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
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
  z.object({ id: z.string(), username: z.string(), usedFreeViews: z.boolean() }))();
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The key that makes usernames unique regardless of case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
