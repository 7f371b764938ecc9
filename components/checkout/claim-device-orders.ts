"use client";

import { api } from "@/components/data/api";

import { devicePaymentIds } from "./device-storage";

/**
 * Right after signing in or registering: the account takes the guest orders
 * made on this device, proved by their payment ids (POST
 * /api/user/orders/claim, docs/product-rules.md#order-access). A failure
 * changes nothing the customer sees: those orders stay listed as this
 * device's, so it is not reported.
 */
export async function claimDeviceOrders(): Promise<void> {
  const paymentIds = devicePaymentIds();
  if (paymentIds.length === 0) return;
  // Bounded: signing in goes on after 5 s whatever the answer.
  await api("/api/user/orders/claim", { method: "POST", body: { paymentIds }, timeoutMs: 5_000 }).catch(
    () => undefined,
  );
}
