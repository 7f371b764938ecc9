import { formatAed, SERVICE_TYPES, serviceLabel, type ServiceType } from "@/lib/pricing";

/** "3.50 درهم" from the API's decimal AED amount. */
export function aed(amount: number): string {
  return formatAed(Math.round(amount * 100));
}

/** The catalogue's name of each service, as the order and payment pages show it. */
export const SERVICE_LABELS = Object.fromEntries(SERVICE_TYPES.map((type) => [type, serviceLabel(type)])) as Record<
  ServiceType,
  string
>;
