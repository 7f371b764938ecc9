import { faq, site } from "@/lib/content";
import { sourceLinesMatching } from "@/test/support/source-files";

import { DELIVERY_TIERS, deliveryEstimate, deliveryText } from "./delivery";

describe("the delivery table, stated once", () => {
  it.each([
    [5_000, "خلال 30 دقيقة", "خلال 24 ساعة"],
    [50_000, "خلال ساعة", "خلال 48 ساعة"],
    [500_000, "خلال ساعتين", "خلال 72 ساعة"],
  ])("promises a views order of %d to start %s and complete %s", (quantity, start, complete) => {
    expect(deliveryEstimate("views", quantity)).toMatchObject({ start, complete });
  });

  it("answers the FAQ's delivery question with every tier of the table", () => {
    const answer = faq.find((q) => q.question === "متى يبدأ تنفيذ طلبي؟")!.answer;
    expect(answer).toBe(
      "حتى 20,000 مشاهدة يبدأ التنفيذ خلال 30 دقيقة ويكتمل خلال 24 ساعة، وحتى 100,000 خلال ساعة ويكتمل خلال 48 ساعة، وما فوق ذلك خلال ساعتين ويكتمل خلال 72 ساعة. باقة الإكسبلور من 30 دقيقة إلى 24 ساعة.",
    );
    for (const tier of DELIVERY_TIERS) {
      const { start, complete } = deliveryEstimate("views", tier.upTo);
      expect(answer).toContain(`${start} ويكتمل ${complete}`);
    }
    expect(site.claims.deliveryStart).toBe(`يبدأ التنفيذ ${deliveryEstimate("views", 1).start}`);
  });

  it("is not retyped anywhere else: no page or copy writes a start or completion time itself", () => {
    // "يبدأ/يكتمل" followed, in the same clause, by minutes or hours (the
    // 7-day refund rule, in days, is another fact).
    const restated = /(يبدأ|يكتمل)[^.،"`{}\n]*?(دقيقة|ساعة|ساعتين)/;
    expect(sourceLinesMatching(restated, { except: ["lib/pricing/delivery.ts"] })).toEqual([]);
    expect(deliveryText.range).toMatch(restated); // the pattern does catch a written-out promise
  });
});
