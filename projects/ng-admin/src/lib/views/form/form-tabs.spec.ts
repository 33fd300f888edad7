import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import {
  NgaFormHarness,
  NgaOpenedAdmin,
  NgaShowHarness,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';

describe('Tabs and sections', () => {
  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    const title = admin.field('title').label('Title').validation({ required: true });
    const teaser = admin.field('teaser', 'text').label('Teaser');
    const date = admin.field('published_at', 'date').label('Published');
    const category = admin.field('category').label('Category');
    const cover = admin.field('cover').label('Cover').validation({ maxlength: 5 });
    posts
      .creationView()
      .fields(
        admin.tab('Content', [title, teaser]),
        admin.tab('Details', [admin.section('Publication', [date, category]), cover]),
      );
    posts.editionView().fields(posts.creationView().layout());
    posts
      .showView()
      .fields(
        admin.field('id').label('ID'),
        admin.section('Content', [title, teaser]),
        admin.tab('Publication', [date, category]),
        admin.tab('Media', [cover]),
      );
    return admin.application('Blog').baseApiUrl('/api/').addEntity(posts);
  }

  let admin: NgaOpenedAdmin;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: {
            posts: [
              {
                id: 1,
                title: 'Hello',
                teaser: 'A teaser',
                published_at: '2024-05-17',
                category: 'tech',
                cover: 'a.png',
              },
            ],
          },
        }),
      ],
    });
  });

  it('shows one tab at a time, the first one first, with its sections', async () => {
    admin = await openNgAdmin('/posts/create');
    const form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.getTabs()).toEqual(['Content', 'Details']);
    expect(await form.getSelectedTab()).toBe('Content');
    expect(await form.getLabels()).toEqual(['Title', 'Teaser']);
    await form.selectTab('Details');
    expect(await form.getSelectedTab()).toBe('Details');
    expect(admin.url()).toBe('/posts/create?tab=details');
    const legend = admin.fixture.nativeElement.querySelector('legend.nga-section-title');
    expect(legend?.textContent?.trim()).toBe('Publication');
    // The first tab's fields stay (hidden): what was typed there is kept.
    expect(await form.getLabels()).toEqual(['Title', 'Teaser', 'Published', 'Category', 'Cover']);
  });

  it('keeps the tab in the address: opened with ?tab=, it shows that tab', async () => {
    admin = await openNgAdmin('/posts/edit/1?tab=details');
    const form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.getSelectedTab()).toBe('Details');
    expect(await form.getValue('Cover')).toBe('a.png');
  });

  it('after Save, marks and selects the tab holding an invalid field, and focuses the field', async () => {
    admin = await openNgAdmin('/posts/edit/1');
    const form = await admin.loader.getHarness(NgaFormHarness);
    await form.selectTab('Details');
    await form.setValue('Cover', 'far-too-long.png');
    await form.selectTab('Content');
    expect(await form.getInvalidTabs()).toEqual([]);
    await form.save();
    expect(await form.getErrorMessage()).toBe('Invalid form');
    expect(await form.getInvalidTabs()).toEqual(['Details']);
    expect(await form.getSelectedTab()).toBe('Details');
    const cover = await form.getField('Cover');
    await waitUntil(() => cover.isFocused());
    expect(await cover.getErrors()).toEqual(['Enter at most 5 characters.']);
    expect(admin.api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('a show view has its sections and tabs', async () => {
    admin = await openNgAdmin('/posts/show/1');
    const show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getTabs()).toEqual(['Publication', 'Media']);
    expect(await show.getLabels()).toEqual(['ID', 'Title', 'Teaser', 'Published', 'Category']);
    const heading = admin.fixture.nativeElement.querySelector('h2.nga-section-title');
    expect(heading?.textContent?.trim()).toBe('Content');
    await show.selectTab('Media');
    expect(await show.getValue('Cover')).toBe('a.png');
    expect(admin.url()).toBe('/posts/show/1?tab=media');
  });

  it('the tab list follows the WAI-ARIA tabs pattern', async () => {
    admin = await openNgAdmin('/posts/create');
    await admin.loader.getHarness(NgaFormHarness);
    const root: HTMLElement = admin.fixture.nativeElement;
    const tablist = root.querySelector('[role="tablist"]');
    expect(tablist).not.toBeNull();
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    const panel = root.querySelector(`#${tabs[0]!.getAttribute('aria-controls')}`);
    expect(panel?.getAttribute('role')).toBe('tabpanel');
  });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 3000) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
