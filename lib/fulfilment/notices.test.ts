import { deliveryNoticeMessage } from "./notices";

const until = new Date("2026-11-20T10:30:00Z");

describe("what the order page says while an item is checked", () => {
  it("gives the time in the store's time zone and names that zone", () => {
    expect(deliveryNoticeMessage("checking", { until, paid: true, timeZone: "Asia/Dubai" })).toMatch(
      /قبل .*2:30 م \(توقيت الخليج\)\.$/,
    );
    // An operator who sets STORE_TIME_ZONE for Saudi customers: their clock, named as theirs.
    expect(deliveryNoticeMessage("checking", { until, paid: true, timeZone: "Asia/Riyadh" })).toMatch(
      /قبل .*1:30 م \(التوقيت العربي الرسمي\)\.$/,
    );
  });

  it("promises the money back only for a paid order", () => {
    for (const kind of ["late", "checking-late"] as const) {
      expect(deliveryNoticeMessage(kind, { until: null, paid: true, timeZone: "Asia/Dubai" })).toContain(
        "نعيد إليك المبلغ كاملاً",
      );
      expect(deliveryNoticeMessage(kind, { until: null, paid: false, timeZone: "Asia/Dubai" })).not.toContain("المبلغ");
    }
  });
});
