import "server-only";

import { z } from "zod";

import { CONVERSATION_MESSAGES as M, MESSAGE_MAX_CHARS } from "./contract";

/** Per client address: a person writing, not a script. */
export const CLIENT_MESSAGE_LIMIT = { limit: 10, windowSeconds: 10 * 60 };
/** Per order, customer messages in a day (an order is one question, not a chat room). */
export const ORDER_MESSAGES_PER_DAY = 20;
/** Per address on the contact page, in a day. */
export const CONTACT_MESSAGES_PER_DAY = 5;
/** An open thread unanswered this long goes to the attention list and the operators' digest. */
export const UNANSWERED_AFTER_HOURS = 4;

/**
 * A message's text: trimmed, 1 to MESSAGE_MAX_CHARS characters, control
 * characters other than line breaks and tabs removed (text only: it is
 * escaped wherever it is shown, never rendered as markup).
 */
export const messageText = z
  .string({ error: M.empty })
  .transform((s) =>
    s
      .replace(/\r\n?/g, "\n")
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
      .trim(),
  )
  .pipe(z.string().min(1, M.empty).max(MESSAGE_MAX_CHARS, M.tooLong));
