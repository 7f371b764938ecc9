/**
 * Marketing copy and contact details: the one place an operator edits them.
 * Safe for client components (no secrets here).
 */
import { BUILD_CONTACT, BUILD_IDENTITY, type StoreIdentity } from "@/lib/env/contract";
import { deliveryText, promiseText, formatCount } from "@/lib/pricing";

/**
 * Who sells (the store's identity, lib/env/identity.ts), as `next build` read
 * it: the terms, the privacy page and the footer are prerendered.
 */
export const identity: StoreIdentity = BUILD_IDENTITY;

/** The price terms a VAT-registered store states: VAT is in every price, never added at checkout. */
export function priceTermsOf(vat: StoreIdentity["vat"]): string {
  return vat.registered
    ? `الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة (${vat.ratePercent}%)`
    : "الأسعار بالدرهم الإماراتي";
}

/** The prices' terms: VAT included at the configured rate, or (not registered) no VAT wording at all. */
export const priceTerms = priceTermsOf(identity.vat);

/**
 * Customers served: the one figure every claim quotes (footer, landing page).
 * An operator must stand behind it (docs/product-rules.md#marketing-copy).
 */
export const CUSTOMERS_SERVED = 1_000;
const customers = formatCount(CUSTOMERS_SERVED);

export const site = {
  name: "ترند بوست",
  tagline: "زيادة مشاهدات وإعجابات تيك توك بسرعة وأمان",
  description: `متجر عربي لزيادة مشاهدات وإعجابات تيك توك بالدرهم الإماراتي، مع محلل مجاني لفرص انتشار الفيديو وعرض ${promiseText.freeViews} مشاهدة مجانية لكل مستخدم.`,
  /**
   * The free-offer bar: `short` on phones (the full text does not fit beside the button at 360 px).
   * The offer has no end, so it is never called «عرض محدود» (docs/product-rules.md#no-reference-prices).
   */
  promo: {
    text: `هدية لكل حساب: ${promiseText.freeViews} مشاهدة مجانية!`,
    short: `${promiseText.freeViews} مشاهدة مجانية!`,
    cta: "احصل عليها الآن",
  },
  /**
   * The operator's settings (SUPPORT_EMAIL, WHATSAPP_NUMBER, SOCIAL_*_URL), as
   * `next build` read them (lib/env/contact.ts); null where unset: not shown.
   * At least one contact always: production requires one, the demo identity has one.
   */
  contact: {
    supportEmail: identity.supportEmail,
    /** Messaging-app number in international format, digits only. */
    whatsappNumber: identity.whatsappNumber,
    whatsappMessage: "مرحباً، أحتاج مساعدة بخصوص طلبي",
  },
  social: [
    { name: "تيك توك", href: BUILD_CONTACT.social.tiktok },
    { name: "إنستغرام", href: BUILD_CONTACT.social.instagram },
    { name: "إكس", href: BUILD_CONTACT.social.x },
  ].filter((s): s is { name: string; href: string } => s.href !== null),
  claims: {
    happyCustomers: `أكثر من ${customers} عميل راضٍ`,
    accountsServed: `أكثر من ${customers} حساب تمت خدمته`,
    analyserAccuracy: "دقة تحليل 85-90%",
    deliveryStart: deliveryText.fastestStart,
    videoDeletion: `تُحذف الفيديوهات المرفوعة خلال ${promiseText.uploadDeletion} ولا تُشارك مع أي طرف ثالث`,
  },
} as const;

/** The messaging app's chat link, or null when no number was set. */
export function whatsappHref(): string | null {
  const { whatsappNumber, whatsappMessage } = site.contact;
  return whatsappNumber ? `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(whatsappMessage)}` : null;
}
