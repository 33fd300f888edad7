import { Component, computed, inject, input } from '@angular/core';
import type { FormControl, FormGroup } from '@angular/forms';
import type { EntryLike, Field, View } from '@ng-admin/core/config';
import { NgaTemplate } from '../../templates/template';
import { NgaDatastore } from '../../data/datastore';
import { controlErrorMessage } from '../shared/control-error-message';
import { controlVersion } from '../shared/control-version';
import { currentEntry } from '../shared/current-entry';
import { displayText } from '../shared/display-text';
import { templateSource } from './template-source';
import { BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * Form "input" of a `template` field, and the rendering of any field given a `template()` in
 * a creation or edition view: it edits nothing itself. It renders the field's `template()`
 * with the form scope `{ value, field, entry, entity, form, datastore }`, where `entry` holds
 * the current form values, and renders again as the form changes; without a template, the
 * value as text. ng-admin 1.0's name for the form, `formController` (`form`, `dataStore`),
 * is in the scope too, for its `<ma-field>` tags. An `ng-model="value"` input of the
 * template edits the field's control, whose error then shows under it.
 *
 * @usageNotes
 * Registered by `templateFieldType`:
 * ```ts
 * admin.field('preview', 'template').template('<em>{{ entry.values.title | uppercase }}</em>');
 * ```
 */
@Component({
  selector: 'nga-template-input',
  imports: [NgaTemplate],
  template: `
    @if (template(); as template) {
      <nga-template
        [template]="template"
        [scope]="scope()"
        [control]="control()"
        [label]="field().label()"
      />
      @if (shownError(); as error) {
        <p class="nga-template-error" role="alert">{{ error }}</p>
      }
    } @else {
      {{ text() }}
    }
  `,
  styles: [
    BLOCK_HOST_STYLES,
    `
      .nga-template-error {
        margin: 4px 0 0;
        color: var(--mat-sys-error);
        font: var(--mat-sys-body-small);
      }
    `,
  ],
})
export class NgaTemplateInput {
  /** The DSL field, whose `template()` renders. */
  readonly field = input.required<Field>();
  /** The view's form, in the scope as `form`. */
  readonly form = input<FormGroup>();
  /** The field's control, when the form has one for it; its value is `value` in the scope. */
  readonly control = input<FormControl<unknown> | null>();
  /** The loaded entry (or the creation defaults). */
  readonly entry = input<EntryLike>();
  /** The creation or edition view. */
  readonly view = input<View>();

  private readonly datastore = inject(NgaDatastore, { optional: true });
  private readonly formVersion = controlVersion(this.form);
  private readonly controlVersion = controlVersion(this.control);
  private readonly error = controlErrorMessage(this.control);
  /** The control's error once the user met it (an `ng-model="value"` input, or Save). */
  protected readonly shownError = computed(() => {
    this.controlVersion();
    const control = this.control();
    return control?.invalid && (control.touched || control.dirty) ? this.error() : '';
  });

  protected readonly template = computed(() => templateSource(this.field()));
  private readonly value = computed(() => {
    this.formVersion();
    const control = this.control();
    return control ? control.value : this.entry()?.values[this.field().name()];
  });
  protected readonly text = computed(() => displayText(this.value()));
  protected readonly scope = computed(() => {
    this.formVersion();
    const form = this.form();
    return {
      value: this.value(),
      field: this.field(),
      entry: currentEntry(this.entry(), form),
      entity: this.view()?.entity,
      form,
      datastore: this.datastore,
      formController: { form, dataStore: this.datastore },
    };
  });
}
