import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, uniqueName } from './support/form-api';
import { openForm, pickCalendarDay, shownDate, showValue } from './support/form-page';

/**
 * A day picked in the datepicker is saved as that very day and reads back as that day, in the
 * show view, the edition form and the list, whatever the browser's timezone.
 */
async function pickSaveAndReadBack(page: Page, request: APIRequestContext): Promise<void> {
  await openForm(page, '/posts/create');
  const title = uniqueName('Dated');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  // The first day of a month is where a shift to the previous day is the most visible.
  const day = await pickCalendarDay(page, 'Published', 1);
  await expect(page.getByRole('textbox', { name: 'Published' })).toHaveValue(shownDate(day));

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const id = ((await (await created).json()) as { id: number }).id;
  expect((await apiGet(request, 'posts', id))?.['published_at']).toBe(day);

  await expect(page).toHaveURL(`/posts/show/${id}`);
  await expect(showValue(page, 'Published')).toHaveText(day);
  await expect(showValue(page, 'Published').locator('time')).toHaveAttribute('datetime', day);

  await openForm(page, `/posts/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Published' })).toHaveValue(shownDate(day));

  // The list's cell (Angular's formatDate) shows the same day.
  await page.goto(`/posts/list?search=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await expect(page.locator('.nga-row .mat-mdc-cell.nga-column-published_at')).toHaveText([day]);
}

test.describe('a picked date in a timezone far ahead of UTC (UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('is saved and shown as the same day', async ({ page, request }) => {
    expect(await page.evaluate(() => new Date(2024, 0, 1).getTimezoneOffset())).toBe(-840);
    await pickSaveAndReadBack(page, request);
  });
});

test.describe('a picked date in a timezone behind UTC (America/Los_Angeles)', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('is saved and shown as the same day', async ({ page, request }) => {
    expect(await page.evaluate(() => new Date(2024, 0, 1).getTimezoneOffset())).toBe(480);
    await pickSaveAndReadBack(page, request);
  });
});
