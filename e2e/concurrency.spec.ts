import { expect, test, type Page } from '@playwright/test';
import { attachScreenshot } from './support/a11y';
import { apiCreatePost, apiGet } from './support/form-api';
import { openTab } from './support/form-page';

test.describe('two people edit the same post', () => {
  test('the second save gets the conflict dialog and merges field by field', async ({
    browser,
    request,
  }, testInfo) => {
    const post = await apiCreatePost(request, { teaser: 'Original teaser' });
    const alice = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    for (const page of [alice, bob]) {
      await page.goto(`/posts/edit/${post.id}`);
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(String(post['title']));
    }

    // Alice saves first.
    await alice.getByRole('textbox', { name: 'Title' }).fill('Title by Alice');
    await alice.getByRole('textbox', { name: 'Teaser' }).fill('Teaser by Alice');
    await saveAndExpect(alice, 200);

    // Bob changed the title and the views; his save is refused, nothing he typed is lost.
    await bob.getByRole('textbox', { name: 'Title' }).fill('Title by Bob');
    await openTab(bob, 'Audience');
    await bob.getByRole('spinbutton', { name: 'Views' }).fill('99');
    await saveAndExpect(bob, 412);
    const dialog = bob.getByRole('dialog', { name: 'Someone else saved this entry meanwhile' });
    await expect(dialog).toBeVisible();
    await attachScreenshot(bob, testInfo, 'conflict-dialog');

    const title = dialog.getByRole('group', { name: 'Title' });
    await expect(title.locator('.nga-conflict-original')).toHaveText(String(post['title']));
    await expect(title.locator('.nga-conflict-theirs')).toHaveText('Title by Alice');
    await expect(title.locator('.nga-conflict-mine')).toHaveText('Title by Bob');
    await expect(title.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    // Only Alice changed the teaser: hers is proposed.
    const teaser = dialog.getByRole('group', { name: 'Teaser' });
    await expect(teaser.getByRole('radio', { name: 'Take theirs' })).toBeChecked();
    // Only Bob changed the views: no conflict there.
    await expect(dialog.getByRole('group', { name: 'Views' })).toHaveCount(0);

    await title.getByRole('radio', { name: 'Take theirs' }).check();
    await dialog.getByRole('button', { name: 'Apply these choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(bob.getByRole('spinbutton', { name: 'Views' })).toHaveValue('99');
    await openTab(bob, 'Post');
    await expect(bob.getByRole('textbox', { name: 'Title' })).toHaveValue('Title by Alice');
    await expect(bob.getByRole('textbox', { name: 'Teaser' })).toHaveValue('Teaser by Alice');

    await saveAndExpect(bob, 200);
    expect(await apiGet(request, 'posts', post.id)).toMatchObject({
      title: 'Title by Alice',
      teaser: 'Teaser by Alice',
      views: 99,
    });
    await alice.context().close();
    await bob.context().close();
  });

  test('Escape keeps the form as it was; Reload shows their version and offers mine back', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    await page.goto(`/posts/edit/${post.id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(String(post['title']));
    // Someone else saves meanwhile (its version moves on).
    const changed = await request.put(`/api/posts/${post.id}`, {
      data: { ...post, title: 'Changed elsewhere' },
    });
    expect(changed.status()).toBe(200);

    await title.fill('Mine');
    await saveAndExpect(page, 412);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(title).toHaveValue('Mine');
    await expect(page.locator('.nga-form-actions [role="alert"]')).toHaveText(
      'Choose the values to keep, then save again.',
    );

    // Save again shows the choices again instead of sending a stale version.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reload their version' }).click();
    await expect(title).toHaveValue('Changed elsewhere');
    await expect(page.getByText('You have unsaved changes from an earlier visit.')).toBeVisible();
  });

  test('deleting a post someone changed since it was opened is refused with 412', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    await page.goto(`/posts/delete/${post.id}`);
    await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
    await request.put(`/api/posts/${post.id}`, { data: { ...post, title: 'Changed meanwhile' } });
    const refused = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    // Undoable: the request goes once Undo is past, and the refusal puts the post back.
    expect((await refused).status()).toBe(412);
    await expect(
      page
        .locator('mat-snack-bar-container')
        .filter({ hasText: `Post #${post.id} was not deleted` }),
    ).toContainText('Someone else changed this entry since you opened it');
    await expect(
      page.locator('nga-list-page .nga-row').filter({ hasText: 'Changed meanwhile' }),
    ).toHaveCount(1);
    expect(await apiGet(request, 'posts', post.id)).not.toBeNull();
  });
});

async function saveAndExpect(page: Page, status: number): Promise<void> {
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBe(status);
}
