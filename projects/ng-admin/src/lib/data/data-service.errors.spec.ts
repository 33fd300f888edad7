import { blog, expectRequest, setUpData, useBlogData, useMockClock } from './testing.spec';
import { Entry } from './entry';
import { NgaHttpError } from './nga-http-error';
import { NGA_REQUEST_TIMEOUT } from './tokens';

describe('NgaDataService errors', () => {
  const bed = useBlogData();
  let error: unknown;

  beforeEach(() => {
    error = undefined;
  });

  function failure(): NgaHttpError {
    expect(error).toBeInstanceOf(NgaHttpError);
    return error as NgaHttpError;
  }

  it('carries the status, message and violations of a 4xx answer', () => {
    bed.data
      .create(bed.config.posts.creationView(), { title: '' })
      .subscribe({ error: (e) => (error = e) });
    expectRequest(bed.http, 'POST', 'http://api.test/posts').flush(
      { message: 'Invalid post', violations: [{ propertyPath: 'title', message: 'Required' }] },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    expect(failure().status).toBe(422);
    expect(failure().message).toBe('Invalid post');
    expect(failure().reason).withContext('the server said it').toBeUndefined();
    expect(failure().violations).toEqual([{ propertyPath: 'title', message: 'Required' }]);
  });

  it('explains a failed answer without a useful body', () => {
    bed.data.getEntry(bed.config.posts, 1).subscribe({ error: (e) => (error = e) });
    bed.http
      .expectOne(() => true)
      .flush('<html><body>Bad Gateway</body></html>', { status: 502, statusText: 'Bad Gateway' });
    expect(failure().status).toBe(502);
    expect(failure().message).toBe('The server answered with HTTP 502 Bad Gateway.');
    expect(failure().reason).toEqual({ kind: 'status', statusText: 'Bad Gateway' });
    expect(failure().body).toBe('<html><body>Bad Gateway</body></html>');
  });

  it('turns a 2xx answer that is not JSON into an error', () => {
    bed.data.getList(bed.config.posts.listView()).subscribe({ error: (e) => (error = e) });
    bed.http.expectOne(() => true).flush('<!doctype html><html></html>');
    expect(failure().status).toBe(200);
    expect(failure().message).toBe('The server answer is not valid JSON.');
    expect(failure().reason).toEqual({ kind: 'not-json' });
  });

  it('turns a malformed list answer into an error', () => {
    bed.data.getList(bed.config.posts.listView()).subscribe({ error: (e) => (error = e) });
    bed.http.expectOne(() => true).flush({ items: [] });
    expect(failure().message).toBe(
      'The server answer is malformed: expected a JSON array of objects.',
    );
  });

  it('turns a malformed record into an error', () => {
    bed.data.getEntry(bed.config.posts, 1).subscribe({ error: (e) => (error = e) });
    bed.http.expectOne(() => true).flush([{ id: 1 }]);
    expect(failure().message).toBe('The server answer is malformed: expected a JSON object.');
    expect(failure().reason).toEqual({ kind: 'malformed', expected: 'a JSON object' });
  });

  it('turns a network failure into an error with status 0', () => {
    bed.data.delete(bed.config.posts, 1).subscribe({ error: (e) => (error = e) });
    bed.http.expectOne(() => true).error(new ProgressEvent('error'));
    expect(failure().status).toBe(0);
    expect(failure().message).toContain('could not be reached');
    expect(failure().reason).toEqual({ kind: 'network' });
    expect(failure().url).toBe('http://api.test/posts/1');
  });

  it('turns an exception of a map function into an error', () => {
    bed.config.posts
      .editionView()
      .fields()[0]
      .map(() => {
        throw new Error('map failed');
      });
    bed.data
      .getEntry(bed.config.posts, 1, bed.config.posts.editionView())
      .subscribe({ error: (e) => (error = e) });
    bed.http.expectOne(() => true).flush({ id: 1, title: 'x' });
    expect(failure().message).toBe('map failed');
  });

  it('fails the update of an entry on a 4xx answer', () => {
    const entry = Entry.fromRest({ id: 1, title: 'a' }, bed.config.posts);
    bed.data
      .update(bed.config.posts.editionView(), entry, { title: '' })
      .subscribe({ error: (e) => (error = e) });
    bed.http
      .expectOne(() => true)
      .flush({ error: 'Locked' }, { status: 423, statusText: 'Locked' });
    expect(failure().message).toBe('Locked');
  });
});

describe('NgaDataService timeouts', () => {
  useMockClock();

  it('gives a request up when no answer comes in time, saying how long it waited', () => {
    const config = blog();
    const { data, http } = setUpData(config.app, {
      provide: NGA_REQUEST_TIMEOUT,
      useValue: 20_000,
    });
    let error: unknown;
    data.getEntry(config.posts, 1).subscribe({ error: (e) => (error = e) });
    const request = http.expectOne(() => true);
    jasmine.clock().tick(20_001);
    expect(request.cancelled).toBeTrue();
    expect(error).toBeInstanceOf(NgaHttpError);
    const failure = error as NgaHttpError;
    expect(failure.timedOut).toBeTrue();
    expect(failure.message).toBe('The server did not answer within 20 s.');
    expect(failure.reason).toEqual({ kind: 'timeout', seconds: 20 });
    http.verify();
  });
});
