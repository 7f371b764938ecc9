import { formatCount } from "@/lib/pricing";

// Conversations (docs/conversations.md): the limits and messages a customer's
// form and the server share. Client-safe.

/** A message's longest text (characters); the database holds it too (a CHECK). */
export const MESSAGE_MAX_CHARS = 2_000;

export const CONVERSATION_MESSAGES = {
  empty: "اكتب رسالتك أولاً",
  tooLong: `الرسالة أطول من ${formatCount(MESSAGE_MAX_CHARS)} حرف. اختصرها أو أرسلها على دفعتين.`,
  email: "يرجى إدخال بريد إلكتروني صحيح لنرد عليك",
  tooManyFromClient: "أرسلت رسائل كثيرة خلال وقت قصير. انتظر قليلاً ثم أعد المحاولة.",
  tooManyOnOrder: "وصلتنا رسائل كثيرة عن هذا الطلب اليوم. سنرد عليها قريباً؛ أعد المحاولة غداً إن لزم.",
  closed: "أُغلقت هذه المحادثة. اكتب رسالة جديدة لنفتحها من جديد.",
} as const;

export type ConversationStatusName = "OPEN" | "WAITING" | "CLOSED";

/** One message as the order page shows it (the operator's name is not shown to customers). */
export interface ThreadMessageView {
  id: string;
  from: "customer" | "store";
  body: string;
  at: string;
}

/** GET /api/orders/{orderId}/messages: the order's thread (empty before the first message). */
export interface ThreadView {
  status: ConversationStatusName | null;
  messages: ThreadMessageView[];
}
