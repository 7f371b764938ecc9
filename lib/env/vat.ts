/**
 * The VAT rate when VAT_PERCENT is unset (15%, docs/product-rules.md#prices). Client-safe: the
 * rate is fixed at `next build` (lib/env/contract.ts) for the prerendered pages
 * that state it.
 */
export const DEFAULT_VAT_PERCENT = 15;
