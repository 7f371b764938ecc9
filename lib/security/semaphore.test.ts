import { Semaphore } from "./semaphore";

describe("semaphore (per-process slots for CPU-heavy work)", () => {
  it("runs two at once, queues the next, and refuses beyond the queue", async () => {
    const s = new Semaphore(2, 1, 1_000);
    const a = await s.acquire();
    const b = await s.acquire();
    expect(a && b).toBeTruthy();
    const waiting = s.acquire();
    expect(await s.acquire()).toBeNull(); // queue full
    a!();
    const c = await waiting;
    expect(c).toBeTruthy();
    expect(s.running).toBe(2);
    b!();
    c!();
    c!(); // releasing twice is harmless
    expect(s.running).toBe(0);
  });

  it("gives up on a wait that lasts too long", async () => {
    const s = new Semaphore(1, 5, 50);
    const a = await s.acquire();
    expect(await s.acquire()).toBeNull();
    a!();
    expect(s.queued).toBe(0);
  });
});

describe("semaphore shares per key (one client cannot fill every place)", () => {
  it("refuses a key past its share at once, while another key still gets in and waits its turn", async () => {
    const s = new Semaphore(1, 10, 1_000, 2);
    const first = await s.acquire("flood");
    const queued = s.acquire("flood");
    expect(await s.acquire("flood")).toBeNull(); // its share (running + waiting) is 2
    expect(s.heldBy("flood")).toBe(2);
    const user = s.acquire("user");
    expect(s.queued).toBe(2);
    first!();
    const second = await queued;
    second!();
    const mine = await user;
    expect(mine).toBeTruthy();
    mine!();
    expect(s.heldBy("flood")).toBe(0);
    expect(s.heldBy("user")).toBe(0);
    expect(s.running).toBe(0);
  });

  it("gives a key's place back when its wait times out", async () => {
    const s = new Semaphore(1, 5, 30, 1);
    const held = await s.acquire("a");
    expect(await s.acquire("b")).toBeNull(); // timed out
    expect(s.heldBy("b")).toBe(0);
    held!();
    expect(await s.acquire("b")).toBeTruthy();
  });
});
