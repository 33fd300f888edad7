import { expect, test } from '@playwright/test';
import { attachScreenshots } from './support/a11y';
import { apiCreatePost, apiGet, uniqueName } from './support/form-api';
import { errorOf, openForm, selectOption } from './support/form-page';

test.describe('dependent fields', () => {
  test('a rejected comment needs a reason, which only then shows', async ({
    page,
    request,
  }, testInfo) => {
    const post = await apiCreatePost(request);
    const author = uniqueName('Moderated');
    await page.goto('/comments/create');
    const reason = page.getByRole('textbox', { name: 'Reason for rejection' });
    await expect(page.getByRole('combobox', { name: 'Moderation' })).toBeVisible();
    await expect(reason).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Author' }).fill(author);
    await page.getByRole('textbox', { name: 'Body' }).fill('Buy cheap watches');
    const postBox = page.getByRole('combobox', { name: 'Post' });
    await postBox.pressSequentially(String(post['title']).slice(0, 12));
    await page.getByRole('option', { name: String(post['title']) }).click();

    // Shown and required once the comment is rejected.
    await selectOption(page, 'Moderation', 'Rejected');
    await expect(reason).toBeVisible();
    await expect(reason).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorOf(reason)).toHaveText('This field is required.');
    await expect(reason).toBeFocused();
    await attachScreenshots(page, testInfo, 'dependent-field-required');

    // Hidden again, and left out of the save, when the comment is approved.
    await reason.fill('Spam');
    await selectOption(page, 'Moderation', 'Approved');
    await expect(reason).toHaveCount(0);
    const created = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body['status']).toBe('approved');
    expect('rejection_reason' in body).toBe(false);
  });

  test('a post’s subcategory shows once a category is chosen, and follows it', async ({
    page,
    request,
  }) => {
    await openForm(page, '/posts/create');
    const subcategory = page.getByRole('combobox', { name: 'Subcategory' });
    await expect(subcategory).toHaveCount(0);
    await selectOption(page, 'Category', 'Tech');
    await expect(subcategory).toBeVisible();
    await selectOption(page, 'Subcategory', 'Gadgets');
    // Another category empties it: its choices are the new category's.
    await selectOption(page, 'Category', 'Lifestyle');
    await expect(subcategory).not.toContainText('Gadgets');
    await subcategory.click();
    await expect(page.getByRole('option')).toHaveText(['None', 'Fashion', 'Health']);
    await page.getByRole('option', { name: 'Health' }).click();

    const title = uniqueName('Classified');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    const created = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    const id = ((await (await created).json()) as { id: number }).id;
    expect(await apiGet(request, 'posts', id)).toMatchObject({
      category: 'lifestyle',
      subcategory: 'health',
    });
  });
});
