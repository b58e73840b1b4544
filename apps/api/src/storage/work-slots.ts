/**
 * At most `max` tasks at once in this process; the others wait their turn
 * (first come, first served). Used for image re-encodes: each decodes a
 * photo of up to 40 MP, so how many run at once sets the memory they take.
 */
export class WaitingSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running now and waiting (tests read it). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/**
 * At most `max` at once per key, without waiting: `tryTake` returns a
 * release function, or null when the key already holds `max`.
 */
export class KeyedSlots<K> {
  private readonly held = new Map<K, number>();
  constructor(readonly max: number) {}

  tryTake(key: K): (() => void) | null {
    const n = this.held.get(key) ?? 0;
    if (n >= this.max) return null;
    this.held.set(key, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }

  heldBy(key: K): number {
    return this.held.get(key) ?? 0;
  }
}
