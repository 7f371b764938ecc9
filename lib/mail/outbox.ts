import "server-only";

import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

/**
 * Without SMTP_URL each message is written here as an .eml file (the whole
 * MIME message, as a mail server would have received it): a newcomer reads
 * what a customer would receive, and nothing leaves the machine.
 */
export function outboxDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR, "outbox");
}

/** Writes the message under a temporary name and renames it: a reader never sees half a file. */
export async function writeToOutbox(name: string, raw: Buffer): Promise<string> {
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

/** One message's raw text, or null (a name that is not an outbox file is refused). */
export async function readOutboxMessage(name: string): Promise<string | null> {
  if (!/^[\w.-]+\.eml$/.test(name) || name.startsWith(".")) return null;
  try {
    return await readFile(path.join(outboxDir(), name), "utf8");
  } catch {
    return null;
  }
}
