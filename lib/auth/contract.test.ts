import { readFileSync } from "node:fs";
import path from "node:path";

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
import { LATIN, LOOK_ALIKES } from "./username-key";

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

  it("refuses a name whose key outgrows the 32-character column (NFKC spells 'ﷺ' in 18 letters)", () => {
    expect([...usernameKey("ﷺ")].length).toBe(18);
    const result = loginSchema.safeParse({ username: "ﷺﷺa", password: "secret1" });
    expect(result.error?.issues[0]?.message).toMatch(/32 حرفًا بعد توحيد أشكال حروفه/);
    expect(loginSchema.safeParse({ username: "ﷺab", password: "secret1" }).success).toBe(true);
    // 'İ' lower-cases to 'i' (the simple mapping, as PostgreSQL's lower()): one letter, not two.
    expect(usernameKey("İ".repeat(32))).toBe("i".repeat(32));
  });
});

describe("username key", () => {
  it.each(["Admin", "admin", "аdmin", "ａｄｍｉｎ", "ＡＤＭＩＮ", "ΑDMIN", "АDMIN", "𝐀𝐝𝐦𝐢𝐧", "adm\u0131n"])(
    "keys %p as 'admin'",
    (name) => {
      expect(usernameKey(name)).toBe("admin");
    },
  );

  it("keeps names of other scripts case-insensitive and apart from Latin where they look different", () => {
    expect(usernameKey("ВОВ")).toBe(usernameKey("вов"));
    expect(usernameKey("ΓΑΜΜΑ")).toBe(usernameKey("γαμμα"));
    expect(usernameKey("Ахмед")).toBe(usernameKey("АХМЕД"));
    expect(usernameKey("محمد")).toBe("محمد");
    expect(usernameKey("Σοφία")).not.toBe(usernameKey("Sofia"));
  });

  it("does not fold Latin into Latin or digits: user1, userl and userI stay apart (I is i)", () => {
    expect(usernameKey("user1")).not.toBe(usernameKey("userl"));
    expect(usernameKey("userI")).toBe("useri");
    expect(usernameKey("user0")).not.toBe(usernameKey("usero"));
  });

  it("is idempotent, so a key is its own key", () => {
    for (const name of ["Admin", "аdmin", "ВОВ", "ΣΟΦΙΑ", "İstanbul", "ﷺ"])
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
  });

  it("folds with the same table the migration gave the database", () => {
    const sql = readFileSync(
      path.join(process.cwd(), "prisma/migrations/20261125170000_username_confusable_key/migration.sql"),
      "utf8",
    );
    expect(sql).toContain(`translate(lower(normalize("username", NFKC)), '${LOOK_ALIKES}', '${LATIN}')`);
    expect([...LOOK_ALIKES]).toHaveLength([...LATIN].length);
    expect(new Set(LOOK_ALIKES).size).toBe([...LOOK_ALIKES].length);
    // Small letters only: the key is lower-cased before the fold.
    for (const c of LOOK_ALIKES) expect(c.toLowerCase()).toBe(c);
  });
});
