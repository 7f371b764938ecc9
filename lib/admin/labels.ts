// The console's words: every status and kind the operator reads, in Arabic.
// Client-safe (no imports): the console's client components read them through
// lib/admin/contract.ts; labels.test.ts fails when a known value has none.

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
  "fulfilment.sync-status": "مزامنة الحالات مع لوحة التنفيذ",
  "fulfilment.deadlines": "فحص مهل التنفيذ",
  "fulfilment.balance": "قراءة رصيد لوحة التنفيذ",
  "fulfilment.sync-refills": "مزامنة طلبات التعويض",
  "fulfilment.check-reviews": "فحص العناصر بانتظار المراجعة",
  "fulfilment.check-review": "فحص عنصر بانتظار المراجعة",
  "fulfilment.check-services": "فحص خدمات لوحة التنفيذ",
  "fulfilment.repair-order-status": "إعادة اشتقاق حالة الطلبات المنتهية أجزاؤها",
  "payments.reconcile": "مطابقة المدفوعات مع المزود",
  "payments.remind": "تذكير من لم يكمل الدفع",
  "mail.send": "إرسال بريد إلى العميل",
};

/** Every kind the audit log holds, the operators' actions and the store's automatic ones (docs/operations.md#the-audit-log). */
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
  "customer-note": "ملاحظة على عميل",
  "block-account": "حظر حساب",
  "block-video": "حظر فيديو",
  "block-link": "حظر رابط",
  unblock: "رفع حظر",
  failover: "تحويل إلى لوحة التنفيذ الثانية",
  "review-timeout-refund": "استرداد تلقائي: بقي في المراجعة بعد المهلة",
  "service-mapping": "تغيير خدمة اللوحة",
  "exchange-rate": "تعديل سعر الصرف",
  "price-list": "تعديل قائمة الأسعار",
  "discount-code": "إنشاء رمز خصم",
  "discount-code-pause": "إيقاف رمز خصم",
  "discount-code-resume": "استئناف رمز خصم",
  promotion: "إنشاء عرض",
  "promotion-end": "إنهاء عرض مبكراً",
  "ad-spend": "إنفاق إعلاني لحملة",
  "ad-spend-import": "استيراد إنفاق إعلاني (CSV)",
  "conversation-message": "رسالة إلى عميل",
  "conversation-closed": "إغلاق محادثة",
  "conversation-reopened": "إعادة فتح محادثة",
};

/** Who did it, for the store's own entries (actor STORE). */
export const STORE_ACTOR_LABEL = "المتجر (تلقائياً)";

export const AUDIT_ACTOR_LABELS: Record<string, string> = {
  OPERATOR: "مشغّل",
  STORE: STORE_ACTOR_LABEL,
  CUSTOMER: "العميل",
};

/** Who holds a payment: the provider as the operator reads it (payments.provider). */
export const PAYMENT_PROVIDER_LABELS: Record<string, string> = {
  ZIINA: "زينة (Ziina)",
  SIMULATED: "مزود الدفع التجريبي (محاكاة)",
};

/** What the payment provider last said about a payment (payments.provider_status, Ziina's words). */
export const PROVIDER_STATUS_LABELS: Record<string, string> = {
  requires_payment_instrument: "بانتظار بيانات البطاقة",
  requires_user_action: "بانتظار إجراء من العميل",
  pending: "قيد المعالجة",
  completed: "مكتمل",
  failed: "فشل",
  canceled: "أُلغي",
  create_failed: "تعذر إنشاؤه لدى المزود",
};

export const BLOCK_KIND_LABELS: Record<string, string> = {
  ACCOUNT: "حساب",
  VIDEO: "فيديو",
  LINK: "رابط مختصر",
};

/** A discount code's kind (discount_codes.kind). */
export const DISCOUNT_KIND_LABELS: Record<string, string> = { PERCENT: "نسبة مئوية", FIXED: "مبلغ ثابت" };

/** Where a discount code stands now, as the codes page shows it (discountCodeState in lib/admin). */
export const DISCOUNT_CODE_STATE_LABELS: Record<string, string> = {
  active: "فعّال",
  paused: "موقوف",
  "not-started": "لم يبدأ",
  ended: "انتهى",
  "used-up": "نفدت استخداماته",
};

export const PROMOTION_STATE_LABELS: Record<string, string> = {
  running: "جارٍ",
  scheduled: "مجدول",
  ended: "انتهى",
};

export const USER_ROLE_LABELS: Record<string, string> = { CUSTOMER: "عميل", OPERATOR: "مشغّل" };

/** Fixed notes the store writes on an item (order_items.last_error), in Arabic; the panel's own words stay as they came. */
export const ITEM_NOTE_LABELS: Record<string, string> = {
  "cancel requested at the panel by an operator": "طلب المشغّل الإلغاء لدى لوحة التنفيذ",
  "refunded in full by an operator before it was sent": "استرده المشغّل كاملاً قبل إرساله",
  "superseded: sent again by an operator": "انتهت: أعاد المشغّل الإرسال بمهمة جديدة",
  "the payment has no provider id: refund by hand": "الدفعة بلا رقم لدى المزود: يُسترد يدوياً",
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

/** A conversation's state (docs/conversations.md). */
export const CONVERSATION_STATUS_LABELS: Record<"OPEN" | "WAITING" | "CLOSED", string> = {
  OPEN: "بانتظار ردنا",
  WAITING: "بانتظار العميل",
  CLOSED: "مغلقة",
};

/** A customer e-mail's state (the emails table), as the operator reads it. */
export const EMAIL_STATUS_LABELS: Record<string, string> = {
  PENDING: "بانتظار الإرسال",
  SENDING: "قيد الإرسال",
  SENT: "أُرسلت",
  UNKNOWN: "غير معروف (توقف الإرسال في منتصفه، فلن تُعاد)",
  WITHDRAWN: "سُحبت قبل إرسالها (دُفع الطلب أو ألغى العميل الاشتراك)",
};

/** How the store's look-ups at the panel settled an item in doubt (order_items.review_resolution). */
export const REVIEW_RESOLUTION_LABELS: Record<string, string> = {
  "": "لم يُبحث بعد",
  STILL_UNKNOWN: "لم تُحسم",
  FOUND: "وُجد في اللوحة",
  FOUND_WITHOUT_ID: "اللوحة تقول إن للرابط طلباً جارياً (دون رقمه)",
  SUBMITTED_AGAIN: "أُرسل مرة أخرى",
};

/** The submission attempt's id as the operator reads it. */
export const attemptLabel = (attemptId: string) => `محاولة الإرسال ${attemptId}`;

/** An audit entry's reason: the store's is a rule's code (a RefundReason), an operator's is what they typed. */
export function auditReasonLabel(entry: { actor: string; reason: string | null }): string {
  if (!entry.reason) return "—";
  return entry.actor === "STORE" ? label(REFUND_REASON_LABELS, entry.reason) : entry.reason;
}

/**
 * The store's notes with a variable part (lib/fulfilment writes them in
 * English for the logs): the words in Arabic, the ids, times and the panel's
 * own words kept as they came.
 */
const NOTE_PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [
    /^the worker stopped during add \(attempt (\S+) at (\S+)\); the panel may have created the order$/,
    (a, t) => `توقف العامل أثناء الإرسال (محاولة ${a} في ${t})؛ ربما أنشأت اللوحة الطلب`,
  ],
  [
    /^the worker stopped while sending it again \(attempt (\S+)\); the panel may have the order$/,
    (a) => `توقف العامل أثناء إعادة الإرسال (محاولة ${a})؛ ربما لدى اللوحة الطلب`,
  ],
  [/^add outcome unknown \((.*)\): (.*)$/s, (what, detail) => `نتيجة الإرسال غير معروفة (${what}): ${detail}`],
  [
    /^sent again to find out, outcome unknown again \((.*)\): (.*)$/s,
    (what, detail) => `أُعيد الإرسال للتحقق، والنتيجة غير معروفة مرة أخرى (${what}): ${detail}`,
  ],
  [/^refused by the panel: (.*)$/s, (why) => `رفضته لوحة التنفيذ: ${why}`],
  [/^panel refused add: (.*)$/s, (why) => `رفضت لوحة التنفيذ الإرسال: ${why}`],
  [/^status: (.*)$/s, (why) => `تعذرت قراءة الحالة من اللوحة: ${why}`],
  [/^unknown panel status "(.*)"$/s, (status) => `حالة غير معروفة من اللوحة: "${status}"`],
  [
    /^marked submitted by operator (.+) \(panel order (.+)\)$/,
    (who, id) => `علّمه المشغّل ${who} مُرسلاً (طلب اللوحة ${id})`,
  ],
  [
    /^not created at the panel \(operator (.+)\): submitting again$/,
    (who) => `غير موجود في اللوحة (المشغّل ${who}): يُعاد إرساله`,
  ],
  [/^refunded by operator (.+)$/, (who) => `استرده المشغّل ${who}`],
  [
    /^sent at (\S+), the panel's answer never came: not asked again \(the panel may hold it\)$/,
    (t) => `أُرسل في ${t} ولم يصل رد اللوحة: لن يُطلب مرة أخرى (قد يكون لديها)`,
  ],
  [
    /^sent at (\S+), no usable answer \((.*)\): not asked again \(the panel may hold it\)$/s,
    (t, why) => `أُرسل في ${t} دون رد مفهوم (${why}): لن يُطلب مرة أخرى (قد يكون لديها)`,
  ],
];

/** An item's, refill's or job's note: the store's own notes in Arabic, anything else (the panel's words) as it came. */
export function itemNoteLabel(note: string): string {
  const fixed = ITEM_NOTE_LABELS[note];
  if (fixed) return fixed;
  for (const [pattern, say] of NOTE_PATTERNS) {
    const match = pattern.exec(note);
    if (match) return say(...match.slice(1));
  }
  return note;
}
