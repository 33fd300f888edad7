import type { Page } from '@playwright/test';
import { apiCreate, apiGet, uniqueName } from '../e2e/support/form-api';
import { gridRows, paginatorRange } from '../e2e/support/list-page';
import { apiPostWithComments, expect, test } from './support';

/** Opens a post's edition form and waits until its fields are there. */
async function openPostForm(page: Page, id: number): Promise<void> {
  await page.goto(`/posts/edit/${id}`);
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toBeVisible();
}

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('forms of the ported demo', () => {
  test('the subcategory row (ma-field with ng-if) follows the category as the user chooses it', async ({
    page,
    request,
    demo,
  }) => {
    // Tags too: the demo's tags list counts the tags of every post, as ng-admin's demo does.
    const post = await apiCreate(request, 'posts', {
      title: uniqueName('Uncategorized post'),
      tags: [],
    });
    await openPostForm(page, post.id);
    const subcategory = page.getByRole('combobox', { name: 'Subcategory', exact: true });
    await expect(subcategory).toHaveCount(0);

    await choose(page, 'Category', 'Tech');
    await expect(subcategory).toBeVisible();
    await subcategory.click();
    await expect(page.getByRole('option')).toHaveText(['None', 'Computers', 'Gadgets']);
    await page.getByRole('option', { name: 'Gadgets' }).click();

    await choose(page, 'Category', 'Lifestyle');
    await subcategory.click();
    await expect(page.getByRole('option')).toHaveText(['None', ...demo.lifestyle]);
    await page.keyboard.press('Escape');

    await choose(page, 'Category', 'Tech');
    await choose(page, 'Subcategory', 'Computers');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(`/posts/edit/${post.id}`);
    const saved = await apiGet(request, 'posts', post.id);
    expect([saved?.['category'], saved?.['subcategory']]).toEqual(['tech', 'computers']);
  });

  test("ma-filtered-list-button and ma-create-button lead to the post's comments", async ({
    page,
    request,
  }) => {
    const { post } = await apiPostWithComments(request, 11);
    await openPostForm(page, post.id);

    await page.locator('ma-filtered-list-button').getByRole('link').click();
    await expect(page).toHaveURL(/\/comments\/list\?/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('search') ?? '{}')).toEqual({
      post_id: post.id,
    });
    await expect(paginatorRange(page)).toHaveText('1-10 of 11');

    await page.goBack();
    await page.getByRole('link', { name: 'Create related comment' }).click();
    await expect(page).toHaveURL(/\/comments\/create\?/);
    await expect(page.getByRole('combobox', { name: 'Post' })).toHaveValue(String(post['title']));
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('A related comment');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(/\/comments\/create/);

    // The post's referenced list now has a twelfth comment, on the post's show view too.
    await page.goto(`/posts/show/${post.id}`);
    await page.locator('ma-filtered-list-button').getByRole('link').click();
    await expect(paginatorRange(page)).toHaveText('1-10 of 12');
  });

  test("the show view's send-email tag leads to the custom page, which notifies", async ({
    page,
    request,
  }) => {
    const { post } = await apiPostWithComments(request, 1);
    await page.goto(`/posts/show/${post.id}`);
    await page.getByRole('link', { name: 'Send post by email' }).click();
    await expect(page).toHaveURL(`/sendPost/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Send post #${post.id} by email`,
    );
    const notification = (text: string) =>
      page.locator('mat-snack-bar-container').filter({ hasText: text });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(notification('Email is undefined')).toHaveClass(/nga-notification-error/);
    await page.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(notification('Email successfully sent to reader@example.com')).toHaveClass(
      /nga-notification-success/,
    );

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`/posts/show/${post.id}`);
  });

  test("the comment form's post-link tag leads to the comment's post", async ({
    page,
    request,
  }) => {
    const { post, comments } = await apiPostWithComments(request, 1);
    await page.goto(`/comments/edit/${comments[0]!.id}`);
    await page.getByRole('link', { name: 'View post' }).click();
    await expect(page).toHaveURL(`/posts/show/${post.id}`);
    await expect(page.getByText(String(post['title'])).first()).toBeVisible();
  });

  test('the Stats menu entry opens the custom page, whose ma-back-button goes back', async ({
    page,
  }) => {
    await page.goto('/comments/list');
    await expect(gridRows(page)).toHaveCount(10);
    await page.getByRole('navigation').getByRole('link', { name: 'Stats' }).click();
    await expect(page).toHaveURL('/stats');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stats');
    await expect(page.getByText('You can add custom pages, too')).toBeVisible();
    await page.locator('ma-view-actions').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/comments/list');
  });
});
