import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { apiCreate, apiGet, recordApiRequests, uniqueName } from './support/form-api';
import {
  bodyEditor,
  errorOf,
  openForm,
  openTab,
  pickCalendarDay,
  selectOption,
  showValue,
} from './support/form-page';

const COVER = join(__dirname, 'fixtures', 'cover.png');

test.describe('posts creation form', () => {
  test('shows validation messages, then saves a post filled through every widget', async ({
    page,
    request,
  }) => {
    const tag = await apiCreate(request, 'tags', { name: uniqueName('Widget'), published: true });
    const tagName = String(tag['name']);
    const title = uniqueName('Every widget');
    const requests = recordApiRequests(page);
    await openForm(page, '/posts/create');

    const titleBox = page.getByRole('textbox', { name: 'Title' });
    await expect(titleBox).toHaveAttribute('placeholder', 'The post title');

    // Validation: nothing is sent while the form is invalid, and each message is on its field.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(errorOf(titleBox)).toHaveText('This field is required.');
    await expect(titleBox).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid form' })).toBeVisible();
    await expect(titleBox).toBeFocused();

    await titleBox.fill('ab');
    await expect(errorOf(titleBox)).toHaveText('Enter at least 3 characters.');
    const teaser = page.getByRole('textbox', { name: 'Teaser' });
    await teaser.fill('x'.repeat(301));
    await teaser.blur();
    await expect(errorOf(teaser)).toHaveText('Enter at most 300 characters.');
    // The pictures and links of a post are in its Media tab.
    await openTab(page, 'Media');
    await page.getByRole('button', { name: 'Add Backlinks item' }).click();
    const backlink = page.getByRole('group', { name: 'Backlinks item 1' });
    await page.getByRole('button', { name: 'Save' }).click();
    // Both tabs hold an invalid field: the first one is shown, the other one is marked.
    await expect(page.getByRole('tab', { name: 'Post' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Media' })).toContainText('contains errors');
    await expect(titleBox).toBeFocused();
    await openTab(page, 'Media');
    const url = backlink.getByRole('textbox', { name: 'Url' });
    await expect(errorOf(url)).toHaveText('This field is required.');
    const pictures = page.getByRole('textbox', { name: 'Pictures' });
    await pictures.fill('{"first": ');
    await expect(errorOf(pictures)).toContainText('Invalid JSON');
    expect(requests.filter((line) => line.startsWith('POST /api/posts'))).toEqual([]);

    // Every widget, filled the way a user does.
    await openTab(page, 'Post');
    await titleBox.fill(title);
    await teaser.fill('A short teaser');
    await bodyEditor(page).click();
    await page.keyboard.type('Hello ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('bold world');
    const publishedAt = await pickCalendarDay(page, 'Published', 15);
    await selectOption(page, 'Category', 'Tech');
    // The subcategory's choices follow the category.
    await page.getByRole('combobox', { name: 'Subcategory' }).click();
    await expect(page.getByRole('option')).toHaveText(['None', 'Computers', 'Gadgets']);
    await page.getByRole('option', { name: 'Gadgets' }).click();

    const tags = page.getByRole('combobox', { name: 'Tags' });
    const search = page.waitForRequest((r) => decodeURIComponent(r.url()).includes('q=Widget '));
    await tags.pressSequentially(tagName.slice(0, 10));
    await search;
    await page.getByRole('option', { name: tagName }).click();
    await expect(page.locator('mat-chip-row').filter({ hasText: tagName })).toBeVisible();

    await page.getByRole('radio', { name: '4 stars' }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await openTab(page, 'Media');
    await pictures.fill('{"first": {"name": "cover.png", "url": "https://example.com/cover.png"}}');
    await expect(errorOf(pictures)).toBeHidden();

    const chooser = page.waitForEvent('filechooser');
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
    await page.getByRole('button', { name: 'Choose a file: Cover' }).click();
    await (await chooser).setFiles(COVER);
    const stored = ((await (await upload).json()) as { filename: string }).filename;
    expect(stored).toMatch(/^[0-9a-f-]{36}\.png$/);
    await expect(page.getByRole('group', { name: 'Cover' })).toContainText(stored);

    await backlink.getByRole('textbox', { name: 'Date' }).fill('2024-03-09');
    await url.fill('https://example.com/backlink');
    await expect(errorOf(url)).toBeHidden();

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const id = ((await response.json()) as { id: number }).id;
    await expect(page).toHaveURL(`/posts/show/${id}`);

    const record = await apiGet(request, 'posts', id);
    expect(record).toMatchObject({
      title,
      teaser: 'A short teaser',
      published_at: publishedAt,
      category: 'tech',
      subcategory: 'gadgets',
      tags: [tag.id],
      average_note: 4,
      pictures: { first: { name: 'cover.png', url: 'https://example.com/cover.png' } },
      cover: stored,
      backlinks: [{ date: '2024-03-09', url: 'https://example.com/backlink' }],
    });
    expect(String(record?.['body'])).toContain('Hello <strong>bold world</strong>');

    // The show view of the new post reads every value back.
    await expect(showValue(page, 'Title')).toHaveText(title);
    await expect(showValue(page, 'Body').locator('strong')).toHaveText('bold world');
    await expect(showValue(page, 'Published')).toHaveText(publishedAt);
    await expect(showValue(page, 'Category')).toHaveText('Tech');
    await expect(showValue(page, 'Subcategory')).toHaveText('Gadgets');
    await expect(showValue(page, 'Tags')).toHaveText(tagName);
    await expect(showValue(page, 'Note').getByRole('img')).toHaveAccessibleName('4 out of 5');
    await expect(showValue(page, 'Cover')).toContainText(stored);
    await expect(showValue(page, 'Backlinks').getByRole('row')).toHaveText([
      /Date\s*Url/,
      /2024-03-09\s*https:\/\/example\.com\/backlink/,
    ]);
  });
});
