import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { openNgAdmin, NgaOpenedAdmin } from '../open-ng-admin';
import { provideNgAdminTesting } from '../provide-ng-admin-testing';
import { NgaFieldHarness } from './field-harness';
import { NgaFormHarness } from './form-harness';

describe('NgaFieldHarness', () => {
  function application() {
    const admin = createAdmin();
    const users = admin.entity('users');
    const tags = admin.entity('tags');
    const posts = admin.entity('posts');
    posts.editionView().fields(
      admin.field('title').label('Title').validation({ required: true }),
      admin.field('views', 'number').label('Views'),
      admin.field('body', 'text').label('Body'),
      admin
        .field('status', 'choice')
        .label('Status')
        .choices([
          { value: 'draft', label: 'Draft' },
          { value: 'published', label: 'Published' },
        ]),
      admin
        .field('topics', 'choices')
        .label('Topics')
        .choices([
          { value: 'ng', label: 'Angular' },
          { value: 'rx', label: 'RxJS' },
          { value: 'css', label: 'CSS' },
        ]),
      admin.field('featured', 'boolean').label('Featured'),
      admin.field('accepted', 'boolean').label('Accepted').validation({ required: true }),
      admin.field('published_at', 'date').label('Published on'),
      admin.field('starts_at', 'datetime').label('Starts'),
      admin
        .field('author_id', 'reference')
        .label('Author')
        .targetEntity(users)
        .targetField(admin.field('name')),
      admin
        .field('editor_id', 'reference')
        .label('Editor')
        .targetEntity(users)
        .targetField(admin.field('name'))
        .remoteComplete(true, { refreshDelay: 10 }),
      admin
        .field('tag_ids', 'reference_many')
        .label('Tags')
        .targetEntity(tags)
        .targetField(admin.field('name'))
        .remoteComplete(true, { refreshDelay: 10 }),
    );
    return admin
      .application('Test')
      .baseApiUrl('/api/')
      .addEntity(posts)
      .addEntity(users)
      .addEntity(tags);
  }

  const POST = {
    id: 1,
    title: 'Hello',
    views: 3,
    body: 'Some text',
    status: 'draft',
    topics: ['ng'],
    featured: null,
    accepted: true,
    published_at: '2024-05-17',
    starts_at: null,
    author_id: 1,
    editor_id: 2,
    tag_ids: [1],
  };

  let admin: NgaOpenedAdmin;
  let form: NgaFormHarness;

  const field = (label: string) => form.getField(label);

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: {
            posts: [POST],
            users: [
              { id: 1, name: 'Ada' },
              { id: 2, name: 'Grace' },
              { id: 3, name: 'Linus' },
            ],
            tags: [
              { id: 1, name: 'news' },
              { id: 2, name: 'howto' },
            ],
          },
        }),
      ],
    });
    admin = await openNgAdmin('/posts/edit/1');
    form = await admin.loader.getHarness(NgaFormHarness);
  });

  it('recognizes the widget of each built-in type', async () => {
    const kinds: Record<string, string> = {};
    for (const item of await form.getFields()) kinds[await item.getLabel()] = await item.getKind();
    expect(kinds).toEqual({
      Title: 'text',
      Views: 'text',
      Body: 'text',
      Status: 'select',
      Topics: 'select',
      Featured: 'select',
      Accepted: 'checkbox',
      'Published on': 'date',
      Starts: 'datetime',
      Author: 'select',
      Editor: 'autocomplete',
      Tags: 'chips',
    });
    expect(await (await field('Tags')).getType()).toBe('reference_many');
  });

  it('reads the values as shown', async () => {
    expect(await form.getValues()).toEqual({
      Title: 'Hello',
      Views: '3',
      Body: 'Some text',
      Status: 'Draft',
      Topics: ['Angular'],
      Featured: 'Not set',
      Accepted: true,
      'Published on': '2024-05-17',
      Starts: '',
      Author: 'Ada',
      Editor: 'Grace',
      Tags: ['news'],
    });
  });

  it('enters values in every kind of widget, which the save writes', async () => {
    await form.fill({
      Title: 'Hello again',
      Views: 42,
      Body: 'More text',
      Status: 'Published',
      Topics: ['RxJS', 'CSS'],
      Featured: 'true',
      Accepted: false,
      'Published on': new Date(2025, 0, 2),
      Author: 'Linus',
      Editor: 'Ada',
      Tags: ['howto'],
    });
    await form.save();

    expect(admin.api.record('posts', 1)).toEqual({
      ...POST,
      title: 'Hello again',
      views: 42,
      body: 'More text',
      status: 'published',
      topics: ['rx', 'css'],
      featured: true,
      accepted: false,
      published_at: '2025-01-02',
      author_id: 3,
      editor_id: 1,
      tag_ids: [2],
    });
  });

  it('finds a field by label and type', async () => {
    const status = await admin.loader.getHarness(NgaFieldHarness.with({ label: /^Stat/ }));
    expect(await status.getOptions()).toEqual(['None', 'Draft', 'Published']);
    const [date] = await admin.loader.getAllHarnesses(NgaFieldHarness.with({ type: 'date' }));
    expect(await date.getLabel()).toBe('Published on');
  });

  it('shows errors and the required and disabled states', async () => {
    const title = await field('Title');
    expect(await title.isRequired()).toBeTrue();
    expect(await (await field('Body')).isRequired()).toBeFalse();
    expect(await title.isDisabled()).toBeFalse();
    expect(await title.getErrors()).toEqual([]);
    await title.setValue('');
    expect(await title.getErrors()).toEqual(['This field is required.']);
  });

  it('says why a value does not suit a widget', async () => {
    await expectAsync((await field('Accepted')).setValue('yes')).toBeRejectedWithError(
      'NgaFieldHarness: the field "Accepted" is a checkbox widget, which takes true or false; got "yes"',
    );
    await expectAsync((await field('Status')).setValue('Archived')).toBeRejectedWithError(
      'NgaFieldHarness: the field "Status" offers no option ["Archived"]; its options are ' +
        '["None","Draft","Published"]',
    );
    await expectAsync(
      (await field('Status')).setValue(['Draft', 'Published']),
    ).toBeRejectedWithError(/takes one option label/);
    await expectAsync((await field('Starts')).setValue('2024-01-01')).toBeRejectedWithError(
      /is a datetime widget, which the harness cannot fill/,
    );
    await expectAsync(form.getField('Nope')).toBeRejectedWithError(
      /no field "Nope"; the fields are \["Title","Views",/,
    );
  });
});
