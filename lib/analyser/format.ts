import { PAGES } from "@/lib/routes";

/** m:ss, as a creator reads a timestamp (client-safe). */
export function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The store's order form, filled with a views boost of `quantity` (the result's boost button). */
export function boostHref(quantity: number): string {
  return `${PAGES.buy.path}?serviceType=views&quantity=${quantity}`;
}

/** The kept result's page. */
export function reportHref(reportId: string): string {
  return `${PAGES.analysisResult.path}?id=${encodeURIComponent(reportId)}`;
}

/** Sign in, then back to the kept result (to save it). */
export function signInToSaveHref(reportId: string): string {
  return `${PAGES.login.path}?callbackUrl=${encodeURIComponent(reportHref(reportId))}`;
}
