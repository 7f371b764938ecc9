import "server-only";

// The orders room's door: making an order with its items and fulfilment jobs
// (in the caller's transaction), and reading orders for their owner. The
// order calls that start from a payment id live in lib/payments.
export { claimGuestOrders, MAX_CLAIMED_PAYMENT_IDS } from "./claim";
export { createOrder, type CreatedOrder, type NewOrder } from "./create-order";
export {
  MAX_OPEN_ORDER_PAYMENT_IDS,
  openOrderFor,
  orderStatusForOwner,
  ordersOfUser,
  refusalFor,
  taxInvoiceForViewer,
} from "./queries";
export { FIND_ORDER_ANSWER, findOrderSchema, sendOrderLink, type FindOrderInput } from "./find-order";
export { ORDER_VIEW_SELECT, toOrderView, type OrderViewRow } from "./views";
export type * from "./contract";
export * from "./schemas";
