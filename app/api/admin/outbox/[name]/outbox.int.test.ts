import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { requestPasswordReset, setAccountEmail, settleAccountMail, verifyAccountEmail } from "@/lib/auth";
import { db } from "@/lib/db";
import { sendStored } from "@/lib/mail";
import { redactSecretLinks, writeToOutbox } from "@/lib/mail/outbox";
import { callWithParams } from "@/test/support/auth";
import { resetDb } from "@/test/support/db";
import { overrideEnv } from "@/test/support/env-override";
import { signedInUser } from "@/test/support/users";

import { GET } from "./route";

const get = (name: string, cookie?: string) =>
  callWithParams(
    GET,
    `/api/admin/outbox/${encodeURIComponent(name)}`,
    { name },
    {
      method: "GET",
      headers: cookie ? { cookie } : {},
    },
  );

beforeEach(() => resetDb());

describe("GET /api/admin/outbox/{name}", () => {
  it("hands an operator the .eml a customer would have received; nobody else", async () => {
    const name = `${Date.now()}-receipt-test`;
    await writeToOutbox(
      name,
      Buffer.from("Subject: =?UTF-8?B?2KXZiti12KfZhA==?=\r\nTo: sara@example.com\r\n\r\nمرحباً"),
    );
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];

    const answer = await get(`${name}.eml`, operator.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("message/rfc822");
    expect(await answer.text()).toContain("To: sara@example.com");

    expect((await get(`${name}.eml`, customer.cookie)).status).toBe(403);
    expect((await get(`${name}.eml`)).status).toBe(401);
  });

  it("refuses anything that is not a message of the outbox folder", async () => {
    const operator = await signedInUser("OPERATOR");
    for (const name of ["../auth-secret", "..%2Fpglite.lock", ".hidden.eml", "nope.eml", "x.txt"]) {
      const answer = await get(name, operator.cookie);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: "الرسالة غير موجودة" });
    }
  });
});

/** The text of every part of a MIME message, decoded (what a mail program shows). */
function decodedText(raw: string): string {
  const out: string[] = [raw];
  for (const m of raw.matchAll(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/g,
  )) {
    const body = m[2]!;
    out.push(
      m[1] === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : Buffer.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
  }
  return out.join("\n");
}

describe("secret links in the outbox", () => {
  let dataDir: string;
  let restore: () => void;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "outbox-secrets-"));
    restore = overrideEnv({ SMTP_URL: "", DATA_DIR: dataDir });
  });
  afterEach(() => {
    restore();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends every pending e-mail to the outbox; the outbox's files, oldest first. */
  async function sendAll(): Promise<string[]> {
    for (const { id } of await db.email.findMany({ where: { status: "PENDING" }, select: { id: true } }))
      await sendStored(id);
    return readdirSync(path.join(dataDir, "outbox"))
      .filter((n) => n.endsWith(".eml"))
      .sort();
  }

  it("hands an operator verification and reset e-mails with their links redacted; the links still work for the customer", async () => {
    const [operator, customer] = [await signedInUser("OPERATOR"), await signedInUser()];
    await setAccountEmail(customer.id, "layla@example.com");
    const [verifyFile] = await sendAll();
    const verifyOnDisk = decodedText(readFileSync(path.join(dataDir, "outbox", verifyFile!), "utf8"));
    const verifyToken = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(verifyOnDisk)?.[1];
    expect(verifyToken).toBeDefined();
    await verifyAccountEmail(verifyToken!);

    await requestPasswordReset("layla@example.com", "203.0.113.9");
    await settleAccountMail();
    const files = await sendAll();
    expect(files).toHaveLength(2);
    const resetOnDisk = decodedText(readFileSync(path.join(dataDir, "outbox", files[1]!), "utf8"));
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(resetOnDisk)?.[1];
    expect(resetToken).toBeDefined();

    for (const [file, token, link] of [
      [files[0]!, verifyToken!, "verify-email"],
      [files[1]!, resetToken!, "reset-password"],
    ] as const) {
      const answer = await get(file, operator.cookie);
      expect(answer.status).toBe(200);
      const shown = decodedText(await answer.text());
      expect(shown).not.toContain(token);
      expect(shown).toContain(`${link}?token=REDACTED`);
      expect(shown).toContain("layla@example.com");
    }
  });

  it("in production the file itself never holds the link (nobody would receive it)", async () => {
    const customer = await signedInUser();
    const undo = overrideEnv({
      NODE_ENV: "production",
      AUTH_SECRET: "outbox-secret-outbox-secret-outbox-0123",
      APP_URL: "http://localhost:3000",
      ALLOW_SIMULATED_PAYMENTS: "true",
    });
    try {
      await setAccountEmail(customer.id, "omar@example.com");
      const [file] = await sendAll();
      const onDisk = decodedText(readFileSync(path.join(dataDir, "outbox", file!), "utf8"));
      expect(onDisk).toContain("verify-email?token=REDACTED");
      expect(onDisk).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    } finally {
      undo();
    }
  });

  it("redacts a token in any part and encoding, and leaves a message without one byte for byte", () => {
    const token = "a".repeat(20) + "B_-c".repeat(6);
    const qp = Buffer.from(`رابط: https://s.example/reset-password?token=${token}`).toString("latin1");
    const message = [
      'Content-Type: multipart/alternative; boundary="--x"',
      "",
      "----x",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      // Quoted-printable with a soft line break in the middle of the token.
      [...qp]
        .map((c) => (c.charCodeAt(0) > 127 || c === "=" ? `=${c.charCodeAt(0).toString(16).toUpperCase()}` : c))
        .join("")
        .replace(token, `${token.slice(0, 10)}=\n${token.slice(10)}`),
      "----x",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(`<a href="https://s.example/verify-email?token=${token}">تأكيد</a>`).toString("base64"),
      "----x--",
      "",
    ].join("\n");
    const redacted = redactSecretLinks(message);
    expect(decodedText(redacted)).not.toContain(token.slice(10));
    expect(decodedText(redacted)).toContain("reset-password?token=REDACTED");
    expect(decodedText(redacted)).toContain('verify-email?token=REDACTED">تأكيد');
    const receipt =
      "Content-Type: text/plain\nContent-Transfer-Encoding: base64\n\n" +
      Buffer.from("إيصال").toString("base64") +
      "\n";
    expect(redactSecretLinks(receipt)).toBe(receipt);
  });
});
