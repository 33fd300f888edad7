import type { NgaFieldType } from '../../base/field-type';

/**
 * The built-in `text` type: a `string` (same read views and filter) edited in a multi-line
 * text area.
 *
 * @usageNotes
 * ```ts
 * admin.field('teaser', 'text').validation({ maxlength: 300 });
 * ```
 */
export const textFieldType: NgaFieldType = {
  name: 'text',
  extends: 'string',
  input: () => import('./text-input').then((m) => m.NgaTextInput),
};
