import { EnvironmentInjector, inject } from '@angular/core';
import { NGA_BROWSER_STORAGE } from './base/browser-storage';
import { isFailedDownload } from './base/failed-download';
import { NgaNotification } from './base/notification';
import { NgaConfigurationLoader } from './configuration-loader';
import { hasKeptWrites } from './data/pending-change-source';
import { NgaIntl } from './i18n/intl';

/** Loads the undo queue's code, a chunk of its own. */
export type NgaPendingWritesLoader = () => Promise<typeof import('./data/pending-writes')>;

/**
 * Offers again the writes that the last visit could not send as its page closed, once the
 * configuration is read; their code loads only when there are some. When it does not download,
 * the user is told so, with "Reload the page", and the writes stay kept for the next visit.
 * Call in an injection context: `provideNgAdmin` calls it in an environment initializer.
 */
export async function offerKeptWrites(
  load: NgaPendingWritesLoader = () => import('./data/pending-writes'),
): Promise<void> {
  if (!hasKeptWrites(inject(NGA_BROWSER_STORAGE).local)) return;
  const injector = inject(EnvironmentInjector);
  const loader = inject(NgaConfigurationLoader);
  try {
    await loader.load();
    const { NgaPendingWrites } = await load();
    void injector.get(NgaPendingWrites).offerKept();
  } catch (error) {
    if (!isFailedDownload(error)) throw error;
    console.error('[ng-admin] The kept writes could not be offered:', error);
    const notification = injector.get(NgaNotification);
    void notification.downloadFailed(injector.get(NgaIntl).keptWritesDownloadFailed);
  }
}
