import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import type { ApiRecord } from '../support/form-api';
import { UNDO_DELAY_MS } from '../support/form-page';
import { paginatorRange } from '../support/list-page';
import { open } from './fault-test';
import { collapsed, declareRenderers } from './xss-audit';
import { XSS_PAGE_SIZE } from './xss-data';
import { expect, expectInert, test } from './xss-test';
import { looksLikeFormula, SHORT_VECTORS, XSS_VECTORS, type XssVector } from './xss-vectors';

/** A list of the vectors' records, sorted by id and searched by the marker. */
function listUrl(
  entity: string,
  search: Record<string, unknown>,
  page = 1,
  perPage = XSS_PAGE_SIZE,
): string {
  const query = new URLSearchParams({
    page: String(page),
    perPage: String(perPage),
    sortField: 'id',
    sortDir: 'ASC',
    search: JSON.stringify(search),
  });
  return `/${entity}/list?${query}`;
}

const rows = (page: Page) => page.locator('.nga-datagrid .nga-row');

/** The texts of a column's cells, whitespace collapsed as rendering does. */
async function cellTexts(page: Page, column: string): Promise<string[]> {
  return (await page.locator(`.mat-mdc-cell.nga-column-${column}`).allTextContents()).map(
    collapsed,
  );
}

/**
 * Goes through a list page by page (25 rows each, so that no lookup asks for more than the
 * API's default page of 30) and gathers the texts of some columns, checking each page inert.
 */
async function readList(
  page: Page,
  vectorRequests: string[],
  entity: string,
  search: Record<string, unknown>,
  count: number,
  columns: readonly string[],
): Promise<Record<string, string[]>> {
  const texts: Record<string, string[]> = Object.fromEntries(columns.map((name) => [name, []]));
  for (let number = 1; (number - 1) * XSS_PAGE_SIZE < count; number++) {
    await open(page, listUrl(entity, search, number));
    const first = (number - 1) * XSS_PAGE_SIZE + 1;
    const last = Math.min(number * XSS_PAGE_SIZE, count);
    // The range shows once this page's rows replaced the previous page's.
    await expect(paginatorRange(page)).toHaveText(`${first}-${last} of ${count}`);
    await expect(rows(page)).toHaveCount(last - first + 1);
    // Until its answer comes, the grid keeps the previous page's rows, marked busy.
    await expect(page.locator('nga-datagrid')).toHaveAttribute('aria-busy', 'false');
    for (const column of columns) texts[column].push(...(await cellTexts(page, column)));
    await expectInert(page, vectorRequests, `${entity} list, page ${number}`);
  }
  return texts;
}

/** What the comments list shows of a long text: its first 50 characters and an ellipsis. */
function truncated(text: string): string {
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
}

const payloads = (vectors: readonly XssVector[]) =>
  vectors.map((vector) => collapsed(vector.payload));

test.describe('XSS vectors in lists', { tag: '@xss' }, () => {
  test('posts list: titles as text, tag names as labels', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'list string cell': XSS_VECTORS.length,
      'list reference_many label': SHORT_VECTORS.length,
    });
    const texts = await readList(
      page,
      vectorRequests,
      'posts',
      { q: `${xssData.marker}-post` },
      XSS_VECTORS.length,
      ['title', 'tags'],
    );
    expect(texts['title']).toEqual(payloads(XSS_VECTORS));
    expect(texts['tags']).toEqual(
      XSS_VECTORS.map((vector) => (xssData.tags.has(vector.id) ? collapsed(vector.payload) : '')),
    );
  });

  test('posts list: identifiers in cells and links', async ({
    page,
    faults,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, { 'identifier in cells and links': XSS_VECTORS.length });
    const ids = new Set([...xssData.posts.values()].map((post) => post.id));
    // The API only makes integer ids: the answer is edited on its way, each post's id
    // becoming its vector.
    faults.editAnswers({ method: 'GET', path: /^\/api\/posts\?/ }, (body) =>
      (body as ApiRecord[]).map((post) =>
        ids.has(post.id) ? { ...post, id: String(post['title']) } : post,
      ),
    );
    await open(page, listUrl('posts', { q: `${xssData.marker}-post` }, 1, 200));
    await expect(rows(page)).toHaveCount(XSS_VECTORS.length);
    expect(await cellTexts(page, 'id')).toEqual(payloads(XSS_VECTORS));
    const hrefs = await rows(page)
      .locator('.mat-mdc-cell.nga-actions-cell a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const shown = hrefs.filter((href) => href.startsWith('/posts/show/'));
    expect(shown.map((href) => decodeURIComponent(href.slice('/posts/show/'.length)))).toEqual(
      XSS_VECTORS.map((vector) => vector.payload),
    );
    await expectInert(page, vectorRequests, 'posts list with vector ids');
  });

  test('comments list: author, shortened body, post reference label', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'list nested string cell': XSS_VECTORS.length,
      'list mapped text cell': XSS_VECTORS.length,
      'list reference label': XSS_VECTORS.length,
    });
    const texts = await readList(
      page,
      vectorRequests,
      'comments',
      { q: xssData.marker },
      XSS_VECTORS.length,
      ['author-name', 'body', 'post_id'],
    );
    expect(texts['author-name']).toEqual(payloads(XSS_VECTORS));
    const shortened = XSS_VECTORS.map((vector) => collapsed(truncated(vector.payload)));
    expect(texts['body']).toEqual(shortened);
    expect(texts['post_id']).toEqual(shortened);
  });

  test('comments list: a vector as the value a template passes to a custom tag', async ({
    page,
    faults,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'template into a custom tag input': XSS_VECTORS.length,
      'unresolved reference label': XSS_VECTORS.length,
    });
    const vectorOf = new Map([...xssData.comments].map(([vectorId, c]) => [c.id, vectorId]));
    const payloadOf = new Map(XSS_VECTORS.map((vector) => [vector.id, vector.payload]));
    // post_id is an integer for the API; the answer is edited so that each comment points to
    // its vector, which `<post-link post="{{ entry.values.post_id }}">` receives.
    faults.editAnswers({ method: 'GET', path: /^\/api\/comments\?/ }, (body) =>
      (body as ApiRecord[]).map((comment) => {
        const vectorId = vectorOf.get(comment.id);
        return vectorId ? { ...comment, post_id: payloadOf.get(vectorId) } : comment;
      }),
    );
    const texts = await readList(
      page,
      vectorRequests,
      'comments',
      { q: xssData.marker },
      XSS_VECTORS.length,
      ['post_link', 'post_id'],
    );
    expect(texts['post_link']).toEqual(
      XSS_VECTORS.map((vector) => collapsed(`Read post #${vector.payload}`)),
    );
    // No post has these ids: the labels stay unresolved, showing the whole id as text (the
    // field's `map` shortens titles, not ids).
    expect(texts['post_id']).toEqual(payloads(XSS_VECTORS));
  });

  test('tags list: names, and names through a template filter', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'list string cell (tags)': SHORT_VECTORS.length,
      'template {{ entry.values.name | uppercase }}': SHORT_VECTORS.length,
    });
    await open(page, listUrl('tags', { q: xssData.marker, published: true }, 1, 200));
    await expect(rows(page)).toHaveCount(SHORT_VECTORS.length);
    expect(await cellTexts(page, 'name')).toEqual(payloads(SHORT_VECTORS));
    expect(await cellTexts(page, 'upper_name')).toEqual(
      SHORT_VECTORS.map((vector) => collapsed(vector.payload.toUpperCase())),
    );
    await expectInert(page, vectorRequests, 'tags list');
  });

  test('CSV export: values as text, formulas neutralized', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, { 'CSV export cell': XSS_VECTORS.length });
    await open(page, listUrl('posts', { q: `${xssData.marker}-post` }));
    await expect(rows(page)).toHaveCount(XSS_PAGE_SIZE);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n' });
    const [header, ...lines] = parsed.data;
    expect(header).toEqual(['ID', 'Title', 'Published', 'Views', 'Tags']);
    const byId = new Map(lines.map((line) => [line[0], line]));
    const neutralized = (value: string) => (looksLikeFormula(value) ? `'${value}` : value);
    const titles = XSS_VECTORS.map((vector) => byId.get(String(xssData.posts.get(vector.id)?.id)));
    expect(titles.map((line) => line?.[1])).toEqual(
      XSS_VECTORS.map((vector) => neutralized(vector.payload)),
    );
    await expectInert(page, vectorRequests, 'after the export');
  });

  test('batch delete: names in the grid, server messages in the failure list', async ({
    page,
    faults,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'batch delete grid': SHORT_VECTORS.length,
      'server message in a failure list': SHORT_VECTORS.length,
    });
    const tags = SHORT_VECTORS.map((vector) => xssData.tags.get(vector.id) as ApiRecord);
    const payloadOf = new Map(tags.map((tag) => [String(tag.id), String(tag['name'])]));
    await open(page, `/tags/batch-delete/${tags.map((tag) => tag.id).join(',')}`);
    const grid = page.locator('nga-batch-delete-page');
    await expect(grid.locator('.nga-row')).toHaveCount(tags.length);
    // The grid sorts them as the tags list does, by name.
    expect((await cellTexts(page, 'name')).sort()).toEqual(payloads(SHORT_VECTORS).sort());
    await expectInert(page, vectorRequests, 'batch delete grid');

    // Every deletion fails, the server's message being the tag's own name.
    faults.respond(
      { method: 'DELETE', path: /^\/api\/tags\/\d+$/ },
      {
        status: 500,
        bodyOf: (url) => ({ message: payloadOf.get(url.pathname.split('/').at(-1) ?? '') }),
      },
    );
    // Undoable: back to the list at once; the deletions go once Undo is past.
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/tags\/list/);
    await page.clock.fastForward(UNDO_DELAY_MS + 100);
    const report = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: `${tags.length} of ${tags.length} elements could not be deleted.` });
    await expect(report).toBeVisible();
    // One notification lists every failure, with the server's message (the tag's own name).
    const text = collapsed((await report.locator('.nga-notification-text').textContent()) ?? '');
    for (const tag of tags) {
      expect(text, `#${tag.id}`).toContain(`#${tag.id}: `);
      expect(text).toContain(collapsed(String(tag['name'])));
    }
    await expectInert(page, vectorRequests, 'batch delete failures');
  });
});
