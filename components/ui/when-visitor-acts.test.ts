/** @jest-environment jsdom */
import { whenVisitorActs } from "./when-visitor-acts";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("whenVisitorActs", () => {
  it("waits while nobody acts, then runs once after the first touch, key, focus or scroll", () => {
    for (const act of [
      () => window.dispatchEvent(new Event("pointerdown")),
      () => document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true })),
      () => document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
      () => document.dispatchEvent(new Event("scroll")),
    ]) {
      const task = jest.fn();
      whenVisitorActs(task);
      jest.advanceTimersByTime(60_000);
      expect(task).not.toHaveBeenCalled();
      act();
      act();
      jest.advanceTimersByTime(1_000);
      expect(task).toHaveBeenCalledTimes(1);
      act();
      jest.advanceTimersByTime(1_000);
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it("runs nothing once cancelled, before or after the visitor acts", () => {
    const before = jest.fn();
    whenVisitorActs(before)();
    window.dispatchEvent(new Event("pointerdown"));
    const after = jest.fn();
    const cancel = whenVisitorActs(after);
    window.dispatchEvent(new Event("pointerdown"));
    cancel();
    jest.advanceTimersByTime(5_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
