"use client";

import { useRef } from "react";

import { filsToAed, type ServiceType } from "@/lib/pricing";
import { trackAddToCart } from "@/lib/tracking/contract";

/**
 * AddToCart once per service and page: when the visitor has typed or pasted
 * a valid video link (the step before the buy button; the store has no cart).
 * Returns the function the link field calls with its new value.
 */
export function useAddToCart(
  serviceType: ServiceType,
  quantity: number,
  amountFils: number,
  linkError: (link: string) => string | null,
): (link: string) => void {
  const sent = useRef(new Set<ServiceType>());
  return (link) => {
    if (sent.current.has(serviceType) || linkError(link) !== null) return;
    sent.current.add(serviceType);
    trackAddToCart({ serviceType, quantity, value: filsToAed(amountFils) });
  };
}
