import { HttpTestingController, TestRequest } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';
import { Blog, blog, expectRequest, setUpData } from '../testing.spec';
import { EntriesPage, NgaDataService } from '../data-service';
import { Entry } from '../entry';
import { NgaHttpError } from '../nga-http-error';
import { provideApiMapping } from '../provide-api-mapping';
import { NgaDjangoRestDialect } from './django-rest-dialect';
import { NgaGraphqlDialect } from './graphql-dialect';

describe('Django REST framework and GraphQL dialects through the data layer', () => {
  let config: Blog;
  let data: NgaDataService;
  let http: HttpTestingController;

  afterEach(() => http.verify());

  describe('Django REST framework', () => {
    beforeEach(() => {
      config = blog();
      ({ data, http } = setUpData(config.app, provideApiMapping(NgaDjangoRestDialect)));
    });

    it('looks the references of a page up in one request per entity, without singleApiCall', async () => {
      const page = firstValueFrom(
        data.entries(data.listRequest(config.posts.listView(), { page: 2, perPage: 2 })),
      );
      expectRequest(http, 'GET', 'http://api.test/posts/?page=2&page_size=2&ordering=-id').flush({
        count: 4,
        results: [
          { id: 3, title: 'a', author_id: 7, tags: [1, 2] },
          { id: 4, title: 'b', author_id: 7, tags: [2] },
        ],
      });
      expectRequest(http, 'GET', 'http://api.test/users/?page_size=1&id__in=7').flush({
        count: 1,
        results: [{ id: 7, name: 'Ann' }],
      });
      expectRequest(http, 'GET', 'http://api.test/tags/?page_size=2&id__in=1%2C2').flush({
        count: 2,
        results: [
          { id: 1, name: 'one' },
          { id: 2, name: 'two' },
        ],
      });
      const { entries, total, references } = await page;
      expect(total).toBe(4);
      expect(entries.map((entry) => entry.identifierValue)).toEqual([3, 4]);
      expect(references.record('users', 7)).toEqual({ id: 7, name: 'Ann' });
      expect(references.record('tags', 2)).toEqual({ id: 2, name: 'two' });
    });

    it("updates with PATCH and the changed values only, whatever the entity's method", () => {
      const loaded = Entry.fromRest({ id: 3, title: 'a', author: { name: 'Ann' } }, config.posts);
      let saved: Entry | undefined;
      data
        .update(config.posts.editionView(), loaded, { title: 'b', 'author.name': 'Ann' })
        .subscribe((entry) => (saved = entry));
      const request = expectRequest(http, 'PATCH', 'http://api.test/posts/3/');
      expect(request.request.body).toEqual({ title: 'b' });
      request.flush({ id: 3, title: 'b', author: { name: 'Ann' } });
      expect(saved?.values['title']).toBe('b');
    });

    it('carries field messages as violations, nested ones with dotted paths', () => {
      let error: NgaHttpError | undefined;
      data
        .create(config.posts.creationView(), { title: '', 'author.name': '' })
        .subscribe({ error: (e) => (error = e) });
      expectRequest(http, 'POST', 'http://api.test/posts/').flush(
        { title: ['This field may not be blank.'], author: { name: ['This field is required.'] } },
        { status: 400, statusText: 'Bad Request' },
      );
      expect(error?.violations).toEqual([
        { propertyPath: 'title', message: 'This field may not be blank.' },
        { propertyPath: 'author.name', message: 'This field is required.' },
      ]);
    });
  });

  describe('GraphQL', () => {
    beforeEach(() => {
      config = blog();
      ({ data, http } = setUpData(config.app, provideApiMapping(NgaGraphqlDialect)));
    });

    /** The pending GraphQL request whose document holds `text`. */
    function operation(text: string): TestRequest {
      return http.expectOne(
        (request) =>
          request.method === 'POST' &&
          request.urlWithParams === 'http://api.test' &&
          (request.body as { query: string }).query.includes(text),
        text,
      );
    }

    it('selects what the list and its references show, each lookup in its own request', async () => {
      const page: Promise<EntriesPage> = firstValueFrom(
        data.entries(data.listRequest(config.posts.listView(), { page: 1, perPage: 2 })),
      );
      const list = operation('allPosts(');
      expect((list.request.body as { query: string }).query).toContain(
        '    id\n    title\n    author_id\n    tags\n  }',
      );
      list.flush({
        data: {
          items: [{ id: '3', title: 'a', author_id: '7', tags: ['1'] }],
          total: { count: 9 },
        },
      });
      // Both lookups go to the same URL: only their bodies tell them apart.
      const users = operation('allUsers(');
      const tags = operation('allTags(');
      expect(users.request.body).toEqual({
        query: jasmine.stringContaining('    id\n    name\n  }'),
        variables: { filter: { ids: ['7'] } },
      });
      users.flush({ data: { items: [{ id: '7', name: 'Ann' }] } });
      tags.flush({ data: { items: [{ id: '1', name: 'one' }] } });
      const { total, references } = await page;
      expect(total).toBe(9);
      expect(references.record('users', '7')).toEqual({ id: '7', name: 'Ann' });
      expect(references.record('tags', '1')).toEqual({ id: '1', name: 'one' });
    });

    it('updates the changed values only', () => {
      const loaded = Entry.fromRest({ id: '3', title: 'a', author: { name: 'Ann' } }, config.posts);
      data
        .update(config.posts.editionView(), loaded, { title: 'b', 'author.name': 'Ann' })
        .subscribe();
      const request = operation('updatePost(');
      expect((request.request.body as { query: string }).query).toContain(
        '  item: updatePost(\n    id: "3"\n    title: "b"\n  ) {',
      );
      request.flush({ data: { item: { id: '3', title: 'b', author: { name: 'Ann' } } } });
    });

    it('fails a save answered 200 with errors, marking the refused argument', () => {
      let error: NgaHttpError | undefined;
      data
        .create(config.posts.creationView(), { title: null, 'author.name': 'Ann' })
        .subscribe({ error: (e) => (error = e) });
      operation('createPost(').flush({
        errors: [
          {
            message: 'Expected value of type "String!", found null.',
            locations: [{ line: 3, column: 12 }],
          },
        ],
      });
      expect(error?.status).toBe(400);
      expect(error?.violations).toEqual([
        { propertyPath: 'title', message: 'Expected value of type "String!", found null.' },
      ]);
    });
  });
});
