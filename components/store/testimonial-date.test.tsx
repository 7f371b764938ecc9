/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { testimonials } from "@/lib/content";

import { absoluteDay, relativeDay, TestimonialDate } from "./testimonial-date";

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("testimonial dates", () => {
  it("say how long ago the day was, counted from today", () => {
    expect(relativeDay("2026-11-25", at("2026-11-25"))).toBe("اليوم");
    expect(relativeDay("2026-11-24", at("2026-11-25"))).toBe("أمس");
    expect(relativeDay("2026-11-22", at("2026-11-25"))).toBe("قبل 3 أيام");
    expect(relativeDay("2026-11-22", at("2026-12-06"))).toBe("قبل أسبوعين");
    expect(relativeDay("2026-11-22", at("2027-02-01"))).toBe("قبل شهرين");
    expect(relativeDay("2026-11-22", at("2028-01-01"))).toBe("السنة الماضية");
    expect(absoluteDay("2026-11-22")).toBe("22 نوفمبر 2026");
  });

  it("move on with the calendar instead of staying fixed text", () => {
    jest.useFakeTimers({ now: at("2026-12-15") });
    render(<TestimonialDate iso="2026-11-22" />);
    const time = screen.getByText("قبل 3 أسابيع");
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
