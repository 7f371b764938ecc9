/**
 * Marketing copy and contact details: the one place an operator edits them.
 * Safe for client components (no secrets here).
 */
import { BUILD_CONTACT, BUILD_VAT_PERCENT } from "@/lib/env/contract";
import { deliveryText, promiseText } from "@/lib/pricing";

/**
 * Prices are charged as shown: VAT is in them, never added at checkout. The
 * rate is VAT_PERCENT, as the build read it (the pages stating it are static).
 */
export const pricesIncludeVat = `الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة (${BUILD_VAT_PERCENT}%)`;

/**
 * Customers served: the one figure every claim quotes (footer, landing page).
 * An operator must stand behind it (docs/product-rules.md#marketing-copy).
 */
export const CUSTOMERS_SERVED = 1_000;
const customers = CUSTOMERS_SERVED.toLocaleString("en-US");

export const site = {
  name: "ترند بوست",
  nameLatin: "Trend Boost",
  tagline: "زيادة مشاهدات وإعجابات تيك توك بسرعة وأمان",
  description: `متجر عربي لزيادة مشاهدات وإعجابات تيك توك بالدرهم الإماراتي، مع محلل مجاني لفرص انتشار الفيديو وعرض ${promiseText.freeViews} مشاهدة مجانية لكل مستخدم.`,
  /** The promo bar: `short` on phones (the full text does not fit beside the button at 360 px). */
  promo: {
    text: `عرض محدود: ${promiseText.freeViews} مشاهدة مجانية!`,
    short: `${promiseText.freeViews} مشاهدة مجانية!`,
    cta: "احصل عليها الآن",
  },
  /**
   * The operator's settings (SUPPORT_EMAIL, WHATSAPP_NUMBER, SOCIAL_*_URL), as
   * `next build` read them (lib/env/contact.ts); null where unset: not shown.
   */
  contact: {
    supportEmail: BUILD_CONTACT.supportEmail,
    /** Messaging-app number in international format, digits only. */
    whatsappNumber: BUILD_CONTACT.whatsappNumber,
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
