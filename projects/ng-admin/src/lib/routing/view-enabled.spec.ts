import { EnvironmentInjector, runInInjectionContext } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Route, UrlSegment } from '@angular/router';
import { admin } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../base/tokens';
import { viewEnabled } from './view-enabled';

describe('viewEnabled', () => {
  function matches(kind: Parameters<typeof viewEnabled>[0], path: string): boolean {
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts.editionView().fields(admin.field('title')).disable();
    const archive = admin.entity('archive').readOnly();
    archive.listView().fields(admin.field('title'));
    archive.creationView().fields(admin.field('title'));
    TestBed.configureTestingModule({
      providers: [
        {
          provide: NGA_APPLICATION,
          useValue: admin.application('Blog').addEntity(posts).addEntity(archive),
        },
      ],
    });
    const segments = path.split('/').map((part) => new UrlSegment(part, {}));
    return runInInjectionContext(TestBed.inject(EnvironmentInjector), () =>
      viewEnabled(kind)({} as Route, segments, undefined as never),
    ) as boolean;
  }

  it('matches an enabled view of a known entity', () => {
    expect(matches('list', 'posts/list')).toBeTrue();
  });

  it('leaves a disabled view without a route', () => {
    expect(matches('edition', 'posts/edit/1')).toBeFalse();
  });

  it('leaves an unknown entity without a route', () => {
    expect(matches('list', 'authors/list')).toBeFalse();
  });

  it('leaves the creation of a read-only entity without a route', () => {
    expect(matches('creation', 'archive/create')).toBeFalse();
  });

  it('leaves the unused show view without a route', () => {
    expect(matches('show', 'posts/show/1')).toBeFalse();
  });
});
