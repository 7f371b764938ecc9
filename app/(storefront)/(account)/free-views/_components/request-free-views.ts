import { api, ApiError } from "@/components/data/api";

// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const claimResponseSchema = () => import("@/lib/free-views/schemas").then((m) => m.freeViewsClaimResponseSchema);

/** The documented fallbacks (docs/product-rules.md#free-offer). */
export const REQUEST_FAILED_MESSAGE = "حدث خطأ أثناء طلب المشاهدات المجانية";
export const PROCESSING_FAILED_MESSAGE = "حدث خطأ أثناء معالجة طلبك";

export type FreeViewsOutcome =
  { ok: true; orderId: string | null } | { ok: false; signedOut: boolean; message: string };

/**
 * POST /api/tiktok-views/free. On failure the server's text, else the documented
 * fallback (docs/product-rules.md#errors); a request that never got an answer (offline) gets the second
 * fallback rather than the browser's English text.
 */
export async function requestFreeViews(tiktokUrl: string): Promise<FreeViewsOutcome> {
  try {
    const claim = await api("/api/tiktok-views/free", {
      method: "POST",
      body: { tiktokUrl },
      schema: claimResponseSchema,
      fallback: REQUEST_FAILED_MESSAGE,
      offline: PROCESSING_FAILED_MESSAGE,
    });
    return { ok: true, orderId: claim.orderId };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The claim is made; an answer without its order id still counts as success.
    if (error.code === "BAD_RESPONSE") return { ok: true, orderId: null };
    return { ok: false, signedOut: error.status === 401, message: error.message };
  }
}
