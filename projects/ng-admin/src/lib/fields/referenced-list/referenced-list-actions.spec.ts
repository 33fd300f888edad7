import { createAdmin } from '@ng-admin/core/config';
import {
  type AdminTestBed,
  answerRequest,
  setUpAdmin,
} from '../../views/shared/admin-testing.spec';

describe('referenced_list and embedded_list in a show view', () => {
  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    const comments = admin.entity('comments');
    comments.listView().fields(admin.field('body'));
    comments.editionView().fields(admin.field('body'));
    comments.showView().fields(admin.field('body'));
    posts.listView().fields(admin.field('title'));
    posts.showView().fields(
      admin
        .field('comments', 'referenced_list')
        .targetEntity(comments)
        .targetReferenceField('post_id')
        .targetFields([admin.field('id').isDetailLink(true), admin.field('body')])
        .listActions(['edit', 'show'])
        .entryCssClasses((entry) => (String(entry?.values['body']).includes('!') ? 'loud' : '')),
      admin
        .field('replies', 'embedded_list')
        .targetEntity(comments)
        .targetFields([admin.field('id'), admin.field('body')])
        .listActions(['edit']),
    );
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts).addEntity(comments);
  }

  let admin: AdminTestBed;
  async function answer(url: string, body: object): Promise<void> {
    await answerRequest(admin.http, url, body);
    // The datagrid loads lazily: let it arrive.
    await admin.harness.fixture.whenStable();
  }

  beforeEach(async () => {
    admin = await setUpAdmin(application);
  });

  it('shows the row buttons of listActions() and the row classes of entryCssClasses()', async () => {
    const navigation = admin.harness.navigateByUrl('/posts/show/7');
    await answer('/api/posts/7', { id: 7, replies: [{ id: 5, body: 'Embedded' }] });
    await navigation;
    const filters = encodeURIComponent(JSON.stringify({ post_id: 7 }));
    await answer(
      `/api/comments?_page=1&_perPage=30&_sortField=id&_sortDir=DESC&_filters=${filters}`,
      [
        { id: 2, body: 'Hello!', post_id: 7 },
        { id: 1, body: 'Hi', post_id: 7 },
      ],
    );
    const page = admin.harness.routeNativeElement as HTMLElement;
    const [related, embedded] = Array.from(page.querySelectorAll('.nga-datagrid'));

    const links = (table: Element | undefined) =>
      Array.from(table?.querySelectorAll('.mat-mdc-cell.nga-actions-cell a') ?? [], (link) =>
        link.getAttribute('href'),
      );
    expect(links(related)).toEqual([
      '/comments/edit/2',
      '/comments/show/2',
      '/comments/edit/1',
      '/comments/show/1',
    ]);
    const rows = Array.from(related?.querySelectorAll('.nga-row') ?? []);
    expect(rows.map((row) => row.classList.contains('loud'))).toEqual([true, false]);
    expect(links(embedded)).toEqual(['/comments/edit/5']);
  });
});
