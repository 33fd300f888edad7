import { TestBed } from '@angular/core/testing';
import { NGA_BROWSER_STORAGE } from './base/browser-storage';
import { NgaConfigurationLoader } from './configuration-loader';
import { KEPT_WRITES } from './data/pending-change-source';
import { waitFor } from './fields/shared/widget-testing.spec';
import { NgaIntl } from './i18n/intl';
import { type NgaPendingWritesLoader, offerKeptWrites } from './offer-kept-writes';

const notDownloaded: NgaPendingWritesLoader = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: pending-writes.js'));

describe('offerKeptWrites', () => {
  const kept = JSON.stringify([{ description: 'deletion of Post #2', requests: [] }]);
  let storage: Storage;

  beforeEach(() => {
    storage = window.sessionStorage;
    storage.removeItem(KEPT_WRITES);
    TestBed.configureTestingModule({
      providers: [
        { provide: NGA_BROWSER_STORAGE, useValue: { local: storage, session: null } },
        // The configuration is read: what the offer waits for.
        { provide: NgaConfigurationLoader, useValue: { load: () => Promise.resolve() } },
      ],
    });
  });

  afterEach(() => {
    storage.removeItem(KEPT_WRITES);
    document.querySelector('.nga-notification-fallback')?.remove();
  });

  it('says that the kept writes could not be offered when their code did not download, and keeps them', async () => {
    spyOn(console, 'error');
    storage.setItem(KEPT_WRITES, kept);

    await TestBed.runInInjectionContext(() => offerKeptWrites(notDownloaded));

    const message = await waitFor(() => document.querySelector('nga-notification-message'));
    expect(message.textContent).toContain(new NgaIntl().keptWritesDownloadFailed);
    expect(message.querySelector('.nga-notification-action')?.textContent?.trim()).toBe(
      'Reload the page',
    );
    expect(storage.getItem(KEPT_WRITES)).toBe(kept);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when no write was kept', async () => {
    const load = jasmine.createSpy('load').and.callFake(notDownloaded);

    await TestBed.runInInjectionContext(() => offerKeptWrites(load));

    expect(load).not.toHaveBeenCalled();
  });

  it('lets any other failure through', async () => {
    storage.setItem(KEPT_WRITES, kept);
    const broken: NgaPendingWritesLoader = () => Promise.reject(new Error('boom'));

    await expectAsync(
      TestBed.runInInjectionContext(() => offerKeptWrites(broken)),
    ).toBeRejectedWithError('boom');
  });
});
