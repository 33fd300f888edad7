import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots } from './support/a11y';
import { FaultProxy } from './support/fault-proxy';
import {
  apiCreate,
  apiCreatePost,
  apiGet,
  recordApiRequests,
  uniqueName,
} from './support/form-api';
import { UNDO_DELAY_MS } from './support/form-page';

/** Long enough for an undoable write's delay to run out and its request to be answered. */
const AFTER_THE_DELAY = { timeout: UNDO_DELAY_MS + 8_000 };

/** The posts list filtered on one title, so that a test sees only its own post. */
async function openPostsList(page: Page, title: string): Promise<void> {
  await page.goto(`/posts/list?search=${encodeURIComponent(JSON.stringify({ q: title }))}`);
}

async function deleteFromShowPage(page: Page, id: number): Promise<void> {
  await page.goto(`/posts/show/${id}`);
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/posts\/list/);
}

const deletions = (requests: string[]) => requests.filter((line) => line.startsWith('DELETE'));

test.describe('undoable deletion (the default)', () => {
  test('Undo within the delay puts the post back, and nothing is ever sent', async ({
    page,
    request,
  }, testInfo) => {
    const post = await apiCreatePost(request);
    const title = String(post['title']);
    const requests = recordApiRequests(page);
    await deleteFromShowPage(page, post.id);
    const offer = page.locator('mat-snack-bar-container').filter({ hasText: 'Element deleted.' });
    await expect(offer).toBeVisible();
    // The list shows the deletion at once.
    const rows = page.locator('nga-list-page .nga-row');
    await expect(rows.filter({ hasText: title })).toHaveCount(0);
    await attachScreenshots(page, testInfo, 'undo-offer', {
      fullPage: false,
      prepare: async () => {
        if (!(await offer.isVisible())) throw new Error('The offer ran out before its screenshots');
      },
    });

    await offer.getByRole('button', { name: 'Undo' }).click();
    await expect(offer).toBeHidden();
    await openPostsList(page, title);
    await expect(rows.filter({ hasText: title })).toHaveCount(1);
    await page.waitForTimeout(UNDO_DELAY_MS + 1_000);
    expect(deletions(requests)).toEqual([]);
    expect(await apiGet(request, 'posts', post.id)).not.toBeNull();
  });

  test('after the delay the DELETE is sent and the post stays deleted', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const requests = recordApiRequests(page);
    await deleteFromShowPage(page, post.id);
    expect(deletions(requests)).toEqual([]);
    await expect
      .poll(() => deletions(requests), AFTER_THE_DELAY)
      .toEqual([`DELETE /api/posts/${post.id}`]);
    await expect.poll(() => apiGet(request, 'posts', post.id)).toBeNull();
    await openPostsList(page, String(post['title']));
    await expect(page.getByText('No entries')).toBeVisible();
  });

  test('a tab closed during the delay sends the DELETE as it closes', async ({
    browser,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await deleteFromShowPage(page, post.id);
    await expect(
      page.locator('mat-snack-bar-container').filter({ hasText: 'Element deleted.' }),
    ).toBeVisible();
    // Closed well within the delay; the page's own timer never runs out.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => apiGet(request, 'posts', post.id), { timeout: 4_000 }).toBeNull();
    await context.close();
  });
});

test.describe('undoable edition of a comment', () => {
  test('the list shows the new text at once; Undo puts the old one back unsent', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const author = uniqueName('Author');
    const comment = await apiCreate(request, 'comments', {
      created_at: '2024-06-01',
      body: 'Before',
      post_id: post.id,
      author: { name: author },
    });
    const requests = recordApiRequests(page);
    await page.goto(`/comments/edit/${comment.id}`);
    const name = page.getByRole('textbox', { name: 'Author' });
    await expect(name).toHaveValue(author);
    await name.fill(`${author} renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    const offer = page.locator('mat-snack-bar-container').filter({ hasText: 'Changes saved.' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/comments\/list/);
    await expect(
      page.locator('.mat-mdc-cell.nga-column-author-name').filter({ hasText: `${author} renamed` }),
    ).toHaveCount(1);
    expect(requests.filter((line) => line.startsWith('PUT'))).toEqual([]);

    await offer.getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.locator('.mat-mdc-cell.nga-column-author-name').filter({ hasText: author }),
    ).toHaveText([author]);
    await page.waitForTimeout(UNDO_DELAY_MS + 1_000);
    expect(requests.filter((line) => line.startsWith('PUT'))).toEqual([]);
    expect((await apiGet(request, 'comments', comment.id))?.['author']).toEqual({ name: author });

    // The values typed are kept: the form offers them back.
    await page.goto(`/comments/edit/${comment.id}`);
    await expect(page.getByText('You have unsaved changes from an earlier visit.')).toBeVisible();
  });
});

test.describe('optimistic edition of a tag', () => {
  test('a 500 rolls the list back and brings the form back with what was typed', async ({
    page,
    request,
    baseURL,
  }) => {
    const proxy = await FaultProxy.start(`${baseURL}/api`);
    // Leaving the form with the refused name in it asks first: the test leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      await proxy.attach(page);
      const name = uniqueName('Tag');
      const tag = await apiCreate(request, 'tags', { name, published: true });
      await page.goto(`/tags/list?search=${encodeURIComponent(JSON.stringify({ q: name }))}`);
      await expect(page.locator('nga-list-page .nga-row')).toHaveCount(1);
      await page.goto(`/tags/edit/${tag.id}`);
      const box = page.getByRole('textbox', { name: 'Name' });
      await expect(box).toHaveValue(name);
      proxy.respond(
        { method: 'PUT', path: new RegExp(`^/api/tags/${tag.id}$`) },
        { status: 500, body: { message: 'Database unavailable' } },
        1,
      );
      await box.fill(`${name} renamed`);
      await page.getByRole('button', { name: 'Save' }).click();

      // Sent at once; refused: a message says why, and the form is back with the typed name.
      const failure = page
        .locator('mat-snack-bar-container')
        .filter({ hasText: `Tag #${tag.id} were not saved` });
      await expect(failure).toContainText('The server failed (HTTP 500)');
      await expect(page).toHaveURL(`/tags/edit/${tag.id}`);
      await expect(box).toHaveValue(`${name} renamed`);
      await expect(page.locator('.nga-submit-error')).toContainText('HTTP 500');
      expect(proxy.requests({ method: 'PUT', path: /^\/api\/tags\// })).toHaveLength(1);
      expect((await apiGet(request, 'tags', tag.id))?.['name']).toBe(name);

      // The list never kept the name the server refused.
      await page.goto(`/tags/list?search=${encodeURIComponent(JSON.stringify({ q: name }))}`);
      await expect(page.locator('nga-list-page .nga-row')).toHaveText([
        new RegExp(`${name}(?! renamed)`),
      ]);
    } finally {
      await proxy.stop();
    }
  });
});
