import { expectRequest, useBlogData } from './testing.spec';
import { Entry } from './entry';
import { NgaHttpError } from './nga-http-error';

describe('NgaDataService optimistic concurrency', () => {
  const bed = useBlogData();

  function readPost(etag: string | null): Entry {
    let entry: Entry | undefined;
    bed.data
      .getEntry(bed.config.posts, 7, bed.config.posts.editionView())
      .subscribe((e) => (entry = e));
    expectRequest(bed.http, 'GET', 'http://api.test/posts/7').flush(
      { id: 7, title: 'Old', version: 3 },
      { headers: etag ? { ETag: etag } : {} },
    );
    return entry!;
  }

  it('keeps the ETag of a record read alone and sends it back in If-Match on update', () => {
    const entry = readPost('"3"');
    expect(entry.etag).toBe('"3"');
    let saved: Entry | undefined;
    bed.data
      .update(bed.config.posts.editionView(), entry, { title: 'New' })
      .subscribe((e) => (saved = e));
    const request = expectRequest(bed.http, 'PUT', 'http://api.test/posts/7');
    expect(request.request.headers.get('If-Match')).toBe('"3"');
    request.flush({ id: 7, title: 'New', version: 4 }, { headers: { ETag: '"4"' } });
    expect(saved?.etag).toBe('"4"');
  });

  it('sends no If-Match when the API sends no ETag', () => {
    const entry = readPost(null);
    bed.data.update(bed.config.posts.editionView(), entry, { title: 'New' }).subscribe();
    const request = expectRequest(bed.http, 'PUT', 'http://api.test/posts/7');
    expect(request.request.headers.has('If-Match')).toBeFalse();
    request.flush({ id: 7 });
  });

  it('deletes with If-Match once the record was read alone, without it otherwise', () => {
    readPost('"3"');
    bed.data.delete(bed.config.posts, 7).subscribe();
    const known = expectRequest(bed.http, 'DELETE', 'http://api.test/posts/7');
    expect(known.request.headers.get('If-Match')).toBe('"3"');
    known.flush(null, { status: 204, statusText: 'No Content' });

    bed.data.batchDelete(bed.config.posts, [7, 8]).subscribe();
    for (const id of [7, 8]) {
      const request = expectRequest(bed.http, 'DELETE', `http://api.test/posts/${id}`);
      // 7 was deleted (its version forgotten); 8 was never read alone.
      expect(request.request.headers.has('If-Match')).toBeFalse();
      request.flush(null, { status: 204, statusText: 'No Content' });
    }
  });

  it('with a versionField, sends the loaded version, also in a PATCH that changed nothing else', () => {
    bed.config.posts.versionField('version').updateMethod('PATCH');
    const entry = readPost(null);
    bed.data
      .update(bed.config.posts.editionView(), entry, { title: 'New', version: 99 })
      .subscribe();
    const request = expectRequest(bed.http, 'PATCH', 'http://api.test/posts/7');
    expect(request.request.body).toEqual({ title: 'New', version: 3 });
    request.flush({ id: 7, title: 'New', version: 4 });
  });

  it('a stale version fails with the 412 as an NgaHttpError', () => {
    const entry = readPost('"3"');
    let failure: unknown;
    bed.data
      .update(bed.config.posts.editionView(), entry, { title: 'New' })
      .subscribe({ error: (error) => (failure = error) });
    expectRequest(bed.http, 'PUT', 'http://api.test/posts/7').flush(
      { message: 'The document has changed' },
      { status: 412, statusText: 'Precondition Failed' },
    );
    expect(failure).toEqual(jasmine.any(NgaHttpError));
    expect((failure as NgaHttpError).status).toBe(412);
  });
});
