import type { NgaFieldType } from '../../base/field-type';

/** What a password looks like in read views and exports, whatever its length. */
export const PASSWORD_MASK = '••••••••';

function masked(value: unknown): string {
  return value === null || value === undefined || value === '' ? '' : PASSWORD_MASK;
}

/**
 * The built-in `password` type: a fixed mask in read views and exports (the value never
 * reaches the DOM), a password box with a show/hide button in forms.
 *
 * @usageNotes
 * ```ts
 * admin.field('password', 'password').validation({ minlength: 12 });
 * ```
 */
export const passwordFieldType: NgaFieldType = {
  name: 'password',
  display: (value) => ({ kind: 'text', text: masked(value) }),
  exportText: masked,
  input: () => import('./password-input').then((m) => m.NgaPasswordInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
