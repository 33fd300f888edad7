import { computed, Directive, effect, inject, input, Signal, untracked } from '@angular/core';
import type { FormControl, FormGroup } from '@angular/forms';
import type { ChoiceField, ChoiceOption, EntryLike } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { choiceValues, isOffered, sameChoiceOptions, selectPlaceholder } from './choice-options';
import { controlVersion } from './control-version';
import { currentEntry } from './current-entry';
import { NgaFormInput } from './form-input';

/**
 * The options of a `choice` or `choices` field in a form. A `choices` function is called
 * again whenever the form changes, with the entry whose values are the loaded ones overridden
 * by the form's current values (`form.getRawValue()`, by control name), so that one choice
 * can depend on another. An equal result keeps the previous array, so a function returning a
 * new array on every call causes no re-render and no loop. Call it in an injection context.
 *
 * @usageNotes
 * ```ts
 * protected readonly options = formChoiceOptions(this.field, this.entry, this.form);
 * ```
 */
export function formChoiceOptions(
  field: Signal<ChoiceField>,
  entry: Signal<EntryLike | null | undefined>,
  form: Signal<FormGroup | null | undefined>,
): Signal<readonly ChoiceOption[]> {
  const formVersion = controlVersion(form);
  return computed(
    () => {
      const choices = field().choices();
      if (typeof choices !== 'function') return choices;
      formVersion();
      return choices(currentEntry(entry(), form())) ?? [];
    },
    { equal: sameChoiceOptions },
  );
}

/**
 * Keeps a control's value among the offered options: when the options change (because a
 * field they depend on changed), a value no longer offered is cleared (`null` for a single
 * choice, removed from the array for multiple choices). Values present when the form opens
 * are left as loaded, and a disabled control is never changed. Call it in an injection
 * context.
 *
 * @usageNotes
 * ```ts
 * clearValuesNoLongerOffered(this.control, this.options, { multiple: false });
 * ```
 */
export function clearValuesNoLongerOffered(
  control: Signal<FormControl<unknown>>,
  options: Signal<readonly ChoiceOption[]>,
  { multiple }: { multiple: boolean },
): void {
  let previous: readonly ChoiceOption[] | undefined;
  effect(() => {
    const offered = options();
    const target = control();
    untracked(() => {
      const changed = previous !== undefined && previous !== offered;
      previous = offered;
      if (!changed || target.disabled) return;
      if (multiple) {
        const values = choiceValues(target.value);
        const kept = values.filter((value) => isOffered(offered, value));
        if (kept.length !== values.length) target.setValue(kept);
      } else if (
        target.value !== null &&
        target.value !== undefined &&
        !isOffered(offered, target.value)
      ) {
        target.setValue(null);
      }
    });
  });
}

/**
 * The form inputs of `choice` and `choices` fields: a dropdown (`multiple` for `choices`) of
 * the field's options as the form's values make them (`formChoiceOptions`), with the field's
 * placeholder. Both use the template `choice/choice-input.html`.
 *
 * @usageNotes
 * ```ts
 * export class NgaChoiceInput extends NgaChoiceSelect<ChoiceField> {
 *   protected readonly multiple = false;
 * }
 * ```
 */
@Directive()
export abstract class NgaChoiceSelect<F extends ChoiceField> extends NgaFormInput<F> {
  /** The view's form, whose values a `choices` function reads. */
  readonly form = input<FormGroup>();
  /** The loaded entry (or the creation defaults). */
  readonly entry = input<EntryLike>();

  /** Whether several values are chosen (set once: the dropdown cannot change its mode). */
  protected abstract readonly multiple: boolean;
  protected readonly intl = inject(NgaIntl);
  protected readonly placeholder = computed(() => selectPlaceholder(this.field().attributes()));
  protected readonly options = formChoiceOptions(this.field, this.entry, this.form);
}
