import { Component, computed, inject, input } from '@angular/core';
import type { EntryLike, Field, View } from '@ng-admin/core/config';
import { NgaTemplate } from '../../templates/template';
import { NgaDatastore } from '../../views/datastore';
import { displayText } from '../shared/display-text';
import { templateSource } from './template-source';

/**
 * List cell and show-view value of a `template` field: its `template()` rendered with the
 * read-view scope `{ value, field, entry, entity, datastore }`, or the value as text when the
 * field has no template.
 *
 * @usageNotes
 * Registered by `templateFieldType` for both the `cell` and the `value` roles:
 * ```ts
 * admin.field('summary', 'template').template('{{ entry.values.title }} ({{ entry.values.views }})');
 * ```
 */
@Component({
  selector: 'nga-template-cell',
  imports: [NgaTemplate],
  template: `
    @if (template(); as template) {
      <nga-template [template]="template" [scope]="scope()" />
    } @else {
      {{ text() }}
    }
  `,
})
export class NgaTemplateCell {
  /** The DSL field, whose `template()` renders. */
  readonly field = input.required<Field>();
  /** The entry's value for the field. */
  readonly value = input<unknown>();
  /** The entry shown. */
  readonly entry = input<EntryLike>();
  /** The list or show view. */
  readonly view = input<View>();

  private readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly template = computed(() => templateSource(this.field()));
  protected readonly text = computed(() => displayText(this.value()));
  protected readonly scope = computed(() => ({
    value: this.value(),
    field: this.field(),
    entry: this.entry(),
    entity: this.view()?.entity,
    datastore: this.datastore,
  }));
}
