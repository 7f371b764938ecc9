import "server-only";

// The payments room's door: providers (Ziina, simulated), payment creation,
// verified status, the webhook, refunds and the reconcile job.
export type * from "./api-types";
export * from "./messages";
export { applyIntent, lockPayment, orderForPaidPayment } from "./apply";
export {
  CREATE_LIMIT,
  DEFAULT_CUSTOMER_NAME,
  PLACEHOLDER_EMAIL,
  checkoutInput,
  createPayment,
  createPaymentSchema,
  isReturningCustomer,
  linkFromDescription,
  newPaymentId,
  serviceFromDescription,
} from "./create";
export { refundJob } from "./jobs";
export type { CreateIntentInput, Intent, IntentStatus, PaymentProviderClient } from "./provider";
export { configuredProvider, providerFor, ziinaProvider } from "./providers";
export { enqueuePaymentTicks, reconcilePayments, reconcilePaymentsJob } from "./reconcile";
export {
  actOnSimulatedIntent,
  simulatedCheckoutPath,
  simulatedCompletesAt,
  simulatedStatus,
  type SimulatedAction,
} from "./simulated";
export { STATUS_REFRESH_MS, checkPaymentId, findPayment, getPaymentStatus, refreshPayment } from "./status";
export { WEBHOOK_SIGNATURE_MESSAGE, handleZiinaWebhook } from "./webhook";
export { ZIINA_TIMEOUT_MS, ZiinaProvider, signZiinaBody, verifyZiinaSignature } from "./ziina";
