import { Component, computed, effect, inject, signal, ViewEncapsulation } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import type { WysiwygField } from '@ng-admin/core/config';
import { QuillEditorComponent, type QuillModules } from 'ngx-quill';
import type Quill from 'quill';
import { NgaIntl } from '../../i18n/intl';
import { controlVersion } from '../shared/control-version';
import { displayedHtml, savedValue } from './wysiwyg-html';
import { EDITOR_FORMATS, EDITOR_TOOLBAR } from './wysiwyg-formats';
import { labelEditorControls } from './wysiwyg-toolbar-texts';
import { NgaFormInput } from '../shared/form-input';

let nextId = 0;

/** Quill's own bindings of Tab and Shift+Tab, by name (they are merged by name). */
const TAB_BINDINGS = [
  'tab',
  'remove tab',
  'indent',
  'outdent',
  'indent code-block',
  'outdent code-block',
];
const RELEASE_TAB = { key: 'Tab', handler: () => true };

/**
 * Form input of a `wysiwyg` field: a Quill rich-text editor (snow theme) under a visible
 * label. It shows the control's HTML and writes HTML back on every change, passed through
 * `savedValue`: with `sanitize()` (the default) the rich-text sanitizer removes scripts and
 * event handlers before anything reaches the form, and `stripTags()` saves the text only.
 * An empty editor writes `null`.
 *
 * The control's HTML comes from the API: the rich-text sanitizer cleans it before Quill reads
 * it, whatever the field's settings, and Quill builds only the formats of the
 * toolbar (`EDITOR_FORMATS`): no video `<iframe>`, image or other markup from the data is
 * rendered inside the editor. Such markup is dropped from a value saved from the editor.
 *
 * Loaded lazily (`wysiwygFieldType.input` is a loader), so list and show views never
 * download Quill; Quill's snow theme comes with this component's styles. Tab leaves the
 * editor (and Shift+Tab goes back), as in any other field, instead of typing a tab.
 *
 * @usageNotes
 * ```ts
 * admin.field('body', 'wysiwyg').validation({ required: true });
 * ```
 */
@Component({
  selector: 'nga-wysiwyg-input',
  imports: [ReactiveFormsModule, QuillEditorComponent],
  template: `
    <div
      class="nga-wysiwyg-input"
      [class.nga-wysiwyg-input-invalid]="showError()"
      [class.nga-wysiwyg-input-disabled]="disabled()"
    >
      <span class="nga-wysiwyg-input-label" [id]="labelId">
        {{ field().label() }}
        @if (required()) {
          <span aria-hidden="true">*</span>
        }
      </span>
      <quill-editor
        class="nga-wysiwyg-input-editor"
        format="html"
        theme="snow"
        [formControl]="control()"
        [modules]="modules"
        [formats]="formats"
        [placeholder]="placeholder()"
        [valueGetter]="readEditor"
        [valueSetter]="fillEditor"
        (onEditorCreated)="editor.set($event)"
      />
      @if (showError()) {
        <div class="nga-wysiwyg-input-error" role="alert" [id]="errorId">{{ error() }}</div>
      }
    </div>
  `,
  styleUrl: './wysiwyg-input.scss',
  // Quill builds its DOM itself: the theme overrides need selectors that reach it.
  encapsulation: ViewEncapsulation.None,
})
export class NgaWysiwygInput extends NgaFormInput<WysiwygField> {
  protected readonly intl = inject(NgaIntl);
  protected readonly labelId = `nga-wysiwyg-input-label-${nextId++}`;
  protected readonly errorId = `${this.labelId}-error`;
  protected readonly formats = EDITOR_FORMATS;
  protected readonly modules: QuillModules = {
    toolbar: EDITOR_TOOLBAR,
    // Every Tab binding of Quill (a tab character, list and code-block indents) hands the key
    // to the browser by returning true: focus moves on, so the editor is no keyboard trap.
    keyboard: { bindings: Object.fromEntries(TAB_BINDINGS.map((name) => [name, RELEASE_TAB])) },
  };
  /** The Quill instance, once ngx-quill has loaded and created it. */
  protected readonly editor = signal<Quill | null>(null);

  private readonly version = controlVersion(this.control);
  protected readonly placeholder = computed(() => {
    const placeholder = this.field().attributes()['placeholder'];
    return typeof placeholder === 'string' ? placeholder : '';
  });
  protected readonly disabled = computed(() => (this.version(), this.control().disabled));
  protected readonly showError = computed(() => {
    this.version();
    const control = this.control();
    return control.invalid && (control.touched || control.dirty) && this.error() !== '';
  });

  /** What the editor writes to the control: its HTML, cleaned as the field says. */
  protected readonly readEditor = (editor: Quill): string | null =>
    savedValue(this.field(), editorHtml(editor));

  /**
   * What Quill reads from the control: the value's HTML cleaned as read views clean it, whatever
   * `sanitize()` says, since the editor renders it inside the admin.
   */
  protected readonly fillEditor = (editor: Quill, value: unknown) =>
    editor.clipboard.convert({ html: displayedHtml(value) });

  constructor() {
    super();
    // ngx-quill has no input for the accessible names: set them on Quill's DOM.
    effect(() => {
      const editor = this.editor();
      if (!editor) return;
      const label = this.field().label();
      const area = editor.root;
      area.setAttribute('role', 'textbox');
      area.setAttribute('aria-multiline', 'true');
      area.setAttribute('aria-label', label);
      toggleAttribute(area, 'aria-required', this.required() ? 'true' : null);
      toggleAttribute(area, 'aria-invalid', this.showError() ? 'true' : null);
      toggleAttribute(area, 'aria-describedby', this.showError() ? this.errorId : null);
      labelEditorControls(editor, this.intl, label);
    });
  }
}

/**
 * Quill's semantic HTML writes every space as `&nbsp;`, which stops text from wrapping in
 * read views: single ones become spaces again, runs stay as they are.
 */
function editorHtml(editor: Quill): string {
  return editor.getSemanticHTML().replace(/(?<!&nbsp;)&nbsp;(?!&nbsp;)/g, ' ');
}

function toggleAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
