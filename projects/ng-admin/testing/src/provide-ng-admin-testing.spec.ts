import { Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import {
  NgaFieldTypeRegistry,
  NgaJsonServerDialect,
  provideNgAdmin,
  withApiMapping,
  withFieldTypes,
} from '@ng-admin/core';
import { admin, createAdmin, type NumberField } from '@ng-admin/core/config';
import { captureDownloads } from './capture-downloads';
import { NgaListHarness } from './harnesses/list-harness';
import { openNgAdmin } from './open-ng-admin';
import { provideNgAdminTesting } from './provide-ng-admin-testing';

// A custom type, as applications declare theirs.
declare module '@ng-admin/core/config' {
  interface FieldTypeMap {
    stars: NumberField;
  }
}

@Component({
  selector: 'nga-test-stars',
  template: `{{ '★'.repeat(value()) }}`,
})
class StarsCell {
  readonly value = input(0);
}

describe('provideNgAdminTesting', () => {
  // The global DSL namespace: provideNgAdmin teaches it the registered custom types.
  function application() {
    const posts = admin.entity('posts');
    posts
      .listView()
      .fields(admin.field('title').label('Title'), admin.field('stars', 'stars').label('Stars'));
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  }

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: { posts: [{ id: 1, title: 'Hello', stars: 3 }] },
          features: [
            withFieldTypes({ name: 'stars', extends: 'number', cell: StarsCell }),
            withApiMapping(NgaJsonServerDialect),
          ],
        }),
      ],
    });
  });

  it("passes the application's features to the admin", async () => {
    expect(TestBed.inject(NgaFieldTypeRegistry).has('stars')).toBeTrue();
    const opened = await openNgAdmin('/posts/list');
    const list = await opened.loader.getHarness(NgaListHarness);
    expect(await list.getRowTexts()).toEqual([{ Title: 'Hello', Stars: '★★★' }]);
  });

  it("speaks the in-memory API's dialect whatever dialect the features name", async () => {
    const opened = await openNgAdmin('/posts/list');
    expect(opened.api.requests[0].url).toBe(
      '/api/posts?_page=1&_perPage=30&_sortField=id&_sortDir=DESC',
    );
  });

  it('follows navigations and reports the URL', async () => {
    const opened = await openNgAdmin();
    expect(opened.url()).toBe('/');
    await opened.navigate('/posts/list?page=1');
    expect(opened.url()).toBe('/posts/list?page=1');
    expect(await (await opened.loader.getHarness(NgaListHarness)).getTitle()).toBe('Posts list');
  });
});

describe('openNgAdmin', () => {
  it('says when the in-memory API is not set up', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdmin(() => createAdmin().application('Empty')),
        provideHttpClientTesting(),
      ],
    });
    const opened = await openNgAdmin();
    expect(() => opened.api).toThrowError(/configure TestBed with provideNgAdminTesting/);
  });
});

describe('captureDownloads', () => {
  it('reads the files saved through download links and restores the links on stop', async () => {
    const downloads = captureDownloads();
    const anchor = document.createElement('a');
    anchor.download = 'notes.txt';
    anchor.href = URL.createObjectURL(new Blob(['\uFEFFHello'], { type: 'text/plain' }));
    anchor.click();
    downloads.stop();
    expect(await downloads.files()).toEqual([
      { fileName: 'notes.txt', type: 'text/plain', text: 'Hello', bom: true },
    ]);
    const clicks = jasmine.createSpy('click');
    const plain = document.createElement('a');
    plain.href = '#nowhere';
    plain.addEventListener('click', (event) => {
      event.preventDefault();
      clicks();
    });
    plain.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(await downloads.files()).toHaveSize(1);
  });
});
