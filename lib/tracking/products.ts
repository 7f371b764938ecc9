/** What the store sells, as ad events name it (client-safe). */
const PRODUCT_NAMES = {
  views: "مشاهدات تيك توك",
  likes: "إعجابات تيك توك",
  explorer: "باقة الإكسبلور",
} as const;

export type TrackedProduct = keyof typeof PRODUCT_NAMES;

export function productName(serviceType: TrackedProduct): string {
  return PRODUCT_NAMES[serviceType];
}
