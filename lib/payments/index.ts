import "server-only";

// The payments room's door: payment creation, verified status, the webhook,
// the reconcile job, and the payment-side order calls (the order of a paid
// payment, its link). The provider adapters are one room below
// (lib/payment-providers).
export * from "./contract";
export { ensureOrderSchema } from "./order-request";
export { applyIntent, lockPayment, orderForPaidPayment } from "./apply";
export { ensureOrderForPayment, orderByPayment, updatePaymentLink } from "./order-of-payment";
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
export { enqueuePaymentTicks, reconcilePayments, reconcilePaymentsJob } from "./reconcile";
export { STATUS_REFRESH_MS, checkPaymentId, findPayment, getPaymentStatus, refreshPayment } from "./status";
export { REMINDER_DELAY_MS, REMINDER_MAX_AGE_MS, checkoutRemindersJob, remindAbandonedCheckouts } from "./reminders";
export { resumePayment, resumeState, type ResumeState, type ResumeSummary } from "./resume";
export { handleZiinaWebhook } from "./webhook";
export { checkoutDeviceOf, setCheckoutDeviceCookie } from "./checkout-device";
export { checkDiscountCode, CODE_CHECK_LIMIT, discountCodeCheckSchema } from "./code-preview";
export * from "./schemas";
