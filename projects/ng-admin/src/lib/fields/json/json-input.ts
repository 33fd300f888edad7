import { TextFieldModule } from '@angular/cdk/text-field';
import {
  Component,
  computed,
  DestroyRef,
  afterRenderEffect,
  effect,
  inject,
  OnInit,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import type { ValidatorFn } from '@angular/forms';
import type { ErrorStateMatcher } from '@angular/material/core';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInput, MatInputModule } from '@angular/material/input';
import type { JsonField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { controlVersion } from '../shared/control-version';
import { parseJsonText, prettyJson } from './json-format';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/** Marks "nothing written yet", distinct from any control value. */
const NOTHING = Symbol('nothing');

/**
 * Form input of a `json` field, loaded only when a form shows one: a monospace textarea that
 * shows the value as indented JSON and parses it on every keystroke. Valid text writes the
 * parsed value to the control (blank text writes `null`); invalid text leaves the control at
 * its last valid value and sets the `json` error, "Invalid JSON: <parser message>", until the
 * text is valid again. What was typed is never replaced, except when the control is given a
 * new value from outside (such as a form reset).
 *
 * @usageNotes
 * Registered lazily by `jsonFieldType`:
 * ```ts
 * input: () => import('./json-input').then((m) => m.NgaJsonInput)
 * ```
 */
@Component({
  selector: 'nga-json-input',
  imports: [MatFormFieldModule, MatInputModule, TextFieldModule],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <textarea
        matInput
        class="nga-json-text"
        spellcheck="false"
        autocapitalize="off"
        cdkTextareaAutosize
        cdkAutosizeMinRows="4"
        cdkAutosizeMaxRows="24"
        [value]="text()"
        [disabled]="disabled()"
        [required]="required()"
        [errorStateMatcher]="errorState"
        (input)="onInput($event)"
        (blur)="control().markAsTouched()"
      ></textarea>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: [
    FORM_FIELD_ROW_STYLES,
    `
      /* Doubled to outrank the form field's own font rule. */
      .nga-json-text.nga-json-text {
        font-family: ui-monospace, 'Roboto Mono', monospace;
        font-size: 0.9em;
        white-space: pre;
        overflow-wrap: normal;
      }
    `,
  ],
})
export class NgaJsonInput extends NgaFormInput<JsonField> implements OnInit {
  protected readonly intl = inject(NgaIntl);

  /** The text as typed, kept even while it is not valid JSON. */
  protected readonly text = signal('');
  private readonly version = controlVersion(this.control);
  protected readonly disabled = computed(() => (this.version(), this.control().disabled));

  /** The parser's message while the text is invalid, read by the control's validator. */
  private parseError: string | null = null;
  /** The last value this input wrote to (or read from) the control. */
  private written: unknown = NOTHING;
  private readonly textarea = viewChild(MatInput);

  /** Errors show once the field is touched or edited, as the user types. */
  protected readonly errorState: ErrorStateMatcher = {
    isErrorState: () => {
      const control = this.control();
      return control.invalid && (control.touched || control.dirty);
    },
  };

  private readonly jsonValidator: ValidatorFn = () =>
    this.parseError === null ? null : { json: this.intl.invalidJson(this.parseError) };

  constructor() {
    super();
    // Follows values given from outside (load, reset); ignores the ones this input wrote.
    effect(() => {
      this.version();
      const control = this.control();
      untracked(() => {
        if (control.value === this.written) return;
        this.written = control.value;
        this.text.set(prettyJson(control.value));
        if (this.parseError !== null) {
          this.parseError = null;
          control.updateValueAndValidity();
        }
      });
    });
    // The textarea is not bound to the control, so Material does not track its error state.
    // After rendering, once the textarea has its error state matcher: an input created after
    // its control got an error (a tab shown after a failed save) shows it at once.
    afterRenderEffect(() => {
      this.version();
      this.textarea()?.updateErrorState();
    });
    inject(DestroyRef).onDestroy(() => {
      const control = this.control();
      control.removeValidators(this.jsonValidator);
      control.updateValueAndValidity({ emitEvent: false });
    });
  }

  ngOnInit(): void {
    const control = this.control();
    this.written = control.value;
    this.text.set(prettyJson(control.value));
    control.addValidators(this.jsonValidator);
  }

  protected onInput(event: Event): void {
    const text = (event.target as HTMLTextAreaElement).value;
    const control = this.control();
    this.text.set(text);
    control.markAsDirty();
    const result = parseJsonText(text);
    if (result.ok) {
      this.parseError = null;
      this.written = result.value;
      control.setValue(result.value);
    } else {
      this.parseError = result.message;
      control.updateValueAndValidity();
    }
  }
}
