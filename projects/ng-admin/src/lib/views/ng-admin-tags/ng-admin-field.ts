import { Component, computed, inject, input, resource } from '@angular/core';
import type { FormGroup } from '@angular/forms';
import { Entity, Field, type EntryLike } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaFieldOutlet } from '../../fields/field-outlet';

/**
 * `<ma-field field="::field" entry="entry" entity="::entity" form="formController.form">`: the
 * field's own form input, inside the `template()` of a field of a creation or edition view
 * (ng-admin 1.0's tag). With `ng-if`, the input shows only while another value says so, and
 * follows the form as the user types:
 *
 * @usageNotes
 * ```ts
 * admin
 *   .field('subcategory', 'choice')
 *   .choices((entry) => subcategories[String(entry.values['category'])] ?? [])
 *   .template('<ma-field ng-if="entry.values.category" field="::field" entry="entry"' +
 *     ' entity="::entity" form="formController.form"></ma-field>', true);
 * ```
 *
 * The control stays in the form while hidden, with its value and validators.
 */
@Component({
  // ng-admin 1.0's tag name, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-field',
  imports: [NgaFieldOutlet],
  template: `
    @if (component.hasValue() && inputs(); as inputs) {
      <nga-field-outlet [component]="component.value()!" [inputs]="inputs" />
    }
  `,
  styles: `
    :host {
      display: block;
    }
  `,
})
export class NgaFieldTag {
  /** The field whose input shows: the template scope's `field`. */
  readonly field = input<Field | null>(null);
  /** The view's form (`form`, or ng-admin's `formController.form`). */
  readonly form = input<FormGroup | null>(null);
  /** The entry being edited or created. */
  readonly entry = input<EntryLike | null>(null);
  /** The entity of the view. */
  readonly entity = input<Entity | null>(null);

  private readonly registry = inject(NgaFieldTypeRegistry);

  /** A field, and a form holding its control; anything else (text of an unknown name) is none. */
  private readonly target = computed(() => {
    const field = this.field();
    const form = this.form();
    if (!(field instanceof Field) || !isFormGroup(form)) return null;
    return { field, form, control: form.controls[field.name()] ?? null };
  });

  protected readonly component = resource({
    params: () => this.target()?.field.type(),
    loader: ({ params: type }) => this.registry.component(type, 'input'),
  });

  protected readonly inputs = computed(() => {
    const target = this.target();
    if (!target?.control) return null;
    const entity = this.entity();
    const entry = this.entry();
    // An entry without identifier is a creation's defaults.
    const view =
      entity instanceof Entity
        ? entry?.identifierValue == null
          ? entity.creationView()
          : entity.editionView()
        : undefined;
    return { field: target.field, control: target.control, form: target.form, entry, view };
  });
}

/**
 * Whether a template gave a form group. Checked by shape: `@angular/forms` stays out of the
 * code every page loads (the `ma-*` tags are registered at start).
 */
function isFormGroup(value: unknown): value is FormGroup {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FormGroup).controls === 'object' &&
    typeof (value as FormGroup).getRawValue === 'function'
  );
}
