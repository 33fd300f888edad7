import { inject, Injector, PendingTasks } from '@angular/core';
import { isFailedDownload } from './base/failed-download';
import { NgaNotification } from './base/notification';
import type { NgaRecordCreator } from './base/tokens';

/** Loads the creation dialog of a reference input's "Create <target>". */
export type NgaCreateDialogLoader = () => Promise<typeof import('./views/form/create-dialog')>;

/**
 * The `NGA_RECORD_CREATOR` that `provideNgAdmin` gives: the creation dialog, loaded with its
 * first use. When its code did not download, the user who asked is told so, with "Reload the
 * page", and it resolves null as a cancelled dialog does: the form being filled keeps its
 * values, and the next "Create <target>" tries the download again. Call in an injection context.
 */
export function recordCreator(
  load: NgaCreateDialogLoader = () => import('./views/form/create-dialog'),
): NgaRecordCreator {
  const injector = inject(Injector);
  const pendingTasks = inject(PendingTasks);
  const notification = inject(NgaNotification);
  return async (entity, defaultValues) => {
    // Loading is a pending task (so is the dialog's form until it shows); waiting for the
    // user is not.
    const loaded = pendingTasks.add();
    let dialog: Awaited<ReturnType<NgaCreateDialogLoader>>;
    try {
      dialog = await load();
    } catch (error) {
      if (!isFailedDownload(error)) throw error;
      console.error('[ng-admin] The creation dialog did not download:', error);
      void notification.downloadFailed();
      return null;
    } finally {
      loaded();
    }
    return dialog.openCreateDialog(injector, entity, defaultValues);
  };
}
