import { expect, test, type Page } from '@playwright/test';
import { apiCreatePost, apiGet, uniqueName } from '../support/form-api';
import { gridRows } from '../support/list-page';

/**
 * Chunks of the dev server's build, told apart by what they hold (their names say nothing):
 * the sample's lazy configuration, the DSL it brings, and the components a page loads.
 */
const CHUNKS = {
  configuration: /function buildBlogAdmin\(/,
  dsl: /["']address-book["']/,
  listPage: /\[\["nga-list-page"\]\]/,
  richTextInput: /\[\["nga-wysiwyg-input"\]\]/,
  papaparse: /BAD_DELIMITERS/,
  notifications: /\[\["nga-notification-message"\]\]/,
  createDialog: /\[\["nga-create-dialog"\]\]/,
};
type ChunkName = keyof typeof CHUNKS;

/**
 * Makes the downloads of these chunks fail, as a network failure or a new deployment does,
 * until `recover()`; `failed` lists those whose download was attempted.
 */
async function failDownloads(page: Page, names: readonly ChunkName[]) {
  const state = { failing: true, failed: new Set<ChunkName>() };
  await page.route(/\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    // A response the page no longer waits for (it went on) has nothing left to do.
    const body = await response.text().catch(() => null);
    if (body === null) return;
    const chunk = names.find((name) => CHUNKS[name].test(body));
    if (state.failing && chunk) {
      state.failed.add(chunk);
      return route.abort('failed');
    }
    return route.fulfill({ response, body });
  });
  return {
    failed: () => [...state.failed].sort(),
    recover: () => (state.failing = false),
  };
}

/** After a reload, the posts list with its rows. */
async function expectPostsList(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'All posts' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

test.describe('code that does not download', { tag: '@faults' }, () => {
  test('the configuration and the DSL: the page says so, and reloading it recovers', async ({
    page,
  }) => {
    const downloads = await failDownloads(page, ['configuration', 'dsl']);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/posts/list');
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(
      'This admin cannot start: part of its code did not download',
    );
    await expect(panel).toContainText('Failed to fetch dynamically imported module');
    expect(downloads.failed()).toEqual(['configuration', 'dsl']);
    await expect(page).toHaveTitle('This admin cannot start: part of its code did not download');
    expect(errors).toEqual([]);

    downloads.recover();
    await panel.getByRole('button', { name: 'Reload the page' }).click();
    await expectPostsList(page);
  });

  test('a page: the shell says what happened, and reloading the page recovers', async ({
    page,
  }) => {
    const downloads = await failDownloads(page, ['listPage']);
    await page.goto('/posts/list');
    const problem = page.locator('nga-download-failed [role="alert"]');
    await expect(problem.getByRole('heading', { level: 1 })).toHaveText(
      'This page did not download',
    );
    // The shell is there: its navigation leads elsewhere.
    await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();

    downloads.recover();
    await problem.getByRole('button', { name: 'Reload the page' }).click();
    await expectPostsList(page);
  });

  test('a field: it says so in its place; the form around it edits and saves the others', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    await failDownloads(page, ['richTextInput']);

    await page.goto(`/posts/edit/${post.id}`);
    const body = page.locator('[data-nga-field="body"]');
    await expect(body).toContainText('Body This field did not download.');
    await expect(body.getByRole('button', { name: 'Reload the page' })).toBeVisible();

    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(String(post['title']));
    const newTitle = uniqueName('Saved without its body editor');
    await title.fill(newTitle);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    expect(await apiGet(request, 'posts', post.id)).toMatchObject({
      title: newTitle,
      body: '<p>A body</p>',
    });
  });

  test('the export: the user is told, with the reload; Export works again once it downloads', async ({
    page,
    request,
  }) => {
    const token = uniqueName('csv-fault').replace(' ', '-');
    await apiCreatePost(request, { title: `Exported after a fault ${token}` });
    const downloads = await failDownloads(page, ['papaparse']);
    await page.goto(`/posts/list?search=${encodeURIComponent(JSON.stringify({ q: token }))}`);
    await expect(gridRows(page)).toHaveCount(1);

    const exportButton = page.getByRole('button', { name: 'Export' });
    await exportButton.click();
    const notification = page.locator('mat-snack-bar-container');
    await expect(notification).toContainText(
      'The code this needs did not download: the network failed, or a new version of the admin was published. Try again, or reload the page.',
    );
    await expect(notification.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(downloads.failed()).toEqual(['papaparse']);
    await expect(exportButton).toBeEnabled();

    downloads.recover();
    await notification.getByRole('button', { name: 'Dismiss' }).click();
    const download = page.waitForEvent('download');
    await exportButton.click();
    expect((await download).suggestedFilename()).toBe('posts.csv');
    await expect(page.getByText('Exported 1 rows')).toBeVisible();
  });

  test('the import: its dialog says so, with the reload; the same file reads once it downloads', async ({
    page,
  }) => {
    const downloads = await failDownloads(page, ['papaparse']);
    await page.goto('/comments/list');
    await page.locator('nga-import-button button.nga-action-import').click();
    const dialog = page.getByRole('dialog');
    const file = {
      name: 'comments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Author\r\nAda'),
    };
    await dialog.getByLabel('Choose a CSV file').setInputFiles(file);
    const problem = dialog.getByRole('alert');
    await expect(problem).toHaveText(
      /The file could not be read: The code this needs did not download/,
    );
    await expect(problem.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(downloads.failed()).toEqual(['papaparse']);

    downloads.recover();
    await dialog.getByLabel('Choose a CSV file').setInputFiles(file);
    await expect(dialog.getByRole('status')).toContainText('comments.csv');
    await expect(problem).toHaveCount(0);
  });

  test('the notifications: a save still says so, in a plain banner with the reload', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const downloads = await failDownloads(page, ['notifications']);
    await page.goto(`/posts/edit/${post.id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(String(post['title']));
    const newTitle = uniqueName('Saved without the snack bar');
    await title.fill(newTitle);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    // The sample's submit hook says what was saved.
    const banner = page.getByRole('status').filter({ hasText: `Saved "${newTitle}"` });
    await expect(banner).toBeVisible();
    expect(downloads.failed()).toEqual(['notifications']);
    await expect(banner.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    expect(await apiGet(request, 'posts', post.id)).toMatchObject({ title: newTitle });
  });

  test('the creation dialog of a reference: the user is told, and the form keeps its values', async ({
    page,
  }) => {
    const downloads = await failDownloads(page, ['createDialog']);
    await page.goto('/posts/create');
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('A post typed before the dialog failed');
    const tagName = uniqueName('Offline tag');
    await page.getByRole('combobox', { name: 'Tags' }).pressSequentially(tagName);
    await page.getByRole('option', { name: `Create Tag "${tagName}"` }).click();

    const notification = page.locator('mat-snack-bar-container');
    await expect(notification).toContainText('The code this needs did not download');
    await expect(notification.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(downloads.failed()).toEqual(['createDialog']);
    await expect(page.getByRole('dialog', { name: 'Create new Tag' })).toHaveCount(0);
    await expect(title).toHaveValue('A post typed before the dialog failed');

    downloads.recover();
    await page.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: `Create Tag "${tagName}"` }).click();
    await expect(page.getByRole('dialog', { name: 'Create new Tag' })).toBeVisible();
  });
});
