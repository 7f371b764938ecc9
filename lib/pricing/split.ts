import { EXPLORER_BUNDLE, type ServiceType } from "./limits";

export type ItemKindName = "VIEWS" | "LIKES" | "SAVES" | "SHARES";

export interface PricedItem {
  kind: ItemKindName;
  quantity: number;
  /** This part's share of what the customer paid, in fils. */
  priceFils: number;
}

/**
 * How much of the explorer bundle's price each part carries, in percent: the
 * basis for refunding one part that was not delivered. Views are the bundle's
 * main value; likes cost most per unit; saves and shares are small extras.
 */
export const EXPLORER_PRICE_SHARES: Record<ItemKindName, number> = { VIEWS: 50, LIKES: 30, SAVES: 10, SHARES: 10 };

/**
 * The items an order is fulfilled as, with the amount paid split between
 * them (integer fils that add up exactly to the amount: the rounding rest
 * goes to the views). Views and likes orders are one item; the explorer
 * bundle is four (docs/product-rules.md#services-and-quantities).
 */
export function orderItems(service: ServiceType, quantity: number, amountFils: number): PricedItem[] {
  if (service === "views") return [{ kind: "VIEWS", quantity, priceFils: amountFils }];
  if (service === "likes") return [{ kind: "LIKES", quantity, priceFils: amountFils }];
  const parts: [ItemKindName, number][] = [
    ["VIEWS", EXPLORER_BUNDLE.views],
    ["LIKES", EXPLORER_BUNDLE.likes],
    ["SAVES", EXPLORER_BUNDLE.saves],
    ["SHARES", EXPLORER_BUNDLE.shares],
  ];
  const items = parts.map(([kind, q]) => ({
    kind,
    quantity: q,
    priceFils: Math.floor((amountFils * EXPLORER_PRICE_SHARES[kind]) / 100),
  }));
  const rest = amountFils - items.reduce((sum, i) => sum + i.priceFils, 0);
  items[0]!.priceFils += rest;
  return items;
}

/** The undelivered share of an item's price (fils, rounded down: never refund more than paid). */
export function undeliveredShareFils(item: { priceFils: number; quantity: number }, remains: number): number {
  if (item.quantity <= 0) return 0;
  const undelivered = Math.min(Math.max(0, remains), item.quantity);
  return Math.floor((item.priceFils * undelivered) / item.quantity);
}
