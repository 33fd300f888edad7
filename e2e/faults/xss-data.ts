import { expect, type APIRequest, type APIRequestContext } from '@playwright/test';
import type { ApiRecord } from '../support/form-api';
import { SHORT_VECTORS, XSS_VECTORS, type XssVector } from './xss-vectors';

/** The records that carry the vectors, one set per vector, and one post carrying them all. */
export interface XssData {
  /**
   * In a string of every record (a post's teaser, a tag's or comment's `note`), for the searches
   * that find them; the vectors' own posts have `<marker>-post` in their teaser.
   */
  readonly marker: string;
  readonly posts: ReadonlyMap<number, ApiRecord>;
  readonly tags: ReadonlyMap<number, ApiRecord>;
  readonly comments: ReadonlyMap<number, ApiRecord>;
  /** A post with every vector in its body, pictures and backlinks. */
  readonly omnibus: ApiRecord;
  /** Posts with the short vectors' tags, a group of them each (a list page's worth). */
  readonly tagged: readonly { readonly post: ApiRecord; readonly vectorIds: readonly number[] }[];
}

/** How many records a list page of the XSS tests shows: under the API's default page of 30. */
export const XSS_PAGE_SIZE = 25;

/** A cover is a stored file name: the API refuses one with a slash or a backslash. */
export function fitsCover(vector: XssVector): boolean {
  return /^[^/\\]+$/u.test(vector.payload);
}

async function create(
  api: APIRequestContext,
  entity: string,
  body: Record<string, unknown>,
): Promise<ApiRecord> {
  const response = await api.post(`/api/${entity}`, { data: body });
  expect(response.status(), `${entity}: ${await response.text()}`).toBe(201);
  return (await response.json()) as ApiRecord;
}

/** Runs `task` on every item, a few at a time, keeping the order of the results. */
async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 8) {
    results.push(...(await Promise.all(items.slice(start, start + 8).map(task))));
  }
  return results;
}

/**
 * Stores every vector through the demo API (the dev server's `/api`): a tag named after each
 * short vector, a post per vector (title, body, cover when it is a valid file name, a picture's
 * name, a backlink's URL, its tag) with a comment (author, body) on it, the omnibus post, and
 * posts holding the tags by groups.
 */
export async function storeXssData(requests: APIRequest, baseURL: string): Promise<XssData> {
  const api = await requests.newContext({ baseURL });
  const marker = `xss${Date.now().toString(36)}`;
  try {
    const tagList = await inBatches(SHORT_VECTORS, (vector) =>
      create(api, 'tags', { name: vector.payload, published: true, note: marker }),
    );
    const tags = new Map(SHORT_VECTORS.map((vector, index) => [vector.id, tagList[index]]));
    const postList = await inBatches(XSS_VECTORS, (vector) =>
      create(api, 'posts', {
        title: vector.payload,
        teaser: `${marker}-post #${vector.id}`,
        body: vector.payload,
        published_at: '2024-05-17',
        views: vector.id,
        average_note: 3,
        category: 'tech',
        subcategory: 'gadgets',
        tags: tags.has(vector.id) ? [tags.get(vector.id)?.id] : [],
        pictures: { first: { name: vector.payload, url: 'https://example.com/picture.png' } },
        ...(fitsCover(vector) ? { cover: vector.payload } : {}),
        backlinks: [{ date: '2024-01-01', url: vector.payload }],
      }),
    );
    const posts = new Map(XSS_VECTORS.map((vector, index) => [vector.id, postList[index]]));
    const commentList = await inBatches(XSS_VECTORS, (vector) =>
      create(api, 'comments', {
        created_at: '2024-01-02',
        author: { name: vector.payload },
        body: vector.payload,
        post_id: posts.get(vector.id)?.id,
        note: marker,
      }),
    );
    const comments = new Map(XSS_VECTORS.map((vector, index) => [vector.id, commentList[index]]));
    const omnibus = await create(api, 'posts', {
      title: `XSS omnibus ${marker}`,
      teaser: `${marker} omnibus`,
      body: XSS_VECTORS.map((vector) => vector.payload).join('\n'),
      pictures: {
        first: { name: 'omnibus', url: 'https://example.com/omnibus.png' },
        vectors: XSS_VECTORS.map((vector) => vector.payload),
      },
      backlinks: XSS_VECTORS.map((vector) => ({ date: '2024-01-01', url: vector.payload })),
    });
    const groups: number[][] = [];
    for (let start = 0; start < SHORT_VECTORS.length; start += XSS_PAGE_SIZE) {
      groups.push(SHORT_VECTORS.slice(start, start + XSS_PAGE_SIZE).map((vector) => vector.id));
    }
    const tagged = await inBatches(groups, async (vectorIds) => ({
      vectorIds,
      post: await create(api, 'posts', {
        title: `XSS tags ${vectorIds[0]}-${vectorIds.at(-1)} ${marker}`,
        teaser: `${marker} tags`,
        tags: vectorIds.map((id) => tags.get(id)?.id),
      }),
    }));
    return { marker, posts, tags, comments, omnibus, tagged };
  } finally {
    await api.dispose();
  }
}
