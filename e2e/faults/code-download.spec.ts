import { expect, test } from '@playwright/test';
import { apiCreatePost, apiGet, uniqueName } from '../support/form-api';

/**
 * The chunks a failed download leaves out, told apart by what they hold: the sample's lazy
 * configuration, and the DSL it brings.
 */
const LEFT_OUT = { configuration: /function buildBlogAdmin\(/, dsl: /["']address-book["']/ };

test.describe('code that does not download', { tag: '@faults' }, () => {
  test('the configuration and the DSL fail: the page says so, and reloading it recovers', async ({
    page,
  }) => {
    let failing = true;
    const failed = new Set<string>();
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const chunk = Object.entries(LEFT_OUT).find(([, marker]) => marker.test(body));
      if (failing && chunk) {
        failed.add(chunk[0]);
        return route.abort('failed');
      }
      return route.fulfill({ response, body });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/posts/list');
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(
      'This admin cannot start: part of its code did not download',
    );
    await expect(panel).toContainText('Failed to fetch dynamically imported module');
    expect([...failed].sort()).toEqual(['configuration', 'dsl']);
    await expect(page).toHaveTitle('This admin cannot start: part of its code did not download');
    expect(errors).toEqual([]);

    failing = false;
    await panel.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All posts' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});

test.describe('a page whose code does not download', { tag: '@faults' }, () => {
  test('shows in the shell what happened, and reloading the page recovers', async ({ page }) => {
    let failing = true;
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The list page's chunk, told apart by its component's selector.
      if (failing && /\[\["nga-list-page"\]\]/.test(body)) return route.abort('failed');
      return route.fulfill({ response, body });
    });

    await page.goto('/posts/list');
    const problem = page.locator('nga-download-failed [role="alert"]');
    await expect(problem.getByRole('heading', { level: 1 })).toHaveText(
      'This page did not download',
    );
    // The shell is there: its navigation leads elsewhere.
    await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();

    failing = false;
    await problem.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All posts' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});

test.describe('a field whose code does not download', { tag: '@faults' }, () => {
  test('says so in its place; the form around it edits and saves the others', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The rich-text input's chunk, told apart by its component's selector.
      if (/\[\["nga-wysiwyg-input"\]\]/.test(body)) return route.abort('failed');
      return route.fulfill({ response, body });
    });

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
});
