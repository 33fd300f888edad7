import { Injectable } from '@angular/core';

/**
 * Every text the admin shows on its own, in one overridable service (like Material's
 * `MatPaginatorIntl`): provide a subclass to translate or reword it.
 *
 * @usageNotes
 * ```ts
 * @Injectable()
 * class FrenchIntl extends NgaIntl {
 *   override create = 'Créer';
 * }
 * provideNgAdmin(() => buildAdmin(), withIntl(FrenchIntl));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaIntl {
  toggleNavigation = 'Toggle navigation';
  navigation = 'Navigation';
  dashboard = 'Dashboard';
  theme = 'Color theme';
  themeSystem = 'System';
  themeLight = 'Light';
  themeDark = 'Dark';
  notFoundTitle = 'Page not found';
  notFoundText = 'There is nothing at this address, or this view is disabled.';
  backHome = 'Back to the dashboard';
  loading = 'Loading';
  dismiss = 'Dismiss';

  // Actions
  back = 'Back';
  list = 'List';
  filter = 'Filters';
  addFilter = 'Add filter';
  removeFilter = (label: string) => `Remove the ${label} filter`;
  show = 'Show';
  create = 'Create';
  edit = 'Edit';
  delete = 'Delete';
  batch = 'Batch actions';
  export = 'Export';
  exporting = (done: number, total: number) => `Exporting ${done} of ${total}`;
  exported = (count: number) => `Exported ${count} rows`;

  // List
  actions = 'Actions';
  selectAll = 'Select all rows';
  selectRow = (label: string) => `Select row ${label}`;
  selected = (count: number) => (count === 1 ? '1 item selected' : `${count} items selected`);
  noEntries = 'No entries';
  loadMore = 'Loading more entries';
  listTitle = (entityLabel: string) => `${entityLabel} list`;

  // Forms and other views
  save = 'Save';
  saved = 'Changes successfully saved.';
  created = 'Element successfully created.';
  invalidForm = 'Invalid form';
  createTitle = (entityLabel: string) => `Create new ${singular(entityLabel)}`;
  editTitle = (entityLabel: string, id: unknown) => `Edit ${singular(entityLabel)} #${id}`;
  showTitle = (entityLabel: string, id: unknown) => `${singular(entityLabel)} #${id}`;
  deleteTitle = (entityLabel: string, id: unknown) => `Delete ${singular(entityLabel)} #${id}`;
  batchDeleteTitle = (count: number, entityLabel: string) => `Delete ${count} ${entityLabel}`;
  deleteConfirm = 'Are you sure?';
  yes = 'Yes';
  no = 'No';
  deleted = 'Element successfully deleted.';
  batchDeleted = (count: number) => `${count} elements successfully deleted.`;
  batchDeleteFailed = (failed: number, total: number) =>
    `${failed} of ${total} elements could not be deleted.`;
  unsavedChanges = 'You have unsaved changes. Leave this page and lose them?';
}

function singular(label: string): string {
  return label.endsWith('s') ? label.slice(0, -1) : label;
}
