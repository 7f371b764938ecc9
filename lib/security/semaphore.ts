/**
 * Caps concurrent costly work in this process (video analyses, uploads being
 * received, password hashes). Further callers wait in a short queue (none when
 * maxWaiting is 0); when the queue is full or the wait too long, `acquire`
 * returns null and the caller answers 429/503. In memory on purpose: it
 * protects this process's CPU, memory and disk, so it need not be shared
 * between instances.
 *
 * With `maxPerKey`, one key (a client: lib/security clientKey) holds at most
 * that many of the places, running and waiting together; its further callers
 * are refused at once, so one client's flood cannot fill the slots and the
 * queue ahead of everyone else.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: {
    resolve: (release: (() => void) | null) => void;
    timer: NodeJS.Timeout;
    key: string | undefined;
    group: string | undefined;
    priority: boolean;
  }[] = [];
  /** Places (running or waiting) each key holds now; a key with none has no entry. */
  private readonly held = new Map<string, number>();

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
    readonly maxPerKey: number = Infinity,
    /**
     * Fair shares: a key (or a group of keys, a client's network) that already
     * holds a place gets another only while this many places stay free after
     * it. So a few clients cannot hold every place, even from different networks.
     */
    readonly reserve: number = 0,
  ) {}

  /** Places `key` holds now, running and waiting. */
  heldBy(key: string): number {
    return this.held.get(key) ?? 0;
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * A slot (its release function), or null when refused; `key` counts it
   * against that key's share, `options.group` (the key's network) against the
   * group's. A `priority` caller (a browser known to the account) waits in
   * front of the others, and past a full queue.
   */
  acquire(key?: string, options: { group?: string; priority?: boolean } = {}): Promise<(() => void) | null> {
    const { group, priority = false } = options;
    if (key !== undefined && this.heldBy(key) >= this.maxPerKey) return Promise.resolve(null);
    if (this.reserve > 0 && !this.fairShareAllows(key, group)) return Promise.resolve(null);
    if (this.active < this.max) {
      this.active++;
      this.take(key, group);
      return Promise.resolve(this.releaser(key, group));
    }
    if (this.waiting.length >= this.maxWaiting && !priority) return Promise.resolve(null);
    this.take(key, group);
    return new Promise((resolve) => {
      const entry = {
        resolve,
        key,
        group,
        priority,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          this.give(key, group);
          resolve(null);
        }, this.maxWaitMs),
      };
      const firstOrdinary = priority ? this.waiting.findIndex((w) => !w.priority) : -1;
      if (firstOrdinary >= 0) this.waiting.splice(firstOrdinary, 0, entry);
      else this.waiting.push(entry);
    });
  }

  /** A key or group already holding a place gets another only while `reserve` places stay free after it. */
  private fairShareAllows(key: string | undefined, group: string | undefined): boolean {
    const holds =
      (key !== undefined && this.heldBy(key) > 0) || (group !== undefined && this.heldBy(`group:${group}`) > 0);
    if (!holds) return true;
    return this.max - this.active - 1 >= this.reserve;
  }

  private take(key: string | undefined, group?: string): void {
    if (key !== undefined) this.held.set(key, this.heldBy(key) + 1);
    if (group !== undefined) this.held.set(`group:${group}`, this.heldBy(`group:${group}`) + 1);
  }

  private give(key: string | undefined, group?: string): void {
    for (const k of [key, group === undefined ? undefined : `group:${group}`]) {
      if (k === undefined) continue;
      const n = this.heldBy(k) - 1;
      if (n > 0) this.held.set(k, n);
      else this.held.delete(k);
    }
  }

  private releaser(key: string | undefined, group?: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.give(key, group);
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve(this.releaser(next.key, next.group)); // the slot passes straight on
      } else this.active--;
    };
  }
}

/**
 * One line per key (a client): at most `perKey` of a key's callers run at
 * once, the rest wait their turn (up to `maxWaiting` per key, for up to
 * `maxWaitMs`) and are refused (null) beyond. Keys without callers hold no
 * memory. For work whose outcome the next caller of the same key should see
 * before it starts: a client's login attempts, one after another, each
 * finding the refusal the last one left (lib/auth/service).
 */
export class KeyedLines {
  private readonly lines = new Map<string, Semaphore>();

  constructor(
    readonly perKey: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  /** The key's turn (its release function), or null when its line is full or the wait too long. */
  async acquire(key: string): Promise<(() => void) | null> {
    let line = this.lines.get(key);
    if (!line) this.lines.set(key, (line = new Semaphore(this.perKey, this.maxWaiting, this.maxWaitMs)));
    const release = await line.acquire();
    if (!release) {
      this.forgetIfIdle(key, line);
      return null;
    }
    return () => {
      release();
      this.forgetIfIdle(key, line);
    };
  }

  /** Keys with callers running or waiting now. */
  get size(): number {
    return this.lines.size;
  }

  private forgetIfIdle(key: string, line: Semaphore): void {
    if (line.running === 0 && line.queued === 0 && this.lines.get(key) === line) this.lines.delete(key);
  }
}
