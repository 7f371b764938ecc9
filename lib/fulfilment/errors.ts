/**
 * What a panel's error text means for us. Panels send English sentences or,
 * on some, i18n keys (external-apis.md 3.6); both are matched.
 * - funds: our panel balance is too low: pause submissions, alert the operator;
 * - active-link: an order for this link is still running there: try later;
 * - rejected: the service, quantity or link is refused: the item fails and is refunded;
 * - other: anything else (bad key, "Incorrect request"): retry with backoff.
 */
export type PanelErrorKind = "funds" | "active-link" | "rejected" | "other";

const FUNDS = /not enough funds|not_enough_funds|insufficient (funds|balance)|low balance/i;
const ACTIVE_LINK = /active order with this link|link_duplicate/i;
const REJECTED =
  /incorrect service|incorrect_service_id|service (is )?(disabled|not found|not active)|quantity (less|more) than|min_quantity|max_quantity|bad link|invalid link|neworder\.error\.link$/i;

export function classifyPanelError(message: string): PanelErrorKind {
  if (FUNDS.test(message)) return "funds";
  if (ACTIVE_LINK.test(message)) return "active-link";
  if (REJECTED.test(message)) return "rejected";
  return "other";
}

/**
 * Network failures that happen before a request can reach the panel (no
 * connection, no name, TLS refused): the order was certainly not created.
 * Anything else (reset, timeout) may have happened after the panel took it.
 */
const NEVER_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
]);

export function neverReachedPanel(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NEVER_SENT.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return `${error.name}: ${error.message}${typeof code === "string" ? ` (${code})` : ""}`;
}
