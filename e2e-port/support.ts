import { test as base, type APIRequestContext } from '@playwright/test';
import { apiCreate, apiCreatePost, uniqueName, type ApiRecord } from '../e2e/support/form-api';

/** Which application runs ng-admin's blog demo scenarios, and what differs between them. */
export interface BlogDemo {
  /** `port`: ng-admin-port; `pasted`: its configuration pasted as ng-admin shipped it. */
  readonly name: 'port' | 'pasted';
  /** The labels of the lifestyle subcategories, as the configuration lists them. */
  readonly lifestyle: readonly string[];
}

/** Playwright's `test`, with the `demo` that the project runs (see playwright.config.ts). */
export const test = base.extend<{ demo: BlogDemo }>({
  demo: [{ name: 'port', lifestyle: ['Fashion', 'Health'] }, { option: true }],
});

export { expect } from '@playwright/test';

/** Every record of a collection of the demo API (one page of up to 1000). */
export async function apiAll(request: APIRequestContext, entity: string): Promise<ApiRecord[]> {
  const response = await request.get(`/api/${entity}?_perPage=1000`);
  if (!response.ok()) throw new Error(`GET /api/${entity}: ${response.status()}`);
  return (await response.json()) as ApiRecord[];
}

/**
 * A post of its own with `count` comments, posted on consecutive days of January 2020 (before
 * every seeded comment), each with a body naming the post and the comment's number, so that a
 * test only ever lists and changes its own records.
 */
export async function apiPostWithComments(
  request: APIRequestContext,
  count: number,
  postValues: Record<string, unknown> = {},
): Promise<{ post: ApiRecord; comments: ApiRecord[]; word: string }> {
  const word = uniqueName('Word').replace(/\s+/g, '');
  const post = await apiCreatePost(request, { title: uniqueName('Commented post'), ...postValues });
  const comments: ApiRecord[] = [];
  for (let index = 1; index <= count; index++) {
    comments.push(
      await apiCreate(request, 'comments', {
        post_id: post.id,
        created_at: `2020-01-${String(index).padStart(2, '0')}`,
        author: { name: `Author ${index}` },
        body: `Comment ${index} about ${word}`,
      }),
    );
  }
  return { post, comments, word };
}
