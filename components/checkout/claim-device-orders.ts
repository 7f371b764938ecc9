"use client";

import { api } from "@/components/data/api";

import { deviceOrdersToJoin, forgetDeviceOrders, type DeviceOrder } from "./device-storage";

const claimSchema = () => import("@/lib/orders/schemas").then((m) => m.claimOrdersResponseSchema);

export const JOIN_FAILED = "تعذر إضافة الطلبات إلى حسابك، حاول مرة أخرى";

/**
 * Sends these orders' payment ids (their proof) to POST
 * /api/user/orders/claim and forgets, on this device, the ones now in the
 * account: they show in its list from then on, on any device. Returns the ids
 * that joined.
 */
async function join(orders: DeviceOrder[], timeoutMs?: number): Promise<string[]> {
  const paymentIds = orders.flatMap((o) => (o.paymentId ? [o.paymentId] : []));
  if (paymentIds.length === 0) return [];
  const { orderIds } = await api("/api/user/orders/claim", {
    method: "POST",
    body: { paymentIds },
    schema: claimSchema,
    timeoutMs,
    fallback: JOIN_FAILED,
  });
  forgetDeviceOrders(orderIds);
  return orderIds;
}

/**
 * Right after signing in or registering, and again when the account's orders
 * are shown: the orders bought in this browser session join the account
 * without a question (docs/product-rules.md#order-access). Older guest orders
 * on the device are left to be offered. A failure changes nothing the customer
 * sees and is not reported: the orders stay on the device and the next try
 * takes them.
 */
export async function claimDeviceOrders(): Promise<void> {
  // Bounded: signing in goes on after 5 s whatever the answer.
  await join(deviceOrdersToJoin().join, 5_000).catch(() => undefined);
}

/**
 * The person confirmed that these older guest orders on the device are theirs.
 * Those the server attaches join; the others (another account's, or unknown)
 * are forgotten on this device too: the answer was given. Throws an ApiError
 * with JOIN_FAILED's text when the call fails, and then forgets nothing.
 */
export async function joinOfferedOrders(orders: DeviceOrder[]): Promise<number> {
  const joined = await join(orders);
  forgetDeviceOrders(orders.map((o) => o.orderId));
  return orders.filter((o) => joined.includes(o.orderId)).length;
}

/** The person said these older guest orders are not theirs: this device forgets them, the server is not asked. */
export function declineOfferedOrders(orders: DeviceOrder[]): void {
  forgetDeviceOrders(orders.map((o) => o.orderId));
}
