import { createAdmin } from '@ng-admin/core/config';
import { type AdminTestBed, answerRequest, setUpAdmin } from '../views/shared/admin-testing.spec';

describe('NgaDashboard', () => {
  const POSTS_URL = '/api/posts?_page=1&_perPage=2&_sortField=id&_sortDir=DESC';
  const TAGS_URL = '/api/tags?_page=1&_perPage=5&_sortField=id&_sortDir=DESC';
  const POSTS = [
    { id: 2, title: 'Second' },
    { id: 1, title: 'First' },
  ];

  const RECENT_POSTS_PANEL = {
    title: 'Recent posts',
    list: '/posts/list',
    cells: ['Second', 'First'],
    buttons: ['/posts/show/2', '/posts/show/1'],
    error: '',
  };

  function application(template: string | null = null) {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts.showView().fields(admin.field('title'));
    const tags = admin.entity('tags');
    tags.listView().fields(admin.field('name'));
    const recentPosts = admin
      .collection(posts)
      .name('recent')
      .title('Recent posts')
      .fields(admin.field('title'))
      .perPage(2)
      .listActions(['show']);
    return admin
      .application('Test')
      .baseApiUrl('/api/')
      .addEntity(posts)
      .addEntity(tags)
      .dashboard(
        admin
          .dashboard()
          .addCollection(recentPosts)
          .addCollection(admin.collection(tags).fields(admin.field('name')))
          .template(template),
      );
  }

  let admin: AdminTestBed;

  async function openDashboard(
    answers: readonly [
      url: string,
      body: object,
      options?: { status: number; statusText: string },
    ][],
  ): Promise<HTMLElement> {
    const navigation = admin.harness.navigateByUrl('/');
    for (const [url, body, options] of answers) await answerRequest(admin.http, url, body, options);
    await navigation;
    await admin.harness.fixture.whenStable();
    return admin.harness.routeNativeElement as HTMLElement;
  }

  function panels(page: HTMLElement) {
    return Array.from(page.querySelectorAll('.nga-panel'), (panel) => ({
      title: panel.querySelector('h2')?.textContent?.trim(),
      list: panel.querySelector('h2 a')?.getAttribute('href'),
      cells: Array.from(panel.querySelectorAll('.mat-mdc-cell:not(.nga-actions-cell)'), (cell) =>
        cell.textContent?.trim(),
      ),
      buttons: Array.from(panel.querySelectorAll('.mat-mdc-cell.nga-actions-cell a'), (link) =>
        link.getAttribute('href'),
      ),
      error: panel.querySelector('[role="alert"]')?.textContent?.trim() ?? '',
    }));
  }

  describe('with panels', () => {
    beforeEach(async () => {
      admin = await setUpAdmin(() => application());
    });

    it('shows each collection under its title, linking to its list, with its row buttons', async () => {
      const page = await openDashboard([
        [POSTS_URL, POSTS],
        [TAGS_URL, [{ id: 4, name: 'news' }]],
      ]);
      expect(panels(page)).toEqual([
        RECENT_POSTS_PANEL,
        { title: 'Tags', list: '/tags/list', cells: ['news'], buttons: [], error: '' },
      ]);
      expect(page.querySelectorAll('.nga-loading-bar-active').length).toBe(0);
    });

    it('says why a panel could not load, still shows the others, and retries', async () => {
      let page = await openDashboard([
        [POSTS_URL, { message: 'Database down' }, { status: 500, statusText: 'Server Error' }],
        [TAGS_URL, [{ id: 4, name: 'news' }]],
      ]);
      const [posts, tags] = panels(page);
      expect(posts?.title).toBe('Recent posts');
      expect(posts?.error).toContain('The server failed (HTTP 500)');
      expect(posts?.error).toContain('Database down');
      expect(posts?.cells).toEqual([]);
      expect(tags?.cells).toEqual(['news']);

      page.querySelector<HTMLButtonElement>('.nga-panel .nga-retry')!.click();
      await answerRequest(admin.http, POSTS_URL, POSTS);
      await admin.harness.fixture.whenStable();
      page = admin.harness.routeNativeElement as HTMLElement;
      expect(panels(page)[0]).toEqual(RECENT_POSTS_PANEL);
    });
  });

  describe('with a template', () => {
    beforeEach(async () => {
      admin = await setUpAdmin(() =>
        application(
          '<ma-dashboard-panel collection="dashboardController.collections.recent"' +
            ' entries="dashboardController.entries.recent"></ma-dashboard-panel>' +
            '<p class="count">{{ dashboardController.entries.tags.length }} tags</p>',
        ),
      );
    });

    it('renders it once every collection is loaded, with ma-dashboard-panel tags', async () => {
      const page = await openDashboard([
        [POSTS_URL, POSTS],
        [TAGS_URL, [{ id: 4, name: 'news' }]],
      ]);
      expect(panels(page)).toEqual([RECENT_POSTS_PANEL]);
      expect(page.querySelector('.count')?.textContent?.trim()).toBe('1 tags');
    });

    it('says why it could not load the collections, and loads them again on Retry', async () => {
      let page = await openDashboard([
        [POSTS_URL, POSTS],
        [TAGS_URL, { message: 'Database down' }, { status: 503, statusText: 'Unavailable' }],
      ]);
      const problem = page.querySelector('nga-view-problem [role="alert"]');
      expect(problem?.textContent).toContain('Database down');
      expect(page.querySelector('ma-dashboard-panel')).toBeNull();

      page.querySelector<HTMLButtonElement>('.nga-retry')!.click();
      await answerRequest(admin.http, POSTS_URL, POSTS);
      await answerRequest(admin.http, TAGS_URL, []);
      await admin.harness.fixture.whenStable();
      page = admin.harness.routeNativeElement as HTMLElement;
      expect(page.querySelector('nga-view-problem')).toBeNull();
      expect(page.querySelector('.count')?.textContent?.trim()).toBe('0 tags');
    });
  });
});
