"use client";

import { deviceStorage, STORAGE_KEYS } from "@/components/checkout/device-storage";
import { isServiceType, type ServiceType } from "@/lib/pricing";

// The visitor's link, service and quantity survive a reload and the round trip
// through the payment provider (docs/product-rules.md#device-storage).

export interface StoredOrder {
  link: string;
  serviceType: ServiceType | null;
  quantity: number | null;
}

export function loadStoredOrder(): StoredOrder {
  const s = deviceStorage();
  const type = s?.getItem(STORAGE_KEYS.serviceType);
  const quantity = Number(s?.getItem(STORAGE_KEYS.serviceQuantity) ?? "");
  return {
    link: s?.getItem(STORAGE_KEYS.link) ?? "",
    serviceType: isServiceType(type) ? type : null,
    quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : null,
  };
}

export function storeLink(link: string): void {
  const s = deviceStorage();
  if (!s) return;
  if (link) s.setItem(STORAGE_KEYS.link, link);
  else s.removeItem(STORAGE_KEYS.link);
}

export function storeSelection(serviceType: ServiceType, quantity: number): void {
  const s = deviceStorage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.serviceType, serviceType);
  s.setItem(STORAGE_KEYS.serviceQuantity, String(quantity));
  if (serviceType === "views") s.setItem(STORAGE_KEYS.viewsQuantity, String(quantity));
}
