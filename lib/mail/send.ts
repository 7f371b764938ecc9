import "server-only";

import { randomUUID } from "node:crypto";

import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";

import { db, type Email, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs";
import { logger } from "@/lib/log";

import { composeOrderMail, type ComposedMail } from "./compose";
import { listUnsubscribeHeaders, MARKETING_KINDS, stillWanted } from "./marketing";
import { writeToOutbox } from "./outbox";

const log = logger("mail");

/**
 * Sending, exactly as far as SMTP allows (docs/operations.md#e-mail):
 * - one stored message per event (emails.key is unique): duplicated events
 *   and retried jobs find the same row;
 * - the row is marked SENDING with an attempt id before the server is called,
 *   SENT after it accepted; a server that refuses or cannot be reached puts it
 *   back to PENDING and the job retries later (an outage loses nothing);
 * - a row found SENDING by a later run means a worker stopped mid-call: the
 *   server may have accepted it, so it is marked UNKNOWN and never sent again.
 * So: at most once after the server accepted it, and at least once otherwise.
 */

export const MAIL_JOB_TYPE = "mail.send";

const payloadSchema = z.union([
  z.object({ event: z.enum(["receipt", "refund", "completed", "delayed"]), id: z.string().min(1).max(200) }),
  z.object({ emailId: z.uuid() }),
]);
type MailPayload = z.infer<typeof payloadSchema>;

interface Delivered {
  messageId: string;
}

let smtp: { url: string; transporter: Transporter } | undefined;

function mimeBuilder(): Transporter {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
}

/**
 * The sender: the business's name (BUSINESS_NAME, the store's identity) at
 * MAIL_FROM's address, else at no-reply@ the store's host. A name written in
 * MAIL_FROM gives way to the business's.
 */
export function mailFrom(): { name: string; address: string } {
  const configured = env().MAIL_FROM;
  const address = configured
    ? (/<([^<>]+)>\s*$/.exec(configured)?.[1] ?? configured).trim()
    : `no-reply@${new URL(env().APP_URL).hostname}`;
  return { name: env().IDENTITY.name, address };
}

async function deliver(email: Email): Promise<Delivered> {
  const message = {
    from: mailFrom(),
    to: email.to,
    subject: email.subject,
    text: email.text ?? "",
    html: email.html ?? undefined,
    headers: {
      "Content-Language": "ar",
      ...(MARKETING_KINDS.has(email.kind) ? listUnsubscribeHeaders(email.to) : {}),
    },
    // Stable across attempts: a receiving server that dedupes by Message-ID sees one message.
    messageId: `<${email.id}@${new URL(env().APP_URL).hostname}>`,
  };
  const { SMTP_URL } = env();
  if (SMTP_URL) {
    if (smtp?.url !== SMTP_URL) smtp = { url: SMTP_URL, transporter: nodemailer.createTransport(SMTP_URL) };
    const info = (await smtp.transporter.sendMail(message)) as { messageId?: string };
    return { messageId: info.messageId ?? message.messageId };
  }
  const info = (await mimeBuilder().sendMail(message)) as { message: Buffer; messageId?: string };
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  await writeToOutbox(`${stamp}-${email.kind}-${email.id}`, info.message);
  return { messageId: info.messageId ?? message.messageId };
}

/** Stores a composed message once (its key decides); returns the stored row. */
async function store(client: Tx | typeof db, mail: ComposedMail): Promise<Email> {
  await client.email.createMany({
    data: [
      {
        key: mail.key,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject.slice(0, 300),
        html: mail.html,
        text: mail.text,
        orderId: mail.orderId,
      },
    ],
    skipDuplicates: true,
  });
  return client.email.findUniqueOrThrow({ where: { key: mail.key } });
}

/** Hands one stored message to the server, under the rules above. */
export async function sendStored(emailId: string): Promise<void> {
  const email = await db.email.findUnique({ where: { id: emailId } });
  if (!email || email.status === "SENT" || email.status === "UNKNOWN" || email.status === "WITHDRAWN") return;
  if (email.status === "SENDING") {
    await db.email.updateMany({
      where: { id: email.id, status: "SENDING", attemptId: email.attemptId },
      data: {
        status: "UNKNOWN",
        lastError: `a worker stopped while handing it to the mail server (attempt ${email.attemptId}); not sent again`,
      },
    });
    log.error(`e-mail ${email.id} (${email.kind}) may or may not have been sent: not sent again`);
    return;
  }
  // A marketing mail goes only if still wanted when its turn comes (docs/checkout-reminders.md).
  if (MARKETING_KINDS.has(email.kind) && !(await stillWanted(email))) {
    await db.email.updateMany({ where: { id: email.id, status: "PENDING" }, data: { status: "WITHDRAWN" } });
    return;
  }
  const attemptId = randomUUID();
  const claimed = await db.email.updateMany({
    where: { id: email.id, status: "PENDING" },
    data: { status: "SENDING", attemptId, attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return;
  let delivered: Delivered;
  try {
    delivered = await deliver(email);
  } catch (error) {
    // Refused or unreachable: not accepted, so it may be sent again.
    const message = error instanceof Error ? error.message : String(error);
    await db.email.updateMany({
      where: { id: email.id, attemptId, status: "SENDING" },
      data: { status: "PENDING", lastError: message.slice(0, 2000) },
    });
    throw error;
  }
  const secret = SECRET_KINDS.has(email.kind);
  await db.email.updateMany({
    where: { id: email.id, attemptId, status: "SENDING" },
    data: {
      status: "SENT",
      sentAt: new Date(),
      messageId: delivered.messageId.slice(0, 300),
      lastError: null,
      ...(secret ? { html: null, text: null } : {}),
    },
  });
}

/** Kinds whose body carries a secret link: erased from the database once sent. */
const SECRET_KINDS = new Set(["reset-password", "verify-email"]);

export const mailJob = defineJob<MailPayload>({
  type: MAIL_JOB_TYPE,
  schema: payloadSchema,
  // Backoff doubles from 5 s and is capped at an hour: 15 attempts outlast a day-long outage.
  maxAttempts: 15,
  run: async (payload) => {
    if ("emailId" in payload) return sendStored(payload.emailId);
    const key = `${payload.event}:${payload.id}`;
    let email = await db.email.findUnique({ where: { key } });
    if (!email) {
      const composed = await composeOrderMail(db, payload.event, payload.id);
      if (!composed) return; // nobody to tell
      email = await store(db, composed);
    }
    await sendStored(email.id);
  },
});

/**
 * Queues the e-mail for an order event, in the caller's transaction: a
 * receipt (payment id), a refund notice (refund id), completion or delay
 * (order id). Nothing is sent when the customer left no address.
 */
export async function queueOrderMail(
  client: Tx | typeof db,
  event: "receipt" | "refund" | "completed" | "delayed",
  id: string,
): Promise<void> {
  await mailJob.enqueue(client, { event, id }, { dedupeKey: `mail:${event}:${id}` });
}

/** Stores a message composed by the caller (account mails) and queues it, in the caller's transaction. */
export async function queueMail(client: Tx | typeof db, mail: ComposedMail): Promise<void> {
  const email = await store(client, mail);
  if (email.status === "PENDING")
    await mailJob.enqueue(client, { emailId: email.id }, { dedupeKey: `mail:${email.id}` });
}
