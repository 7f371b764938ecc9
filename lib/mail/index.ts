import "server-only";

// Customer e-mails (docs/operations.md#e-mail): composed in Arabic with a
// plain-text part, stored once per event, sent by the durable job queue
// through SMTP (SMTP_URL) or into $DATA_DIR/outbox as .eml files.
export {
  PLACEHOLDER_EMAIL,
  composeOrderMail,
  customerAddress,
  orderPageUrl,
  type ComposedMail,
  type OrderEvent,
} from "./compose";
export { MAIL_JOB_TYPE, mailFrom, mailJob, queueMail, queueOrderMail, sendStored } from "./send";
export {
  MARKETING_KINDS,
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_LINK_MESSAGE,
  UNSUBSCRIBE_PAGE,
  isOptedOut,
  optOut,
  unsubscribeAddress,
  unsubscribePageUrl,
} from "./marketing";
export { composeCheckoutReminder, resumeUrl, type ReminderFacts } from "./reminder-mail";
export { listOutbox, outboxDir, readOutboxMessage, type OutboxEntry } from "./outbox";
export { renderMail, type MailBody, type MailContent } from "./templates";
