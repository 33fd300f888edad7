import type Quill from 'quill';
import type { NgaIntl } from '../../i18n/intl';

/** The toolbar buttons of the editor and the text naming each one. */
const BUTTONS: readonly [selector: string, text: (intl: NgaIntl) => string][] = [
  ['button.ql-bold', (intl) => intl.richTextBold],
  ['button.ql-italic', (intl) => intl.richTextItalic],
  ['button.ql-underline', (intl) => intl.richTextUnderline],
  ['button.ql-strike', (intl) => intl.richTextStrike],
  ['button.ql-list[value="ordered"]', (intl) => intl.richTextOrderedList],
  ['button.ql-list[value="bullet"]', (intl) => intl.richTextBulletList],
  ['button.ql-blockquote', (intl) => intl.richTextBlockquote],
  ['button.ql-code-block', (intl) => intl.richTextCodeBlock],
  ['button.ql-link', (intl) => intl.richTextLink],
  ['button.ql-clean', (intl) => intl.richTextClean],
];

/**
 * Puts `NgaIntl`'s words on the parts of a Quill snow editor that Quill names in English: the
 * toolbar buttons (Quill names them after their format, "bold", "list: ordered"), the heading
 * picker and the link tooltip (texts of Quill's style sheet, which shows a `data-label` or the
 * `data-nga-*` attributes set here instead; see wysiwyg-input.scss).
 *
 * @usageNotes
 * ```ts
 * labelEditorControls(quill, inject(NgaIntl), 'Body');
 * ```
 */
export function labelEditorControls(editor: Quill, intl: NgaIntl, fieldLabel: string): void {
  const toolbar = (editor.getModule('toolbar') as { container?: HTMLElement } | undefined)
    ?.container;
  toolbar?.setAttribute('aria-label', intl.richTextToolbar(fieldLabel));
  for (const [selector, text] of BUTTONS) {
    toolbar?.querySelector(selector)?.setAttribute('aria-label', text(intl));
  }

  const heading = toolbar?.querySelector('.ql-picker.ql-header');
  heading?.querySelectorAll('.ql-picker-item').forEach((item) => {
    const level = item.getAttribute('data-value');
    item.setAttribute(
      'data-label',
      level ? intl.richTextHeadingLevel(Number(level)) : intl.richTextNormal,
    );
  });
  // The picker's label copies the chosen item's data-label; while no text is selected, it
  // has none and shows data-nga-normal.
  const label = heading?.querySelector('.ql-picker-label');
  label?.setAttribute('aria-label', intl.richTextHeading);
  label?.setAttribute('data-nga-normal', intl.richTextNormal);

  const tooltip = editor.container.querySelector('.ql-tooltip');
  tooltip?.setAttribute('data-nga-visit', intl.richTextVisitLink);
  tooltip?.setAttribute('data-nga-enter', intl.richTextEnterLink);
  const action = tooltip?.querySelector('a.ql-action');
  action?.setAttribute('data-nga-edit', intl.richTextEditLink);
  action?.setAttribute('data-nga-save', intl.richTextSaveLink);
  tooltip?.querySelector('a.ql-remove')?.setAttribute('data-nga-remove', intl.richTextRemoveLink);
}
