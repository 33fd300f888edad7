import { expect, test, type Locator, type Page } from '@playwright/test';
import { gridRows, listParams } from './support/list-page';

/** The header texts of the posts grid, selection and actions columns left out. */
async function headers(page: Page): Promise<string[]> {
  const cells = page.locator(
    'nga-list-page .nga-datagrid .mat-mdc-header-cell[class*="nga-column-"]',
  );
  return (await cells.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/** Opens the list's "Columns" menu, once it has loaded. */
async function openColumns(page: Page): Promise<void> {
  const button = page.locator('nga-columns-menu button.nga-action-columns');
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test.describe('List columns', () => {
  test('shows, hides, reorders and resets columns, remembered across a reload', async ({
    page,
  }) => {
    await page.goto('/posts/list');
    await expect(gridRows(page).first()).toBeVisible();
    // "Note" is hidden by the configuration (hiddenByDefault).
    expect(await headers(page)).toEqual([
      'ID',
      'Title',
      'Published',
      'Views',
      'Tags',
      'Reading time',
    ]);

    await openColumns(page);
    const note = page.getByRole('menuitemcheckbox', { name: 'Note' });
    await expect(note).toHaveAttribute('aria-checked', 'false');
    await note.click();
    await expect(note).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemcheckbox', { name: 'Views' }).click();
    // Keyboard: Alt+Up twice moves "Reading time" before "Tags" and "Views".
    const reading = page.getByRole('menuitemcheckbox', { name: 'Reading time' });
    await reading.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(reading).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Escape');

    const chosen = ['ID', 'Title', 'Published', 'Note', 'Reading time', 'Tags'];
    await expect.poll(() => headers(page)).toEqual(chosen);

    await page.reload();
    await expect(gridRows(page).first()).toBeVisible();
    expect(await headers(page)).toEqual(chosen);

    // Dragging "Title" by its handle below "Published".
    await openColumns(page);
    const handle = page
      .getByRole('menuitemcheckbox', { name: 'Title' })
      .locator('.nga-column-handle');
    const target = page.getByRole('menuitemcheckbox', { name: 'Published' });
    // The menu opens with an animation: measure once it stands still.
    const from = await settledBox(handle);
    const to = await settledBox(target);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.9, { steps: 10 });
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => headers(page))
      .toEqual(['ID', 'Published', 'Title', 'Note', 'Reading time', 'Tags']);

    await openColumns(page);
    await page.getByRole('menuitem', { name: 'Reset columns' }).click();
    await expect
      .poll(() => headers(page))
      .toEqual(['ID', 'Title', 'Published', 'Views', 'Tags', 'Reading time']);
    await page.reload();
    await expect(gridRows(page).first()).toBeVisible();
    expect(await headers(page)).toEqual([
      'ID',
      'Title',
      'Published',
      'Views',
      'Tags',
      'Reading time',
    ]);
  });

  test('the cards of a narrow screen show the chosen columns', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/posts/list');
    await expect(page.locator('nga-list-page nga-datagrid')).toHaveClass(/nga-cards/);
    const firstCard = gridRows(page).first();
    await expect(firstCard).toBeVisible();
    const labelled = (label: string) => firstCard.locator(`.mat-mdc-cell[data-label="${label}"]`);
    await expect(labelled('Note')).toHaveCount(0);
    await expect(labelled('Views')).toHaveCount(1);
    await openColumns(page);
    await page.getByRole('menuitemcheckbox', { name: 'Note' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Views' }).click();
    await page.keyboard.press('Escape');
    await expect(labelled('Note')).toHaveCount(1);
    await expect(labelled('Views')).toHaveCount(0);
  });
});

test.describe('Saved views', () => {
  test('saves filters, sort and columns under a name, found again from the navigation', async ({
    page,
  }) => {
    const search = JSON.stringify({ category: 'tech' });
    await page.goto(`/posts/list?sortField=title&sortDir=ASC&search=${encodeURIComponent(search)}`);
    await expect(gridRows(page).first()).toBeVisible();
    await openColumns(page);
    await page.getByRole('menuitemcheckbox', { name: 'Tags' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).not.toContain('Tags');

    const views = page.locator('nga-saved-views-menu button.nga-action-views');
    await expect(views).toBeVisible();
    await views.click();
    await page.getByLabel('Save the filters, sort and columns as').fill('Tech by title');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('View "Tech by title" saved')).toBeVisible();
    await page.keyboard.press('Escape');

    // Elsewhere, with the columns reset: the navigation's link brings the view back.
    await page.goto('/posts/list');
    await openColumns(page);
    await page.getByRole('menuitem', { name: 'Reset columns' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toContain('Tags');
    await page.reload();
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: /Tech by title/ }).click();
    await expect
      .poll(() => listParams(page))
      .toMatchObject({
        sortField: 'title',
        sortDir: 'ASC',
        search,
      });
    await expect(gridRows(page).first()).toBeVisible();
    await expect.poll(() => headers(page)).not.toContain('Tags');

    // And from the list's own menu, after a different sort.
    await page.goto('/posts/list');
    await views.click();
    await page.getByRole('menuitem', { name: 'Tech by title' }).click();
    await expect.poll(() => listParams(page)).toMatchObject({ sortField: 'title', search });
  });
});

/** The box of an element once two frames in a row give the same one. */
async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = await locator.boundingBox();
  for (let attempt = 0; attempt < 50; attempt++) {
    await locator.page().evaluate(() => new Promise(requestAnimationFrame));
    const box = await locator.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y) return box;
    previous = box;
  }
  throw new Error('the element kept moving');
}
