import type { Field, ListView } from '@ng-admin/core/config';
import type { NgaFieldTypeRegistry } from '../../base/field-type-registry';

/**
 * The columns of a list: its fields, less the types lists leave out (those that render a
 * datagrid of their own: no datagrid inside a datagrid, spec 2.6) unless a `map` or a
 * template turns them into a plain value.
 */
export function listFields(view: ListView, types: NgaFieldTypeRegistry): Field[] {
  return view
    .fields()
    .filter(
      (field) => types.of(field).inLists !== false || field.hasTemplate() || field.map().length > 0,
    );
}

/**
 * The batch actions of a list: the view's, less `delete` when the entity cannot be batch
 * deleted (a read-only entity, or a disabled batch delete view). A template string is kept.
 */
export function listBatchActions(view: ListView): string | string[] {
  const actions = view.batchActions();
  if (typeof actions === 'string') return actions;
  const canDelete = view.entity.batchDeleteView().isEnabled();
  return actions.filter((action) => action !== 'delete' || canDelete);
}
