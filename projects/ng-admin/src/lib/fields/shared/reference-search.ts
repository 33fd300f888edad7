import { computed, DestroyRef, inject, signal, type Signal } from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
import type { ReferenceField } from '@ng-admin/core/config';
import { filter, map, Subject, switchMap } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { referenceOption, type ReferenceOption } from './reference-options';

/** The remote search of a reference widget; see `injectReferenceSearch`. */
export interface NgaReferenceSearch {
  /** What the user typed, trimmed. */
  readonly typed: Signal<string>;
  /** The options found for what is typed now; null until they arrive (or while it is blank). */
  readonly found: Signal<readonly ReferenceOption[] | null>;
  /** Takes what the user typed and searches it, unless it is blank. */
  search(text: string): void;
}

/**
 * Searches the target entity of `field()` as the user types (`remoteComplete`), through the
 * data service's autocomplete (debounced, with the field's `searchQuery`): the building block
 * of the reference autocomplete and of the `reference_many` chips. A failed search finds
 * nothing new. Must be called in an injection context.
 *
 * @usageNotes
 * ```ts
 * private readonly lookup = injectReferenceSearch(this.field);
 * protected readonly results = computed(() => this.lookup.found() ?? []);
 * ```
 */
export function injectReferenceSearch(field: Signal<ReferenceField>): NgaReferenceSearch {
  const data = inject(NgaDataService);
  const searches = new Subject<string>();
  const typed = signal('');
  const answer = signal<{ search: string; options: readonly ReferenceOption[] } | null>(null);
  toObservable(field)
    .pipe(
      switchMap((current) =>
        data.autocomplete(current, searches).pipe(
          filter((result) => !result.error),
          map((result) => ({
            search: result.search,
            options: result.entries.map((entry) => referenceOption(current, entry)),
          })),
        ),
      ),
      takeUntilDestroyed(),
    )
    .subscribe((found) => answer.set(found));
  inject(DestroyRef).onDestroy(() => searches.complete());
  return {
    typed: typed.asReadonly(),
    found: computed(() => {
      const current = answer();
      return current && current.search === typed() ? current.options : null;
    }),
    search(text) {
      const search = text.trim();
      typed.set(search);
      if (search !== '') searches.next(search);
    },
  };
}
