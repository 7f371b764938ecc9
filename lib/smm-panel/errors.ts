/**
 * What a panel's error text means for us. Panels send English sentences or,
 * on some, i18n keys (external-apis.md 3.6); both are matched, the whole
 * message against the documented wording (anchored), never a word found
 * somewhere inside it: a panel that echoes the link back must not have the
 * customer's text read as its own (a link ending in "not enough funds" would
 * pause every submission). The link is cut out of the message first.
 * - funds: our panel balance is too low: pause submissions, alert the operator;
 * - active-link: an order for this link is still running there: try later;
 * - rejected: the service, quantity or link is refused: the item fails and is refunded;
 * - other: anything else (bad key, "Incorrect request"): retry with backoff.
 */
export type PanelErrorKind = "funds" | "active-link" | "rejected" | "other";

const KINDS: [RegExp, PanelErrorKind][] = [
  [/^(not enough funds( on (your )?balance)?|insufficient (funds|balance)|low balance)$/, "funds"],
  [/^(neworder\.error\.)?not_enough_funds$/, "funds"],
  [
    /^you have (an )?active order with this link( please wait until (the )?order (is )?being completed)?$/,
    "active-link",
  ],
  [/^(neworder\.error\.)?link_duplicate$/, "active-link"],
  [/^(incorrect service id|service (is )?(disabled|not found|not active))$/, "rejected"],
  [/^(error\.)?incorrect_service_id$/, "rejected"],
  [/^quantity (less than minimal|more than maximum) \d+$/, "rejected"],
  [/^(neworder\.error\.)?(min|max)_quantity$/, "rejected"],
  [/^(bad|invalid|incorrect) link$/, "rejected"],
  [/^neworder\.error\.link$/, "rejected"],
];

/**
 * The panel's own words: the link (as sent, and URL-encoded) cut out, case,
 * spacing and the punctuation around sentences evened out.
 */
export function panelWords(message: string, link?: string): string {
  let text = message;
  if (link) {
    for (const form of new Set([link, encodeURIComponent(link), new URLSearchParams({ l: link }).toString().slice(2)]))
      if (form) text = text.split(form).join(" ");
  }
  return text
    .toLowerCase()
    .replace(/["'`()[\]<>]+/g, " ")
    .replace(/[.!?,;:]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function classifyPanelError(message: string, link?: string): PanelErrorKind {
  const words = panelWords(message, link);
  return KINDS.find(([pattern]) => pattern.test(words))?.[1] ?? "other";
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
