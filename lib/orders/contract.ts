// Client-safe shapes of the order endpoints (the public API contract: add
// fields, never rename). No zod here: the order pages import this with their
// first load; the response schemas the types come from are in ./schemas.ts,
// which the browser loads only when an answer arrives (import()).

export { ORDER_STATUS_NAMES, type OrderStatusName } from "./status-names";

/**
 * POST /api/user/orders/claim: how many of the device's guest orders the
 * account took with this call, and every order of the payment ids sent that is
 * now the account's (this call's and an earlier one's alike: the same answer
 * to a repeated or double-clicked claim; added field, clients may ignore it).
 */
export interface ClaimOrdersResponse {
  claimed: number;
  orderIds: string[];
}

export type { OpenOrderResponse, OrderStatusResponse, OrderView, UserOrdersResponse } from "./schemas";
