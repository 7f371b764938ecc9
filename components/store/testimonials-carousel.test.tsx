/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";

import { shownTestimonial, testimonials } from "@/lib/content";

import { CAROUSEL_INTERVAL_MS, TestimonialsCarousel } from "./testimonials-carousel";

const shownAuthors = () => screen.getAllByRole("figure").map((f) => f.querySelector("figcaption b")?.textContent);
const page1 = testimonials.slice(0, 3).map((t) => t.author);
const page2 = testimonials.slice(3, 6).map((t) => t.author);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Rendered, and the dates worded (their words load after hydration: ./relative-day.ts). */
const renderCarousel = () =>
  act(async () => void render(<TestimonialsCarousel items={testimonials.map(shownTestimonial)} />));

describe("testimonials carousel", () => {
  it("shows three cards per page and advances every 5 s, wrapping after the second page", async () => {
    await renderCarousel();
    expect(shownAuthors()).toEqual(page1);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownAuthors()).toEqual(page1);
    advance(1);
    expect(shownAuthors()).toEqual(page2);
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownAuthors()).toEqual(page1);
  });

  it("wraps backwards on previous and restarts the timer after a manual move", async () => {
    await renderCarousel();
    advance(4_000);
    fireEvent.click(screen.getByRole("button", { name: "السابق" }));
    expect(shownAuthors()).toEqual(page2);
    // Without the reset the old timer would fire 1 s later.
    advance(4_999);
    expect(shownAuthors()).toEqual(page2);
    advance(1);
    expect(shownAuthors()).toEqual(page1);
    advance(3_000);
    fireEvent.click(screen.getByRole("button", { name: "التالي" }));
    expect(shownAuthors()).toEqual(page2);
    advance(4_999);
    expect(shownAuthors()).toEqual(page2);
  });

  it("changes page on a swipe of at least 50 px, not on a small drag", async () => {
    await renderCarousel();
    const region = screen.getByRole("region", { name: "آراء العملاء" });
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 170 }] });
    expect(shownAuthors()).toEqual(page1);
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 140 }] });
    expect(shownAuthors()).toEqual(page2);
  });

  it("marks the current page's dot", async () => {
    await renderCarousel();
    expect(screen.getByRole("button", { name: "الصفحة 1" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "الصفحة 2" }));
    expect(screen.getByRole("button", { name: "الصفحة 2" })).toHaveAttribute("aria-current", "true");
    expect(shownAuthors()).toEqual(page2);
  });
});
