import { inject, Injectable } from '@angular/core';
import {
  AbstractControl,
  FormControl,
  FormRecord,
  ValidationErrors,
  ValidatorFn,
  Validators,
} from '@angular/forms';
import { DateField, type EntryLike, type Field, type View } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { NgaPermissions } from '../data/auth/permissions';
import {
  followDependencies,
  ruleProblemReporter,
  type NgaFollowedForm,
} from './field-dependencies';
import { requiredByRule } from './required-by-rule';

/** A form of an entry: one control per field, keyed by field name (dot keys kept whole). */
export type EntryFormGroup = FormRecord<FormControl<unknown>>;

/** A server violation of a rejected write (design.md 4). */
export interface Violation {
  readonly propertyPath: string;
  readonly message: string;
}

/**
 * Builds the typed reactive forms of the admin, in one place: the form of a creation or
 * edition view and the forms of embedded items. A control's validators come from its field's
 * `validation()` rules and from its type (an email type checks addresses); widgets add none of
 * their own rules.
 *
 * @usageNotes
 * ```ts
 * const forms = inject(NgaEntryForms);
 * const form = forms.build(view, entry.values);
 * forms.fields(view).filter((field) => forms.hasControl(field));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaEntryForms {
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly permissions = inject(NgaPermissions);

  /**
   * The fields a form shows: the view's fields the user may read, less the types that creation
   * forms leave out (a `referenced_list`: no entry exists yet to list related entries of,
   * spec 2.6).
   */
  fields(view: View): Field[] {
    return view
      .fields()
      .filter(
        (field) =>
          this.permissions.fieldAccess(view.entity, field) !== 'none' &&
          (view.kind !== 'creation' || this.types.of(field).inCreation !== false),
      );
  }

  /**
   * The values a save sends: the form's, less the fields the user may only read (they show,
   * disabled, and the API keeps its own value), and less the fields `showWhen` hides (`hidden`)
   * unless they are `sendWhenHidden(true)`.
   */
  writableValues(
    view: View,
    values: Readonly<Record<string, unknown>>,
    hidden: ReadonlySet<string> = new Set(),
  ): Record<string, unknown> {
    const written = { ...values };
    for (const field of view.fields()) {
      const name = field.name();
      if (
        this.permissions.fieldAccess(view.entity, field) !== 'write' ||
        (hidden.has(name) && !field.sendWhenHidden())
      ) {
        delete written[name];
      }
    }
    return written;
  }

  /**
   * Whether a field of a form holds a value (and so a control): not an unnamed template
   * column (`admin.field('')`), nor a type without a value of its own.
   */
  hasControl(field: Field): boolean {
    return !field.isUnnamed() && this.types.of(field).hasControl !== false;
  }

  /**
   * Builds the typed form of a view: initial values from the entry (edition) or the defaults
   * (creation), validators from each field, and non-editable fields disabled in edition so
   * that their value shows but cannot change.
   */
  build(view: View, values: Readonly<Record<string, unknown>>): EntryFormGroup {
    const form = this.group(this.fields(view), values, view.kind === 'edition');
    for (const [name, control] of Object.entries(form.controls)) {
      if (this.permissions.fieldAccess(view.entity, name) === 'read') control.disable();
    }
    return form;
  }

  /**
   * `build`, then the form follows its fields' dependent rules (`showWhen`, `disabledWhen`,
   * `requiredWhen`, `resetWhen`; see `followDependencies`) until `followed.stop()`. `locked`
   * names the controls disabled whatever the rules say (read-only, not editable).
   */
  buildFollowing(
    view: View,
    entry: EntryLike,
  ): { form: EntryFormGroup; locked: ReadonlySet<string>; followed: NgaFollowedForm } {
    const form = this.build(view, entry.values);
    const locked = new Set(
      Object.entries(form.controls)
        .filter(([, control]) => control.disabled)
        .map(([name]) => name),
    );
    const followed = followDependencies(
      form,
      this.fields(view),
      entry,
      (name) => locked.has(name),
      ruleProblemReporter(view),
    );
    return { form, locked, followed };
  }

  /** The form of a set of fields (an embedded item's), non-editable ones disabled when editing. */
  group(
    fields: readonly Field[],
    values: Readonly<Record<string, unknown>>,
    editing: boolean,
  ): EntryFormGroup {
    const controls: Record<string, FormControl<unknown>> = {};
    for (const field of fields) {
      if (!this.hasControl(field)) continue;
      const name = field.name();
      controls[name] = new FormControl<unknown>(
        { value: values[name] ?? null, disabled: editing && !field.editable() },
        { validators: this.validators(field) },
      );
    }
    return new FormRecord<FormControl<unknown>>(controls);
  }

  /** The validators of a field: its type's, then its `validation` object's (spec 2.4). */
  validators(field: Field): ValidatorFn[] {
    const type = this.types.of(field);
    const validation = field.validation();
    const validators: ValidatorFn[] = [...(type.validators?.(field) ?? [])];
    if (validation.required)
      validators.push(type.isEmpty ? required(type.isEmpty) : Validators.required);
    else if (field.requiredWhen() !== null) {
      // Required while the rule holds (see followDependencies), with the type's idea of empty.
      const isEmpty =
        type.isEmpty ??
        ((value: unknown) => Validators.required({ value } as AbstractControl) !== null);
      validators.push((control) =>
        requiredByRule(control)() && isEmpty(control.value) ? { required: true } : null,
      );
    }
    if (validation.minlength !== null && validation.minlength !== undefined) {
      validators.push(Validators.minLength(validation.minlength));
    }
    if (validation.maxlength !== null && validation.maxlength !== undefined) {
      validators.push(Validators.maxLength(validation.maxlength));
    }
    if (validation.pattern) validators.push(Validators.pattern(validation.pattern));
    const validator = validation.validator;
    if (typeof validator === 'function') validators.push(thrownMessage(validator));
    return validators;
  }

  /**
   * The initial values of a creation form: each field's `defaultValue` (a Date default of a date
   * field through its `parse()`), then the JSON of the `defaultValues` query parameter
   * (design.md 3), which wins.
   */
  creationValues(
    view: View,
    defaultValuesParam: string | null | undefined,
  ): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const field of this.fields(view)) {
      const value = field.defaultValue();
      if (value === undefined) continue;
      // `defaultValue(new Date())` (ng-admin's way to preset today) takes the form the date
      // picker would store, through the field's parse().
      values[field.name()] =
        value instanceof Date && field instanceof DateField ? field.parse()(value) : value;
    }
    if (defaultValuesParam) {
      try {
        const given: unknown = JSON.parse(defaultValuesParam);
        if (given && typeof given === 'object' && !Array.isArray(given))
          Object.assign(values, given);
      } catch {
        // A malformed link still opens the form, with the configured defaults.
      }
    }
    return values;
  }
}

/** `required` with the type's idea of an empty value. */
function required(isEmpty: (value: unknown) => boolean): ValidatorFn {
  return (control: AbstractControl): ValidationErrors | null =>
    isEmpty(control.value) ? { required: true } : null;
}

/** A validator function signals invalidity by throwing; its message is the field's message. */
function thrownMessage(validator: (value: unknown) => unknown): ValidatorFn {
  return (control) => {
    if (control.value === null || control.value === undefined || control.value === '') return null;
    try {
      validator(control.value);
      return null;
    } catch (error) {
      return { validator: error instanceof Error ? error.message : String(error) };
    }
  };
}

/**
 * Marks the controls a server rejected with the server's message (spec 7). Returns the
 * violations that matched no control, to show them with the form's error.
 *
 * @usageNotes
 * ```ts
 * const unmatched = applyViolations(form, error.violations);
 * ```
 */
export function applyViolations(
  form: EntryFormGroup,
  violations: readonly Violation[],
): Violation[] {
  const unmatched: Violation[] = [];
  for (const violation of violations) {
    const control =
      form.controls[violation.propertyPath] ?? form.controls[violation.propertyPath.split('.')[0]];
    if (!control) {
      unmatched.push(violation);
      continue;
    }
    keepServerError(control, violation.message);
    control.markAsTouched();
  }
  return unmatched;
}

const serverErrors = new WeakMap<AbstractControl, ValidatorFn>();

/**
 * Sets the server's message on a control, and keeps it, as a validator, until the value
 * first changes: an input created afterwards (a tab shown only then) may validate its control again,
 * which would otherwise drop the message.
 */
function keepServerError(control: AbstractControl, message: string): void {
  const rejected: unknown = control.value;
  const previous = serverErrors.get(control);
  if (previous) control.removeValidators(previous);
  let changed = false;
  const stillRejected: ValidatorFn = (current) => {
    changed ||= !Object.is(current.value, rejected);
    return changed ? null : { server: message };
  };
  serverErrors.set(control, stillRejected);
  control.addValidators(stillRejected);
  control.setErrors({ ...(control.errors ?? {}), server: message });
}

/**
 * The entry a form's values stand for, as templates and choice functions see it.
 *
 * @usageNotes
 * ```ts
 * const current = formEntry(loaded.entry, form);
 * ```
 */
export function formEntry(base: EntryLike, form: EntryFormGroup): EntryLike {
  return { ...base, values: { ...base.values, ...form.getRawValue() } };
}
