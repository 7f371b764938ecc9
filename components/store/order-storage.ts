"use client";

import { isServiceType, type ServiceType } from "@/lib/pricing";

/**
 * The browser storage keys (docs/product-rules.md#device-storage): the visitor's link, service and
 * quantity survive a reload and the round trip through the payment provider.
 */
export const STORAGE_KEYS = {
  link: "tiktok_video_link",
  serviceType: "tiktok_service_type",
  serviceQuantity: "tiktok_service_quantity",
  viewsQuantity: "tiktok_views_quantity",
  orderInfo: "current_order_info",
} as const;

export interface StoredOrder {
  link: string;
  serviceType: ServiceType | null;
  quantity: number | null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // disabled storage (private mode, blocked cookies)
  }
}

export function loadStoredOrder(): StoredOrder {
  const s = storage();
  const type = s?.getItem(STORAGE_KEYS.serviceType);
  const quantity = Number(s?.getItem(STORAGE_KEYS.serviceQuantity) ?? "");
  return {
    link: s?.getItem(STORAGE_KEYS.link) ?? "",
    serviceType: isServiceType(type) ? type : null,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : null,
  };
}

export function storeLink(link: string): void {
  const s = storage();
  if (!s) return;
  if (link) s.setItem(STORAGE_KEYS.link, link);
  else s.removeItem(STORAGE_KEYS.link);
}

export function storeSelection(serviceType: ServiceType, quantity: number): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.serviceType, serviceType);
  s.setItem(STORAGE_KEYS.serviceQuantity, String(quantity));
  if (serviceType === "views") s.setItem(STORAGE_KEYS.viewsQuantity, String(quantity));
}

/** Kept only when there is a link and a positive quantity (docs/product-rules.md#device-storage). */
export function storeOrderInfo(info: {
  tiktokUrl: string;
  quantity: number;
  serviceType: ServiceType;
  amount: number;
}) {
  const s = storage();
  if (!s || !info.tiktokUrl || info.quantity <= 0) return;
  s.setItem(STORAGE_KEYS.orderInfo, JSON.stringify(info));
}
