import { Component, computed, inject } from '@angular/core';
import type { AbstractControl } from '@angular/forms';
import type { Field } from '@ng-admin/core/config';
import { NgaTemplate } from '../../templates/template';
import { NgaDatastore } from '../../data/datastore';
import { controlVersion } from '../shared/control-version';
import { templateSource } from './template-source';
import { NgaFieldControl } from '../shared/form-input';

/**
 * List filter of a `template` field: its `template()` rendered with the filter scope
 * `{ value, field, values, datastore }`, where `values` are the values of all filters. A
 * template-only filter such as `template(' ')` shows nothing; the filter bar applies its
 * `defaultValue()`.
 *
 * @usageNotes
 * Registered as the `filter` of `templateFieldType`:
 * ```ts
 * admin.field('q', 'template').label('').pinned(true).template(' ').defaultValue('active');
 * ```
 */
@Component({
  selector: 'nga-template-filter',
  imports: [NgaTemplate],
  template: `
    @if (template(); as template) {
      <nga-template
        [template]="template"
        [scope]="scope()"
        [control]="control()"
        [label]="field().label()"
      />
    }
  `,
})
export class NgaTemplateFilter extends NgaFieldControl<Field> {
  private readonly datastore = inject(NgaDatastore, { optional: true });
  /** The filter bar's form, whose values are `values` in the scope. */
  private readonly filters = computed<AbstractControl>(
    () => this.control().parent ?? this.control(),
  );
  private readonly version = controlVersion(this.filters);

  protected readonly template = computed(() => templateSource(this.field()));
  protected readonly scope = computed(() => {
    this.version();
    const filters = this.filters();
    return {
      value: this.control().value,
      field: this.field(),
      values: (filters.getRawValue() ?? {}) as Record<string, unknown>,
      datastore: this.datastore,
    };
  });
}
