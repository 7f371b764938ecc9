import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import { decodeHeader } from "@/lib/mail/outbox";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
}

/**
 * A mail server on a free local port (smtp-server): it accepts anything
 * without authentication, keeps what it received, and can be told to refuse
 * the next messages (a temporary 451, as a server under maintenance says) or
 * to be down altogether (connections refused), so a test sees the store's
 * e-mails survive an outage and arrive exactly once.
 */
export async function startSmtpDouble() {
  const received: ReceivedMail[] = [];
  let refuseNext = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext--;
          refused++;
          const error = new Error("Mailbox temporarily unavailable") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const header = (name: string) =>
          decodeHeader(
            (
              new RegExp(`^${name}:([^\\n]*(?:\\n[ \\t][^\\n]*)*)`, "im").exec(raw.split(/\r?\n\r?\n/, 1)[0]!)?.[1] ??
              ""
            )
              .replace(/\r?\n[ \t]/g, " ")
              .trim(),
          );
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: header("Subject"),
          messageId: header("Message-ID"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next n messages are refused with 451 (a temporary failure). */
    refuse(n: number) {
      refuseNext = n;
    },
    get refusedCount() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
