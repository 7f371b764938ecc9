// Client-safe shapes of the order endpoints (the public API contract: add
// fields, never rename). No zod here: the order pages import this with their
// first load; the response schemas the types come from are in ./schemas.ts,
// which the browser loads only when an answer arrives (import()).

export { ORDER_STATUS_NAMES, type OrderStatusName } from "./status-names";

/** POST /api/user/orders/claim: how many of the device's guest orders the account took. */
export interface ClaimOrdersResponse {
  claimed: number;
}

export type { OpenOrderResponse, OrderStatusResponse, OrderView, UserOrdersResponse } from "./schemas";
