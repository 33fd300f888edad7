/** A value of a toolbar picker, as Quill's toolbar module takes it. */
type PickerValues = string | number | boolean | (string | number | boolean)[];

/** The toolbar's groups of controls: a format's button by name, or a picker of its values. */
export type EditorToolbar = (string | Record<string, PickerValues>)[][];

/** Toolbar controls that act on the text without being formats of their own. */
const ACTIONS = new Set(['clean']);

/** The rich-text editor's toolbar: headings, inline styles, lists, blocks, links. */
export const EDITOR_TOOLBAR: EditorToolbar = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block', 'link'],
  ['clean'],
];

/**
 * The formats a toolbar offers, by Quill's names: a button's own name, a picker's key, no
 * action (`clean`).
 *
 * @usageNotes
 * ```ts
 * toolbarFormats([[{ header: [2, false] }], ['bold', 'link'], ['clean']]); // ['header', 'bold', 'link']
 * ```
 */
export function toolbarFormats(toolbar: EditorToolbar): string[] {
  const names = toolbar
    .flat()
    .flatMap((control) => (typeof control === 'string' ? [control] : Object.keys(control)))
    .filter((name) => !ACTIONS.has(name));
  return [...new Set(names)];
}

/**
 * What Quill may build, and so render: the formats of its toolbar and nothing else. Quill
 * registers more by default (`video` is an `<iframe>`; images, formulas, colours, fonts): a
 * value from the API holding them must not make the editor render them.
 */
export const EDITOR_FORMATS: string[] = toolbarFormats(EDITOR_TOOLBAR);
