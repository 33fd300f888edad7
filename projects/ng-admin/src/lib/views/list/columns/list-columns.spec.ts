import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { ActivatedRoute, convertToParamMap, type ParamMap } from '@angular/router';
import { createAdmin, type Entity, type Field } from '@ng-admin/core/config';
import { NgaMemoryStorage } from '@ng-admin/core/testing';
import { BehaviorSubject } from 'rxjs';
import { NGA_BROWSER_STORAGE } from '../../../base/browser-storage';
import { NgaListStore } from '../list-store';
import { NGA_SAVED_VIEWS_STORAGE, NgaBrowserSavedViews } from '../saved-views/saved-views-storage';
import { NgaListColumns } from './list-columns';

describe('NgaListColumns', () => {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  const fields: Field[] = [
    admin.field('id'),
    admin.field('title'),
    admin.field('views', 'number').hiddenByDefault(true),
  ];
  let params: BehaviorSubject<ParamMap>;
  // The admin's browser storage, fresh for each spec.
  let local: NgaMemoryStorage;
  beforeEach(() => (local = new NgaMemoryStorage()));

  function setUp(storage = new NgaBrowserSavedViews(local)): NgaListColumns {
    params = new BehaviorSubject(convertToParamMap({}));
    TestBed.configureTestingModule({
      providers: [
        NgaListColumns,
        {
          provide: NgaListStore,
          useValue: { entity: signal<Entity>(posts), fields: signal(fields) },
        },
        { provide: ActivatedRoute, useValue: { queryParamMap: params } },
        { provide: NGA_SAVED_VIEWS_STORAGE, useValue: storage },
        { provide: NGA_BROWSER_STORAGE, useValue: { local, session: null } },
      ],
    });
    return TestBed.inject(NgaListColumns);
  }

  const names = (columns: NgaListColumns) => columns.shownFields().map((field) => field.name());

  it('shows the configuration columns, then remembers the choice in the browser', () => {
    const columns = setUp();
    expect(names(columns)).toEqual(['id', 'title']);
    expect(columns.customized()).toBeFalse();
    columns.toggle('views');
    columns.move(2, 0);
    expect(names(columns)).toEqual(['views', 'id', 'title']);
    expect(JSON.parse(local.getItem('nga/anonymous/columns/posts')!)).toEqual({
      order: ['views', 'id', 'title'],
      hidden: [],
    });
  });

  it('reads the stored choice, and Reset forgets it', () => {
    local.setItem(
      'nga/anonymous/columns/posts',
      JSON.stringify({ order: ['title', 'id', 'views'], hidden: ['id'] }),
    );
    const columns = setUp();
    expect(names(columns)).toEqual(['title', 'views']);
    columns.reset();
    expect(names(columns)).toEqual(['id', 'title']);
    expect(local.getItem('nga/anonymous/columns/posts')).toBeNull();
  });

  it('applies the columns of the saved view a link names, once it is loaded', async () => {
    const storage = new NgaBrowserSavedViews(local);
    spyOn(storage, 'load').and.resolveTo([
      {
        id: 'v1',
        name: 'Views first',
        entity: 'posts',
        search: {},
        sortField: 'id',
        sortDir: 'DESC',
        columns: { order: ['views', 'title', 'id'], hidden: ['id'] },
      },
    ]);
    const columns = setUp(storage);
    params.next(convertToParamMap({ view: 'v1' }));
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
    expect(names(columns)).toEqual(['views', 'title']);
  });
});
