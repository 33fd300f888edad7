import { ensureStringOrNames, type ConfigOwner } from './config-errors';

/**
 * Buttons of the action column of a list: names, or a template string with the entry
 * in scope.
 *
 * @usageNotes
 * ```ts
 * list.listActions(['show', 'edit', 'delete'] satisfies ListAction[]);
 * ```
 */
export type ListAction = 'show' | 'edit' | 'delete';

const LIST_ACTIONS: readonly ListAction[] = ['show', 'edit', 'delete'];

/**
 * The rule of `listActions()`, shared by the list view and the fields and panels that
 * show a datagrid: names of row buttons or one template string, `[]` (no action column)
 * by default.
 */
export function listActionsRule() {
  return {
    initial: (): string | readonly ListAction[] => [],
    accept: (owner: ConfigOwner, method: string, actions: unknown) =>
      ensureStringOrNames<string | readonly ListAction[]>(owner, method, actions, LIST_ACTIONS),
  };
}
