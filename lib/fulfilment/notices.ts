// Client-safe: what the order page says while an item waits instead of the
// start promise (docs/fulfilment.md#what-the-customer-sees). The server composes
// the text (the status API carries it); the kinds are shared with schemas.ts.

export const DELIVERY_WAIT_KINDS = ["checking", "checking-late", "earlier-order", "held", "late"] as const;
export type DeliveryWaitKind = (typeof DELIVERY_WAIT_KINDS)[number];

/** A time the customer reads, in the store's time zone (STORE_TIME_ZONE), named as Arabic names it. */
function storeTime(at: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    at,
  );
  const zone = new Intl.DateTimeFormat("ar", { timeZoneName: "long", timeZone })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return zone ? `${when} (${zone})` : when;
}

export function deliveryNoticeMessage(
  kind: DeliveryWaitKind,
  input: { until: Date | null; paid: boolean; timeZone: string },
): string {
  switch (kind) {
    case "checking":
      return (
        "طلبك قيد التحقق: نتأكد الآن من تسجيله لدى مزوّد الخدمة. " +
        `سنوافيك بالنتيجة على هذه الصفحة قبل ${input.until ? storeTime(input.until, input.timeZone) : "موعد بدء التنفيذ"}.`
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
