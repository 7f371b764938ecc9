import "server-only";

// The operator console's room: who may use it, what needs attention, the
// day's figures, finding orders, one order in full, and the operator's
// actions with their audit trail.
export { currentOperator, requireOperator, requireOperatorApi, OPERATOR_RATE_LIMIT } from "./require-operator";
export {
  ATTENTION_KINDS,
  ATTENTION_PAGE_SIZE,
  ATTENTION_TITLES,
  getAttention,
  type Attention,
  type AttentionItem,
  type AttentionItemOf,
  type AttentionKind,
  type AttentionSection,
  type AttentionSectionOf,
} from "./attention";
export { getOverview, OVERVIEW_DAYS, type Overview } from "./overview";
export {
  csvCell,
  orderFiltersSchema,
  ordersCsv,
  ORDERS_PAGE_SIZE,
  searchOrders,
  type OrderFilters,
  type OrderRow,
} from "./orders";
export { getOrderForOperator, type OperatorOrder } from "./order-detail";
export {
  cancelAtPanel,
  controlSubmissions,
  refundOrder,
  requestRefill,
  resolveReview,
  retryJob,
  retrySubmission,
  mapService,
  setRate,
  type ReviewDecision,
} from "./actions";
export {
  formatMarginPercent,
  formatSignedAmount,
  getMargins,
  MARGIN_SERVICE_LABELS,
  orderCosts,
  servicesBelowCost,
  withoutVat,
  type CostFigures,
  type Margins,
  type MarginService,
  type PriceBelowCost,
} from "./costs";
export { getServicesPage, type ServicesPage } from "./services-page";
export { orderSnapshot, recordOperatorAction, type Operator } from "./audit";
export * from "./labels";
export { formatStoreTime, startOfStoreDay, storeDay, storeTimeZone } from "./time";
export { DIGEST_SLOT_MS, queueAttentionDigest } from "./digest";
