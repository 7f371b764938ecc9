// Client-safe: what the order page says while an item waits instead of the
// start promise (docs/fulfilment.md#what-the-customer-sees). The server composes
// the text (the status API carries it); the kinds are shared with schemas.ts.

export const DELIVERY_WAIT_KINDS = ["checking", "checking-late", "earlier-order", "held", "late"] as const;
export type DeliveryWaitKind = (typeof DELIVERY_WAIT_KINDS)[number];

/** Times the customer reads are in the store's time zone. */
export const STORE_TIME_ZONE = "Asia/Dubai";

const time = new Intl.DateTimeFormat("ar-u-nu-latn", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: STORE_TIME_ZONE,
});

export function deliveryNoticeMessage(kind: DeliveryWaitKind, input: { until: Date | null; paid: boolean }): string {
  switch (kind) {
    case "checking":
      return (
        "طلبك قيد التحقق: نتأكد الآن من تسجيله لدى مزوّد الخدمة. " +
        `سنوافيك بالنتيجة على هذه الصفحة قبل ${input.until ? time.format(input.until) : "موعد بدء التنفيذ"} (بتوقيت الإمارات).`
      );
    case "checking-late":
      return (
        "يستغرق التحقق من طلبك لدى مزوّد الخدمة وقتاً أطول مما وعدنا، وفريق الدعم يتابعه الآن بنفسه. " +
        (input.paid
          ? "سيبدأ التنفيذ أو نعيد إليك المبلغ كاملاً، وتظهر النتيجة على هذه الصفحة."
          : "سيبدأ التنفيذ قريباً، وتظهر النتيجة على هذه الصفحة.")
      );
    case "earlier-order":
      return (
        "يوجد طلب سابق لنفس الفيديو ما زال قيد التنفيذ لدى مزوّد الخدمة، ولا يقبل طلباً ثانياً للفيديو نفسه قبل اكتماله. " +
        "يبدأ طلبك تلقائياً فور اكتمال الطلب السابق."
      );
    case "held":
      return (
        "قد يتأخر بدء تنفيذ طلبك قليلاً عن الموعد المعتاد، ففريقنا يعالج أمراً لدى مزوّد الخدمة. " +
        "يبدأ التنفيذ تلقائياً دون أي إجراء منك، وتظهر حالته على هذه الصفحة."
      );
    case "late":
      return (
        "تأخر بدء تنفيذ طلبك عن الموعد الذي وعدنا به، وفريق الدعم يتابعه الآن بنفسه. " +
        (input.paid
          ? "سيبدأ التنفيذ أو نعيد إليك المبلغ كاملاً، وتظهر النتيجة على هذه الصفحة."
          : "سيبدأ التنفيذ قريباً، وتظهر النتيجة على هذه الصفحة.")
      );
  }
}
