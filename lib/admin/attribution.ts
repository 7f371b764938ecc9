import type { Attribution, Touch } from "@/lib/tracking/contract";

// The ad that brought a payment (docs/ad-events.md#attribution), as the console
// and its CSV name it. The payment keeps what the checked cookie held.

/** The payment's attribution column read back (null when the payer came from no ad). */
export function attributionOf(value: unknown): Attribution | null {
  const a = value as Partial<Attribution> | null;
  return a && typeof a === "object" && a.last && typeof a.last === "object"
    ? { first: a.first ?? a.last, last: a.last }
    : null;
}

/** «tiktok / winter sale / ad-7، من www.tiktok.com إلى /tiktok-views»: a touch in one line. */
export function touchLabel(touch: Touch): string {
  const what = [touch.source ?? "—", touch.campaign ?? "—", touch.content].filter(Boolean).join(" / ");
  const where = [touch.referrer && `من ${touch.referrer}`, touch.landing && `إلى ${touch.landing}`].filter(Boolean);
  return where.length > 0 ? `${what}، ${where.join(" ")}` : what;
}
