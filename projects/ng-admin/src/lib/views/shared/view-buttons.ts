import type { Entity } from '@ng-admin/core/config';
import type { NgaLink, NgaLinks } from '../../base/links';

/**
 * The buttons that open a view of an entity, as the actions bar and ng-admin's button tags
 * show them: the view each opens and its icon. The label is the `NgaIntl` text of the same name.
 */
export const VIEW_BUTTONS = {
  list: { view: 'list', icon: 'list' },
  create: { view: 'creation', icon: 'add' },
  show: { view: 'show', icon: 'visibility' },
  edit: { view: 'edition', icon: 'edit' },
  delete: { view: 'deletion', icon: 'delete' },
} as const;

/** The name of a button that opens a view: `list`, `create`, `show`, `edit` or `delete`. */
export type NgaViewButton = keyof typeof VIEW_BUTTONS;

/** Whether `name` is one of `VIEW_BUTTONS`. */
export function isViewButton(name: string): name is NgaViewButton {
  return Object.hasOwn(VIEW_BUTTONS, name);
}

/**
 * Where a view button leads: null when the user may not open the view, or when the button
 * opens an entry's view and there is no entry. `list` leads to `options.list` when given (the
 * list as last shown, a filtered list), `create` takes `options.defaultValues`.
 *
 * @usageNotes
 * ```ts
 * viewButtonLink(links, 'edit', posts, entry?.identifierValue); // /posts/edit/12, or null
 * ```
 */
export function viewButtonLink(
  links: NgaLinks,
  button: NgaViewButton,
  entity: Entity,
  id: unknown,
  options: { list?: NgaLink; defaultValues?: Record<string, unknown> } = {},
): NgaLink | null {
  if (!links.allows(entity, VIEW_BUTTONS[button].view)) return null;
  switch (button) {
    case 'list':
      return options.list ?? links.list(entity);
    case 'create':
      return links.create(entity, options.defaultValues);
    default:
      return id === undefined || id === null ? null : links[button](entity, id);
  }
}
