import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { createAdmin, type MutationMode } from '@ng-admin/core/config';
import {
  NgaDeleteHarness,
  NgaFormHarness,
  NgaListHarness,
  NgaNotificationHarness,
  NgaOpenedAdmin,
  NgaShowHarness,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';
import { NGA_BROWSER_STORAGE } from '../../base/browser-storage';
import { NgaPendingWrites } from '../../data/pending-writes';

/** Waits until `check` holds, letting the page settle in between (5 s at most). */
async function until(check: () => Promise<boolean> | boolean, what = 'a condition'): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error(`Timed out waiting for ${what}`);
    await TestBed.inject(ApplicationRef).whenStable();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** How long Undo is offered in these specs. */
const DELAY = 400;

const POSTS = [
  { id: 1, title: 'Angular', views: 30 },
  { id: 2, title: 'RxJS', views: 5 },
  { id: 3, title: 'CSS', views: 12 },
];

function application(modes: { deletion?: MutationMode; edition?: MutationMode } = {}) {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  posts
    .listView()
    .sortField('id')
    .sortDir('ASC')
    .fields(admin.field('id', 'number').label('Id'), admin.field('title').label('Title'));
  posts
    .editionView()
    .fields(
      admin.field('title').label('Title').validation({ required: true }),
      admin.field('views', 'number').label('Views'),
    );
  posts.showView().fields(admin.field('title').label('Title'));
  if (modes.deletion) posts.deletionView().mutationMode(modes.deletion);
  if (modes.deletion) posts.batchDeleteView().mutationMode(modes.deletion);
  if (modes.edition) posts.editionView().mutationMode(modes.edition);
  return admin.application('Blog').baseApiUrl('/api/').undoDelay(DELAY).addEntity(posts);
}

function setUp(modes: { deletion?: MutationMode; edition?: MutationMode } = {}): void {
  TestBed.configureTestingModule({
    providers: [provideNgAdminTesting(() => application(modes), { data: { posts: POSTS } })],
  });
}

async function notification(
  admin: NgaOpenedAdmin,
  message: string,
): Promise<NgaNotificationHarness> {
  await admin.waitForNotification(message);
  const shown = await admin.documentLoader.getAllHarnesses(NgaNotificationHarness);
  for (const candidate of shown) if ((await candidate.getMessage()) === message) return candidate;
  throw new Error(`No notification "${message}"`);
}

/** The writes kept for the next start, in the admin's (in-memory) browser storage. */
const keptWrites = () => TestBed.inject(NGA_BROWSER_STORAGE).local?.getItem('nga-kept-writes');

const deletions = (admin: NgaOpenedAdmin) =>
  admin.api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url);

describe('Undoable deletion (the default)', () => {
  let admin: NgaOpenedAdmin;

  beforeEach(async () => {
    setUp();
    admin = await openNgAdmin('/posts/delete/2');
    await (await admin.loader.getHarness(NgaDeleteHarness)).confirm();
  });

  it('leaves at once for the list without the entry, offers Undo and sends nothing yet', async () => {
    expect(admin.url()).toMatch(/^\/posts\/list/);
    const offer = await notification(admin, 'Element deleted.');
    expect(await offer.getAction()).toBe('Undo');
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'CSS']);
    expect(await list.getPageRange()).toBe('1-2 of 2');
    expect(deletions(admin)).toEqual([]);
  });

  it('Undo puts the entry back and never sends the request', async () => {
    await (await notification(admin, 'Element deleted.')).takeAction();
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'RxJS', 'CSS']);
    await sleep(DELAY + 200);
    expect(deletions(admin)).toEqual([]);
    expect(admin.api.collection('posts').length).toBe(3);
  });

  it('sends the request when the delay runs out; the entry stays away', async () => {
    await until(() => deletions(admin).length === 1, 'the DELETE');
    expect(deletions(admin)).toEqual(['/api/posts/2']);
    expect(admin.api.collection('posts').map((post) => post['id'])).toEqual([1, 3]);
    const list = await admin.loader.getHarness(NgaListHarness);
    await until(async () => (await list.getPageRange()) === '1-2 of 2', 'the reloaded list');
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'CSS']);
  });

  it('Dismiss sends it at once: Undo is no longer offered', async () => {
    await (await notification(admin, 'Element deleted.')).dismiss();
    await until(() => deletions(admin).length === 1, 'the DELETE');
    expect(admin.api.collection('posts').length).toBe(2);
  });

  it('a page closed before the delay keeps the write, offered again on the next start', async () => {
    // The testing API is not the fetch backend: no keepalive, so the write is kept.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await sleep(DELAY + 100);
    expect(deletions(admin)).toEqual([]);
    const kept = JSON.parse(keptWrites() ?? '[]') as {
      description: string;
      requests: { method: string; url: string }[];
    }[];
    expect(kept.map((write) => write.description)).toEqual(['deletion of Post #2']);
    expect(kept[0].requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/posts/2',
    ]);

    // The next start offers it; Send sends it as it was.
    void TestBed.inject(NgaPendingWrites).offerKept();
    const offer = await notification(
      admin,
      'A write was not sent when the page closed: deletion of Post #2.',
    );
    expect(await offer.getAction()).toBe('Send');
    await offer.takeAction();
    await until(() => deletions(admin).length === 1, 'the kept DELETE');
    expect(admin.api.collection('posts').length).toBe(2);
    expect(keptWrites()).toBeNull();
    await admin.waitForNotification('Sent: deletion of Post #2.');
  });
});

describe('Undoable deletion that fails', () => {
  it('puts the entry back and says why', async () => {
    setUp();
    const admin = await openNgAdmin('/posts/delete/2');
    admin.api.fail({ method: 'DELETE', status: 500, message: 'Disk full' });
    await (await admin.loader.getHarness(NgaDeleteHarness)).confirm();
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'CSS']);
    await admin.waitForNotification(/^Post #2 was not deleted: The server failed \(HTTP 500\)/);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'RxJS', 'CSS']);
    expect(admin.api.collection('posts').length).toBe(3);
  });
});

describe('Optimistic deletion', () => {
  it('sends at once; a failure puts the entry back and says why', async () => {
    setUp({ deletion: 'optimistic' });
    const admin = await openNgAdmin('/posts/delete/2');
    admin.api.fail({ method: 'DELETE', status: 500, message: 'Disk full' });
    await (await admin.loader.getHarness(NgaDeleteHarness)).confirm();
    expect(deletions(admin)).toEqual(['/api/posts/2']);
    await admin.waitForNotification(/^Post #2 was not deleted/);
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'RxJS', 'CSS']);
  });
});

describe('Undoable batch deletion', () => {
  it('hides the entries at once; those the server refused come back, with why', async () => {
    setUp();
    const admin = await openNgAdmin('/posts/batch-delete/1,3');
    admin.api.fail({ method: 'DELETE', id: 3, status: 500, message: 'Locked' });
    await (await admin.loader.getHarness(NgaDeleteHarness)).confirm();
    expect(admin.url()).toMatch(/^\/posts\/list/);
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['RxJS']);
    await admin.waitForNotification('2 elements deleted.');
    await admin.waitForNotification(/^1 of 2 elements could not be deleted\. #3: /);
    await until(async () => (await list.getColumnTexts('Title')).length === 2, 'CSS back');
    expect(await list.getColumnTexts('Title')).toEqual(['RxJS', 'CSS']);
    expect(admin.api.collection('posts').map((post) => post['id'])).toEqual([2, 3]);
  });
});

describe('Undoable edition save', () => {
  let admin: NgaOpenedAdmin;

  beforeEach(async () => {
    setUp({ edition: 'undoable' });
    // Opened first: the form then leaves for the list (not back in the browser's history).
    admin = await openNgAdmin('/posts/edit/2');
    const form = await admin.loader.getHarness(NgaFormHarness);
    await form.setValue('Title', 'RxJS in depth');
    await form.save();
    // Saved: the form goes back to where the user came from.
    await until(() => /^\/posts\/list/.test(admin.url()), 'the list');
  });

  const puts = () => admin.api.requests.filter((request) => request.method === 'PUT');

  it('shows the new values at once, offers Undo, and sends when the delay runs out', async () => {
    expect(admin.url()).toMatch(/^\/posts\/list/);
    await notification(admin, 'Changes saved.');
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'RxJS in depth', 'CSS']);
    expect(puts()).toEqual([]);
    await until(() => puts().length === 1, 'the PUT');
    expect(admin.api.collection('posts')[1]?.['title']).toBe('RxJS in depth');
    await admin.navigate('/posts/show/2');
    const show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getValue('Title')).toBe('RxJS in depth');
  });

  it('a show page opened meanwhile shows the new values', async () => {
    await admin.navigate('/posts/show/2');
    const show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getValue('Title')).toBe('RxJS in depth');
    expect(puts()).toEqual([]);
  });

  it('Undo sends nothing and keeps the values as the form’s draft', async () => {
    await (await notification(admin, 'Changes saved.')).takeAction();
    const list = await admin.loader.getHarness(NgaListHarness);
    expect(await list.getColumnTexts('Title')).toEqual(['Angular', 'RxJS', 'CSS']);
    await sleep(DELAY + 100);
    expect(puts()).toEqual([]);
    await admin.navigate('/posts/edit/2');
    const form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.hasDraft()).toBeTrue();
    await form.restoreDraft();
    expect(await form.getValue('Title')).toBe('RxJS in depth');
  });

  it('opening the form again sends the waiting write first, and shows it', async () => {
    await admin.navigate('/posts/edit/2');
    expect(puts().length).toBe(1);
    const form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.getValue('Title')).toBe('RxJS in depth');
  });
});

describe('Edition save refused after it was shown', () => {
  it('brings the form back with the values typed and the violations', async () => {
    setUp({ edition: 'optimistic' });
    const admin = await openNgAdmin('/posts/edit/2');
    admin.api.fail({ method: 'PUT', violations: { title: 'Already used.' } });
    let form = await admin.loader.getHarness(NgaFormHarness);
    await form.setValue('Title', 'Angular');
    await form.setValue('Views', 7);
    await form.save();
    await admin.waitForNotification(/^Your changes to Post #2 were not saved: /);
    await until(() => /^\/posts\/edit\/2/.test(admin.url()), 'the form');
    form = await admin.loader.getHarness(NgaFormHarness);
    await until(async () => (await form.getValue('Title')) === 'Angular', 'the typed title');
    expect(await form.getValue('Views')).toBe('7');
    expect(await (await form.getField('Title')).getErrors()).toEqual(['Already used.']);
    expect(admin.api.collection('posts')[1]?.['title']).toBe('RxJS');
  });

  it('a conflict (412) opens the conflict dialog on the version the save named', async () => {
    setUp({ edition: 'undoable' });
    const admin = await openNgAdmin('/posts/edit/2');
    admin.api.fail({ method: 'PUT', status: 412, message: 'Precondition Failed' });
    const form = await admin.loader.getHarness(NgaFormHarness);
    await form.setValue('Title', 'Mine');
    await form.save();
    await admin.waitForNotification(/^Your changes to Post #2 were not saved: /);
    await until(() => document.querySelector('nga-conflict-dialog') !== null, 'the dialog');
    await until(() => /^\/posts\/edit\/2/.test(admin.url()), 'the form');
  });
});
