import { Component, computed, DestroyRef, inject, input, OnInit, Type } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatMenuModule } from '@angular/material/menu';
import { MatSelectModule } from '@angular/material/select';
import {
  ChoiceField,
  DateTimeField,
  type Field,
  type FilterCondition,
  isFilterCondition,
} from '@ng-admin/core/config';
import { merge } from 'rxjs';
import { NgaButton } from '../../../base/button';
import { NgaFieldOutlet } from '../../../fields/field-outlet';
import { formatDateValue } from '../../../i18n/date-format';
import { NgaIntl } from '../../../i18n/intl';
import { DATE_PRESETS, type NgaDatePreset, type NgaFilterMode, isDateRange } from './filter-modes';

/**
 * A list filter that compares with operators: a range (from, to, and presets for dates) made of
 * two of the type's own filter widgets, a "contains" text, or several choices. Its control holds
 * the operator object the URL keeps (`{ gte: '2024-01-01', lte: '2024-01-31' }`), or `null`
 * when nothing is set.
 *
 * @usageNotes
 * ```html
 * <nga-operator-filter [field]="field" [control]="control" mode="range" [component]="dateFilter" />
 * ```
 */
@Component({
  selector: 'nga-operator-filter',
  imports: [
    NgaButton,
    NgaFieldOutlet,
    MatMenuModule,
    ReactiveFormsModule,
    MatFormFieldModule,
    MatSelectModule,
  ],
  templateUrl: './operator-filter.html',
  styleUrl: './operator-filter.scss',
  host: { '[class]': "'nga-operator-filter nga-operator-filter-' + mode()" },
})
export class NgaOperatorFilter implements OnInit {
  readonly field = input.required<Field>();
  /** The filter's control in the filter bar: the operator object, or null. */
  readonly control = input.required<FormControl<unknown>>();
  readonly mode = input.required<Exclude<NgaFilterMode, 'eq'>>();
  /** The type's filter widget, for the bounds of a range and for a "contains" text. */
  readonly component = input<Type<unknown> | undefined>();

  protected readonly intl = inject(NgaIntl);
  private readonly destroyRef = inject(DestroyRef);
  protected readonly from = new FormControl<unknown>(null);
  protected readonly to = new FormControl<unknown>(null);
  protected readonly text = new FormControl<unknown>(null);
  protected readonly chosen = new FormControl<unknown[]>([], { nonNullable: true });

  protected readonly fromField = computed(() =>
    relabeled(this.field(), this.intl.filterFrom(this.field().label())),
  );
  protected readonly toField = computed(() =>
    relabeled(this.field(), this.intl.filterTo(this.field().label())),
  );
  protected readonly containsField = computed(() =>
    relabeled(this.field(), this.intl.filterContains(this.field().label())),
  );
  protected readonly presets = computed(() => (isDateRange(this.field()) ? DATE_PRESETS : []));
  protected readonly options = computed(() => {
    const field = this.field();
    return field instanceof ChoiceField ? field.resolveChoices() : [];
  });

  /** Set while the inner controls show the outer value, so that they do not echo it back. */
  private showing = false;

  ngOnInit(): void {
    const outer = this.control();
    this.showValue(outer.value);
    const fromOuter = outer.valueChanges.subscribe((value) => this.showValue(value));
    const toOuter = merge(
      this.from.valueChanges,
      this.to.valueChanges,
      this.text.valueChanges,
      this.chosen.valueChanges,
    ).subscribe(() => {
      if (this.showing) return;
      const next = this.composedValue();
      if (JSON.stringify(next) !== JSON.stringify(outer.value ?? null)) outer.setValue(next);
    });
    this.destroyRef.onDestroy(() => {
      fromOuter.unsubscribe();
      toOuter.unsubscribe();
    });
  }

  /** Sets both bounds of a date range from a preset. */
  protected applyPreset(preset: NgaDatePreset): void {
    const range = preset.range(new Date());
    this.showing = true;
    this.from.setValue(formatDateValue(range.gte, 'yyyy-MM-dd'));
    this.showing = false;
    this.to.setValue(formatDateValue(range.lte, 'yyyy-MM-dd'));
  }

  /** The operator object of the inner controls, `null` when none is set. */
  private composedValue(): FilterCondition | null {
    const condition: FilterCondition = {};
    switch (this.mode()) {
      case 'range':
        if (isSet(this.from.value)) condition.gte = this.from.value;
        if (isSet(this.to.value)) condition.lte = this.endOfDay(this.to.value);
        break;
      case 'contains':
        if (isSet(this.text.value)) condition.contains = this.text.value;
        break;
      case 'in':
        if (this.chosen.value.length > 0) condition.in = [...this.chosen.value];
        break;
    }
    return Object.keys(condition).length > 0 ? condition : null;
  }

  /** Shows an operator object (from the URL) in the inner controls, without echoing it back. */
  private showValue(value: unknown): void {
    const condition: FilterCondition = isFilterCondition(value) ? value : this.asCondition(value);
    const chosen = condition.in;
    // The inner widgets follow their controls' changes; `showing` keeps them from echoing.
    this.showing = true;
    try {
      this.from.setValue(condition.gte ?? null);
      this.to.setValue(this.startOfDay(condition.lte) ?? null);
      this.text.setValue(condition.contains ?? null);
      this.chosen.setValue(Array.isArray(chosen) ? chosen : isSet(chosen) ? [chosen] : []);
    } finally {
      this.showing = false;
    }
  }

  /** A plain value (an equality link from before the filter had operators) in this mode's terms. */
  private asCondition(value: unknown): FilterCondition {
    if (!isSet(value)) return {};
    switch (this.mode()) {
      case 'range':
        return { gte: value, lte: value };
      case 'contains':
        return { contains: value };
      case 'in':
        return { in: Array.isArray(value) ? value : [value] };
    }
  }

  /**
   * A datetime range's "to" day includes the whole day: `2024-01-31` is sent as
   * `2024-01-31T23:59:59.999`, which ISO date-times of that day sort before.
   */
  private endOfDay(value: unknown): unknown {
    return this.field() instanceof DateTimeField && typeof value === 'string' && value.length === 10
      ? `${value}T23:59:59.999`
      : value;
  }

  private startOfDay(value: unknown): unknown {
    return this.field() instanceof DateTimeField && typeof value === 'string'
      ? value.slice(0, 10)
      : value;
  }
}

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * The field as a bound's widget sees it: the same settings, another label. The copy only
 * reads: its settings come from the configured field through the prototype.
 */
function relabeled<F extends Field>(field: F, label: string): F {
  return Object.create(field, { label: { value: () => label } }) as F;
}
