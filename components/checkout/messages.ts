import { NETWORK_MESSAGE } from "@/components/data/api";
import {
  ALREADY_USED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  NAME_AND_EMAIL_REQUIRED_MESSAGE,
  PAYMENT_CREATE_FAILED_MESSAGE,
  PAYMENT_ID_INVALID_MESSAGE,
  PAYMENT_ID_MISSING_MESSAGE,
  PAYMENT_ID_PLACEHOLDER_MESSAGE,
  PAYMENT_NO_REDIRECT_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_SETTINGS_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
  paymentConnectionMessage,
  paymentNotCompletedMessage,
} from "@/lib/payments/contract";

/**
 * What the checkout tells the customer, word for word as documented
 * (docs/product-rules.md#errors, #payment-ids, #checkout-flow). Texts the server also sends come from its one catalogue
 * (lib/payments/messages.ts), so the page and the API never word a case twice.
 */
export const CHECKOUT_MESSAGES = {
  toastTitle: "تعذر إكمال عملية الدفع",
  createFailed: PAYMENT_CREATE_FAILED_MESSAGE,
  timeout: PAYMENT_TIMEOUT_MESSAGE,
  unreadable: paymentConnectionMessage,
  noRedirect: PAYMENT_NO_REDIRECT_MESSAGE,
  unauthorized: PAYMENT_SETTINGS_MESSAGE,
  nameAndEmail: NAME_AND_EMAIL_REQUIRED_MESSAGE,
  emailInvalid: EMAIL_INVALID_MESSAGE,
  noPaymentId: PAYMENT_ID_MISSING_MESSAGE,
  placeholderId: PAYMENT_ID_PLACEHOLDER_MESSAGE,
  shortId: PAYMENT_ID_INVALID_MESSAGE,
  notFound: PAYMENT_NOT_FOUND_MESSAGE,
  notCompleted: paymentNotCompletedMessage,
  alreadyUsed: ALREADY_USED_MESSAGE,
  serverUnavailable: "الخادم غير متاح حالياً بعد عدة محاولات، سنكمل طلبك تلقائياً. يمكنك متابعة حالته لاحقاً",
  orderFailed: (paymentId: string) => `تعذر إنشاء الطلب، يرجى التواصل مع الدعم وذكر رقم عملية الدفع: ${paymentId}`,
  network: NETWORK_MESSAGE,
} as const;

/** The ten seconds the payment service has to answer (docs/product-rules.md#payment-creation). */
export const CREATE_PAYMENT_TIMEOUT_MS = 10_000;
/** docs/product-rules.md#payment-statuses: payment status is polled every 3 s. */
export const POLL_INTERVAL_MS = 3_000;
