/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { dayText, testimonials } from "@/lib/content";

import { relativeDay } from "./relative-day";
import { TestimonialDate } from "./testimonial-date";

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("testimonial dates", () => {
  it("say how long ago the day was, counted from today", () => {
    expect(relativeDay("2026-11-25", at("2026-11-25"))).toBe("اليوم");
    expect(relativeDay("2026-11-24", at("2026-11-25"))).toBe("أمس");
    expect(relativeDay("2026-11-22", at("2026-11-25"))).toBe("قبل 3 أيام");
    expect(relativeDay("2026-11-22", at("2026-12-06"))).toBe("قبل أسبوعين");
    expect(relativeDay("2026-11-22", at("2027-02-01"))).toBe("قبل شهرين");
    expect(relativeDay("2026-11-22", at("2028-01-01"))).toBe("السنة الماضية");
    expect(dayText("2026-11-22")).toBe("22 نوفمبر 2026");
  });

  it("word every day as Intl does, without loading it in the page", () => {
    const intlAbsolute = new Intl.DateTimeFormat("ar-u-nu-latn", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const intlRelative = new Intl.RelativeTimeFormat("ar-u-nu-latn", { numeric: "auto" });
    const given = "2025-01-01";
    for (let days = 0; days < 5 * 365; days++) {
      const day = new Date(Date.UTC(2025, 0, 1 + days));
      const iso = day.toISOString().slice(0, 10);
      expect(dayText(iso)).toBe(intlAbsolute.format(day));
      // The units relativeDay counts in: days up to a week, weeks up to a month, then months, then years.
      const [n, unit] =
        days < 7
          ? [days, "day" as const]
          : days < 30
            ? [Math.floor(days / 7), "week" as const]
            : days < 365
              ? [Math.floor(days / 30), "month" as const]
              : [Math.floor(days / 365), "year" as const];
      expect(relativeDay(given, new Date(Date.UTC(2025, 0, 1 + days, 12)))).toBe(intlRelative.format(-n, unit));
    }
  });

  it("move on with the calendar instead of staying fixed text", async () => {
    jest.useFakeTimers({ now: at("2026-12-15") });
    render(<TestimonialDate iso="2026-11-22" day="22 نوفمبر 2026" />);
    expect(screen.getByText("22 نوفمبر 2026")).toHaveAttribute("dateTime", "2026-11-22"); // the prerendered day
    const time = await screen.findByText("قبل 3 أسابيع");
    expect(time).toHaveAttribute("dateTime", "2026-11-22");
    expect(time).toHaveAttribute("title", "22 نوفمبر 2026");
    jest.useRealTimers();
  });

  it("are real days, none in the future", () => {
    for (const t of testimonials) {
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(t.date))).toBe(false);
      expect(Date.parse(t.date)).toBeLessThanOrEqual(Date.now());
    }
  });
});
