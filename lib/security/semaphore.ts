/**
 * Caps concurrent costly work in this process (video analyses, uploads being
 * received, password hashes). Further callers wait in a short queue (none when
 * maxWaiting is 0); when the queue is full or the wait too long, `acquire`
 * returns null and the caller answers 429/503. In memory on purpose: it
 * protects this process's CPU, memory and disk, so it need not be shared
 * between instances.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: { resolve: (release: (() => void) | null) => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  acquire(): Promise<(() => void) | null> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(null);
    return new Promise((resolve) => {
      const entry = {
        resolve,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          resolve(null);
        }, this.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve(this.releaser()); // the slot passes straight on
      } else this.active--;
    };
  }
}
