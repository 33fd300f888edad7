import { expect, test } from '@playwright/test';
import { attachScreenshots } from './support/a11y';
import { apiCreate, apiCreatePost, apiGet, uniqueName } from './support/form-api';
import { bodyEditor, errorOf, openForm, openTab } from './support/form-page';

test.describe('posts edition form', () => {
  test('shows a server violation under its field and keeps every typed value', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request, { views: 10 });
    await openForm(page, `/posts/edit/${post.id}`);

    const title = page.getByRole('textbox', { name: 'Title' });
    const teaser = page.getByRole('textbox', { name: 'Teaser' });
    const views = page.getByRole('spinbutton', { name: 'Views' });
    await expect(title).toHaveValue(String(post['title']));
    const newTitle = uniqueName('Renamed');
    await title.fill(newTitle);
    await teaser.fill('A teaser typed before the failed save');
    await bodyEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' and more');
    // The form has no rule on views; the API wants an integer >= 0.
    await openTab(page, 'Audience');
    await views.fill('-5');

    const rejected = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await rejected;
    expect(response.status()).toBe(422);

    const message = 'This value should be greater than or equal to 0.';
    await expect(errorOf(views)).toHaveText(message);
    await expect(views).toHaveAccessibleDescription(message);
    await expect(views).toHaveAttribute('aria-invalid', 'true');
    await expect(views).toBeFocused();
    // One message, beside the Save button, and no notification repeating it.
    await expect(page.locator('.nga-form-actions').getByRole('alert')).toHaveText(
      /The server refused the data: Validation failed/,
    );
    await expect(page.locator('mat-snack-bar-container')).toHaveCount(0);

    // Still on the form (its Audience tab), with everything the user typed.
    await expect(page).toHaveURL(`/posts/edit/${post.id}?tab=audience`);
    await expect(views).toHaveValue('-5');
    await openTab(page, 'Post');
    await expect(title).toHaveValue(newTitle);
    await expect(teaser).toHaveValue('A teaser typed before the failed save');
    await expect(bodyEditor(page)).toHaveText('A body and more');
    expect(await apiGet(request, 'posts', post.id)).toMatchObject({
      title: post['title'],
      teaser: 'A teaser',
      views: 10,
    });

    // Correcting the value clears the server's message, and the save goes through.
    await openTab(page, 'Audience');
    await views.fill('7');
    await expect(errorOf(views)).toBeHidden();
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(`/posts/show/${post.id}`);
    expect(await apiGet(request, 'posts', post.id)).toMatchObject({
      title: newTitle,
      teaser: 'A teaser typed before the failed save',
      views: 7,
    });
  });
});

test.describe('tags edition form', () => {
  test('a boolean\'s dropdown names its empty choice in words, not "undefined"', async ({
    page,
    request,
  }, testInfo) => {
    // A tag stored without a publication state.
    const tag = await apiCreate(request, 'tags', { name: uniqueName('Unset') });
    await page.goto(`/tags/edit/${tag.id}`);
    const published = page.getByRole('combobox', { name: 'Published' });
    await expect(published).toHaveText('Not set');

    const options = page.getByRole('listbox', { name: 'Published' }).getByRole('option');
    const open = async () => {
      if (!(await options.first().isVisible())) await published.click();
      await expect(options).toHaveText(['Not set', 'true', 'false']);
    };
    await open();
    await attachScreenshots(page, testInfo, 'tags-edit-boolean-open', {
      fullPage: false,
      prepare: open,
    });

    await options.filter({ hasText: 'true' }).click();
    await expect(published).toHaveText('true');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(`/tags/edit/${tag.id}`);
    expect((await apiGet(request, 'tags', tag.id))?.['published']).toBe(true);
  });
});

test.describe('leaving a form with unsaved changes', () => {
  test('asks first: dismissing stays with the typed value, accepting leaves', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void (dialogs.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    const menu = page.getByRole('navigation');

    // An untouched form (its rich text loaded into the editor) leaves without a question.
    await openForm(page, `/posts/edit/${post.id}`);
    await menu.getByRole('link', { name: 'Comments' }).click();
    await expect(page).toHaveURL(/\/comments\/list/);
    expect(dialogs).toEqual([]);

    await openForm(page, `/posts/edit/${post.id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Typed but not saved');
    await menu.getByRole('link', { name: 'Comments' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe('confirm: You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(`/posts/edit/${post.id}`);
    await expect(title).toHaveValue('Typed but not saved');

    await menu.getByRole('link', { name: 'Comments' }).click();
    await expect(page).toHaveURL(/\/comments\/list/);
    expect(dialogs).toHaveLength(2);
    expect((await apiGet(request, 'posts', post.id))?.['title']).toBe(post['title']);
  });

  test('asks before the browser leaves the page too', async ({ page, request }) => {
    const post = await apiCreatePost(request);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await openForm(page, `/posts/edit/${post.id}`);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
    expect(dialogs).toEqual([]);

    const title = page.getByRole('textbox', { name: 'Title' });
    await title.click();
    await title.fill('Typed but not saved');
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await expect(title).toHaveValue(String(post['title']));
  });
});
