import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import {
  NgaDeleteHarness,
  NgaOpenedAdmin,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';

describe('NgaBatchDeletePage (pessimistic)', () => {
  function application() {
    const admin = createAdmin();
    const tags = admin.entity('tags');
    tags.listView().fields(admin.field('id').label('Id'), admin.field('name').label('Name'));
    // The page as it waits for the server; undo.spec.ts has the undoable default.
    tags.batchDeleteView().mutationMode('pessimistic');
    return admin.application('Test').baseApiUrl('/api/').addEntity(tags);
  }

  let admin: NgaOpenedAdmin;
  let deletion: NgaDeleteHarness;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: { tags: [1, 2, 3, 4].map((id) => ({ id, name: `Tag ${id}` })) },
        }),
      ],
    });
    admin = await openNgAdmin('/tags/batch-delete/1,2,3');
    deletion = await admin.loader.getHarness(NgaDeleteHarness);
  });

  it('lists the entries to delete, read in one request', async () => {
    expect(await (await deletion.getGrid()).getColumnTexts('Name')).toEqual([
      'Tag 3',
      'Tag 2',
      'Tag 1',
    ]);
    expect(admin.api.requests.length).toBe(1);
    expect(admin.api.requests[0].params.get('_filters')).toBe('{"id":["1","2","3"]}');
  });

  it('reports the failed deletions, then retries only those', async () => {
    admin.api.clearRequests();
    admin.api.fail({ method: 'DELETE', id: 2, status: 404, message: 'Not found', times: 2 });
    await deletion.confirm();

    const deletions = admin.api.requests.filter((request) => request.method === 'DELETE');
    expect(deletions.map((request) => request.url).sort()).toEqual([
      '/api/tags/1',
      '/api/tags/2',
      '/api/tags/3',
    ]);
    expect(await deletion.getFailureSummary()).toBe('1 of 3 elements could not be deleted.');
    expect(await admin.waitForNotification()).toBe('1 of 3 elements could not be deleted.');
    expect(await deletion.getFailures()).toEqual(['#2: The server failed (HTTP 404): Not found']);
    expect(await (await deletion.getGrid()).getColumnTexts('Name')).toEqual(['Tag 2']);
    expect(admin.api.collection('tags').map((tag) => tag['id'])).toEqual([2, 4]);

    admin.api.clearRequests();
    await deletion.confirm();
    expect(admin.api.requests.map((request) => request.url)).toEqual(['/api/tags/2']);
    await admin.waitForNotification('1 of 1 elements could not be deleted.');
    expect(await deletion.getFailureSummary()).toBe('1 of 1 elements could not be deleted.');
  });

  it('goes back to the list once every entry is deleted', async () => {
    await deletion.confirm();
    expect(await admin.waitForNotification()).toBe('3 elements successfully deleted.');
    expect(admin.url()).toMatch(/^\/tags\/list/);
    expect(admin.api.collection('tags')).toEqual([{ id: 4, name: 'Tag 4' }]);
  });
});
