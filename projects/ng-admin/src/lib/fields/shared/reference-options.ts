import {
  computed,
  DestroyRef,
  effect,
  inject,
  Injector,
  runInInjectionContext,
  signal,
  Signal,
  untracked,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { EntryLike, ReferenceField } from '@ng-admin/core/config';
import { catchError, map, of, startWith, switchMap } from 'rxjs';
import { targetEntityOf, targetFieldOf } from '../../data/config-access';
import { NgaDataService } from '../../data/data-service';
import { idKey } from '../../data/reference-plan';
import { NgaDatastore } from '../../data/datastore';
import { displayText } from './display-text';
import { referenceIds } from './reference-display';

/** One referenced entry a form widget offers. */
export interface ReferenceOption {
  /** A stable key of the identifier, for `track` and comparisons. */
  readonly key: string;
  readonly id: unknown;
  readonly label: string;
  /** The target entry the option stands for, when the widget found it (a search result). */
  readonly entry?: EntryLike;
}

/** What a reference widget offers and knows, from `injectReferenceOptions`. */
export interface NgaReferenceOptions {
  /**
   * The options of a dropdown: the field's choices, preceded by the current values that the
   * choices miss (so the value always shows). Empty in remote mode.
   */
  readonly options: Signal<readonly ReferenceOption[]>;
  /** Whether the choices have arrived (always true in remote mode once initialized). */
  readonly loaded: Signal<boolean>;
  /** Whether the choices could not be loaded. */
  readonly failed: Signal<boolean>;
  /** The label of an identifier, or the identifier as text while it is unknown (reactive). */
  label(id: unknown): string;
  /** Remembers the entry of an option found elsewhere (a remote autocomplete result). */
  remember(option: ReferenceOption): void;
}

/** The option of a target entry, labelled by the field's `targetField` (maps applied). */
export function referenceOption(field: ReferenceField, entry: EntryLike): ReferenceOption {
  const label = entry.values[targetFieldOf(field).name()];
  const id = entry.identifierValue;
  return { key: idKey(id), id, label: displayText(label ?? id), entry };
}

function sameOptions(a: readonly ReferenceOption[], b: readonly ReferenceOption[]): boolean {
  return (
    a.length === b.length &&
    a.every((option, i) => option.key === b[i].key && option.label === b[i].label)
  );
}

interface ChoicesState {
  readonly ids: readonly unknown[];
  readonly loaded: boolean;
  readonly failed: boolean;
}

const NOT_LOADED: ChoicesState = { ids: [], loaded: false, failed: false };

/**
 * The options and labels of a reference or reference_many widget in a form or a filter
 * (spec 2.6, 4.1). Unless `remote` is true, the possible values are requested once
 * (`referenceChoices`: `perPage`, sort, `permanentFilters`). A current value that the choices
 * miss, and that the view's datastore does not know, is looked up once through
 * `resolveReferences` (one request for all of them with `singleApiCall`, else one GET per
 * identifier; recently fetched records come from the cache). Every entry found goes into the
 * view's datastore, the one place the view keeps referenced entries, so labels are read from
 * there. Call it in an injection context.
 *
 * @usageNotes
 * ```ts
 * private readonly version = controlVersion(this.control);
 * protected readonly references = injectReferenceOptions(
 *   this.field,
 *   computed(() => (this.version(), this.control().value)),
 *   computed(() => this.field().remoteComplete()),
 * );
 * ```
 */
export function injectReferenceOptions(
  field: Signal<ReferenceField>,
  value: Signal<unknown>,
  remote: Signal<boolean>,
): NgaReferenceOptions {
  const data = inject(NgaDataService);
  const injector = inject(Injector);
  // A widget outside a view (a test, a custom page) keeps the entries it finds to itself.
  const datastore =
    inject(NgaDatastore, { optional: true }) ??
    runInInjectionContext(injector, () => new NgaDatastore());
  const destroyRef = inject(DestroyRef);
  const pinned = signal<readonly unknown[]>([]);
  const requested = new Set<string>();

  const source = computed(() => ({ field: field(), remote: remote() }));
  const choices = toSignal(
    toObservable(source).pipe(
      switchMap(({ field: target, remote: isRemote }) =>
        isRemote
          ? of<ChoicesState>({ ids: [], loaded: true, failed: false })
          : data.referenceChoices(target).pipe(
              map((entries): ChoicesState => {
                datastore.addRecords(targetEntityOf(target), entries);
                return {
                  ids: entries.map((entry) => entry.identifierValue),
                  loaded: true,
                  failed: false,
                };
              }),
              catchError(() => of<ChoicesState>({ ids: [], loaded: true, failed: true })),
              startWith(NOT_LOADED),
            ),
      ),
    ),
    { initialValue: NOT_LOADED },
  );

  const label = (id: unknown): string => {
    const known = datastore.referenceLabel(field(), id);
    return displayText(known === undefined || known === null ? id : known);
  };
  const optionOf = (id: unknown): ReferenceOption => ({ key: idKey(id), id, label: label(id) });

  effect(() => {
    const ids = referenceIds(value());
    untracked(() => {
      const current = new Set(pinned().map(idKey));
      const added = ids.filter((id) => !current.has(idKey(id)));
      if (added.length > 0) pinned.update((list) => [...list, ...added]);
    });
  });

  effect(() => {
    const state = choices();
    const ids = referenceIds(value());
    const target = field();
    if (!state.loaded) return;
    untracked(() => {
      const missing = ids.filter(
        (id) => !datastore.referenceEntry(target, id) && !requested.has(idKey(id)),
      );
      if (missing.length === 0) return;
      missing.forEach((id) => requested.add(idKey(id)));
      const holder: EntryLike = {
        entityName: '',
        identifierValue: null,
        values: { [target.name()]: missing },
      };
      data
        .resolveReferences([target], [holder])
        .pipe(takeUntilDestroyed(destroyRef))
        .subscribe((lookup) => datastore.addLookup(lookup));
    });
  });

  const options = computed(
    () => {
      const offered = choices().ids.map(optionOf);
      const keys = new Set(offered.map((option) => option.key));
      const extra = pinned()
        .filter((id) => !keys.has(idKey(id)))
        .map(optionOf);
      return [...extra, ...offered];
    },
    { equal: sameOptions },
  );

  return {
    options,
    loaded: computed(() => choices().loaded),
    failed: computed(() => choices().failed),
    label,
    remember: (option) => {
      if (option.entry) datastore.addRecords(targetEntityOf(field()), [option.entry]);
    },
  };
}

/**
 * Compares identifiers as the data layer does (`1` and `'1'` are the same record): the
 * `compareWith` of reference dropdowns.
 *
 * @usageNotes
 * ```html
 * <mat-select [compareWith]="sameReferenceId" ...>
 * ```
 */
export function sameReferenceId(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return a === b;
  return idKey(a) === idKey(b);
}
