/**
 * "1,000": a whole number with Western digits in groups of three, as every
 * figure in the store is shown (docs/product-rules.md#language-and-text).
 *
 * Not `toLocaleString("en-US")`: the first call in a page sets up the browser's
 * number formatting (ICU), 15-25 ms of main thread on a fast machine and four
 * times that on a phone, inside the page's hydration (docs/benchmarks.md).
 * ESLint forbids toLocaleString in the app's code for that reason.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}
