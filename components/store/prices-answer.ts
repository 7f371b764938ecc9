import type { PriceList, PublicPromotion } from "@/lib/pricing";

/** What GET /api/prices answers: the price list and the promotions in force. */
export interface PricesAnswer {
  prices: PriceList;
  promotions?: PublicPromotion[];
}

let asked: Promise<PricesAnswer | null> | null = null;

/** Asks /api/prices once per page load (every form and leaf of the page shares the answer); null when it fails. */
export function askPrices(): Promise<PricesAnswer | null> {
  asked ??= fetch("/api/prices", { headers: { accept: "application/json" } })
    .then(async (res) => (res.ok ? ((await res.json()) as PricesAnswer) : null))
    .catch(() => null);
  return asked;
}

/** Tests: forget the answer so the next form asks again. */
export function forgetPricesAnswer(): void {
  asked = null;
}
