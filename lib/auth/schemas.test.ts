import { loginSchema, registerFormSchema, safeCallbackUrl, usernameKey } from "./schemas";

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

describe("safeCallbackUrl", () => {
  it.each([
    ["/orders?x=1", "/orders?x=1"],
    ["/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s → %s", (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });
});
