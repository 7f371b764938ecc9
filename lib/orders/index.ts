import "server-only";

export { createOrder, type CreatedOrder, type NewOrder } from "./create-order";
export {
  MAX_OPEN_ORDER_PAYMENT_IDS,
  ensureOrderForPayment,
  openOrderFor,
  orderByPayment,
  orderStatusForOwner,
  ordersOfUser,
  updatePaymentLink,
} from "./checkout";
export { ORDER_VIEW_SELECT, toOrderView, type OrderViewRow } from "./views";
