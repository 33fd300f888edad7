import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatDialogHarness } from '@angular/material/dialog/testing';
import { createAdmin, type Entity, type ViewKind } from '@ng-admin/core/config';
import {
  NgaFormHarness,
  NgaOpenedAdmin,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';
import { NGA_VIEW_ACCESS } from '../../base/links';

describe('Creating a referenced record from a reference input', () => {
  let hookRuns: string[];

  function application() {
    const admin = createAdmin();
    const tags = admin.entity('tags');
    const posts = admin.entity('posts');
    tags.listView().fields(admin.field('name'));
    tags
      .creationView()
      .fields(
        admin.field('name').label('Name').validation({ required: true, minlength: 2 }),
        admin.field('published', 'boolean').label('Published').defaultValue(true),
      )
      .onSubmitSuccess(({ entry }) => {
        hookRuns.push(String(entry.values['name']));
      });
    posts.listView().fields(admin.field('title'));
    posts
      .creationView()
      .fields(
        admin.field('title').label('Title'),
        admin
          .field('tags', 'reference_many')
          .label('Tags')
          .targetEntity(tags)
          .targetField(admin.field('name'))
          .remoteComplete(true, { refreshDelay: 0 })
          .creatable(true),
        admin
          .field('main_tag', 'reference')
          .label('Main tag')
          .targetEntity(tags)
          .targetField(admin.field('name'))
          .creatable(true),
      );
    return admin.application('Blog').baseApiUrl('/api/').addEntity(posts).addEntity(tags);
  }

  function setUp(access?: (entity: Entity, kind: ViewKind) => boolean): void {
    hookRuns = [];
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: { tags: [{ id: 1, name: 'angular', published: true }], posts: [] },
        }),
        ...(access ? [{ provide: NGA_VIEW_ACCESS, useValue: access }] : []),
      ],
    });
  }

  let admin: NgaOpenedAdmin;
  let form: NgaFormHarness;

  async function openForm(): Promise<void> {
    admin = await openNgAdmin('/posts/create');
    form = await admin.loader.getHarness(NgaFormHarness);
  }

  async function typeInTags(text: string): Promise<MatAutocompleteHarness> {
    // The tags' chips have the form's only autocomplete.
    const autocomplete = await admin.loader.getHarness(MatAutocompleteHarness);
    await autocomplete.enterText(text);
    return autocomplete;
  }

  it('offers "Create tag" with the typed text, creates it in a dialog and chooses it', async () => {
    setUp();
    await openForm();
    const autocomplete = await typeInTags('rxjs');
    await waitFor(async () => (await optionTexts(autocomplete)).includes('Create Tag "rxjs"'));
    await autocomplete.selectOption({ text: /Create Tag "rxjs"/ });

    await waitFor(async () => document.querySelector('nga-create-dialog input') !== null);
    const dialog = await admin.documentLoader.getHarness(MatDialogHarness);
    expect(await dialog.getTitleText()).toBe('Create new Tag');
    // The dialog holds the creation view's own form, the typed text in the target field.
    const name = document.querySelector<HTMLInputElement>('nga-create-dialog input');
    expect(name?.value).toBe('rxjs');
    (document.querySelector('nga-create-dialog button.nga-save') as HTMLButtonElement).click();
    await waitFor(async () => document.querySelector('nga-create-dialog') === null);

    expect(admin.api.collection('tags').map((tag) => tag['name'])).toEqual(['angular', 'rxjs']);
    expect(admin.api.collection('tags')[1]?.['published']).toBeTrue();
    expect(hookRuns).toEqual(['rxjs']);
    await waitFor(async () => JSON.stringify(await form.getValue('Tags')).includes('rxjs'));
    expect(await form.getValue('Tags')).toEqual(['rxjs']);
  });

  it('runs the creation view validation: an invalid value keeps the dialog open', async () => {
    setUp();
    await openForm();
    const autocomplete = await typeInTags('x');
    await waitFor(async () => (await optionTexts(autocomplete)).includes('Create Tag "x"'));
    await autocomplete.selectOption({ text: /Create Tag "x"/ });
    await waitFor(async () => document.querySelector('nga-create-dialog button.nga-save') !== null);
    (document.querySelector('nga-create-dialog button.nga-save') as HTMLButtonElement).click();
    await admin.fixture.whenStable();
    expect(document.querySelector('nga-create-dialog .nga-submit-error')?.textContent).toContain(
      'Invalid form',
    );
    expect(admin.api.collection('tags').length).toBe(1);
    (document.querySelector('nga-create-dialog button.nga-cancel') as HTMLButtonElement).click();
    await waitFor(async () => document.querySelector('nga-create-dialog') === null);
  });

  it('Cancel changes nothing', async () => {
    setUp();
    await openForm();
    const select = await form.getField('Main tag');
    const button = await select.host();
    expect(await button.text()).toContain('Create Tag');
    (
      document.querySelector('nga-reference-select button.nga-create-reference') as HTMLElement
    ).click();
    await waitFor(
      async () => document.querySelector('nga-create-dialog button.nga-cancel') !== null,
    );
    (document.querySelector('nga-create-dialog button.nga-cancel') as HTMLButtonElement).click();
    await waitFor(async () => document.querySelector('nga-create-dialog') === null);
    expect(admin.api.collection('tags').length).toBe(1);
    expect(await form.getValue('Main tag')).toBe('');
    expect(admin.api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('is not offered to a user who may not create the target', async () => {
    setUp((entity, kind) => !(entity.name() === 'tags' && kind === 'creation'));
    await openForm();
    expect(document.querySelector('button.nga-create-reference')).toBeNull();
    const autocomplete = await typeInTags('rxjs');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await optionTexts(autocomplete)).not.toContain('Create Tag "rxjs"');
  });
});

async function optionTexts(autocomplete: MatAutocompleteHarness): Promise<string[]> {
  const options = await autocomplete.getOptions();
  return Promise.all(options.map((option) => option.getText()));
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 4000) throw new Error('Timed out');
    await TestBed.inject(ApplicationRef).whenStable();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
