import { computed, Injectable, signal } from '@angular/core';

/**
 * The top progress bar, the `progression` of submit hooks (ng-admin's `start()`/`done()`).
 * Calls nest: the bar shows until every `start()` has its `done()`.
 *
 * @usageNotes
 * ```ts
 * const progression = inject(NgaProgression);
 * progression.start();
 * await publish();
 * progression.done();
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaProgression {
  private readonly pending = signal(0);

  /** Whether any work is under way. */
  readonly active = computed(() => this.pending() > 0);

  start(): void {
    this.pending.update((count) => count + 1);
  }

  done(): void {
    this.pending.update((count) => Math.max(0, count - 1));
  }

  /** Runs `work` with the bar shown. */
  async track<T>(work: Promise<T>): Promise<T> {
    this.start();
    try {
      return await work;
    } finally {
      this.done();
    }
  }
}
