import "server-only";

import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

/**
 * Without SMTP_URL each message is written here as an .eml file (the whole
 * MIME message, as a mail server would have received it): a newcomer reads
 * what a customer would receive, and nothing leaves the machine. The links
 * that act for an account (verification, password reset) are redacted in
 * production, where nobody would receive them anyway, and whenever the
 * console shows or hands out a message (redactSecretLinks).
 */
export function outboxDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR, "outbox");
}

/** Writes the message under a temporary name and renames it: a reader never sees half a file. */
export async function writeToOutbox(name: string, message: Buffer): Promise<string> {
  const raw = env().NODE_ENV === "production" ? Buffer.from(redactSecretLinks(message.toString("utf8"))) : message;
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.eml`);
  const temp = path.join(dir, `.${name}.tmp`);
  await writeFile(temp, raw, { mode: 0o600 });
  await rename(temp, file);
  return file;
}

export interface OutboxEntry {
  /** The file's name in the outbox (pass it to readOutboxMessage). */
  name: string;
  to: string;
  subject: string;
  date: Date;
  size: number;
}

/** RFC 2047 encoded words (nodemailer writes non-ASCII headers as =?UTF-8?B?…?= or ?Q?). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const match = new RegExp(`^${name}:([^\\n]*(?:\\n[ \\t][^\\n]*)*)`, "im").exec(head);
  return match ? decodeHeader(match[1]!.replace(/\r?\n[ \t]/g, " ").trim()) : "";
}

/** The outbox, newest first (the console lists it). */
export async function listOutbox(limit = 200): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((n) => n.endsWith(".eml"));
  } catch {
    return [];
  }
  names.sort().reverse();
  return Promise.all(
    names.slice(0, limit).map(async (name) => {
      const file = path.join(outboxDir(), name);
      const [raw, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
      const date = new Date(header(raw, "Date"));
      return {
        name,
        to: header(raw, "To"),
        subject: header(raw, "Subject"),
        date: Number.isNaN(date.getTime()) ? info.mtime : date,
        size: info.size,
      };
    }),
  );
}

/**
 * One message's raw text with its secret links redacted (what an operator may
 * see), or null (a name that is not an outbox file is refused).
 */
export async function readOutboxMessage(name: string): Promise<string | null> {
  if (!/^[\w.-]+\.eml$/.test(name) || name.startsWith(".")) return null;
  try {
    return redactSecretLinks(await readFile(path.join(outboxDir(), name), "utf8"));
  } catch {
    return null;
  }
}

/** What stands in for a link's token: the operator sees that a link was sent, not the link. */
export const REDACTED_TOKEN = "REDACTED";
/** A token in a link: `?token=` or `&token=` and what follows, whatever the link. */
const TOKEN_IN_LINK = /([?&](?:amp;)?token=)[^\s"'<>&]+/g;

const redactText = (text: string) => text.replace(TOKEN_IN_LINK, `$1${REDACTED_TOKEN}`);

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "latin1"));
  }
  return Buffer.from(bytes);
}

/**
 * A MIME message with every link token redacted (`?token=REDACTED`), in
 * every part whatever its transfer encoding: quoted-printable and base64
 * parts are decoded, redacted and written back in base64 (a part without a
 * token is kept byte for byte). The rest of the message is unchanged.
 */
export function redactSecretLinks(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  if (!split) return redactText(raw);
  const head = raw.slice(0, split.index);
  const gap = split[0];
  const body = raw.slice(split.index + gap.length);
  const boundary = /^Content-Type:[^\n]*(?:\n[ \t][^\n]*)*?boundary="?([^";\r\n]+)"?/im.exec(head)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`);
    return (
      head +
      gap +
      parts.map((part, i) => (i === 0 || part.startsWith("--") ? part : redactPart(part))).join(`--${boundary}`)
    );
  }
  const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding !== "base64" && encoding !== "quoted-printable") return head + gap + redactText(body);
  const eol = gap.startsWith("\r") ? "\r\n" : "\n";
  const trailing = /\s*$/.exec(body)![0];
  const decoded = (encoding === "base64" ? Buffer.from(body, "base64") : decodeQuotedPrintable(body)).toString("utf8");
  const redacted = redactText(decoded);
  if (redacted === decoded) return raw;
  const lines =
    Buffer.from(redacted, "utf8")
      .toString("base64")
      .match(/.{1,76}/g) ?? [];
  const newHead = head.replace(/^Content-Transfer-Encoding:[^\r\n]*/im, "Content-Transfer-Encoding: base64");
  return newHead + gap + lines.join(eol) + (trailing || eol);
}

/** A part of a multipart body: its leading line break, then a message of its own. */
function redactPart(part: string): string {
  const lead = /^\r?\n/.exec(part)?.[0] ?? "";
  return lead + redactSecretLinks(part.slice(lead.length));
}
