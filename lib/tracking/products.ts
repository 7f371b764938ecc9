import { adContent, type ServiceType } from "@/lib/pricing";

/** What the store sells, as ad events name it (client-safe): the catalogue's content id and name. */
export type TrackedProduct = ServiceType;

export function productName(serviceType: TrackedProduct): string {
  return adContent(serviceType).name;
}
