import { Observable, ReplaySubject, Subscription } from 'rxjs';

interface Prefetched {
  readonly answer: Observable<unknown>;
  readonly subscription: Subscription;
  readonly startedAt: number;
}

/** How long a prefetched answer waits for its view, in milliseconds. */
const PREFETCH_TTL_MS = 10_000;

/**
 * Answers that a route started loading before its view's code arrived. Each is served once,
 * to the first view that asks for the same request, then forgotten; one nobody asked for
 * within a few seconds is dropped, so a later visit loads fresh data.
 */
export class PrefetchCache {
  private readonly entries = new Map<string, Prefetched>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Starts `load` now; its answer (or error) is kept for the next `take` of the key. */
  put<T>(key: string, load: Observable<T>): void {
    this.evictStale();
    this.entries.get(key)?.subscription.unsubscribe();
    const answer = new ReplaySubject<T>(1);
    const subscription = load.subscribe(answer);
    this.entries.set(key, { answer, subscription, startedAt: this.now() });
  }

  /** Whether an answer of the key waits to be taken (loaded or still loading). */
  has(key: string): boolean {
    this.evictStale();
    return this.entries.has(key);
  }

  /** The prefetched answer of a key, once; `undefined` when none is waiting. */
  take<T>(key: string): Observable<T> | undefined {
    this.evictStale();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return entry.answer as Observable<T>;
  }

  /** Forgets every waiting answer (after a write, which may change them). */
  clear(): void {
    for (const entry of this.entries.values()) entry.subscription.unsubscribe();
    this.entries.clear();
  }

  private evictStale(): void {
    const limit = this.now() - PREFETCH_TTL_MS;
    for (const [key, entry] of this.entries) {
      if (entry.startedAt < limit) {
        entry.subscription.unsubscribe();
        this.entries.delete(key);
      }
    }
  }
}
