import { Tarpit } from "./tarpit";

/** Whether `p` has settled once pending callbacks have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe("the tarpit", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("holds an answer for its delay on a timer, then lets it go", async () => {
    const tarpit = new Tarpit({ maxDelayMs: 1_000, maxHeld: 10 });
    const answer = tarpit.hold(60_000);
    expect(tarpit.held).toBe(1);
    jest.advanceTimersByTime(999);
    expect(await settled(answer)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(answer)).toBe(true);
    expect(tarpit.held).toBe(0);
  });

  it("holds no longer than the Retry-After it answers", async () => {
    const tarpit = new Tarpit({ maxDelayMs: 1_000, maxHeld: 10 });
    const answer = tarpit.hold(300);
    jest.advanceTimersByTime(299);
    expect(await settled(answer)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(answer)).toBe(true);
    expect(await settled(tarpit.hold(0))).toBe(true);
  });

  it("past its bound answers at once, and holds again once answers have gone out", async () => {
    const tarpit = new Tarpit({ maxDelayMs: 1_000, maxHeld: 2 });
    const held = [tarpit.hold(5_000), tarpit.hold(5_000)];
    expect(await settled(tarpit.hold(5_000))).toBe(true);
    expect(tarpit.held).toBe(2);
    jest.advanceTimersByTime(1_000);
    expect(await settled(Promise.all(held))).toBe(true);
    const again = tarpit.hold(5_000);
    expect(await settled(again)).toBe(false);
    expect(tarpit.held).toBe(1);
  });

  it("spreads answers held together over the last part of the delay, by its jitter", async () => {
    const draws = [0, 0.5, 0.999];
    const tarpit = new Tarpit({ maxDelayMs: 1_000, maxHeld: 10, jitter: 0.5, random: () => draws.shift()! });
    const [full, threeQuarters, half] = [tarpit.hold(60_000), tarpit.hold(60_000), tarpit.hold(60_000)];
    jest.advanceTimersByTime(499);
    expect(await settled(half)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(half)).toBe(true);
    expect(await settled(threeQuarters)).toBe(false);
    jest.advanceTimersByTime(250);
    expect(await settled(threeQuarters)).toBe(true);
    expect(await settled(full)).toBe(false);
    jest.advanceTimersByTime(250);
    expect(await settled(full)).toBe(true);
  });
});
