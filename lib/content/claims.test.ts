import * as content from "@/lib/content";
import { CUSTOMERS_SERVED } from "@/lib/content";

/** Every string in the content modules, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the customer count in the copy", () => {
  it("is one number, quoted from one place, wherever the copy claims customers", () => {
    const claims = strings(content).filter((s) => /\d[\d,]*\+?\s*(عميل|حساب|زبون)/.test(s));
    expect(claims.length).toBeGreaterThanOrEqual(2);
    const numbers = new Set(claims.map((s) => /(\d[\d,]*)\+?\s*(عميل|حساب|زبون)/.exec(s)![1]!.replace(/,/g, "")));
    expect([...numbers]).toEqual([String(CUSTOMERS_SERVED)]);
  });
});
