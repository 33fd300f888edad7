import { expect, test } from '@playwright/test';
import { attachScreenshots } from './support/a11y';
import { apiGet, uniqueName } from './support/form-api';
import { openForm } from './support/form-page';

test.describe('creating a referenced record on the spot', () => {
  test('a tag created from a post’s tags input is chosen once saved', async ({
    page,
    request,
  }, testInfo) => {
    const tagName = uniqueName('Fresh');
    await openForm(page, '/posts/create');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.pressSequentially(tagName);
    const offer = page.getByRole('option', { name: `Create Tag "${tagName}"` });
    await expect(offer).toBeVisible();
    await offer.click();

    // The tags' own creation form, the typed text as the name, the default of its own config.
    const dialog = page.getByRole('dialog', { name: 'Create new Tag' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(tagName);
    await expect(dialog.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    await attachScreenshots(page, testInfo, 'create-reference-dialog', { fullPage: false });
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tags',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const tag = (await (await created).json()) as { id: number; name: string };
    expect(tag.name).toBe(tagName);
    await expect(dialog).toBeHidden();
    await expect(page.locator('mat-chip-row').filter({ hasText: tagName })).toBeVisible();

    const title = uniqueName('Tagged');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const post = (await (await saved).json()) as { id: number };
    expect((await apiGet(request, 'posts', post.id))?.['tags']).toEqual([tag.id]);
  });

  test('Cancel changes nothing', async ({ page }) => {
    const tagName = uniqueName('Unwanted');
    await openForm(page, '/posts/create');
    await page.getByRole('combobox', { name: 'Tags' }).pressSequentially(tagName);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await page.getByRole('option', { name: `Create Tag "${tagName}"` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new Tag' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('mat-chip-row')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
