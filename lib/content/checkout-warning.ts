/**
 * The purchase page's warning (docs/product-rules.md#checkout-flow). A module
 * of its own: the buy form imports it, and the free offer's words beside it
 * (./offer.ts) would otherwise travel in the form's first-load JavaScript.
 */
export const multipleServicesWarning =
  "تنبيه: لا تطلب أكثر من خدمة لنفس الرابط في الوقت نفسه حتى يكتمل الطلب الأول، لتجنب تداخل الطلبات.";
