/** Reading the e-mails the store wrote (the outbox's .eml files, the SMTP double's messages). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { waitFor } from "./processes";

/** The receipt the store wrote to `outbox` (a folder of .eml files) for `email`, once it is there (30 s at most). */
export async function receiptInOutbox(outbox: string, email: string): Promise<string> {
  let raw = "";
  await waitFor(
    () => {
      let names: string[] = [];
      try {
        names = readdirSync(outbox).filter((n) => n.endsWith(".eml") && n.includes("-receipt-"));
      } catch {
        names = [];
      }
      raw = names.map((n) => readFileSync(path.join(outbox, n), "utf8")).find((m) => m.includes(email)) ?? "";
      return raw !== "";
    },
    30_000,
    "the receipt in the outbox",
  );
  return raw;
}

function decode(head: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}

/** Each MIME part of a message, its head and its decoded body (base64 or quoted-printable). */
function parts(raw: string): { head: string; body: string }[] {
  return raw.split(/^--[^\r\n]+$/m).map((part) => {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    return { head, body: decode(head, rest.join("\n\n")) };
  });
}

/** The text of every part of a message, decoded. */
export function decodedParts(raw: string): string[] {
  return parts(raw).map((p) => p.body);
}

/** The message's HTML part, decoded ("" when it has none). */
export function htmlPart(raw: string): string {
  return parts(raw).find((p) => /content-type:\s*text\/html/i.test(p.head))?.body ?? "";
}

/** The From header: its display name (encoded words decoded, folded lines joined) and address. */
export function sender(raw: string): { name: string; address: string } {
  const header = /^From:(.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const words = [...header.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)].map((m) => Buffer.from(m[1]!, "base64"));
  const name = words.length
    ? Buffer.concat(words).toString("utf8")
    : (/^\s*"?([^"<]*)"?\s*</.exec(header)?.[1] ?? "").trim();
  return { name, address: /<([^>]+)>/.exec(header)?.[1] ?? header.trim() };
}
