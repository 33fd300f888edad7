import { TestBed } from '@angular/core/testing';
import { Router } from '@angular/router';
import { createAdmin, type SubmitSuccessContext } from '@ng-admin/core/config';
import {
  NgaFormHarness,
  NgaOpenedAdmin,
  NgaShowHarness,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';
import { NGA_BROWSER_STORAGE } from '../../base/browser-storage';

describe('NgaFormPage', () => {
  const POST = { id: 1, title: 'Hello', views: 3 };

  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts
      .editionView()
      .fields(
        admin.field('title').label('Title').validation({ required: true }),
        admin.field('views', 'number').label('Views'),
      )
      .onSubmitSuccess([
        Router,
        (router: Router, { entry }: SubmitSuccessContext) => {
          void router.navigateByUrl(`/posts/show/${entry.identifierValue}`);
          return false;
        },
      ]);
    posts.creationView().fields(admin.field('title').label('Title'));
    posts.showView().fields(admin.field('title').label('Title'));
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  }

  let admin: NgaOpenedAdmin;
  let form: NgaFormHarness;
  let confirm: jasmine.Spy;

  async function openEditionForm(): Promise<void> {
    admin = await openNgAdmin('/posts/edit/1');
    form = await admin.loader.getHarness(NgaFormHarness);
  }

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideNgAdminTesting(application, { data: { posts: [POST] } })],
    });
    confirm = spyOn(globalThis, 'confirm').and.returnValue(false);
  });

  function storedDraft(): Record<string, unknown> | null {
    const stored = TestBed.inject(NGA_BROWSER_STORAGE).session?.getItem(
      'nga-draft:posts:edition:1',
    );
    return stored ? (JSON.parse(stored) as { values: Record<string, unknown> }).values : null;
  }

  it('lets an onSubmitSuccess hook leave the saved form without asking', async () => {
    await openEditionForm();
    await form.setValue('Title', 'Hello again');
    await form.save();

    expect(admin.api.record('posts', 1)).toEqual({ ...POST, title: 'Hello again' });
    expect(confirm).not.toHaveBeenCalled();
    expect(admin.url()).toBe('/posts/show/1');
    const show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getValue('Title')).toBe('Hello again');
  });

  it('creates an entry', async () => {
    admin = await openNgAdmin('/posts/create');
    form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.getTitle()).toBe('Create new Post');
    await form.setValue('Title', 'Brand new');
    await form.save();
    expect(await admin.waitForNotification()).toBe('Element successfully created.');
    expect(admin.api.collection('posts')).toEqual([POST, { title: 'Brand new', id: 2 }]);
  });

  it('still asks before leaving unsaved changes', async () => {
    await openEditionForm();
    await form.setValue('Title', 'Not saved');

    await admin.navigate('/posts/show/1');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(admin.url()).toBe('/posts/edit/1');
  });

  it('asks the browser to confirm leaving the page only while changes are unsaved', async () => {
    await openEditionForm();
    const leave = () => {
      // Karma's own handler reports any beforeunload as a page reload: set aside meanwhile.
      const karmaHandler = window.onbeforeunload;
      window.onbeforeunload = null;
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      window.onbeforeunload = karmaHandler;
      return event.defaultPrevented;
    };
    expect(leave()).toBeFalse();
    await form.setValue('Title', 'Not saved');
    expect(leave()).toBeTrue();
  });

  it('keeps an invalid form, says why and moves the focus to the first invalid field', async () => {
    await openEditionForm();
    await form.setValue('Title', '');
    await form.save();

    expect(await form.getErrorMessage()).toBe('Invalid form');
    const title = await form.getField('Title');
    expect(await title.getErrors()).toEqual(['This field is required.']);
    expect(await title.isFocused()).toBeTrue();
    expect(admin.api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows a server violation under its control and moves the focus to it', async () => {
    await openEditionForm();
    await form.setValue('Views', -1);
    admin.api.fail({ method: 'PUT', violations: { views: 'Must be positive.' } });
    await form.save();

    const views = await form.getField('Views');
    expect(await views.isFocused()).toBeTrue();
    expect(await views.getErrors()).toEqual(['Must be positive.']);
    expect(await views.getValue()).toBe('-1');
    expect(await form.getErrorMessage()).toBe('The server refused the data: Validation failed');
    expect(admin.api.record('posts', 1)).toEqual(POST);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    await openEditionForm();
    await form.setValue('Title', 'Kept');
    admin.api.fail({ method: 'PUT', status: 0 });
    await form.save();

    expect(await form.getErrorMessage()).toContain('could not be reached');
    expect(await form.getValue('Title')).toBe('Kept');
    await form.save();
    expect(admin.api.record('posts', 1)?.['title']).toBe('Kept');
  });

  it('keeps a draft as soon as a save fails, without waiting for a pause in the typing', async () => {
    await openEditionForm();
    await form.setValue('Title', 'Typed then saved at once');
    admin.api.fail({ method: 'PUT', status: 401 });
    await form.save();

    expect(storedDraft()?.['title']).toBe('Typed then saved at once');
  });

  it('keeps a draft of values typed right before the form goes away', async () => {
    await openEditionForm();
    await form.setValue('Title', 'Typed then left at once');
    confirm.and.returnValue(true);
    await admin.navigate('/posts/show/1');

    expect(admin.url()).toBe('/posts/show/1');
    expect(storedDraft()?.['title']).toBe('Typed then left at once');
  });

  it('offers back the unsaved values of an earlier visit', async () => {
    await openEditionForm();
    await form.setValue('Title', 'Draft title');
    // Drafts are kept once typing pauses.
    await new Promise((resolve) => setTimeout(resolve, 500));
    confirm.and.returnValue(true);
    await admin.navigate('/posts/show/1');

    await admin.navigate('/posts/edit/1');
    form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.hasDraft()).toBeTrue();
    expect(await form.getDraftText()).toBe('You have unsaved changes from an earlier visit.');
    expect(await form.getValue('Title')).toBe('Hello');
    await form.restoreDraft();
    expect(await form.hasDraft()).toBeFalse();
    expect(await form.getValue('Title')).toBe('Draft title');
  });
});
