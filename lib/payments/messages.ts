// The checkout's customer-facing messages, in one place (docs/product-rules.md: payment-creation, payment-ids, errors).
// Client-safe: no server code here, the pages may import these texts.
// What the payment providers themselves say lives with them and is re-exported here.

export * from "@/lib/payment-providers/contract";
/** docs/product-rules.md#errors: a blocked account, video or link (403), the same words at the free offer. */
export { BLOCKED_MESSAGE } from "@/lib/blocks/contract";

/** docs/product-rules.md#payment-creation: the payment button's missing link (toast title 'خطأ في الطلب'). */
export const PAYMENT_LINK_REQUIRED_MESSAGE = "الرجاء إدخال رابط تيك توك صالح";
export const REQUEST_ERROR_TITLE = "خطأ في الطلب";
/** docs/product-rules.md#payment-creation: the payment form's name and e-mail. */
export const NAME_AND_EMAIL_REQUIRED_MESSAGE = "يرجى إدخال الاسم والبريد الإلكتروني";
export const EMAIL_INVALID_MESSAGE = "يرجى إدخال بريد إلكتروني صحيح";
/** docs/product-rules.md#payment-creation: quantity could not be determined. */
export const QUANTITY_UNKNOWN_MESSAGE = "تعذر تحديد الكمية أو نوع الخدمة المطلوبة";
export const VIEWS_QUANTITY_MESSAGE = "عدد المشاهدات يجب أن يكون بين 5,000 و1,000,000";
export const LIKES_QUANTITY_MESSAGE = "عدد الإعجابات يجب أن يكون بين 100 و5,000";

/** docs/product-rules.md#errors: too many payment creations from one client. */
export const PAYMENT_RATE_LIMIT_MESSAGE = "محاولات دفع كثيرة، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى";

/** docs/product-rules.md#payment-ids and #checkout-flow: payment verification and order. */
export const PAYMENT_ID_MISSING_MESSAGE = "لم يتم تقديم معرف الدفع";
export const PAYMENT_ID_PLACEHOLDER_MESSAGE = "معرف الدفع غير صالح (CHECKOUT_SESSION_ID)، يرجى العودة إلى صفحة الطلب";
export const PAYMENT_ID_INVALID_MESSAGE = "معرف الدفع غير صالح";
/** A payment's state as the customer reads it. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PENDING: "قيد الانتظار",
  COMPLETED: "مكتمل",
  FAILED: "فشل",
  CANCELLED: "ملغاة",
};
export const paymentNotCompletedMessage = (status: string) =>
  `لم تكتمل عملية الدفع (الحالة: ${PAYMENT_STATUS_LABELS[status] ?? status})`;
export const paymentLinkMissingMessage = (paymentId: string) =>
  `رابط الفيديو غير موجود لهذا الطلب، يرجى التواصل مع الدعم مع رقم الدفع: ${paymentId}`;
export const ALREADY_USED_MESSAGE = "تم استخدام هذه العملية بالفعل";
export const LINK_LOCKED_MESSAGE = "لا يمكن تعديل رابط الفيديو بعد بدء تنفيذ الطلب";
export const PAYMENT_FLAGGED_MESSAGE = "تعذر التحقق من عملية الدفع، يرجى التواصل مع الدعم مع رقم الدفع";
/** The payment page's simulation tab when payments are real (refused before anything is stored). */
export const SIMULATION_ONLY_MESSAGE = "المحاكاة متاحة فقط مع مزود الدفع التجريبي";
