import { deliveryEstimate, orderPerks } from "./delivery";
import { QUANTITY_LIMITS } from "./limits";
import { divRound } from "./money";
import { DEFAULT_PRICE_LIST, type PriceList } from "./price-list";
import { likesPriceFils, viewsPriceFils } from "./prices";

/**
 * What the pricing page shows, computed from the price list checkout charges
 * with (the one in force, passed by the page), so the two cannot disagree
 * (docs/product-rules.md#prices).
 */

export interface PopularPackage {
  name: string;
  views: number;
  priceFils: number;
  features: string[];
  highlighted: boolean;
}

const PACKAGE_DEFS = [
  { name: "الباقة الأساسية", views: 5_000, highlighted: false },
  { name: "الباقة الأكثر طلباً", views: 20_000, highlighted: true },
  { name: "الباقة الاحترافية", views: 100_000, highlighted: false },
] as const;

export function popularPackages(list: PriceList = DEFAULT_PRICE_LIST): PopularPackage[] {
  return PACKAGE_DEFS.map((p) => {
    const delivery = deliveryEstimate("views", p.views);
    return {
      ...p,
      priceFils: viewsPriceFils(p.views, list),
      features: [
        `يبدأ التنفيذ ${delivery.start}`,
        `يكتمل ${delivery.complete}`,
        "تعويض تلقائي عند النقص",
        ...orderPerks("views", p.views),
      ],
    };
  });
}

export interface PriceRow {
  quantity: number;
  priceFils: number;
  /** Price per 1,000 in fils, rounded to the nearest fils. */
  perThousandFils: number;
}

const VIEW_ROWS = [5_000, 10_000, 20_000, 50_000, 100_000, 250_000, 500_000, 1_000_000];
const LIKE_ROWS = [100, 250, 500, 1_000, 2_500, 5_000];

export function viewsPriceTable(list: PriceList = DEFAULT_PRICE_LIST): PriceRow[] {
  return VIEW_ROWS.map((quantity) => row(quantity, viewsPriceFils(quantity, list)));
}

export function likesPriceTable(list: PriceList = DEFAULT_PRICE_LIST): PriceRow[] {
  return LIKE_ROWS.map((quantity) => row(quantity, likesPriceFils(quantity, list)));
}

function row(quantity: number, priceFils: number): PriceRow {
  return { quantity, priceFils, perThousandFils: divRound(priceFils * 1_000, quantity) };
}

export interface DiscountRow extends PriceRow {
  /** Saving per 1,000 views against the smallest order, in whole percent. */
  savingPercent: number;
}

/** Views volume discount: the per-1,000 price at each size against the 5,000 order's. */
export function viewsDiscountTable(list: PriceList = DEFAULT_PRICE_LIST): DiscountRow[] {
  const base = row(QUANTITY_LIMITS.views.min, viewsPriceFils(QUANTITY_LIMITS.views.min, list));
  return [5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000].map((quantity) => {
    const r = row(quantity, viewsPriceFils(quantity, list));
    return { ...r, savingPercent: 100 - divRound(r.perThousandFils * 100, base.perThousandFils) };
  });
}
