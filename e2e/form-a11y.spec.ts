import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousA11yViolations } from './support/a11y';
import { apiCreate, apiCreatePost } from './support/form-api';
import { errorOf, openForm, openTab, showValue } from './support/form-page';

test.describe('accessibility of the forms and the show view (axe-core)', () => {
  test('the posts creation form', async ({ page }, testInfo) => {
    await openForm(page, '/posts/create');
    await openTab(page, 'Media');
    await page.getByRole('button', { name: 'Add Backlinks item' }).click();
    await expectNoSeriousA11yViolations(page);
    // With the validation messages shown too.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid form' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await attachScreenshots(page, testInfo, 'posts-create');
  });

  test('the message of a form saved with invalid values, beside Save, without a notification', async ({
    page,
  }) => {
    await openForm(page, '/posts/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.nga-form-actions').getByRole('alert')).toHaveText('Invalid form');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(page.locator('mat-snack-bar-container')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the posts edition form', async ({ page, request }) => {
    const post = await apiCreatePost(request, { tags: [1] });
    await apiCreate(request, 'comments', {
      created_at: '2024-06-01',
      body: 'A comment',
      post_id: post.id,
      author: { name: 'Ada' },
    });
    await openForm(page, `/posts/edit/${post.id}`);
    await openTab(page, 'Audience');
    await expect(page.getByRole('table', { name: 'Comments' })).toContainText('A comment');
    await expectNoSeriousA11yViolations(page);
  });

  test('the posts show view', async ({ page, request }, testInfo) => {
    const post = await apiCreatePost(request, {
      tags: [1, 2],
      cover: 'cover.png',
      pictures: { first: { name: 'a.jpg', url: 'https://example.com/a.jpg' } },
      backlinks: [{ date: '2024-01-02', url: 'https://example.com/backlink' }],
    });
    await apiCreate(request, 'comments', {
      created_at: '2024-06-01',
      body: 'A comment',
      post_id: post.id,
      author: { name: 'Ada' },
    });
    await page.goto(`/posts/show/${post.id}`);
    await expect(showValue(page, 'Comments')).toContainText('A comment');
    await expect(showValue(page, 'Tags').getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await attachScreenshots(page, testInfo, 'posts-show');
  });

  test('the comments creation form', async ({ page }) => {
    await page.goto('/comments/create');
    await expect(page.getByRole('textbox', { name: 'Author' })).toBeVisible();
    const post = page.getByRole('combobox', { name: 'Post' });
    await expect(post).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Save touches every field: the post's autocomplete, left empty, says so too.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorOf(post)).toHaveText('This field is required.');
    await expectNoSeriousA11yViolations(page);
  });
});
