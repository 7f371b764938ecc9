"use client";

import { api } from "@/components/data/api";
import type { OpenOrderResponse } from "@/lib/orders/contract";

import { devicePaymentIds } from "./device-storage";

// Response schemas load with the first answer, not with the page: the first-load JavaScript stays as it was.
const openOrderSchema = () => import("@/lib/orders/schemas").then((m) => m.openOrderResponseSchema);

export type OpenOrder = NonNullable<OpenOrderResponse["order"]>;

/**
 * This visitor's unfinished order for `link` (their account's, or one this
 * device paid for), so the buy button can warn before a second order for the
 * same video. Never blocks a purchase: any failure counts as "none".
 */
export async function findOpenOrder(link: string): Promise<OpenOrder | null> {
  const query = new URLSearchParams({ link });
  const ids = devicePaymentIds();
  if (ids.length) query.set("paymentIds", ids.join(","));
  try {
    const body = await api(`/api/orders/open?${query.toString()}`, { schema: openOrderSchema });
    return body.order;
  } catch {
    return null;
  }
}
