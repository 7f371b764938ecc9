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
  }[] = [];
  /** Places (running or waiting) each key holds now; a key with none has no entry. */
  private readonly held = new Map<string, number>();

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
    readonly maxPerKey: number = Infinity,
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

  /** A slot (its release function), or null when refused; `key` counts it against that key's share. */
  acquire(key?: string): Promise<(() => void) | null> {
    if (key !== undefined && this.heldBy(key) >= this.maxPerKey) return Promise.resolve(null);
    if (this.active < this.max) {
      this.active++;
      this.take(key);
      return Promise.resolve(this.releaser(key));
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(null);
    this.take(key);
    return new Promise((resolve) => {
      const entry = {
        resolve,
        key,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          this.give(key);
          resolve(null);
        }, this.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private take(key: string | undefined): void {
    if (key !== undefined) this.held.set(key, this.heldBy(key) + 1);
  }

  private give(key: string | undefined): void {
    if (key === undefined) return;
    const n = this.heldBy(key) - 1;
    if (n > 0) this.held.set(key, n);
    else this.held.delete(key);
  }

  private releaser(key: string | undefined): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.give(key);
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve(this.releaser(next.key)); // the slot passes straight on
      } else this.active--;
    };
  }
}
