import { SERVICES, type ItemKindName, type ServiceType } from "./catalogue";
import { vatInTotal } from "./money";
import { priceFor } from "./prices";
import type { PriceList } from "./price-list";

/**
 * The console's preview of a price list (docs/operations.md#the-price-list):
 * the price at common quantities and the margin at the panel's current cost.
 * Pure and client-safe: the editor recomputes it as the owner types, and the
 * server runs the same rows to ask for a confirmation before a price below cost.
 */

/** What the panel charges per 1,000 units of each kind, in fils (its rate at the exchange rate); null: unknown. */
export type UnitCosts = Partial<Record<ItemKindName, number | null>>;

export interface PreviewRow {
  service: ServiceType;
  quantity: number;
  /** What the customer pays, VAT included (fils). */
  priceFils: number;
  /** Without VAT: what the store keeps (fils). */
  netFils: number;
  /** The panel's charge for the order's parts (fils); null when a part's rate is unknown. */
  costFils: number | null;
  /** Margin over the net price, whole percent; null without a cost. */
  marginPercent: number | null;
}

const COMMON = {
  views: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000],
  likes: [250, 500, 1_000, 2_500],
} as const;

/** The quantities the preview shows: the list's minimum, common amounts within it, its maximum. */
export function previewQuantities(list: PriceList, service: ServiceType): number[] {
  if (service === "explorer") return [SERVICES.explorer.limits.min];
  const { min, max } = list[service];
  return [...new Set([min, ...COMMON[service].filter((q) => q > min && q < max), max])];
}

export function previewRows(list: PriceList, service: ServiceType, costs: UnitCosts, vatRateBp: number): PreviewRow[] {
  return previewQuantities(list, service).map((quantity) => {
    const { amountFils } = priceFor({ service, quantity }, list);
    const netFils = amountFils - vatInTotal(amountFils, vatRateBp);
    let costFils: number | null = 0;
    for (const part of SERVICES[service].parts) {
      const perThousand = costs[part.kind];
      if (perThousand === null || perThousand === undefined) {
        costFils = null;
        break;
      }
      const units = part.quantity === "ordered" ? quantity : part.quantity;
      costFils += Math.round((units * perThousand) / 1_000);
    }
    const marginPercent = costFils === null || netFils <= 0 ? null : Math.round(((netFils - costFils) / netFils) * 100);
    return { service, quantity, priceFils: amountFils, netFils, costFils, marginPercent };
  });
}

/** Every preview row of the list sold below the panel's cost. */
export function rowsBelowCost(list: PriceList, costs: UnitCosts, vatRateBp: number): PreviewRow[] {
  return (["views", "likes", "explorer"] as const)
    .flatMap((s) => previewRows(list, s, costs, vatRateBp))
    .filter((r) => r.costFils !== null && r.netFils < r.costFils);
}
