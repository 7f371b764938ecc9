import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import { startWorker } from "@/lib/jobs";
import { mailJob } from "@/lib/mail";
import { decodeHeader } from "@/lib/mail/outbox";

import { overrideEnv } from "./env-override";
import { quiet } from "./fulfilment";

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

/**
 * A test file's mail server and the store pointed at it: started once, emptied
 * and set as SMTP_URL before each test (the database reset too, by `reset`).
 * `deliverMail()` runs the mail jobs until none is due.
 */
export function withSmtpDouble(reset: () => Promise<void>) {
  const state = { smtp: undefined as unknown as Awaited<ReturnType<typeof startSmtpDouble>> };
  let restoreEnv: () => void = () => {};
  beforeAll(async () => {
    state.smtp = await startSmtpDouble();
  });
  afterAll(() => state.smtp.close());
  beforeEach(async () => {
    await reset();
    state.smtp.received.length = 0;
    state.smtp.refuse(0);
    restoreEnv = overrideEnv({ SMTP_URL: state.smtp.url });
  });
  afterEach(() => restoreEnv());
  return {
    get received() {
      return state.smtp.received;
    },
    async deliverMail() {
      const worker = startWorker([mailJob], { pollMs: 10, log: quiet });
      try {
        await worker.drain();
      } finally {
        await worker.stop();
      }
    },
  };
}
