// Cost arithmetic in exact decimals (docs/operations.md#cost-and-margin): a
// panel's charge or rate is kept as the text it wrote, computed as integers of
// 10^-8, and turned into fils with one rounding. No floating point decides a fils.

/** Decimals are exact: kept as text, computed as integers of 10^-8. */
const SCALE = 100_000_000n;
const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

/** "0.9", 0.9, "0.90000" → "0.90000000" (8 places); null for anything that is not a plain non-negative decimal. */
export function normaliseDecimal(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  let text = typeof value === "number" ? (Number.isFinite(value) && value >= 0 ? value.toFixed(8) : "") : value.trim();
  if (/^\d+\.\d{9,}$/.test(text)) text = Number(text).toFixed(8);
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return `${BigInt(whole!)}.${fraction.padEnd(8, "0")}`;
}

/** A normalised decimal as integers of 10^-8. */
export function scaledDecimal(decimal: string): bigint {
  const [whole, fraction = ""] = decimal.split(".");
  return BigInt(whole!) * SCALE + BigInt(fraction.padEnd(8, "0").slice(0, 8));
}

/** An amount in a panel currency at `aedPerUnit`, in fils, rounded once to the nearest fils (halves up). */
export function toFils(amount: string, aedPerUnit: string): number {
  const product = scaledDecimal(amount) * scaledDecimal(aedPerUnit) * 100n; // 10^-16 fils
  const unit = SCALE * SCALE;
  return Number((product + unit / 2n) / unit);
}

/** rate per 1,000 × quantity ÷ 1,000 as a decimal string (8 places, the rest cut off). */
export function perUnits(perThousand: string, quantity: number): string {
  const total = (scaledDecimal(perThousand) * BigInt(quantity)) / 1000n;
  const text = total.toString().padStart(9, "0");
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
}
