import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import {
  captureDownloads,
  NgaDeleteHarness,
  NgaFormHarness,
  NgaInMemoryApi,
  NgaListHarness,
  NgaNotificationHarness,
  NgaOpenedAdmin,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';
import { NGA_PAPAPARSE, type NgaPapaparseLoader } from '../../export/csv';
import { NgaIntl } from '../../i18n/intl';

/** Waits until `check` holds, stabilizing the page in between (5 s at most). */
async function until(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error('Timed out');
    await TestBed.inject(ApplicationRef).whenStable();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('NgaListPage', () => {
  function application() {
    const admin = createAdmin();
    const users = admin.entity('users');
    const posts = admin.entity('posts');
    posts
      .listView()
      .perPage(2)
      .sortField('id')
      .sortDir('ASC')
      .fields(
        admin.field('id', 'number').label('Id'),
        admin.field('title').label('Title'),
        admin.field('views', 'number').label('Views'),
        admin
          .field('author_id', 'reference')
          .label('Author')
          .targetEntity(users)
          .targetField(admin.field('name')),
      )
      .filters(
        admin.field('published', 'boolean').label('Published').pinned(true),
        admin.field('title').label('Title'),
      )
      .listActions(['edit']);
    posts.editionView().fields(admin.field('title').label('Title'));
    return admin
      .application('Blog')
      .baseApiUrl('/api/')
      .undoDelay(300)
      .addEntity(posts)
      .addEntity(users);
  }

  const POSTS = [
    { id: 1, title: 'Angular', views: 30, published: true, author_id: 1 },
    { id: 2, title: 'RxJS', views: 5, published: false, author_id: 2 },
    { id: 3, title: 'CSS', views: 12, published: true, author_id: 1 },
    { id: 4, title: 'HTML', views: 8, published: true, author_id: 2 },
    { id: 5, title: 'Bash', views: 1, published: false, author_id: 1 },
  ];

  let admin: NgaOpenedAdmin;
  let list: NgaListHarness;

  async function open(url = '/posts/list'): Promise<void> {
    admin = await openNgAdmin(url);
    list = await admin.loader.getHarness(NgaListHarness);
  }

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: {
            posts: POSTS,
            users: [
              { id: 1, name: 'Ada' },
              { id: 2, name: 'Grace' },
            ],
          },
        }),
      ],
    });
  });

  it('shows the first page with the references resolved, one request each', async () => {
    await open();
    expect(await list.getTitle()).toBe('Posts list');
    expect(await list.getColumnLabels()).toEqual(['Id', 'Title', 'Views', 'Author']);
    expect(await list.getRowTexts()).toEqual([
      { Id: '1', Title: 'Angular', Views: '30', Author: 'Ada' },
      { Id: '2', Title: 'RxJS', Views: '5', Author: 'Grace' },
    ]);
    expect(await list.getPageRange()).toBe('1-2 of 5');
    expect(admin.api.requests.map((request) => request.url)).toEqual([
      '/api/posts?_page=1&_perPage=2&_sortField=id&_sortDir=ASC',
      '/api/users/1',
      '/api/users/2',
    ]);
  });

  it('sorts by a column header, the URL keeping the sort', async () => {
    await open();
    await list.sortBy('Views');
    expect(await list.getSort()).toEqual({ column: 'Views', direction: 'asc' });
    expect(await list.getColumnTexts('Views')).toEqual(['1', '5']);
    await list.sortBy('Views');
    expect(await list.getSort()).toEqual({ column: 'Views', direction: 'desc' });
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'CSS']);
    expect(admin.url()).toContain('sortField=views&sortDir=DESC');
  });

  it('pages through the entries and changes the page size', async () => {
    await open();
    await list.nextPage();
    expect(await list.getColumnTexts('Id')).toEqual(['3', '4']);
    await list.goToPage(3);
    expect(await list.getColumnTexts('Id')).toEqual(['5']);
    expect(await list.getPageRange()).toBe('5-5 of 5');
    await expectAsync(list.goToPage(4)).toBeRejectedWithError(
      'NgaListHarness.goToPage: the list has only 3 page(s)',
    );
    await list.setPageSize(10);
    expect(await list.getPageSize()).toBe(10);
    expect(await list.getColumnTexts('Id')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('filters with the pinned filter and an added one, and removes it again', async () => {
    await open();
    expect(await Promise.all((await list.getFilters()).map((f) => f.getLabel()))).toEqual([
      'Published',
    ]);
    await list.setFilter('Published', 'false');
    expect(await list.getColumnTexts('Title')).toEqual(['RxJS', 'Bash']);

    await list.setFilter('Title', 'Bash');
    expect(await list.getColumnTexts('Title')).toEqual(['Bash']);
    expect(admin.api.requests.at(-1)?.params.get('_filters')).toBe(
      JSON.stringify({ published: false, title: 'Bash' }),
    );

    await list.removeFilter('Title');
    expect(await list.getColumnTexts('Title')).toEqual(['RxJS', 'Bash']);
    await expectAsync(list.removeFilter('Published')).toBeRejectedWithError(
      /the field "Published" cannot be removed/,
    );
  });

  it('says when no entry matches', async () => {
    await open('/posts/list?search=' + encodeURIComponent(JSON.stringify({ title: 'Nothing' })));
    expect(await list.getRows()).toEqual([]);
    expect(await list.getEmptyText()).toBe('No entries');
  });

  it('deletes the selected rows through the batch deletion view', async () => {
    await open();
    await list.selectRows(0, 1);
    expect(await list.getSelectionText()).toBe('2 items selected');
    await list.batchDelete();
    expect(admin.url()).toBe('/posts/batch-delete/1,2');

    const deletion = await admin.loader.getHarness(NgaDeleteHarness);
    expect(await (await deletion.getGrid()).getColumnTexts('Title')).toEqual(['Angular', 'RxJS']);
    await deletion.confirm();
    // Undoable, the default: back to the list at once, the rows out of it, Undo offered.
    expect(admin.url()).toBe('/posts/list?page=1&perPage=2&sortField=id&sortDir=ASC');
    expect(await admin.waitForNotification()).toBe('2 elements deleted.');
    list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Id')).toEqual([]);
    expect(admin.api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    // Once the delay ran out, the server deleted them and the list shows the next ones.
    await until(async () => admin.api.collection('posts').length === 3);
    expect(admin.api.collection('posts').map((post) => post['id'])).toEqual([3, 4, 5]);
    await until(async () => (await list.getColumnTexts('Id')).length === 2);
    expect(await list.getColumnTexts('Id')).toEqual(['3', '4']);
  });

  it('exports every matching entry as CSV', async () => {
    const downloads = captureDownloads();
    try {
      await open('/posts/list?search=' + encodeURIComponent(JSON.stringify({ published: true })));
      await list.export();
      expect(await admin.waitForNotification()).toBe('Exported 3 rows');
      const [file] = await downloads.files();
      expect(file.fileName).toBe('posts.csv');
      expect(file.bom).toBeTrue();
      expect(file.text.split('\r\n')).toEqual([
        'Id,Title,Views,Author',
        '1,Angular,30,Ada',
        '3,CSS,12,Ada',
        '4,HTML,8,Grace',
      ]);
    } finally {
      downloads.stop();
    }
  });

  it('says when the CSV writer did not download, offers the reload, and exports on the next try', async () => {
    let loadPapaparse: NgaPapaparseLoader = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: papaparse.js'));
    TestBed.overrideProvider(NGA_PAPAPARSE, { useValue: () => loadPapaparse() });
    const downloads = captureDownloads();
    try {
      await open();
      await list.export();
      expect(await admin.waitForNotification()).toBe(new NgaIntl().codeDownloadFailed);
      const notification = await admin.documentLoader.getHarness(NgaNotificationHarness);
      expect(await notification.getAction()).toBe('Reload the page');
      const exportButton = document.querySelector<HTMLButtonElement>('.nga-action-export');
      expect(exportButton?.disabled).toBeFalse();
      expect(exportButton?.textContent).toContain('Export');
      await notification.dismiss();

      loadPapaparse = () => import('papaparse');
      await list.export();
      expect(await admin.waitForNotification('Exported 5 rows')).toBe('Exported 5 rows');
      const files = await downloads.files();
      expect(files.length).toBe(1);
    } finally {
      downloads.stop();
    }
  });

  it('opens a row action', async () => {
    await open();
    const [row] = await list.getRows({ text: 'RxJS' });
    expect(await row.getActions()).toEqual(['Edit #2']);
    await row.clickAction('Edit');
    await admin.fixture.whenStable();
    expect(admin.url()).toBe('/posts/edit/2');
    const form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.getValue('Title')).toBe('RxJS');
  });

  it('says why the entries could not be loaded, and loads them again on Retry', async () => {
    TestBed.inject(NgaInMemoryApi).fail({ collection: 'posts', message: 'Database down' });
    await open();
    expect(await list.getProblem()).toBe('The server failed (HTTP 500)\nDatabase down');
    await list.retry();
    expect(await list.getProblem()).toBeNull();
    expect(await list.getColumnTexts('Id')).toEqual(['1', '2']);
  });
});
