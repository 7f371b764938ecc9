import { applyReturningDiscount, divRound, formatAed, MIN_PRICE_FILS } from "@/lib/pricing";

/**
 * A discount code's arithmetic and words (pure; the server's alone: the buy
 * form shows what the server answers). The rules: docs/product-rules.md#discount-codes.
 */

/** What a code may look like once normalised: capitals, digits, - and _, 3-32 of them. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A code as the customer typed it (spaces around, any case, Arabic-Indic digits): its stored form, or null. */
export function normaliseDiscountCode(raw: string): string | null {
  const code = raw
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toUpperCase();
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

/** What a code takes off, and what it is limited to, as a price needs them. */
export interface CodeTerms {
  kind: "PERCENT" | "FIXED";
  /** PERCENT: 1-100; FIXED: fils. */
  value: number;
  combinesWithReturning: boolean;
}

export interface PriceWithCode {
  /** The price before any discount. */
  listFils: number;
  /** What the customer pays. */
  amountFils: number;
  /** What the code took off. */
  codeDiscountFils: number;
  /** What the returning customer's discount took off (0 when the code replaced it). */
  returningDiscountFils: number;
}

/**
 * The price with a code: off the list price, or off the returning customer's
 * price when the code combines with that discount; otherwise the code replaces
 * it, and `null` says the returning customer's own discount is worth more (the
 * code is then refused: the customer never pays more for typing a code). A
 * price never goes under the store's smallest charge (MIN_PRICE_FILS).
 */
export function priceWithCode(listFils: number, returning: boolean, code: CodeTerms): PriceWithCode | null {
  const floor = Math.min(listFils, MIN_PRICE_FILS);
  const off = (base: number) =>
    Math.max(floor, base - (code.kind === "PERCENT" ? divRound(base * code.value, 100) : code.value));
  const returningFils = returning ? applyReturningDiscount(listFils) : listFils;
  if (returning && code.combinesWithReturning) {
    const amountFils = off(returningFils);
    return {
      listFils,
      amountFils,
      codeDiscountFils: returningFils - amountFils,
      returningDiscountFils: listFils - returningFils,
    };
  }
  const amountFils = off(listFils);
  if (returning && returningFils <= amountFils) return null;
  return { listFils, amountFils, codeDiscountFils: listFils - amountFils, returningDiscountFils: 0 };
}

/** Why a code is refused, in the customer's words (shown on the code's field). */
export const DISCOUNT_CODE_MESSAGES = {
  format: "رمز الخصم غير صحيح: حروف إنجليزية وأرقام فقط",
  unknown: "لا يوجد رمز خصم بهذا الاسم",
  paused: "رمز الخصم موقوف حالياً",
  notStarted: (startsAt: string) => `رمز الخصم يبدأ في ${startsAt}`,
  ended: "انتهت مدة رمز الخصم",
  service: "رمز الخصم لا يشمل هذه الخدمة",
  minOrder: (minFils: number) => `رمز الخصم لطلب بقيمة ${formatAed(minFils)} أو أكثر`,
  usedUp: "نفدت استخدامات رمز الخصم",
  budget: "نفد رصيد رمز الخصم",
  perCustomer: "استخدمت رمز الخصم هذا من قبل",
  firstOrder: "رمز الخصم للطلب الأول فقط",
  returningBetter: "خصم العميل العائد أكبر من خصم هذا الرمز: احذف الرمز لتحصل عليه",
  busy: "تعذر التحقق من رمز الخصم، حاول مرة أخرى",
} as const;
