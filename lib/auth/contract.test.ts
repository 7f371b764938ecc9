import { loginSchema, registerFormSchema, usernameKey } from "./contract";

describe("account schemas", () => {
  it("trims usernames and keys them case-insensitively", () => {
    expect(loginSchema.parse({ username: "  Sara ", password: "secret1" }).username).toBe("Sara");
    expect(usernameKey(" SaRa ")).toBe("sara");
  });

  it("gives the spec's messages", () => {
    const issues = registerFormSchema.safeParse({ username: "ab", password: "12345", confirmPassword: "123456" }).error!
      .issues;
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Username must be at least 3 characters", "Password must be at least 6 characters"]),
    );
    const mismatch = registerFormSchema.safeParse({ username: "abc", password: "123456", confirmPassword: "1234567" });
    expect(mismatch.error!.issues).toEqual([
      expect.objectContaining({ message: "Passwords don't match", path: ["confirmPassword"] }),
    ]);
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
    expect(result.error?.issues[0]?.message).toMatch(/at most 32 characters once lower-cased/);
    expect(loginSchema.safeParse({ username: "İ".repeat(16), password: "secret1" }).success).toBe(true);
    expect(loginSchema.safeParse({ username: "İ".repeat(17), password: "secret1" }).success).toBe(false);
  });
});
