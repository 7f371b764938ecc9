import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  loginSchema,
  registerFormSchema,
  usernameKey,
} from "./contract";

describe("account schemas", () => {
  it("trims usernames and keys them case-insensitively", () => {
    expect(loginSchema.parse({ username: "  Sara ", password: "secret1" }).username).toBe("Sara");
    expect(usernameKey(" SaRa ")).toBe("sara");
  });

  it("gives its messages in Arabic", () => {
    const issues = registerFormSchema.safeParse({ username: "ab", password: "12345", confirmPassword: "123456" }).error!
      .issues;
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        "يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل",
        "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل",
      ]),
    );
    const mismatch = registerFormSchema.safeParse({ username: "abc", password: "123456", confirmPassword: "1234567" });
    expect(mismatch.error!.issues).toEqual([
      expect.objectContaining({ message: "كلمتا المرور غير متطابقتين", path: ["confirmPassword"] }),
    ]);
  });
});

describe("account messages", () => {
  it("are Arabic, with no English sentence, and name the real limits", () => {
    for (const message of Object.values(AUTH_MESSAGES)) {
      expect(message).toMatch(/[\u0600-\u06FF]/);
      expect(message).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(AUTH_MESSAGES.usernameTooShort).toContain(String(USERNAME_MIN));
    expect(AUTH_MESSAGES.passwordTooShort).toContain(String(PASSWORD_MIN));
    expect(AUTH_MESSAGES.usernameTooLong).toContain(String(USERNAME_MAX));
    expect(AUTH_MESSAGES.passwordTooLong).toContain(String(PASSWORD_MAX));
  });
});

describe("username length", () => {
  it("counts characters as the database does (an astral letter is one)", () => {
    expect(loginSchema.safeParse({ username: "𝐀".repeat(32), password: "secret1" }).success).toBe(true);
    expect(loginSchema.safeParse({ username: "𝐀".repeat(33), password: "secret1" }).success).toBe(false);
  });

  it("refuses a name whose lower-cased key outgrows the 32-character column (32 × 'İ')", () => {
    const name = "İ".repeat(32);
    expect([...usernameKey(name)].length).toBe(64); // each 'İ' is 'i' plus a combining dot
    const result = loginSchema.safeParse({ username: name, password: "secret1" });
    expect(result.error?.issues[0]?.message).toMatch(/32 حرفًا بعد تحويله إلى أحرف صغيرة/);
    expect(loginSchema.safeParse({ username: "İ".repeat(16), password: "secret1" }).success).toBe(true);
    expect(loginSchema.safeParse({ username: "İ".repeat(17), password: "secret1" }).success).toBe(false);
  });
});
