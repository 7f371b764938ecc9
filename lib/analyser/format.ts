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
