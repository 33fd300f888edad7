import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import {
  NgaFormHarness,
  NgaOpenedAdmin,
  NgaShowHarness,
  openNgAdmin,
  provideNgAdminTesting,
} from '@ng-admin/core/testing';

describe('NgaShowPage', () => {
  function application() {
    const admin = createAdmin();
    const users = admin.entity('users');
    const tags = admin.entity('tags');
    const comments = admin.entity('comments');
    const posts = admin.entity('posts');
    posts.showView().fields(
      admin.field('title').label('Title'),
      admin.field('views', 'number').label('Views'),
      admin.field('published', 'boolean').label('Published'),
      admin
        .field('status', 'choice')
        .label('Status')
        .choices([{ value: 'draft', label: 'Draft' }]),
      admin
        .field('author_id', 'reference')
        .label('Author')
        .targetEntity(users)
        .targetField(admin.field('name')),
      admin
        .field('tag_ids', 'reference_many')
        .label('Tags')
        .targetEntity(tags)
        .targetField(admin.field('name')),
      admin
        .field('comments', 'referenced_list')
        .label('Comments')
        .targetEntity(comments)
        .targetReferenceField('post_id')
        .targetFields([admin.field('body').label('Body')]),
      admin.field('summary', 'template').label('Summary').template('{{ entry.values.title }}!'),
    );
    posts.editionView().fields(admin.field('title').label('Title'));
    return admin
      .application('Blog')
      .baseApiUrl('/api/')
      .addEntity(posts)
      .addEntity(users)
      .addEntity(tags)
      .addEntity(comments);
  }

  let admin: NgaOpenedAdmin;
  let show: NgaShowHarness;

  async function open(url: string): Promise<void> {
    admin = await openNgAdmin(url);
    show = await admin.loader.getHarness(NgaShowHarness);
  }

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: {
            posts: [
              {
                id: 1,
                title: 'Hello',
                views: 3,
                published: true,
                status: 'draft',
                author_id: 2,
                tag_ids: [1, 2],
              },
            ],
            users: [
              { id: 1, name: 'Ada' },
              { id: 2, name: 'Grace' },
            ],
            tags: [
              { id: 1, name: 'news' },
              { id: 2, name: 'howto' },
            ],
            comments: [
              { id: 1, post_id: 1, body: 'First!' },
              { id: 2, post_id: 2, body: 'Elsewhere' },
              { id: 3, post_id: 1, body: 'Thanks' },
            ],
          },
        }),
      ],
    });
  });

  it('shows every field with its label, references resolved', async () => {
    await open('/posts/show/1');
    expect(await show.getTitle()).toBe('Post #1');
    expect(await show.getValues()).toEqual({
      Title: 'Hello',
      Views: '3',
      Published: 'true',
      Status: 'Draft',
      Author: 'Grace',
      Tags: 'news\nhowto',
      Comments: jasmine.any(String),
      Summary: 'Hello!',
    });
    expect(await (await show.getField('Tags')).getItems()).toEqual(['news', 'howto']);
  });

  it("lists a referenced list's entries in a grid", async () => {
    await open('/posts/show/1');
    const grid = await (await show.getField('Comments')).getGrid();
    expect(await grid.getColumnTexts('Body')).toEqual(['Thanks', 'First!']);
  });

  it('offers the actions of the view', async () => {
    await open('/posts/show/1');
    expect(await show.getActions()).toEqual(['Edit', 'Delete']);
    await show.clickAction('Edit');
    expect(admin.url()).toBe('/posts/edit/1');
    const form = await admin.loader.getHarness(NgaFormHarness);
    expect(await form.getValue('Title')).toBe('Hello');
  });

  it('says that an entry does not exist', async () => {
    await open('/posts/show/9');
    expect(await show.getProblem()).toBe(
      'Post #9 was not found\nIt may have been deleted, or the address is wrong.',
    );
    expect(await show.getFields()).toEqual([]);
  });

  it('offers Retry after a server failure', async () => {
    admin = await openNgAdmin('/');
    admin.api.fail({ collection: 'posts', id: 1, status: 503, message: 'Maintenance' });
    await admin.navigate('/posts/show/1');
    show = await admin.loader.getHarness(NgaShowHarness);
    expect(await show.getProblem()).toContain('Maintenance');
    await show.retry();
    expect(await show.getProblem()).toBeNull();
    expect(await show.getValue('Title')).toBe('Hello');
  });
});
