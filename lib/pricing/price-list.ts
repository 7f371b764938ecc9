import { SERVICES } from "./catalogue";
import { formatCount } from "./count";
import { type PricePoint } from "./table-price";

export { MIN_PRICE_FILS, tablePriceFils, type PricePoint } from "./table-price";

/**
 * The price list the owner edits in the console (docs/product-rules.md#prices):
 * per service a table of quantity breakpoints with a price at each, linear
 * between them, plus its minimum, maximum and quick amounts; the explorer
 * bundle's one price. Client-safe and pure: the server stores it versioned
 * (lib/price-list) and prices every payment with it; pages receive it.
 */

export interface ServicePrices {
  /** At least two, quantities strictly rising, prices never falling. */
  points: PricePoint[];
  min: number;
  max: number;
  /** The purchase form's one-tap amounts, within min and max. */
  quick: number[];
}

export interface PriceList {
  views: ServicePrices;
  likes: ServicePrices;
  explorer: { fils: number };
}

export type TableService = "views" | "likes";

/**
 * Today's formulas as the default table: views 3.50 at 5,000, 15.00 at
 * 100,000, 50.00 at 1,000,000; likes 3.50 at 100, 15.00 at 1,000, then 15.00
 * per further 1,000 (75.00 at 5,000); the bundle 15.00.
 */
export const DEFAULT_PRICE_LIST: PriceList = {
  views: {
    points: [
      { quantity: 5_000, fils: 350 },
      { quantity: 100_000, fils: 1_500 },
      { quantity: 1_000_000, fils: 5_000 },
    ],
    min: SERVICES.views.limits.min,
    max: SERVICES.views.limits.max,
    quick: [5_000, 10_000, 25_000, 50_000, 100_000],
  },
  likes: {
    points: [
      { quantity: 100, fils: 350 },
      { quantity: 1_000, fils: 1_500 },
      { quantity: 5_000, fils: 7_500 },
    ],
    min: SERVICES.likes.limits.min,
    max: SERVICES.likes.limits.max,
    quick: [100, 250, 500, 1_000, 2_500],
  },
  explorer: { fils: 1_500 },
};

/** The price list's problem, in Arabic for the console, or null when it may be saved. */
export function priceListProblem(list: PriceList): string | null {
  for (const service of ["views", "likes"] as const) {
    const name = SERVICES[service].tabLabel;
    const t = list[service];
    const hard = SERVICES[service].limits;
    if (!t || !Array.isArray(t.points) || t.points.length < 2) return `${name}: نقطتا سعر على الأقل`;
    for (const [k, p] of t.points.entries()) {
      if (!isWhole(p.quantity) || p.quantity <= 0 || !isWhole(p.fils) || p.fils <= 0)
        return `${name}: الكمية والسعر أعداد موجبة (السطر ${k + 1})`;
      const prev = t.points[k - 1];
      if (prev && p.quantity <= prev.quantity) return `${name}: الكميات تتصاعد (السطر ${k + 1})`;
      if (prev && p.fils < prev.fils) return `${name}: السعر لا ينقص مع زيادة الكمية (السطر ${k + 1})`;
    }
    if (!isWhole(t.min) || !isWhole(t.max) || t.min < hard.min || t.max > hard.max || t.min > t.max)
      return `${name}: الحد الأدنى والأقصى بين ${hard.min} و${hard.max}`;
    const onStep = (q: number) => (q - hard.min) % Math.max(1, hard.step) === 0;
    if (
      !Array.isArray(t.quick) ||
      t.quick.length > 8 ||
      t.quick.some((q) => !isWhole(q) || q < t.min || q > t.max || !onStep(q))
    )
      return `${name}: الكميات السريعة (حتى 8) بين الحد الأدنى والأقصى، ومن مضاعفات ${formatCount(hard.step)}`;
  }
  if (!list.explorer || !isWhole(list.explorer.fils) || list.explorer.fils <= 0) return "الباقة: السعر عدد موجب بالفلس";
  return null;
}

function isWhole(n: unknown): n is number {
  return typeof n === "number" && Number.isSafeInteger(n);
}
