import { ORPHAN_UPLOAD_AGE_MS } from "@/lib/analyser/limits";
import { RESET_LINK_MINUTES, RESET_REQUESTED_MESSAGE } from "@/lib/auth/email-links";
import { LATE_REFUND_MS, NOT_STARTED_REFUND_MS } from "@/lib/fulfilment/deadlines";
import { CUSTOMER_REFILL_EVERY_HOURS, REFILL_ONCE_A_DAY_MESSAGE } from "@/lib/fulfilment/refills";
import { sourceLinesMatching } from "@/test/support/source-files";

import { deliveryEstimate, DELIVERY_TIERS } from "./delivery";
import { FREE_VIEWS_QUANTITY } from "./limits";
import { daysText, hoursText, PROMISES, promiseText } from "./promises";

// docs/product-rules.md#promises: every promise a customer reads is rendered
// from the constant (or setting) the code enforces, never typed as a literal.

const HOUR = 60 * 60_000;

/**
 * A promise's number written as a literal next to its unit, in Arabic copy:
 * 24 hours, 7 days, 30 minutes, 30 days (the refill window), 50%, 1,000 views
 * (not "per 1,000", the pricing tables' unit). Western or Arabic-Indic digits.
 */
const PROMISE_LITERAL = new RegExp(
  [
    String.raw`(?<![\d,.٠-٩])(24|٢٤)\s*(ساعة|ساعات)`,
    String.raw`(?<![\d,.٠-٩])(7|٧)\s*(أيام|ايام|يوم)`,
    String.raw`(?<![\d,.٠-٩])(30|٣٠)\s*(دقيقة|دقائق|يوم|يوماً|أيام)`,
    String.raw`(?<![\d,.٠-٩])(50|٥٠)\s*[%٪]`,
    String.raw`(?<![\d,.٠-٩])(?<!كل )(1[,٬]?000|١[,٬]?٠٠٠)(?![\d,٬٠-٩])\s*مشاهد`,
  ].join("|"),
);

/** A line that is only a code comment (what the code says to its readers, not the copy). */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** The operator console: its pages, its routes and its room speak to operators, not customers. */
const CONSOLE = ["app/(admin)/", "app/api/admin/", "lib/admin/"];

/** Every source line of the store (lib/, components/, app/) but the console's; code comments aside. */
function customerFacingLines(): string[] {
  return sourceLinesMatching(PROMISE_LITERAL, { dirs: ["app", "components", "lib"] })
    .filter((hit) => !CONSOLE.some((dir) => hit.startsWith(dir)))
    .filter((hit) => !COMMENT.test(hit.slice(hit.indexOf(": ") + 2)));
}

describe("promise numbers in customer-facing copy", () => {
  it("are never typed as literals: each is rendered from its constant", () => {
    expect([...new Set(customerFacingLines())]).toEqual([]);
  });

  it("the check finds such a literal (it can fail)", () => {
    for (const copy of [
      "نعيد المبلغ إذا مرّت 24 ساعة",
      "خلال ٧ أيام",
      "يبدأ خلال 30 دقيقة",
      "خصم 50% لفترة محدودة",
      "احصل على 1,000 مشاهدة مجانية",
      "ضمان 30 يوماً",
    ])
      expect(PROMISE_LITERAL.test(copy)).toBe(true);
    for (const other of ["لكل 1,000 مشاهدة", "بين 5,000 و1,000,000", "رقم 124 ساعة", `${promiseText.freeViews}`])
      expect(PROMISE_LITERAL.test(other)).toBe(false);
  });
});

describe("rules a customer reads beside the constant that enforces them", () => {
  it("read as before, from the constant", () => {
    expect(RESET_REQUESTED_MESSAGE).toMatch(new RegExp(`الرابط صالح لمدة ${RESET_LINK_MINUTES} دقيقة\\.$`));
    expect(RESET_REQUESTED_MESSAGE.endsWith("الرابط صالح لمدة 30 دقيقة.")).toBe(true);
    expect(REFILL_ONCE_A_DAY_MESSAGE).toBe(`يمكنك طلب التعويض مرة واحدة كل ${CUSTOMER_REFILL_EVERY_HOURS} ساعة`);
    expect(REFILL_ONCE_A_DAY_MESSAGE).toBe("يمكنك طلب التعويض مرة واحدة كل 24 ساعة");
  });
});

describe("the promises and the code that keeps them", () => {
  it("read the same numbers", () => {
    expect(NOT_STARTED_REFUND_MS).toBe(PROMISES.notStartedRefundHours * HOUR);
    expect(LATE_REFUND_MS).toBe(PROMISES.lateRefundDays * 24 * HOUR);
    expect(PROMISES.freeViews).toBe(FREE_VIEWS_QUANTITY);
    // Uploads are swept long before the promised deletion.
    expect(ORPHAN_UPLOAD_AGE_MS).toBeLessThan(PROMISES.uploadDeletionHours * HOUR);
    expect(deliveryEstimate("views", DELIVERY_TIERS[0]!.upTo).start).toBe(
      `خلال ${DELIVERY_TIERS[0]!.startMinutes} دقيقة`,
    );
  });

  it("are written as a customer reads them", () => {
    expect(promiseText).toEqual({
      notStartedRefund: "24 ساعة",
      lateRefund: "7 أيام",
      uploadDeletion: "24 ساعة",
      freeViews: "1,000",
      refundArrival: "5 إلى 10 أيام عمل",
    });
    expect([hoursText(1), hoursText(2), hoursText(3), daysText(30), daysText(2)]).toEqual([
      "ساعة",
      "ساعتين",
      "3 ساعات",
      "30 يوماً",
      "يومين",
    ]);
  });
});
