import { formatAed, type ServiceType } from "@/lib/pricing";

/** "3.50 درهم" from the API's decimal AED amount. */
export function aed(amount: number): string {
  return formatAed(Math.round(amount * 100));
}

export const SERVICE_LABELS: Record<ServiceType, string> = {
  views: "مشاهدات تيك توك",
  likes: "إعجابات تيك توك",
  explorer: "باقة الإكسبلور",
};

export function quantityText(quantity: number): string {
  return quantity.toLocaleString("en-US");
}
