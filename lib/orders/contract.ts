// Client-safe shapes of the order endpoints (the public API contract: add
// fields, never rename). No zod here: the order pages import this with their
// first load; the response schemas the types come from are in ./schemas.ts,
// which the browser loads only when an answer arrives (import()).

/** The order status values of docs/product-rules.md#order-statuses, PARTIAL and REFUNDED included. */
export const ORDER_STATUS_NAMES = ["PENDING", "PROCESSING", "COMPLETED", "PARTIAL", "FAILED", "REFUNDED"] as const;
export type OrderStatusName = (typeof ORDER_STATUS_NAMES)[number];

/** POST /api/user/orders/claim: how many of the device's guest orders the account took. */
export interface ClaimOrdersResponse {
  claimed: number;
}

export type { OpenOrderResponse, OrderStatusResponse, OrderView, UserOrdersResponse } from "./schemas";
