import { SERVICES, type ItemKindName, type ServiceType } from "./catalogue";

export interface PricedItem {
  kind: ItemKindName;
  quantity: number;
  /** This part's share of what the customer paid, in fils. */
  priceFils: number;
}

/**
 * The items an order is fulfilled as (the catalogue's parts), with the amount
 * paid split between them by each part's share (integer fils that add up
 * exactly to the amount: the rounding rest goes to the first part, the
 * views). Views and likes orders are one item; the explorer bundle is four
 * (docs/product-rules.md#services-and-quantities).
 */
export function orderItems(service: ServiceType, quantity: number, amountFils: number): PricedItem[] {
  const items = SERVICES[service].parts.map((part) => ({
    kind: part.kind,
    quantity: part.quantity === "ordered" ? quantity : part.quantity,
    priceFils: Math.floor((amountFils * part.priceShare) / 100),
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
