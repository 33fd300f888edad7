import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A record of the demo API. */
export type ApiRecord = Record<string, unknown> & { id: number };

let counter = 0;

/** A name no other test (nor the seed) uses, so that a test only ever touches its own records. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** Creates a record through the API (the dev-server proxy at /api), failing on any non-201. */
export async function apiCreate(
  request: APIRequestContext,
  entity: string,
  body: Record<string, unknown>,
): Promise<ApiRecord> {
  const response = await request.post(`/api/${entity}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiRecord;
}

/** Reads a record, or `null` when the API answers 404. */
export async function apiGet(
  request: APIRequestContext,
  entity: string,
  id: number | string,
): Promise<ApiRecord | null> {
  const response = await request.get(`/api/${entity}/${id}`);
  if (response.status() === 404) return null;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiRecord;
}

/** Deletes a record through the API, failing unless it existed. */
export async function apiDelete(
  request: APIRequestContext,
  entity: string,
  id: number | string,
): Promise<void> {
  const response = await request.delete(`/api/${entity}/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** A post with valid values, for tests that need one to show, edit or delete. */
export function apiCreatePost(
  request: APIRequestContext,
  values: Record<string, unknown> = {},
): Promise<ApiRecord> {
  return apiCreate(request, 'posts', {
    title: uniqueName('Post'),
    teaser: 'A teaser',
    body: '<p>A body</p>',
    published_at: '2024-05-17',
    views: 10,
    average_note: 3,
    category: 'tech',
    subcategory: 'gadgets',
    tags: [],
    backlinks: [],
    ...values,
  });
}

/**
 * Collects the decoded URLs (path and query) of the API requests a page sends, in order.
 *
 * @usageNotes
 * ```ts
 * const requests = recordApiRequests(page);
 * await page.goto('/posts/show/1');
 * expect(requests.filter((url) => url.startsWith('GET /api/comments?'))).toHaveLength(1);
 * ```
 */
export function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      requests.push(`${request.method()} ${decodeURIComponent(url.pathname + url.search)}`);
    }
  });
  return requests;
}
