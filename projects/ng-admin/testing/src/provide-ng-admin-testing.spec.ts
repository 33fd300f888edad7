import { Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import {
  NGA_BROWSER_STORAGE,
  NgaFieldTypeRegistry,
  NgaJsonServerDialect,
  provideNgAdmin,
  withApiMapping,
  withFieldTypes,
} from '@ng-admin/core';
import { admin, createAdmin, type NumberField } from '@ng-admin/core/config';
import { captureDownloads } from './capture-downloads';
import { NgaDeleteHarness } from './harnesses/delete-harness';
import { NgaListHarness } from './harnesses/list-harness';
import { NgaNotificationHarness } from './harnesses/notification-harness';
import { openNgAdmin } from './open-ng-admin';
import { provideNgAdminTesting } from './provide-ng-admin-testing';
import { NgaMemoryStorage } from './storage/memory-storage';

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

describe("provideNgAdminTesting's browser storage", () => {
  const KEPT = 'nga-kept-writes';
  const KEPT_MESSAGE = 'A write was not sent when the page closed: deletion of Post #2.';

  function blog() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title').label('Title'));
    // Deletions wait to be undone (the default) long enough for the app to be destroyed.
    return admin.application('Blog').baseApiUrl('/api/').undoDelay(5000).addEntity(posts);
  }

  function setUp(storage?: { local: Storage | null; session: Storage | null }): void {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(blog, {
          data: {
            posts: [
              { id: 1, title: 'Angular' },
              { id: 2, title: 'RxJS' },
            ],
          },
          storage,
        }),
      ],
    });
  }

  /** Deletes Post #2 and destroys the app before the deletion is sent: the write is kept. */
  async function deleteThenDestroy(): Promise<void> {
    const admin = await openNgAdmin('/posts/delete/2');
    await (await admin.loader.getHarness(NgaDeleteHarness)).confirm();
    await admin.waitForNotification('Element deleted.');
    TestBed.resetTestingModule();
  }

  let realKept: string | null;
  beforeEach(() => (realKept = localStorage.getItem(KEPT)));

  it('gives each TestBed storage of its own, leaving the browser storage alone', async () => {
    setUp();
    const first = TestBed.inject(NGA_BROWSER_STORAGE);
    expect(first.local).toBeInstanceOf(NgaMemoryStorage);
    expect(first.session).toBeInstanceOf(NgaMemoryStorage);
    await deleteThenDestroy();
    expect(first.local?.getItem(KEPT)).toContain('deletion of Post #2');
    expect(localStorage.getItem(KEPT)).toBe(realKept);

    setUp();
    const next = TestBed.inject(NGA_BROWSER_STORAGE);
    expect(next.local).not.toBe(first.local);
    expect(next.local?.getItem(KEPT)).toBeNull();
    const admin = await openNgAdmin('/posts/list');
    await admin.loader.getHarness(NgaListHarness);
    expect(await admin.documentLoader.getAllHarnesses(NgaNotificationHarness)).toEqual([]);
  });

  it('shares the storage it is given, as across a restart of the app', async () => {
    const storage = { local: new NgaMemoryStorage(), session: new NgaMemoryStorage() };
    setUp(storage);
    expect(TestBed.inject(NGA_BROWSER_STORAGE)).toBe(storage);
    await deleteThenDestroy();
    expect(storage.local.getItem(KEPT)).toContain('deletion of Post #2');

    // The restarted app offers the kept write; Send sends it.
    setUp(storage);
    const admin = await openNgAdmin('/posts/list');
    await admin.waitForNotification(KEPT_MESSAGE);
    const offers = await admin.documentLoader.getAllHarnesses(NgaNotificationHarness);
    const offer = offers[offers.length - 1];
    expect(await offer.getAction()).toBe('Send');
    await offer.takeAction();
    await admin.waitForNotification('Sent: deletion of Post #2.');
    expect(admin.api.collection('posts').map((post) => post['id'])).toEqual([1]);
    expect(storage.local.getItem(KEPT)).toBeNull();
    expect(localStorage.getItem(KEPT)).toBe(realKept);
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
