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
