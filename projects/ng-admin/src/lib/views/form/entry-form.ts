import {
  AbstractControl,
  FormControl,
  FormRecord,
  ValidationErrors,
  ValidatorFn,
  Validators,
} from '@angular/forms';
import type { EntryLike, Field, View } from '@ng-admin/core/config';

/** A form of an entry: one control per field, keyed by field name (dot keys kept whole). */
export type EntryFormGroup = FormRecord<FormControl<unknown>>;

/** Types shown in forms without a control of their own. */
const DISPLAY_ONLY_TYPES = new Set(['referenced_list', 'template']);

/** A server violation of a rejected write (design.md 4). */
export interface Violation {
  readonly propertyPath: string;
  readonly message: string;
}

/**
 * The fields a form shows: the view's fields, less referenced lists in creation (no entry
 * exists yet to list related entries of, spec 2.6).
 */
export function formFields(view: View): Field[] {
  return view
    .fields()
    .filter((field) => !(view.kind === 'creation' && field.type() === 'referenced_list'));
}

/** Whether a field of a form holds a value (and so a control). */
export function hasControl(field: Field): boolean {
  return !DISPLAY_ONLY_TYPES.has(field.type());
}

/**
 * Builds the typed form of a view: initial values from the entry (edition) or the defaults
 * (creation), validators from each field's `validation`, and non-editable fields disabled in
 * edition so that their value shows but cannot change.
 */
export function buildEntryForm(
  view: View,
  values: Readonly<Record<string, unknown>>,
): EntryFormGroup {
  const controls: Record<string, FormControl<unknown>> = {};
  for (const field of formFields(view)) {
    if (!hasControl(field)) continue;
    const name = field.name();
    const disabled = view.kind === 'edition' && !field.editable();
    controls[name] = new FormControl<unknown>(
      { value: values[name] ?? null, disabled },
      { validators: validatorsOf(field) },
    );
  }
  return new FormRecord<FormControl<unknown>>(controls);
}

/**
 * The initial values of a creation form: each field's `defaultValue`, then the JSON of the
 * `defaultValues` query parameter (design.md 3), which wins.
 */
export function creationValues(
  view: View,
  defaultValuesParam: string | null | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of formFields(view)) {
    const value = field.defaultValue();
    if (value !== undefined) values[field.name()] = value;
  }
  if (defaultValuesParam) {
    try {
      const given: unknown = JSON.parse(defaultValuesParam);
      if (given && typeof given === 'object' && !Array.isArray(given)) Object.assign(values, given);
    } catch {
      // A malformed link still opens the form, with the configured defaults.
    }
  }
  return values;
}

/** The validators of a field's `validation` object (spec 2.4). */
export function validatorsOf(field: Field): ValidatorFn[] {
  const validation = field.validation();
  const validators: ValidatorFn[] = [];
  // A required boolean is a checkbox (spec 2.4): unchecked is an answer, only "unset" is missing.
  if (validation.required)
    validators.push(field.type() === 'boolean' ? requiredValue : Validators.required);
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

function requiredValue(control: AbstractControl): ValidationErrors | null {
  return control.value === null || control.value === undefined ? { required: true } : null;
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
    control.setErrors({ ...(control.errors ?? {}), server: violation.message });
    control.markAsTouched();
  }
  return unmatched;
}

/** The entry a form's values stand for, as templates and choice functions see it. */
export function formEntry(base: EntryLike, form: EntryFormGroup): EntryLike {
  return { ...base, values: { ...base.values, ...form.getRawValue() } };
}
