import type { NgaFieldType } from '../../base/field-type';
import { displayText } from '../shared/display-text';
import { emailValidator } from './email-validator';

/**
 * The built-in `email` type: the address as a `mailto:` link in read views, an email box in
 * forms (checked as an address), a text search in filters.
 *
 * @usageNotes
 * ```ts
 * admin.field('author.email', 'email').validation({ required: true });
 * ```
 */
export const emailFieldType: NgaFieldType = {
  name: 'email',
  display: (value) => {
    const address = displayText(value).trim();
    return address
      ? { kind: 'text', text: address, title: address, href: `mailto:${address}`, style: 'clip' }
      : { kind: 'text', text: '' };
  },
  validators: () => [emailValidator],
  input: () => import('./email-input').then((m) => m.NgaEmailInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
