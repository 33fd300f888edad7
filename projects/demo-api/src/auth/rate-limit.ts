/** How many failed logins are tolerated within a window before 429. */
export interface LoginRateLimit {
  /** Failures per username (any case) within the window. Default 5. */
  maxFailuresPerUsername: number;
  /** Failures per client address within the window. Default 20. */
  maxFailuresPerAddress: number;
  /** The window starts at the first failure. Default 900 (15 minutes). */
  windowSeconds: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = {
  maxFailuresPerUsername: 5,
  maxFailuresPerAddress: 20,
  windowSeconds: 900,
};

const SWEEP_THRESHOLD = 10_000;

interface Window {
  failures: number;
  endsAt: number;
}

/**
 * Counts failures per key in fixed windows; a key at its limit waits for its window to end.
 *
 * @example
 * const failures = new FailureCounter(900);
 * failures.fail('user:editor');
 * failures.retryAfter('user:editor', 5); // 0: still below 5 failures
 */
export class FailureCounter {
  readonly #windows = new Map<string, Window>();
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(windowSeconds: number, now: () => number = Date.now) {
    this.#windowMs = windowSeconds * 1000;
    this.#now = now;
  }

  /** Seconds to wait before `key` may try again, or 0 when it is below `maxFailures`. */
  retryAfter(key: string, maxFailures: number): number {
    const window = this.#current(key);
    if (!window || window.failures < maxFailures) return 0;
    return Math.max(1, Math.ceil((window.endsAt - this.#now()) / 1000));
  }

  fail(key: string): void {
    const window = this.#current(key);
    if (window) {
      window.failures++;
      return;
    }
    if (this.#windows.size >= SWEEP_THRESHOLD) this.#sweep();
    this.#windows.set(key, { failures: 1, endsAt: this.#now() + this.#windowMs });
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  /** Forgets ended windows, so that guessing many names cannot grow memory without bound. */
  #sweep(): void {
    const now = this.#now();
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.endsAt <= this.#now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }
}
