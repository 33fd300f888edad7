import { expect, test } from '@playwright/test';
import { apiCreatePost, apiGet, uniqueName } from './support/form-api';
import { openForm, showValue } from './support/form-page';

test.describe('onSubmitSuccess of the posts edition view', () => {
  test('runs with its injected PublishLog service and replaces the default workflow', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const notification = (text: string) =>
      page.locator('mat-snack-bar-container').filter({ hasText: text });
    await openForm(page, `/posts/edit/${post.id}`);

    const first = uniqueName('Logged');
    await page.getByRole('textbox', { name: 'Title' }).fill(first);
    await page.getByRole('button', { name: 'Save' }).click();
    // The hook's own workflow: its notification, then the show view instead of going back.
    await expect(notification(`Saved "${first}" (1 post saved this session)`)).toBeVisible();
    await expect(page).toHaveURL(`/posts/show/${post.id}`);
    await expect(showValue(page, 'Title')).toHaveText(first);
    expect((await apiGet(request, 'posts', post.id))?.['title']).toBe(first);

    // The same service instance keeps its state across views of the session.
    await page.getByRole('link', { name: 'Edit' }).click();
    const second = uniqueName('Logged again');
    await page.getByRole('textbox', { name: 'Title' }).fill(second);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notification(`Saved "${second}" (2 posts saved this session)`)).toBeVisible();
    await expect(page).toHaveURL(`/posts/show/${post.id}`);
    await expect(notification('Changes successfully saved.')).toHaveCount(0);
  });
});
