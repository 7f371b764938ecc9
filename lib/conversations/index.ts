import "server-only";

// The conversations room's door (docs/conversations.md): a customer's thread
// on an order's page and the contact page's message; the operator's answers
// and first messages (e-mailed, audited); the saved replies; the unanswered
// threads the attention list counts.
export * from "./contract";
export {
  CLIENT_MESSAGE_LIMIT,
  CONTACT_MESSAGES_PER_DAY,
  ORDER_MESSAGES_PER_DAY,
  UNANSWERED_AFTER_HOURS,
  messageText,
} from "./limits";
export { THREAD_MAX_MESSAGES, postContactMessage, postOrderMessage, threadForOwner } from "./threads";
export {
  THREAD_NOT_FOUND_MESSAGE,
  setThreadClosed,
  unansweredThreads,
  writeToCustomer,
  type MessageTarget,
  type OperatorMessage,
} from "./answers";
export { savedRepliesFor, type SavedReply } from "./saved-replies";
export { CONSOLE_THREADS_PAGE, consoleThread, consoleThreads, threadOfOrder } from "./console";
