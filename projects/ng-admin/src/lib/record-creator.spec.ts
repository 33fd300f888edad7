import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { Entry } from './data/entry';
import { waitFor } from './fields/shared/widget-testing.spec';
import { NgaIntl } from './i18n/intl';
import { type NgaCreateDialogLoader, recordCreator } from './record-creator';

describe('recordCreator', () => {
  const tags = createAdmin().entity('tags');

  afterEach(() => document.querySelector('.nga-notification-fallback')?.remove());

  it('tells the user when the dialog did not download, resolves null, and tries again next time', async () => {
    spyOn(console, 'error');
    let load: NgaCreateDialogLoader = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: create-dialog.js'),
      );
    const create = TestBed.runInInjectionContext(() => recordCreator(() => load()));

    expect(await create(tags, { name: 'angular' })).toBeNull();
    const message = await waitFor(() => document.querySelector('nga-notification-message'));
    expect(message.textContent).toContain(new NgaIntl().codeDownloadFailed);
    expect(message.querySelector('.nga-notification-action')?.textContent?.trim()).toBe(
      'Reload the page',
    );
    expect(console.error).toHaveBeenCalledTimes(1);

    const saved = new Entry('tags', { id: 7, name: 'angular' }, 7);
    load = () =>
      Promise.resolve({ openCreateDialog: () => Promise.resolve(saved) } as unknown as Awaited<
        ReturnType<NgaCreateDialogLoader>
      >);
    expect(await create(tags, { name: 'angular' })).toBe(saved);
  });

  it('lets any other failure through', async () => {
    const create = TestBed.runInInjectionContext(() =>
      recordCreator(() => Promise.reject(new Error('boom'))),
    );
    await expectAsync(create(tags, {})).toBeRejectedWithError('boom');
  });
});
