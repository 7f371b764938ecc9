/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";

import { poll, usePolling } from "./poll";

describe("poll()", () => {
  const instant = jest.fn(async (_ms: number) => {});
  beforeEach(() => instant.mockClear());

  it("calls until `until` accepts an answer, waiting the interval between calls", async () => {
    const answers = ["PENDING", "PENDING", "DONE", "NEVER"];
    const fn = jest.fn(async () => answers.shift()!);
    await expect(poll(fn, { intervalMs: 3_000, until: (v) => v === "DONE", sleep: instant })).resolves.toBe("DONE");
    expect(fn).toHaveBeenCalledTimes(3);
    expect(instant.mock.calls.map(([ms]) => ms)).toEqual([3_000, 3_000]);
  });

  it("gives up on the first error unless retry gives a delay, which it may grow with the failures", async () => {
    const boom = new Error("down");
    await expect(poll(() => Promise.reject(boom), { intervalMs: 10, until: () => true, sleep: instant })).rejects.toBe(
      boom,
    );

    let calls = 0;
    const fn = async () => {
      if (++calls <= 3) throw boom;
      return calls;
    };
    const retry = (_e: unknown, failures: number) => (failures <= 3 ? 1_000 + 500 * failures : null);
    await expect(poll(fn, { intervalMs: 10, until: () => true, retry, sleep: instant })).resolves.toBe(4);
    expect(instant.mock.calls.map(([ms]) => ms)).toEqual([1_500, 2_000, 2_500]);
  });

  it("stops mid-wait when aborted", async () => {
    const controller = new AbortController();
    const fn = jest.fn(async () => "PENDING");
    const polling = poll(fn, { intervalMs: 60_000, until: () => false, signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(polling).rejects.toMatchObject({ name: "AbortError" });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("usePolling()", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Poller(props: {
    fn: (signal: AbortSignal) => Promise<string>;
    until?: (v: string) => boolean;
    enabled?: boolean;
    delayFirst?: boolean;
  }) {
    usePolling(props.fn, 3_000, {
      until: props.until ?? ((v) => v === "DONE"),
      enabled: props.enabled,
      delayFirst: props.delayFirst,
    });
    return null;
  }
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it("calls at once, then every interval, and stops when `until` is met", async () => {
    const answers = ["PENDING", "PENDING", "DONE"];
    const fn = jest.fn(async () => answers.shift() ?? "AFTER");
    render(<Poller fn={fn} />);
    await advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await advance(2_999);
    expect(fn).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await advance(3_000);
    expect(fn).toHaveBeenCalledTimes(3);
    await advance(30_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it("stops on unmount, and hands fn a signal that is then aborted", async () => {
    const signals: AbortSignal[] = [];
    const fn = jest.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      return "PENDING";
    });
    const view = render(<Poller fn={fn} />);
    await advance(3_000);
    expect(fn).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(signals[0]!.aborted).toBe(true);
    await advance(30_000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("keeps the same pace after failed calls (no backoff) only if fn handles its errors; a throw stops it", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const fn = jest.fn(async () => {
      throw new Error("down");
    });
    render(<Poller fn={fn} />);
    await advance(30_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("waits one interval first when asked, and stops/starts with `enabled`", async () => {
    const fn = jest.fn(async () => "PENDING");
    const view = render(<Poller fn={fn} delayFirst />);
    await advance(0);
    expect(fn).not.toHaveBeenCalled();
    await advance(3_000);
    expect(fn).toHaveBeenCalledTimes(1);
    view.rerender(<Poller fn={fn} delayFirst enabled={false} />);
    await advance(30_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
