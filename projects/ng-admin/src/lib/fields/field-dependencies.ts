import { signal, type Signal } from '@angular/core';
import type { FormControl } from '@angular/forms';
import {
  conditionHolds,
  resetConditionHolds,
  type EntryLike,
  type Field,
  type FieldCondition,
  type FieldValues,
  type View,
} from '@ng-admin/core/config';
import { Subscription } from 'rxjs';
import { requiredSignal } from './required-by-rule';
import type { EntryFormGroup } from './entry-form';

/** What the dependent field rules make of one field for the values of the moment. */
export interface NgaFieldState {
  /** `showWhen`: false hides the field (not validated; sent only with `sendWhenHidden`). */
  readonly visible: boolean;
  /** `disabledWhen`: true disables its input. */
  readonly disabled: boolean;
  /** `requiredWhen`: true requires a value, as `validation({ required: true })`. */
  readonly required: boolean;
}

/** The states of a form's fields that have rules, by field name (others: shown, enabled). */
export type NgaFieldStates = ReadonlyMap<string, NgaFieldState>;

/** Says which rule of which field threw, once per rule: the form goes on as if it did not hold. */
export type NgaRuleProblem = (field: Field, rule: string, error: unknown) => void;

/**
 * Whether a condition holds; a throwing function is reported and counts as `fallback`.
 *
 * @usageNotes
 * ```ts
 * const visible = holds(field, 'showWhen', field.showWhen(), values, report, true);
 * ```
 */
export function holds(
  field: Field,
  rule: string,
  condition: FieldCondition | null,
  values: FieldValues,
  report: NgaRuleProblem,
  fallback: boolean,
): boolean {
  if (condition === null) return fallback;
  try {
    return conditionHolds(condition, values);
  } catch (error) {
    report(field, rule, error);
    return fallback;
  }
}

/**
 * The fields of a read view that `showWhen` shows for an entry's values.
 *
 * @usageNotes
 * ```ts
 * const shown = shownFields(view.fields(), entry.values, report);
 * ```
 */
export function shownFields<F extends Field>(
  fields: readonly F[],
  values: FieldValues,
  report: NgaRuleProblem,
): F[] {
  return fields.filter((field) => holds(field, 'showWhen', field.showWhen(), values, report, true));
}

/**
 * A reporter of rules that threw, naming the entity, the view and the field once per rule (as
 * configuration problems do), on the console: the form keeps working.
 *
 * @usageNotes
 * ```ts
 * const report = ruleProblemReporter(view);
 * ```
 */
export function ruleProblemReporter(view: View): NgaRuleProblem {
  const said = new Set<string>();
  return (field, rule, error) => {
    const key = `${field.name()}\u0000${rule}`;
    if (said.has(key)) return;
    said.add(key);
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${view}, field "${field.name()}": ${rule}() threw: ${message}`);
  };
}

/** A form following its fields' rules: see `followDependencies`. */
export interface NgaFollowedForm {
  /** The states of the fields with rules, as the values are now. */
  readonly states: Signal<NgaFieldStates>;
  /** The fields `showWhen` hides now. */
  hidden(): ReadonlySet<string>;
  /** Stops following the form's values. */
  stop(): void;
}

/**
 * Makes a form follow the dependent field rules of its fields (`showWhen`, `disabledWhen`,
 * `requiredWhen`, `resetWhen`), from the start and after every change of its values: hidden
 * and disabled controls are disabled (so not validated), required ones validated as required,
 * and reset ones emptied. `locked` names the controls that stay disabled whatever the rules
 * (read-only by permission, not editable). Rules read the entry's values with the form's over
 * them.
 *
 * @usageNotes
 * ```ts
 * const followed = followDependencies(form, fields, entry, (name) => readOnly.has(name), report);
 * followed.states().get('reason')?.visible;
 * ```
 */
export function followDependencies(
  form: EntryFormGroup,
  fields: readonly Field[],
  base: EntryLike,
  locked: (name: string) => boolean,
  report: NgaRuleProblem,
): NgaFollowedForm {
  const ruled = fields.filter((field) => field.hasDependencies() && form.controls[field.name()]);
  const states = signal<NgaFieldStates>(new Map());
  const valuesNow = (): FieldValues => ({ ...base.values, ...form.getRawValue() });
  let applying = false;
  let previous = valuesNow();

  const apply = (values: FieldValues) => {
    const next = new Map<string, NgaFieldState>();
    for (const field of ruled) {
      const name = field.name();
      const state: NgaFieldState = {
        visible: holds(field, 'showWhen', field.showWhen(), values, report, true),
        disabled: holds(field, 'disabledWhen', field.disabledWhen(), values, report, false),
        required: holds(field, 'requiredWhen', field.requiredWhen(), values, report, false),
      };
      next.set(name, state);
      const control = form.controls[name] as FormControl<unknown>;
      const required = requiredSignal(control);
      const requiredChanged = required() !== state.required;
      required.set(state.required);
      if (locked(name)) continue;
      const off = !state.visible || state.disabled;
      if (off && control.enabled) control.disable();
      else if (!off && control.disabled) control.enable();
      else if (requiredChanged) control.updateValueAndValidity();
    }
    states.set(next);
  };

  const reset = (values: FieldValues, before: FieldValues): boolean => {
    let changed = false;
    for (const field of ruled) {
      const condition = field.resetWhen();
      const control = form.controls[field.name()];
      if (condition === null || !control || locked(field.name())) continue;
      let due = false;
      try {
        due = resetConditionHolds(condition, values, before);
      } catch (error) {
        report(field, 'resetWhen', error);
      }
      const initial = field.defaultValue() ?? null;
      if (due && JSON.stringify(control.value) !== JSON.stringify(initial)) {
        control.setValue(initial);
        changed = true;
      }
    }
    return changed;
  };

  apply(previous);
  const subscription: Subscription = form.valueChanges.subscribe(() => {
    if (applying) return;
    applying = true;
    try {
      // A reset can change what other rules read: once more, at most a few rounds.
      for (let round = 0; round < 5; round++) {
        const values = valuesNow();
        const resetSome = reset(values, previous);
        previous = values;
        if (!resetSome) break;
      }
      apply(valuesNow());
    } finally {
      applying = false;
    }
  });

  return {
    states: states.asReadonly(),
    hidden: () =>
      new Set([...states()].filter(([, state]) => !state.visible).map(([name]) => name)),
    stop: () => subscription.unsubscribe(),
  };
}
