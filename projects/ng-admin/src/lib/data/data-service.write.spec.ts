import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { expectRequest, useBlogData } from './testing.spec';
import { BatchDeleteResult } from './data-service';
import { NgaDataChanges, type NgaDataChange } from './data-changes';
import { Entry } from './entry';

describe('NgaDataService writes (default dialect)', () => {
  const bed = useBlogData();

  function loadedPost(): Entry {
    return Entry.fromRest(
      { id: 7, title: 'Old', views: 3, author: { name: 'Ann', id: 2 } },
      bed.config.posts,
      bed.config.posts.editionView().fields(),
    );
  }

  it('creates with POST <entities> and a nested JSON body', () => {
    let created: Entry | undefined;
    bed.data
      .create(bed.config.posts.creationView(), { title: 'New', 'author.name': 'Bob' })
      .subscribe((entry) => (created = entry));
    const request = expectRequest(bed.http, 'POST', 'http://api.test/posts');
    expect(request.request.body).toEqual({ title: 'New', author: { name: 'Bob' } });
    request.flush(
      { id: 8, title: 'New', author: { name: 'Bob' } },
      { status: 201, statusText: 'Created' },
    );
    expect(created?.identifierValue).toBe(8);
    expect(created?.values['author.name']).toBe('Bob');
  });

  it('applies transform functions in order before sending', () => {
    bed.config.posts.creationView().fields(
      admin
        .field('slug')
        .transform((v: string) => v.trim())
        .transform((v: string) => v.toLowerCase()),
    );
    bed.data.create(bed.config.posts.creationView(), { title: 'T', slug: ' Hello ' }).subscribe();
    const request = expectRequest(bed.http, 'POST', 'http://api.test/posts');
    expect(request.request.body).toEqual({ title: 'T', slug: 'hello' });
    request.flush({ id: 1 });
  });

  it('keeps the sent values when the server answers without a body', () => {
    let created: Entry | undefined;
    bed.data
      .create(bed.config.posts.creationView(), { title: 'New' })
      .subscribe((entry) => (created = entry));
    expectRequest(bed.http, 'POST', 'http://api.test/posts').flush(null, {
      status: 204,
      statusText: 'No Content',
    });
    expect(created?.values['title']).toBe('New');
  });

  it('updates with PUT <entities>/<id>: the loaded record merged with the form values', () => {
    let saved: Entry | undefined;
    bed.data
      .update(bed.config.posts.editionView(), loadedPost(), { title: 'New', 'author.name': 'Ann' })
      .subscribe((entry) => (saved = entry));
    const request = expectRequest(bed.http, 'PUT', 'http://api.test/posts/7');
    expect(request.request.body).toEqual({
      id: 7,
      title: 'New',
      views: 3,
      author: { name: 'Ann', id: 2 },
    });
    request.flush({ id: 7, title: 'New', views: 3, author: { name: 'Ann', id: 2 } });
    expect(saved?.values['title']).toBe('New');
  });

  it("with updateMethod('PATCH'), sends only the changed values", () => {
    bed.config.posts.updateMethod('PATCH');
    bed.data
      .update(bed.config.posts.editionView(), loadedPost(), { title: 'Old', 'author.name': 'Bob' })
      .subscribe();
    const request = expectRequest(bed.http, 'PATCH', 'http://api.test/posts/7');
    expect(request.request.body).toEqual({ author: { name: 'Bob' } });
    request.flush({ id: 7, title: 'Old', views: 3, author: { name: 'Bob', id: 2 } });
  });

  it('uses the edition view url, relative to the base', () => {
    bed.config.posts.editionView().url((id) => `drafts/${id}`);
    bed.data.update(bed.config.posts.editionView(), loadedPost(), { title: 'X' }).subscribe();
    expectRequest(bed.http, 'PUT', 'http://api.test/drafts/7').flush({ id: 7 });
  });

  it('deletes with DELETE <entities>/<id>', () => {
    let done = false;
    bed.data.delete(bed.config.posts, 7).subscribe(() => (done = true));
    expectRequest(bed.http, 'DELETE', 'http://api.test/posts/7').flush(null, {
      status: 204,
      statusText: 'No Content',
    });
    expect(done).toBeTrue();
  });

  it('batch delete sends one DELETE per id and reports which failed', () => {
    let result: BatchDeleteResult | undefined;
    bed.data.batchDelete(bed.config.posts, [1, 2, 3]).subscribe((r) => (result = r));
    expectRequest(bed.http, 'DELETE', 'http://api.test/posts/1').flush(null);
    expectRequest(bed.http, 'DELETE', 'http://api.test/posts/2').flush(
      { message: 'Post 2 is locked' },
      { status: 409, statusText: 'Conflict' },
    );
    expectRequest(bed.http, 'DELETE', 'http://api.test/posts/3').flush(null);
    expect(result?.deleted).toEqual([1, 3]);
    expect(result?.failed.map(({ id, error }) => [id, error.status, error.message])).toEqual([
      [2, 409, 'Post 2 is locked'],
    ]);
  });

  it('batch delete of nothing sends nothing', () => {
    let result: BatchDeleteResult | undefined;
    bed.data.batchDelete(bed.config.posts, []).subscribe((r) => (result = r));
    expect(result).toEqual({ deleted: [], failed: [] });
  });

  it('makes at most 3 requests for a reference in an edition form', () => {
    const author = admin
      .field('author_id', 'reference')
      .targetEntity(bed.config.users)
      .targetField(admin.field('name'));
    const edition = bed.config.posts.editionView().fields(author);
    let entry: Entry | undefined;
    bed.data.getEntry(bed.config.posts, 7, edition).subscribe((e) => (entry = e));
    expectRequest(bed.http, 'GET', 'http://api.test/posts/7').flush({ id: 7, author_id: 2 });
    bed.data.resolveReferences(edition, [entry as Entry]).subscribe();
    bed.data.referenceChoices(author).subscribe();
    expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/users?_perPage=30&_sortField=id&_sortDir=DESC',
    ).flush([]);
  });

  it('forgets a cached record once it was updated', () => {
    const author = bed.config.posts.listView().getField('author_id');
    const rows = [new Entry('posts', { author_id: 2 })];
    bed.data.resolveReferences([author!], rows).subscribe();
    expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Bob' });
    bed.config.users.editionView().fields(admin.field('name'));
    const bob = Entry.fromRest({ id: 2, name: 'Bob' }, bed.config.users);
    bed.data.update(bed.config.users.editionView(), bob, { name: 'Robert' }).subscribe();
    expectRequest(bed.http, 'PUT', 'http://api.test/users/2').flush({ id: 2, name: 'Robert' });
    bed.data.resolveReferences([author!], rows).subscribe();
    expectRequest(bed.http, 'GET', 'http://api.test/users/2').flush({ id: 2, name: 'Robert' });
  });

  it('announces every successful write in NgaDataChanges, and no failed one', () => {
    const changes: NgaDataChange[] = [];
    TestBed.inject(NgaDataChanges).changes.subscribe((change) => changes.push(change));
    bed.data.create(bed.config.posts.creationView(), { title: 'New' }).subscribe();
    expectRequest(bed.http, 'POST', 'http://api.test/posts').flush({ id: 8, title: 'New' });
    bed.data.update(bed.config.posts.editionView(), loadedPost(), { title: 'X' }).subscribe();
    expectRequest(bed.http, 'PUT', 'http://api.test/posts/7').flush({ id: 7, title: 'X' });
    bed.data.delete(bed.config.posts, 7).subscribe();
    expectRequest(bed.http, 'DELETE', 'http://api.test/posts/7').flush(null);
    bed.data.delete(bed.config.posts, 9).subscribe({ error: () => undefined });
    expectRequest(bed.http, 'DELETE', 'http://api.test/posts/9').flush(
      { message: 'Gone' },
      { status: 404, statusText: 'Not Found' },
    );
    expect(changes).toEqual([
      { entityName: 'posts', id: 8, kind: 'create' },
      { entityName: 'posts', id: 7, kind: 'update' },
      { entityName: 'posts', id: 7, kind: 'delete' },
    ]);
  });
});
