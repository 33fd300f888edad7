import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import {
  NgaInMemoryApi,
  NgaListHarness,
  NgaNotificationHarness,
  NgaOpenedAdmin,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';

describe('NgaBatchUpdateAction', () => {
  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts
      .listView()
      .sortField('id')
      .sortDir('ASC')
      .fields(admin.field('id', 'number').label('Id'), admin.field('title').label('Title'))
      .batchActions([
        'delete',
        admin.batchUpdate('published', true).label('Publish').icon('publish'),
        admin.batchUpdate('category'),
      ]);
    posts.editionView().fields(
      admin.field('title').label('Title'),
      admin
        .field('category', 'choice')
        .label('Category')
        .choices([
          { value: 'tech', label: 'Tech' },
          { value: 'life', label: 'Life' },
        ]),
    );
    return admin.application('Blog').baseApiUrl('/api/').addEntity(posts);
  }

  const POSTS = [
    { id: 1, title: 'Angular', published: false, category: 'tech' },
    { id: 2, title: 'RxJS', published: false, category: 'tech' },
    { id: 3, title: 'CSS', published: false, category: 'tech' },
  ];

  let admin: NgaOpenedAdmin;
  let list: NgaListHarness;
  let api: NgaInMemoryApi;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [provideNgAdminTesting(application, { data: { posts: POSTS } })],
    });
    admin = await openNgAdmin('/posts/list');
    list = await admin.loader.getHarness(NgaListHarness);
    api = TestBed.inject(NgaInMemoryApi);
  });

  function bar(): HTMLElement {
    return admin.fixture.nativeElement.querySelector('.nga-selection-bar') as HTMLElement;
  }

  function button(text: string): HTMLButtonElement {
    const buttons = [...bar().querySelectorAll<HTMLButtonElement>('button')];
    const found = buttons.find((candidate) => candidate.textContent?.includes(text));
    if (!found) throw new Error(`No button "${text}" in ${bar().textContent}`);
    return found;
  }

  /** The snack bar's message, once it has loaded (on first use) and shown. */
  async function notificationText(): Promise<string> {
    for (let tries = 0; tries < 100; tries++) {
      const found = await admin.documentLoader.getAllHarnesses(NgaNotificationHarness);
      if (found.length > 0) return found[0].getMessage();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('No notification was shown');
  }

  /** Waits (up to 2 s) for the list to reach a state, as its reload follows a debounce. */
  async function until(reached: () => Promise<boolean>): Promise<void> {
    for (let tries = 0; tries < 100 && !(await reached()); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await admin.fixture.whenStable();
    }
  }

  async function settle(): Promise<void> {
    await admin.fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve));
    await admin.fixture.whenStable();
  }

  it('writes the value on each selected record; a failed one is reported and stays selected', async () => {
    await list.selectRows(0, 1, 2);
    await settle();
    expect(button('Publish').querySelector('.material-icons')?.textContent).toBe('publish');
    api.fail({
      method: 'PUT',
      collection: 'posts',
      id: 2,
      status: 409,
      message: 'Changed meanwhile',
    });
    button('Publish').click();
    await settle();

    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.url).sort()).toEqual([
      '/api/posts/1',
      '/api/posts/2',
      '/api/posts/3',
    ]);
    expect(puts[0].body).toEqual(jasmine.objectContaining({ published: true, title: 'Angular' }));
    const report = bar().querySelector('.nga-batch-update-report');
    expect(report?.textContent).toContain('1 of 3 could not be updated; they stay selected:');
    expect(report?.textContent).toContain('#2');
    expect(report?.textContent).toContain('Someone else changed this entry since you opened it');
    // The list reloads once the changes stop coming (a short debounce): one row stays selected.
    await until(async () => (await list.getSelectionText()) === '1 item selected');
    expect(await list.getSelectionText()).toBe('1 item selected');
    expect(await notificationText()).toBe('2 records updated');
  });

  it('without a value, asks for it with the edition view’s input, then writes it', async () => {
    await list.selectRows(0, 2);
    await settle();
    const set = button('Set Category');
    expect(set.getAttribute('aria-expanded')).toBe('false');
    set.click();
    await settle();
    expect(set.getAttribute('aria-expanded')).toBe('true');
    const form = bar().querySelector('.nga-batch-update-form') as HTMLFormElement;
    expect(form.querySelector('mat-select')).not.toBeNull();
    const select = form.querySelector('mat-select') as HTMLElement;
    select.click();
    await settle();
    const life = [...document.querySelectorAll<HTMLElement>('mat-option')].find((option) =>
      option.textContent?.includes('Life'),
    )!;
    life.click();
    await settle();
    form.requestSubmit();
    await settle();
    const puts = api.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => (request.body as { category: string }).category)).toEqual([
      'life',
      'life',
    ]);
    await until(async () => bar() === null);
    expect(bar()).toBeNull();
    expect(await notificationText()).toBe('2 records updated');
  });
});
