import "server-only";

// The fulfilment room's public door: what the store decides about delivery:
// exact submission to the SMM panels (lib/smm-panel), delivery tracking,
// refunds, refill and the operator's tools.
export {
  getControl,
  pauseSubmissions,
  resumeSubmissions,
  checkBalance,
  checkSecondBalance,
  type ControlState,
} from "./control";
export {
  CURRENCY_MESSAGE,
  EXCHANGE_RATE_MESSAGE,
  exchangeRates,
  recordCharge,
  setExchangeRate,
  type ExchangeRateView,
} from "./costs";
export {
  choiceRefusal,
  chooseService,
  ITEM_KINDS,
  REFILL_PROMISED_KINDS,
  REQUIRED_RANGE,
  SERVICE_NOT_LISTED_MESSAGE,
  sentServicesInfo,
  serviceInfo,
} from "./services";
export * from "./contract";
export {
  ORDER_NOT_FOUND_MESSAGE,
  accountRefusal,
  ORDER_OTHER_ACCOUNT_MESSAGE,
  ORDER_SIGN_IN_MESSAGE,
  getOrderDelivery,
  orderRefusal,
  ownedOrder,
  visibleByPayment,
  getRefillView,
  requestRefillForOwner,
  type OrderOwner,
} from "./order-delivery";
export { recordRefund, type RecordedRefund } from "./refunds";
export {
  DELAYED_REFUND_WHERE,
  refundState,
  refundsNeedingAttention,
  type RefundNeedingAttention,
} from "./failed-refunds";
export { OPEN_STATUSES } from "./status";
export { CUSTOMER_REFILL_EVERY_HOURS, REFILL_NOT_AVAILABLE_MESSAGE, REFILL_ONCE_A_DAY_MESSAGE } from "./refills";
export {
  getOperatorConsole,
  markItemNotCreated,
  markItemSubmitted,
  refundItemByOperator,
  type OperatorConsole,
} from "./operator";
export { reviewDeadline } from "./review";
export {
  cancelItemAtPanel,
  refundOrderByOperator,
  requestOperatorRefill,
  retryItemSubmission,
  type OperatorRefund,
} from "./operator-actions";
export { FULFILMENT_JOBS, submitItemJob } from "./jobs";
export { enqueueFulfilmentTicks, enqueueStartupChecks } from "./ticks";
export * from "./schemas";
