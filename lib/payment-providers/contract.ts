// What the payment providers make the customer read (creating a payment, an
// unknown payment). Client-safe: the checkout pages show the same texts.

/** Creating a payment at the provider. */
export const PAYMENT_TIMEOUT_MESSAGE = "انتهت مهلة الاتصال بخدمة الدفع (10 ثوانٍ)";
export const PAYMENT_CREATE_FAILED_MESSAGE = "حدث خطأ أثناء إنشاء طلب الدفع";
export const PAYMENT_SETTINGS_MESSAGE = "خطأ في إعدادات الدفع لدى المتجر، يرجى المحاولة لاحقاً أو التواصل مع الدعم";
export const PAYMENT_NO_REDIRECT_MESSAGE = "لم يتم استلام رابط صفحة الدفع من خدمة الدفع";
export const paymentConnectionMessage = (status: number) => `خطأ في الاتصال بخدمة الدفع (${status})`;

/** A payment id nobody stored (the simulated provider's hosted page, a status read). */
export const PAYMENT_NOT_FOUND_MESSAGE = "لم يتم العثور على تفاصيل الدفع، يرجى إجراء عملية دفع جديدة";
