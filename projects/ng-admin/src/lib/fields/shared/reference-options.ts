import { computed, DestroyRef, effect, inject, signal, Signal, untracked } from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { EntryLike, ReferenceField } from '@ng-admin/core/config';
import { catchError, map, of, startWith, switchMap } from 'rxjs';
import { targetFieldOf } from '../../data/config-access';
import { NgaDataService } from '../../data/data-service';
import { idKey } from '../../data/reference-plan';
import { NgaDatastore } from '../../views/datastore';
import { displayText } from './display-text';
import { referenceIds } from './reference-display';

/** One referenced entry a form widget offers. */
export interface ReferenceOption {
  /** A stable key of the identifier, for `track` and comparisons. */
  readonly key: string;
  readonly id: unknown;
  readonly label: string;
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
  /** Remembers the label of an entry found elsewhere (a remote autocomplete result). */
  remember(option: ReferenceOption): void;
}

/** The option of a target entry, labelled by the field's `targetField` (maps applied). */
export function referenceOption(field: ReferenceField, entry: EntryLike): ReferenceOption {
  const label = entry.values[targetFieldOf(field).name()];
  const id = entry.identifierValue;
  return { key: idKey(id), id, label: displayText(label ?? id) };
}

function sameOptions(a: readonly ReferenceOption[], b: readonly ReferenceOption[]): boolean {
  return (
    a.length === b.length &&
    a.every((option, i) => option.key === b[i].key && option.label === b[i].label)
  );
}

interface ChoicesState {
  readonly entries: readonly EntryLike[];
  readonly loaded: boolean;
  readonly failed: boolean;
}

const NOT_LOADED: ChoicesState = { entries: [], loaded: false, failed: false };

/**
 * The options and labels of a reference or reference_many widget in a form or a filter
 * (spec 2.6, 4.1). Unless `remote` is true, the possible values are requested once
 * (`referenceChoices`: `perPage`, sort, `permanentFilters`). A current value that the choices
 * miss, and that the view's datastore does not know, is looked up once through
 * `resolveReferences` (one request for all of them with `singleApiCall`, else one GET per
 * identifier; recently fetched records come from the cache). Call it in an injection context.
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
  const datastore = inject(NgaDatastore, { optional: true });
  const destroyRef = inject(DestroyRef);
  const found = signal<ReadonlyMap<string, unknown>>(new Map());
  const pinned = signal<readonly unknown[]>([]);
  const requested = new Set<string>();

  const source = computed(() => ({ field: field(), remote: remote() }));
  const choices = toSignal(
    toObservable(source).pipe(
      switchMap(({ field: target, remote: isRemote }) =>
        isRemote
          ? of<ChoicesState>({ entries: [], loaded: true, failed: false })
          : data.referenceChoices(target).pipe(
              map((entries): ChoicesState => ({ entries, loaded: true, failed: false })),
              catchError(() => of<ChoicesState>({ entries: [], loaded: true, failed: true })),
              startWith(NOT_LOADED),
            ),
      ),
    ),
    { initialValue: NOT_LOADED },
  );
  const choiceOptions = computed(() => {
    const target = field();
    return choices().entries.map((entry) => referenceOption(target, entry));
  });
  const choiceLabels = computed(
    () => new Map(choiceOptions().map((option) => [option.key, option.label])),
  );

  /** The label value known for an identifier; `undefined` when unknown, `null` when it has none. */
  const knownLabel = (id: unknown): unknown => {
    const key = idKey(id);
    const fromChoices = choiceLabels().get(key);
    if (fromChoices !== undefined) return fromChoices;
    if (found().has(key)) return found().get(key) ?? null;
    const stored = datastore?.referenceEntry(field(), id);
    return stored ? (stored.values[targetFieldOf(field()).name()] ?? null) : undefined;
  };
  const label = (id: unknown): string => {
    const known = knownLabel(id);
    return displayText(known === undefined || known === null ? id : known);
  };

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
      const missing = ids.filter((id) => knownLabel(id) === undefined && !requested.has(idKey(id)));
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
        .subscribe((lookup) => {
          const next = new Map(found());
          for (const id of missing) {
            if (lookup.entry(target, id)) next.set(idKey(id), lookup.label(target, id) ?? null);
          }
          found.set(next);
        });
    });
  });

  const options = computed(
    () => {
      const offered = choiceOptions();
      const keys = new Set(offered.map((option) => option.key));
      const extra = pinned()
        .filter((id) => !keys.has(idKey(id)))
        .map((id): ReferenceOption => ({ key: idKey(id), id, label: label(id) }));
      return [...extra, ...offered];
    },
    { equal: sameOptions },
  );

  return {
    options,
    loaded: computed(() => choices().loaded),
    failed: computed(() => choices().failed),
    label,
    remember: (option) => found.update((labels) => new Map(labels).set(option.key, option.label)),
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
