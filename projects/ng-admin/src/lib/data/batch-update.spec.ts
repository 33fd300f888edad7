import { TestBed } from '@angular/core/testing';
import { Entry } from './entry';
import { NgaBatchUpdates, type NgaBatchUpdateResult } from './batch-update';
import { NgaDataChanges, type NgaDataChange } from './data-changes';
import { NgaDefaultDialect } from './dialects/default-dialect';
import { provideApiMapping } from './provide-api-mapping';
import type { RequestSpec } from './request-spec';
import type { ResourceTarget } from './urls';
import { blog, expectRequest, setUpData } from './testing.spec';

describe('NgaBatchUpdates', () => {
  function records(config: ReturnType<typeof blog>) {
    return [1, 2, 3].map((id) =>
      Entry.fromRest(
        { id, title: `Post ${id}`, views: id * 10, version: 4 },
        config.posts,
        config.posts.editionView().fields(),
      ),
    );
  }

  it('writes one record at a time with PUT, reports progress and each failure, keeps the other values', () => {
    const config = blog();
    const { http } = setUpData(config.app);
    const changes: NgaDataChange[] = [];
    TestBed.inject(NgaDataChanges).changes.subscribe((change) => changes.push(change));
    const progress: string[] = [];
    let result: NgaBatchUpdateResult | undefined;
    TestBed.inject(NgaBatchUpdates)
      .update(config.posts.editionView(), records(config), { title: 'Same' }, (done, total) =>
        progress.push(`${done}/${total}`),
      )
      .subscribe((outcome) => (result = outcome));

    const first = expectRequest(http, 'PUT', 'http://api.test/posts/1');
    // The loaded record with the new value: its views and version go back unchanged.
    expect(first.request.body).toEqual({ id: 1, title: 'Same', views: 10, version: 4 });
    first.flush({ id: 1, title: 'Same' });
    expectRequest(http, 'PUT', 'http://api.test/posts/2').flush(
      { message: 'The document has changed' },
      { status: 409, statusText: 'Conflict' },
    );
    expectRequest(http, 'PUT', 'http://api.test/posts/3').flush({ id: 3, title: 'Same' });

    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(result?.updated).toEqual([1, 3]);
    expect(result?.failed.map((failure) => failure.record.identifierValue)).toEqual([2]);
    expect(result?.failed[0].error.status).toBe(409);
    expect(changes.at(-1)).toEqual({ entityName: 'posts', kind: 'refresh', id: undefined });
  });

  it('sends If-Match with the version of a record read alone', () => {
    const config = blog();
    const { http } = setUpData(config.app);
    const [one] = records(config);
    one.etag = '"4"';
    TestBed.inject(NgaBatchUpdates)
      .update(config.posts.editionView(), [one], { title: 'Same' })
      .subscribe();
    const request = expectRequest(http, 'PUT', 'http://api.test/posts/1');
    expect(request.request.headers.get('If-Match')).toBe('"4"');
    request.flush({ id: 1 });
  });

  describe('with a dialect that has updateManyRequest', () => {
    class BulkDialect extends NgaDefaultDialect {
      override updateManyRequest(
        target: ResourceTarget,
        ids: readonly unknown[],
        values: Record<string, unknown>,
      ): RequestSpec {
        return {
          method: 'PATCH',
          url: target.url,
          params: ids.map((id) => ['id', String(id)] as [string, string]),
          body: values,
        };
      }
    }

    it('sends one request for the whole selection', () => {
      const config = blog();
      const { http } = setUpData(config.app, provideApiMapping(BulkDialect));
      let result: NgaBatchUpdateResult | undefined;
      TestBed.inject(NgaBatchUpdates)
        .update(config.posts.editionView(), records(config), { 'author.name': 'Ann' })
        .subscribe((outcome) => (result = outcome));
      const request = expectRequest(http, 'PATCH', 'http://api.test/posts?id=1&id=2&id=3');
      expect(request.request.body).toEqual({ author: { name: 'Ann' } });
      request.flush(null, { status: 204, statusText: 'No Content' });
      expect(result).toEqual({ updated: [1, 2, 3], failed: [] });
    });

    it('a refused bulk request fails every record with its error', () => {
      const config = blog();
      const { http } = setUpData(config.app, provideApiMapping(BulkDialect));
      let result: NgaBatchUpdateResult | undefined;
      TestBed.inject(NgaBatchUpdates)
        .update(config.posts.editionView(), records(config), { title: 'x' })
        .subscribe((outcome) => (result = outcome));
      expectRequest(http, 'PATCH', 'http://api.test/posts?id=1&id=2&id=3').flush(
        { message: 'No' },
        { status: 403, statusText: 'Forbidden' },
      );
      expect(result?.updated).toEqual([]);
      expect(result?.failed.map((failure) => failure.error.status)).toEqual([403, 403, 403]);
    });
  });
});
