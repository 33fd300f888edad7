import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  TestRequest,
} from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { RouterTestingHarness } from '@angular/router/testing';
import { createAdmin } from '@ng-admin/core/config';
import { provideNgAdmin } from '../../provide-ng-admin';

describe('NgaBatchDeletePage', () => {
  function application() {
    const admin = createAdmin();
    const tags = admin.entity('tags');
    tags.listView().fields(admin.field('id'), admin.field('name'));
    return admin.application('Test').baseApiUrl('/api/').addEntity(tags);
  }

  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  /** The first `count` requests of this method the page sends. */
  async function sent(method: string, count: number): Promise<TestRequest[]> {
    const requests: TestRequest[] = [];
    for (let waited = 0; requests.length < count; waited += 10) {
      if (waited > 3000) throw new Error(`Fewer than ${count} ${method} requests were sent`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      requests.push(...http.match((request) => request.method === method));
    }
    return requests;
  }

  /** Waits for the page to show what `read` finds. */
  async function shown<T>(read: () => T | null | undefined): Promise<T> {
    for (let waited = 0; ; waited += 10) {
      const value = read();
      if (value) return value;
      if (waited > 3000) throw new Error('Timed out waiting for the page');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  function notFound(request: TestRequest): void {
    request.flush({ message: 'Not found' }, { status: 404, statusText: 'Not Found' });
  }

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideNgAdmin(() => application()),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    harness = await RouterTestingHarness.create();
  });

  it('reports the failed deletions, then retries only those', async () => {
    const navigation = harness.navigateByUrl('/tags/batch-delete/1,2,3');
    const [list] = await sent('GET', 1);
    const filters = encodeURIComponent(JSON.stringify({ id: ['1', '2', '3'] }));
    expect(list.request.urlWithParams).toBe(
      `/api/tags?_page=1&_perPage=3&_sortField=id&_sortDir=DESC&_filters=${filters}`,
    );
    list.flush([1, 2, 3].map((id) => ({ id, name: `Tag ${id}` })));
    await navigation;
    await harness.fixture.whenStable();
    // One request loads every selected entry: none is requested on its own.
    expect(http.match((request) => request.method === 'GET')).toEqual([]);
    const page = harness.routeNativeElement as HTMLElement;
    expect(page.querySelectorAll('tbody tr').length).toBe(3);
    const yes = () => page.querySelector<HTMLButtonElement>('.nga-delete-yes')!;

    yes().click();
    const deletions = await sent('DELETE', 3);
    expect(deletions.map((request) => request.request.url).sort()).toEqual([
      '/api/tags/1',
      '/api/tags/2',
      '/api/tags/3',
    ]);
    for (const request of deletions) {
      if (request.request.url.endsWith('/2')) notFound(request);
      else request.flush({});
    }
    const report = await shown(() => page.querySelector('.nga-delete-failures'));
    expect(report.querySelector('p')?.textContent).toContain('1 of 3');
    expect(report.querySelectorAll('li').length).toBe(1);
    expect(report.querySelector('li')?.textContent).toContain('#2');
    expect(page.querySelectorAll('tbody tr').length).toBe(1);

    yes().click();
    const retries = await sent('DELETE', 1);
    expect(retries.map((request) => request.request.url)).toEqual(['/api/tags/2']);
    notFound(retries[0]);
    const retried = await shown(() =>
      page.querySelector('.nga-delete-failures p')?.textContent?.includes('1 of 1'),
    );
    expect(retried).toBeTrue();
  });
});
