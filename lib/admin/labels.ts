// The console's words: every status and kind the operator reads, in Arabic.

export const ORDER_STATUS_LABELS: Record<string, string> = {
  PENDING: "بانتظار البدء",
  PROCESSING: "قيد التنفيذ",
  COMPLETED: "مكتمل",
  PARTIAL: "مكتمل جزئياً",
  FAILED: "فشل",
  REFUNDED: "مسترد",
};

export const SUBMISSION_LABELS: Record<string, string> = {
  NOT_SUBMITTED: "لم يُرسل",
  SUBMITTING: "جارٍ الإرسال",
  SUBMITTED: "أُرسل",
  NEEDS_REVIEW: "بانتظار المراجعة",
};

export const SERVICE_LABELS: Record<string, string> = {
  VIEWS: "مشاهدات",
  LIKES: "إعجابات",
  EXPLORER: "باقة الإكسبلور",
};

export const ITEM_LABELS: Record<string, string> = {
  VIEWS: "مشاهدات",
  LIKES: "إعجابات",
  SAVES: "حفظ",
  SHARES: "مشاركات",
};

export const SOURCE_LABELS: Record<string, string> = { PAID: "مدفوع", FREE: "مجاني" };

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  PENDING: "بانتظار الدفع",
  COMPLETED: "مدفوع",
  FAILED: "فشل",
  CANCELLED: "أُلغي",
};

export const REFUND_STATUS_LABELS: Record<string, string> = {
  PENDING: "مسجل، لم يُرسل بعد",
  PROCESSING: "قيد المعالجة لدى مزود الدفع",
  COMPLETED: "تم",
  FAILED: "فشل",
};

export const REFUND_REASON_LABELS: Record<string, string> = {
  NOT_STARTED: "لم يبدأ التنفيذ في مهلته",
  PARTIAL: "تنفيذ جزئي",
  CANCELLED: "ألغته لوحة التنفيذ",
  LATE: "لم يكتمل خلال 7 أيام",
  REJECTED: "رفضته لوحة التنفيذ",
  OPERATOR: "قرار المشغّل",
};

export const REFILL_STATUS_LABELS: Record<string, string> = {
  REQUESTED: "طُلب",
  PENDING: "بالانتظار",
  IN_PROGRESS: "قيد التنفيذ",
  COMPLETED: "مكتمل",
  REJECTED: "مرفوض",
};

export const REFILL_ORIGIN_LABELS: Record<string, string> = {
  SCHEDULE: "تلقائي",
  CUSTOMER: "العميل",
  OPERATOR: "المشغّل",
};

export const JOB_STATUS_LABELS: Record<string, string> = {
  QUEUED: "في الانتظار",
  RUNNING: "قيد التشغيل",
  DONE: "انتهت",
  DEAD: "متوقفة",
};

export const JOB_TYPE_LABELS: Record<string, string> = {
  "fulfilment.submit-item": "إرسال عنصر إلى لوحة التنفيذ",
  "payments.refund": "إرسال استرداد إلى مزود الدفع",
  "fulfilment.send-refill": "إرسال طلب تعويض",
  "fulfilment.scheduled-refill": "تعويض مجدول",
  "tracking.tiktok-event": "حدث إعلاني إلى تيك توك",
};

export const ACTION_LABELS: Record<string, string> = {
  refund: "استرداد",
  "retry-submission": "إعادة الإرسال",
  "review-mark-submitted": "مراجعة: موجود في اللوحة",
  "review-mark-not-created": "مراجعة: غير موجود، أعيد الإرسال",
  "review-refund": "مراجعة: إلغاء واسترداد",
  refill: "طلب تعويض",
  cancel: "إلغاء لدى لوحة التنفيذ",
  pause: "إيقاف الإرسال",
  resume: "استئناف الإرسال",
  "check-balance": "فحص الرصيد",
  "retry-job": "إعادة تشغيل مهمة",
  "service-mapping": "تغيير خدمة اللوحة",
  "exchange-rate": "تعديل سعر الصرف",
};

/** The store's panels, as the console names them. */
export const PANEL_LABELS: Record<string, string> = { primary: "اللوحة الأولى", secondary: "اللوحة الثانية" };

export const label = (labels: Record<string, string>, value: string | null | undefined) =>
  value ? (labels[value] ?? value) : "—";

/** The pause's reason as the operator reads it (the panel's own words stay, in brackets). */
export function pauseReasonLabel(reason: string | null): string {
  if (!reason) return "—";
  if (reason.startsWith("panel balance too low"))
    return `رصيد لوحة التنفيذ لا يكفي لطلب${reason.includes("(") ? ` ${reason.slice(reason.indexOf("("))}` : ""}`;
  const byOperator = /^paused by operator (.+)$/.exec(reason);
  if (byOperator) return `أوقفه المشغّل ${byOperator[1]}`;
  return reason;
}

/** A customer e-mail's state (the emails table), as the operator reads it. */
export const EMAIL_STATUS_LABELS: Record<string, string> = {
  PENDING: "بانتظار الإرسال",
  SENDING: "قيد الإرسال",
  SENT: "أُرسلت",
  UNKNOWN: "غير معروف (توقف الإرسال في منتصفه، فلن تُعاد)",
};

/** How the store's look-ups at the panel settled an item in doubt (order_items.review_resolution). */
export const REVIEW_RESOLUTION_LABELS: Record<string, string> = {
  "": "لم يُبحث بعد",
  STILL_UNKNOWN: "لم تُحسم",
  FOUND: "وُجد في اللوحة",
  FOUND_WITHOUT_ID: "اللوحة تقول إن للرابط طلباً جارياً (دون رقمه)",
  SUBMITTED_AGAIN: "أُرسل مرة أخرى",
};
