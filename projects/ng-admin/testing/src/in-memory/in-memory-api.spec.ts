import { HttpClient, HttpErrorResponse, HttpResponse } from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { NGA_APPLICATION, NgaDataService, NgaHttpError } from '@ng-admin/core';
import { createAdmin } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { provideNgAdminTesting } from '../provide-ng-admin-testing';
import { NgaInMemoryApi } from './in-memory-api';

describe('NgaInMemoryApi', () => {
  const seed = () => ({
    posts: [
      { id: 1, title: 'First', views: 3 },
      { id: 2, title: 'Second', views: 7 },
    ],
    tags: [{ code: 'ng', name: 'Angular' }],
  });

  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'), admin.field('views', 'number'));
    posts.editionView().fields(admin.field('title'));
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  }

  let http: HttpClient;
  let api: NgaInMemoryApi;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, { data: seed(), identifiers: { tags: 'code' } }),
      ],
    });
    http = TestBed.inject(HttpClient);
    api = TestBed.inject(NgaInMemoryApi);
  });

  const get = (url: string) => firstValueFrom(http.get<unknown>(url, { observe: 'response' }));
  const failure = async (request: Promise<unknown>): Promise<HttpErrorResponse> => {
    try {
      await request;
    } catch (error) {
      if (error instanceof HttpErrorResponse) return error;
      throw error;
    }
    throw new Error('The request did not fail');
  };

  it('lists a collection with its total in X-Total-Count', async () => {
    const response = await get('/api/posts?_page=1&_perPage=1&_sortField=views&_sortDir=ASC');
    expect(response.body).toEqual([{ id: 1, title: 'First', views: 3 }]);
    expect(response.headers.get('X-Total-Count')).toBe('2');
  });

  it('reads one record, by the identifier property of its collection', async () => {
    expect((await get('/api/posts/2')).body).toEqual({ id: 2, title: 'Second', views: 7 });
    expect((await get('http://api.test/v1/tags/ng')).body).toEqual({ code: 'ng', name: 'Angular' });
  });

  it('answers 404 for an unknown record or collection, naming the known ones', async () => {
    const missing = await failure(get('/api/posts/9'));
    expect(missing.status).toBe(404);
    expect(missing.error).toEqual({ message: 'No posts record with id 9' });
    const unknown = await failure(get('/api/users'));
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('No collection matches /api/users; known: posts, tags');
  });

  it('creates with the next identifier, replaces with PUT and merges with PATCH', async () => {
    const created = await firstValueFrom(http.post('/api/posts', { title: 'Third' }));
    expect(created).toEqual({ title: 'Third', id: 3 });
    await firstValueFrom(http.put('/api/posts/1', { id: 99, title: 'Replaced' }));
    expect(api.record('posts', 1)).toEqual({ id: 1, title: 'Replaced' });
    await firstValueFrom(http.patch('/api/posts/2', { title: 'Patched' }));
    expect(api.record('posts', 2)).toEqual({ id: 2, title: 'Patched', views: 7 });
  });

  it('deletes a record', async () => {
    await firstValueFrom(http.delete('/api/posts/1'));
    expect(api.collection('posts').map((post) => post['id'])).toEqual([2]);
    expect(api.record('posts', 1)).toBeUndefined();
  });

  it('keeps its records apart from the seed and from the answers', async () => {
    const data = seed();
    api.reset(data);
    data.posts[0].title = 'Changed outside';
    const answer = (await get('/api/posts/1')).body as { title: string };
    answer.title = 'Changed by a reader';
    expect(api.record('posts', 1)?.['title']).toBe('First');
  });

  it('fails the matching requests on demand, then answers again', async () => {
    api.fail({ method: 'PUT', collection: 'posts', violations: { title: 'Too short.' } });
    expect((await get('/api/posts/1')).status).toBe(200);
    const rejected = await failure(firstValueFrom(http.put('/api/posts/1', { title: 'x' })));
    expect(rejected.status).toBe(422);
    expect(rejected.error).toEqual({
      message: 'Validation failed',
      violations: [{ propertyPath: 'title', message: 'Too short.' }],
    });
    expect(api.record('posts', 1)?.['title']).toBe('First');
    await firstValueFrom(http.put('/api/posts/1', { title: 'Accepted' }));
    expect(api.record('posts', 1)?.['title']).toBe('Accepted');
  });

  it('fails several times, with a status and message, or as a network failure', async () => {
    api.fail({ id: 1, status: 503, message: 'Down for maintenance', times: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await failure(get('/api/posts/1'));
      expect([error.status, error.error.message]).toEqual([503, 'Down for maintenance']);
    }
    expect((await get('/api/posts/1')).status).toBe(200);
    api.fail({ status: 0 });
    expect((await failure(get('/api/posts'))).status).toBe(0);
    expect(() => api.fail({ times: 0 })).toThrowError(/times must be a positive number/);
  });

  it('rejects writes its validator finds invalid', async () => {
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      providers: [
        provideNgAdminTesting(application, {
          data: seed(),
          validate: (record) => (record['title'] ? null : { title: 'Required.' }),
        }),
      ],
    });
    const client = TestBed.inject(HttpClient);
    const error = await failure(firstValueFrom(client.post('/api/posts', { views: 1 })));
    expect(error.status).toBe(422);
    expect(error.error.violations).toEqual([{ propertyPath: 'title', message: 'Required.' }]);
  });

  it('records what was sent', async () => {
    await firstValueFrom(http.post('/api/posts?draft=1', { title: 'New' }));
    expect(api.requests.length).toBe(1);
    const [sent] = api.requests;
    expect([sent.method, sent.url, sent.collection, sent.id]).toEqual([
      'POST',
      '/api/posts?draft=1',
      'posts',
      undefined,
    ]);
    expect(sent.params.get('draft')).toBe('1');
    expect(sent.body).toEqual({ title: 'New' });
    api.clearRequests();
    expect(api.requests).toEqual([]);
  });

  it('answers after its latency', async () => {
    api.latency = 60;
    const started = performance.now();
    await get('/api/posts');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('serves the data layer through the default dialect', async () => {
    const data = TestBed.inject(NgaDataService);
    const view = TestBed.inject(NGA_APPLICATION).getEntity('posts').listView();
    const page = await firstValueFrom(
      data.getList(view, { page: 1, perPage: 1, sortField: 'views', sortDir: 'DESC' }),
    );
    expect(page.total).toBe(2);
    expect(page.entries.map((entry) => entry.values['title'])).toEqual(['Second']);
    expect(api.requests[0].url).toBe(
      '/api/posts?_page=1&_perPage=1&_sortField=views&_sortDir=DESC',
    );

    api.fail({ message: 'Broken' });
    const error = await firstValueFrom(data.getList(view)).catch((reason: unknown) => reason);
    expect(error).toEqual(jasmine.any(NgaHttpError));
    expect((error as NgaHttpError).message).toBe('Broken');
  });

  it('gives JSON text to a request that asks for text, as the REST client does', async () => {
    const response = await firstValueFrom(
      http.get('/api/posts/1', { observe: 'response', responseType: 'text' }),
    );
    expect(response).toEqual(jasmine.any(HttpResponse));
    expect(JSON.parse(response.body ?? '')).toEqual({ id: 1, title: 'First', views: 3 });
  });
});
