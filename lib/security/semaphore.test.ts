import { KeyedLines, Semaphore } from "./semaphore";

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

describe("semaphore fair shares and priority", () => {
  it("lets three clients with stalled uploads hold three of six places, not six: a further place only while half stay free", async () => {
    const s = new Semaphore(6, 0, 0, 2, 3);
    const attackers = ["203.0.113.1", "198.51.100.1", "192.0.2.1"];
    const firsts = await Promise.all(attackers.map((a) => s.acquire(a, { group: `${a}/24` })));
    expect(firsts.every(Boolean)).toBe(true);
    for (const a of attackers) expect(await s.acquire(a, { group: `${a}/24` })).toBeNull();
    // A fourth address from the first's /24 is that network's second place: refused as well.
    expect(await s.acquire("203.0.113.2", { group: "203.0.113.1/24" })).toBeNull();
    // Everyone else is received: three more first places.
    const others = await Promise.all(["10.0.0.1", "10.0.1.1", "10.0.2.1"].map((c) => s.acquire(c, { group: c })));
    expect(others.every(Boolean)).toBe(true);
    expect(s.running).toBe(6);
  });

  it("still gives one client a second place when the house is quiet", async () => {
    const s = new Semaphore(6, 0, 0, 2, 3);
    expect(await s.acquire("a", { group: "n" })).toBeTruthy();
    expect(await s.acquire("a", { group: "n" })).toBeTruthy();
    expect(await s.acquire("a", { group: "n" })).toBeNull(); // its own cap
  });

  it("queues a priority caller in front of the others, even past a full queue", async () => {
    const s = new Semaphore(1, 2, 1_000);
    const running = await s.acquire("flood1");
    const order: string[] = [];
    const flood = ["flood2", "flood3"].map((k) => s.acquire(k).then((r) => (order.push(k), r)));
    expect(await s.acquire("flood4")).toBeNull(); // the queue is full
    const owner = s.acquire("owner", { priority: true }).then((r) => (order.push("owner"), r));
    running!();
    (await owner)!();
    for (const next of flood) (await next)!();
    expect(order).toEqual(["owner", "flood2", "flood3"]);
  });
});

describe("keyed lines (one client's callers one after another)", () => {
  it("runs one caller per key, queues that key's next, lets other keys through, and forgets idle keys", async () => {
    const lines = new KeyedLines(1, 2, 1_000);
    const a1 = await lines.acquire("a");
    let a2Started = false;
    const a2 = lines.acquire("a").then((r) => ((a2Started = true), r));
    const b = await lines.acquire("b"); // another client is not behind a's line
    expect(b).toBeTruthy();
    await Promise.resolve();
    expect(a2Started).toBe(false);
    a1!();
    const second = await a2;
    expect(second).toBeTruthy();
    second!();
    b!();
    expect(lines.size).toBe(0);
  });

  it("refuses a key past its waiting room, and a wait that lasts too long", async () => {
    const lines = new KeyedLines(1, 1, 50);
    const first = await lines.acquire("a");
    const waiting = lines.acquire("a");
    expect(await lines.acquire("a")).toBeNull(); // one waits already
    expect(await waiting).toBeNull(); // 50 ms passed
    first!();
    expect(lines.size).toBe(0);
  });
});
