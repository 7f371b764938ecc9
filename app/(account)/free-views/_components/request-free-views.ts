import type { FreeViewsClaimResponse } from "@/lib/free-views/contract";

/** The documented fallbacks (docs/product-rules.md#free-offer). */
export const REQUEST_FAILED_MESSAGE = "حدث خطأ أثناء طلب المشاهدات المجانية";
export const PROCESSING_FAILED_MESSAGE = "حدث خطأ أثناء معالجة طلبك";

export type FreeViewsOutcome =
  { ok: true; orderId: string | null } | { ok: false; signedOut: boolean; message: string };

/**
 * POST /api/tiktok-views/free. On failure the page reads the JSON (docs/product-rules.md#errors)
 * `error` field, else shows its fallback; a request that never got an answer
 * (offline) gets the second fallback rather than the browser's English text.
 */
export async function requestFreeViews(tiktokUrl: string): Promise<FreeViewsOutcome> {
  let res: Response;
  let text: string;
  try {
    res = await fetch("/api/tiktok-views/free", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tiktokUrl }),
    });
    text = await res.text();
  } catch (error) {
    // eslint-disable-next-line no-console -- runs in the browser, where lib/log (server-only) is not
    console.error("POST /api/tiktok-views/free failed", error);
    return { ok: false, signedOut: false, message: PROCESSING_FAILED_MESSAGE };
  }
  const json = parse(text);
  if (!res.ok) {
    const error = typeof json?.error === "string" ? json.error.trim() : "";
    return { ok: false, signedOut: res.status === 401, message: error || REQUEST_FAILED_MESSAGE };
  }
  // The claim is made; an answer without its order id still counts as success.
  const orderId = typeof json?.orderId === "string" ? json.orderId : null;
  return { ok: true, orderId };
}

function parse(text: string): Partial<Record<keyof FreeViewsClaimResponse | "error", unknown>> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null; // an HTML error page from a proxy
  }
}
