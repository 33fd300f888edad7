import { APP_BASE_HREF } from '@angular/common';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter, Router, Routes } from '@angular/router';
import { createAdmin } from '@ng-admin/core/config';
import { followAdminLink, mountOf, NGA_VIEW_ROUTE, NgaLinks } from './links';

@Component({ selector: 'nga-links-test-page', template: '' })
class TestPage {}

/** Admin routes as `ngAdminRoutes` marks them, to mount anywhere. */
const adminRoutes: Routes = [
  { path: '', component: TestPage, data: { [NGA_VIEW_ROUTE]: 'dashboard' } },
  { path: ':entity/list', component: TestPage, data: { [NGA_VIEW_ROUTE]: 'list' } },
];

describe('NgaLinks', () => {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  posts.showView().fields(admin.field('title'));

  function setUp(routes: Routes, baseHref = '/'): { links: NgaLinks; router: Router } {
    TestBed.configureTestingModule({
      providers: [provideRouter(routes), { provide: APP_BASE_HREF, useValue: baseHref }],
    });
    return { links: TestBed.inject(NgaLinks), router: TestBed.inject(Router) };
  }

  describe('mount', () => {
    it('is the application root when the admin routes are at the root', async () => {
      const { links, router } = setUp(adminRoutes);
      await router.navigateByUrl('/posts/list');
      expect(mountOf(router.routerState.snapshot.root)).toEqual([]);
      expect(links.mount()).toEqual([]);
      expect(links.list(posts).commands).toEqual(['/', 'posts', 'list']);
      expect(links.home().commands).toEqual(['/']);
    });

    it('follows the host route the admin routes are mounted under', async () => {
      const { links, router } = setUp([
        { path: 'back', children: [{ path: 'office', children: adminRoutes }] },
        { path: 'about', component: TestPage },
      ]);
      expect(links.mount()).toEqual([]);
      await router.navigateByUrl('/back/office/posts/list');
      expect(mountOf(router.routerState.snapshot.root)).toEqual(['back', 'office']);
      expect(links.mount()).toEqual(['back', 'office']);
      expect(links.edit(posts, 3).commands).toEqual(['/', 'back', 'office', 'posts', 'edit', '3']);
      expect(links.url(links.list(posts))).toBe('/back/office/posts/list');
      expect(links.home().commands).toEqual(['/', 'back', 'office']);

      // A page outside the admin has no mount: links keep the last one.
      await router.navigateByUrl('/about');
      expect(mountOf(router.routerState.snapshot.root)).toBeNull();
      expect(links.mount()).toEqual(['back', 'office']);
    });
  });

  describe('pages', () => {
    it('links each view of an entity', () => {
      const { links } = setUp(adminRoutes);
      expect(links.show(posts, 7).commands).toEqual(['/', 'posts', 'show', '7']);
      expect(links.delete(posts, 7).commands).toEqual(['/', 'posts', 'delete', '7']);
      expect(links.batchDelete(posts, [1, 'b', 3]).commands).toEqual([
        '/',
        'posts',
        'batch-delete',
        '1,b,3',
      ]);
      expect(links.create(posts).queryParams).toBeUndefined();
      expect(links.create(posts, { title: 'Draft' }).queryParams).toEqual({
        defaultValues: '{"title":"Draft"}',
      });
      expect(links.list(posts, { page: 2 }).queryParams).toEqual({ page: 2 });
    });

    it("links an entry's detail view: the field's route, else the view that is enabled", () => {
      const { links } = setUp(adminRoutes);
      const field = admin.field('id');
      expect(links.detail(posts, field, 1)?.commands).toEqual(['/', 'posts', 'edit', '1']);
      expect(links.detail(posts, admin.field('id').detailLinkRoute('show'), 1)?.commands).toEqual([
        '/',
        'posts',
        'show',
        '1',
      ]);
      const readOnly = admin.entity('logs').readOnly();
      readOnly.showView().fields(admin.field('id'));
      expect(links.detail(readOnly, field, 1)?.commands).toEqual(['/', 'logs', 'show', '1']);
      const hidden = admin.entity('secrets');
      hidden.editionView().disable();
      hidden.showView().disable();
      expect(links.detail(hidden, field, 1)).toBeNull();
    });
  });

  describe('url and href', () => {
    it('encodes path segments as the router does', () => {
      const { links, router } = setUp(adminRoutes);
      for (const id of ['a/b c', 'x@y:z$1,2', '(1)', 'é&?#%', '1;2=3']) {
        const link = links.show(posts, id);
        expect(links.url(link))
          .withContext(id)
          .toBe(router.serializeUrl(router.createUrlTree([...link.commands])));
      }
      expect(links.url(links.show(posts, 'a/b c'))).toBe('/posts/show/a%2Fb%20c');
    });

    it('serializes query parameters as the router does', () => {
      const { links } = setUp(adminRoutes);
      const link = links.list(posts, { page: 2, search: '{"q":"a b"}' });
      expect(links.url(link)).toBe('/posts/list?page=2&search=%7B%22q%22:%22a%20b%22%7D');
    });

    it("prefixes hrefs with the application's base href", () => {
      const { links } = setUp(adminRoutes, '/app/');
      expect(links.href(links.edit(posts, 3))).toBe('/app/posts/edit/3');
      expect(links.url(links.edit(posts, 3))).toBe('/posts/edit/3');
    });
  });

  describe('inPage', () => {
    it('links an element of the page shown under the mount path, not of the root', async () => {
      const { links, router } = setUp([
        { path: 'admin', children: adminRoutes },
        { path: '', pathMatch: 'full', component: TestPage },
      ]);
      await router.navigateByUrl('/admin/posts/list?page=2#top');
      expect(links.inPage('nga-main')).toBe('/admin/posts/list?page=2#nga-main');
      // The address follows the navigations.
      await router.navigateByUrl('/admin');
      expect(links.inPage('nga-paginator-3')).toBe('/admin#nga-paginator-3');
    });

    it("keeps the application's base href", async () => {
      const { links, router } = setUp(adminRoutes, '/app/');
      await router.navigateByUrl('/posts/list');
      expect(links.inPage('nga-main')).toBe('/app/posts/list#nga-main');
    });
  });
});

describe('followAdminLink', () => {
  let router: Router;
  let navigate: jasmine.Spy;
  let container: HTMLElement;
  let link: HTMLAnchorElement;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    router = TestBed.inject(Router);
    navigate = spyOn(router, 'navigateByUrl').and.resolveTo(true);
    container = document.createElement('div');
    container.innerHTML =
      '<a href="/app/posts/edit/1" data-nga-url="/posts/edit/1"><b>Edit</b></a>';
    link = container.querySelector('a')!;
    document.body.appendChild(container);
  });

  afterEach(() => container.remove());

  /** Clicks `target` and reports what followAdminLink, listening on the container, did. */
  function click(target: Element, init: MouseEventInit = {}) {
    const outcome = { followed: false, prevented: false };
    const listener = (event: Event) => {
      outcome.followed = followAdminLink(event as MouseEvent, router);
      outcome.prevented = event.defaultPrevented;
    };
    // Keeps the test page in place whatever the anchor would do.
    const guard = (event: Event) => event.preventDefault();
    container.addEventListener('click', listener);
    window.addEventListener('click', guard);
    try {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    } finally {
      container.removeEventListener('click', listener);
      window.removeEventListener('click', guard);
    }
    return outcome;
  }

  it('navigates inside the application on a plain left click, from inside the anchor too', () => {
    expect(click(link.querySelector('b')!)).toEqual({ followed: true, prevented: true });
    expect(navigate).toHaveBeenCalledOnceWith('/posts/edit/1');
  });

  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
    it(`leaves a click with ${modifier} to the browser`, () => {
      expect(click(link, { [modifier]: true })).toEqual({ followed: false, prevented: false });
      expect(navigate).not.toHaveBeenCalled();
    });
  }

  it('leaves the middle and right buttons to the browser', () => {
    expect(click(link, { button: 1 }).followed).toBeFalse();
    expect(click(link, { button: 2 }).followed).toBeFalse();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a click that was already handled, or on a link to another window', () => {
    const handled = (event: Event) => event.preventDefault();
    link.addEventListener('click', handled);
    expect(click(link).followed).toBeFalse();
    link.removeEventListener('click', handled);

    link.target = '_blank';
    expect(click(link).followed).toBeFalse();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores anchors that are not admin links, and clicks outside anchors', () => {
    link.removeAttribute('data-nga-url');
    expect(click(link)).toEqual({ followed: false, prevented: false });
    expect(click(container)).toEqual({ followed: false, prevented: false });
    expect(navigate).not.toHaveBeenCalled();
  });
});
