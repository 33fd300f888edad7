import type { BatchAction, Field, ListView } from '@ng-admin/core/config';
import type { NgaFieldTypeRegistry } from '../../base/field-type-registry';

/**
 * The columns of a list: its fields the user may read, less the types lists leave out (those
 * that render a datagrid of their own: no datagrid inside a datagrid, spec 2.6) unless a `map`
 * or a template turns them into a plain value.
 */
export function listFields(
  view: ListView,
  types: NgaFieldTypeRegistry,
  readable: (field: Field) => boolean = () => true,
): Field[] {
  return view
    .fields()
    .filter(
      (field) =>
        readable(field) &&
        (types.of(field).inLists !== false || field.hasTemplate() || field.map().length > 0),
    );
}

/**
 * The batch actions of a list: the view's, less `delete` when the entity cannot be batch
 * deleted (a read-only entity, a disabled batch delete view, or a user without the
 * permission), and less the batch updates of fields the user may not change (`canUpdate`:
 * the edition allowed and the field writable). A template string is kept.
 */
export function listBatchActions(
  view: ListView,
  canDelete = view.entity.batchDeleteView().isEnabled(),
  canUpdate: (fieldName: string) => boolean = () => view.entity.editionView().isEnabled(),
): string | BatchAction[] {
  const actions = view.batchActions();
  if (typeof actions === 'string') return actions;
  return actions.filter((action) =>
    action === 'delete' ? canDelete : typeof action === 'string' || canUpdate(action.fieldName()),
  );
}
