import {
  Component,
  computed,
  DestroyRef,
  effect,
  inject,
  input,
  output,
  untracked,
} from '@angular/core';
import { FormControl, FormRecord } from '@angular/forms';
import { type Field, isFilterCondition, type ListView } from '@ng-admin/core/config';
import { debounceTime } from 'rxjs';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaIntl } from '../../i18n/intl';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaDatastore } from '../../data/datastore';
import { withoutEmptyValues } from './list-state';
import { NgaTemplate } from '../../templates/template';
import { NgaButton } from '../../base/button';
import { NgaListStore } from './list-store';
import { NGA_API_MAPPING } from '../../data/tokens';
import { filterModeOf, type NgaFilterMode, offeredOperators } from './filters/filter-modes';
import { NgaOperatorFilter } from './filters/operator-filter';

/** How long typing may pause before the list follows (ms). */
const FILTER_DEBOUNCE = 300;

/**
 * The filter bar of a list: pinned filters always, the others once added (from the "Add filter"
 * menu or a shared URL), each with a remove button. Values go through the field's `transform`
 * into the URL's `search` (API form) and come back through `map`; the list follows at once.
 *
 * @usageNotes
 * ```html
 * <nga-list-filters #filters [view]="view" [search]="state.search" (searchChange)="apply($event)" />
 * ```
 */
@Component({
  selector: 'nga-list-filters',
  imports: [NgaButton, NgaFieldOutlet, NgaOperatorFilter, NgaTemplate],
  templateUrl: './list-filters.html',
  styleUrl: './list-filters.scss',
})
export class NgaListFilters {
  readonly view = input.required<ListView>();
  /** The filter values of the URL, in API form. */
  readonly search = input.required<Readonly<Record<string, unknown>>>();
  readonly searchChange = output<Record<string, unknown>>();

  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore, { optional: true });
  protected readonly form = new FormRecord<FormControl<unknown>>({});

  private readonly store = inject(NgaListStore);
  readonly filters = computed(() => this.store.filters());
  /** Filters on screen: pinned ones, ones with a value in the URL, ones the user added. */
  readonly shown = computed(() => {
    const search = this.search();
    const added = this.store.addedFilters();
    return this.filters().filter(
      (field) => field.pinned() || field.name() in search || added.has(field.name()),
    );
  });
  protected readonly components = injectFieldComponents(this.shown, 'filter');
  private readonly mapping = inject(NGA_API_MAPPING);
  /** How each filter with operators the dialect can send asks for its value. */
  protected readonly modes = computed(() => {
    const modes = new Map<string, Exclude<NgaFilterMode, 'eq'>>();
    for (const field of this.filters()) {
      const mode = filterModeOf(offeredOperators(field, this.mapping));
      if (mode !== 'eq') modes.set(field.name(), mode);
    }
    return modes;
  });

  constructor() {
    // The URL is the source of truth: keep the controls in step with it (reload, back/forward).
    effect(() => {
      const shown = this.shown();
      const search = this.search();
      untracked(() => this.syncControls(shown, search));
    });
    const subscription = this.form.valueChanges
      .pipe(debounceTime(FILTER_DEBOUNCE))
      .subscribe(() => this.emitSearch());
    inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
  }

  /** Hides a filter and drops its value from the list query. */
  remove(field: Field): void {
    this.store.removeFilter(field);
    this.form.removeControl(field.name(), { emitEvent: false });
    this.emitSearch();
  }

  protected control(field: Field): FormControl<unknown> {
    return this.form.controls[field.name()] ?? this.controlFor(field, undefined);
  }

  private syncControls(shown: readonly Field[], search: Readonly<Record<string, unknown>>): void {
    for (const field of shown) {
      const name = field.name();
      const fromUrl = name in search ? mapped(field, search[name]) : undefined;
      const control = this.form.controls[name];
      if (!control) {
        // A pinned filter, or one just added, starts from its default value (spec 2.3).
        const initial = fromUrl !== undefined ? fromUrl : field.defaultValue();
        this.controlFor(field, initial);
        if (!(name in search) && initial !== undefined && initial !== null) this.emitSearch();
      } else if (JSON.stringify(control.value ?? null) !== JSON.stringify(fromUrl ?? null)) {
        // The URL wins both ways: Back to a list without this filter empties its input too.
        control.setValue(fromUrl ?? null, { emitEvent: false });
      }
    }
    for (const name of Object.keys(this.form.controls)) {
      if (!shown.some((field) => field.name() === name))
        this.form.removeControl(name, { emitEvent: false });
    }
  }

  private controlFor(field: Field, value: unknown): FormControl<unknown> {
    let control = this.form.controls[field.name()];
    if (!control) {
      control = new FormControl<unknown>(value ?? null);
      this.form.addControl(field.name(), control, { emitEvent: false });
    }
    return control;
  }

  private emitSearch(): void {
    const values: Record<string, unknown> = {};
    for (const field of this.filters()) {
      const control = this.form.controls[field.name()];
      if (control) values[field.name()] = transformed(field, control.value);
    }
    const next = withoutEmptyValues(values);
    if (JSON.stringify(next) !== JSON.stringify(withoutEmptyValues(this.search())))
      this.searchChange.emit(next);
  }
}

/** A URL value through the field's `map`: each operand of an operator object on its own. */
function mapped(field: Field, value: unknown): unknown {
  const map = (operand: unknown) => field.map().reduce((current, fn) => fn(current, {}), operand);
  return isFilterCondition(value) ? eachOperand(value, map) : map(value);
}

/** A filter value through the field's `transform`: each operand of an operator object on its own. */
function transformed(field: Field, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const transform = (operand: unknown) =>
    field.transform().reduce((current, fn) => fn(current, {}), operand);
  return isFilterCondition(value) ? eachOperand(value, transform) : transform(value);
}

function eachOperand(
  condition: Record<string, unknown>,
  fn: (operand: unknown) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(condition).map(([operator, operand]) => [
      operator,
      operator === 'in' && Array.isArray(operand) ? operand.map(fn) : fn(operand),
    ]),
  );
}
