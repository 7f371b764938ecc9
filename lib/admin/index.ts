import "server-only";

// The operator console's room: who may use it, what needs attention, the
// day's figures, finding orders, one order in full, and the operator's
// actions with their audit trail, the tax documents for the accountant;
// customers, blocks and the store-wide audit log; the price list, discount codes and promotions;
// the campaigns report with its ad spend.
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
export { csvCell, csvStream } from "./csv";
export {
  DATE_FILTER_MESSAGE,
  FIRST_FILTER_DAY,
  LAST_FILTER_DAY,
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
export { formatCost, formatMarginPercent, formatSignedAmount } from "./cost-format";
export { givenEmail } from "./customer-email";
export {
  getMargins,
  MARGIN_SERVICE_LABELS,
  orderCosts,
  servicesBelowCost,
  type CostFigures,
  type Margins,
  type MarginService,
  type PriceBelowCost,
} from "./costs";
export { getServicesPage, type ServicesPage } from "./services-page";
export { BELOW_COST_CONFIRM_MESSAGE, getPricesPage, panelUnitCosts, setPriceList, type PricesPage } from "./prices";
export {
  addDiscountCode,
  CODE_ALREADY_PAUSED_MESSAGE,
  CODE_NOT_PAUSED_MESSAGE,
  discountCodeInputSchema,
  discountCodeState,
  discountOffLabel,
  getDiscountCodesPage,
  pauseDiscountCode,
  type DiscountCodeInput,
  type DiscountCodeLine,
  type DiscountCodeState,
} from "./discount-codes";
export {
  addPromotion,
  endPromotion,
  getPromotionsPage,
  promotionInputSchema,
  promotionOffLabel,
  promotionState,
  type PromotionLine,
  type PromotionState,
} from "./promotions";
export { attributionOf, touchLabel } from "./attribution";
export { CAMPAIGN_PERIOD_MAX_DAYS, campaignPeriod, campaignReport, type CampaignLine } from "./campaigns";
export { reminderFigures, type ReminderFigures } from "./reminders";
export { formatRoas } from "./campaign-line";
export { adSpendInputSchema, importAdSpend, setAdSpend, type AdSpendInput, type SpendImport } from "./ad-spend";
export { SPEND_CSV_MAX_BYTES, SPEND_CSV_MAX_ROWS } from "./spend-csv";
export { type Operator } from "./audit";
export * from "./labels";
export { formatStoreTime, startOfStoreDay, storeDay, storeTimeZone } from "./time";
export {
  TAX_DOCUMENTS_SHOWN,
  taxDocuments,
  taxDocumentsCsv,
  taxPeriodSchema,
  type TaxDocumentRow,
  type TaxDocuments,
  type TaxPeriodInput,
} from "./tax-documents";
export { DIGEST_SLOT_MS, queueAttentionDigest } from "./digest";
export {
  blockAccount,
  blockLink,
  customerFiltersSchema,
  CUSTOMERS_PAGE_SIZE,
  getCustomer,
  listLinkBlocks,
  NOTE_MAX,
  searchCustomers,
  setCustomerNote,
  unblock,
  type CustomerFilters,
  type CustomerRow,
  type OperatorCustomer,
} from "./customers";
export {
  auditCsv,
  auditFiltersSchema,
  auditKinds,
  auditPeople,
  auditPerson,
  AUDIT_PAGE_SIZE,
  searchAuditLog,
  STORE_PERSON,
  type AuditEntry,
  type AuditFilters,
} from "./audit-log";
