import { expect, test } from '@playwright/test';
import { attachScreenshots } from './support/a11y';
import { apiCreatePost } from './support/form-api';
import { errorOf, openForm } from './support/form-page';

test.describe('tabs of the posts forms', () => {
  test('an invalid field in the second tab: marked and shown after Save, focused', async ({
    page,
  }, testInfo) => {
    await openForm(page, '/posts/create');
    const post = page.getByRole('tab', { name: 'Post' });
    const media = page.getByRole('tab', { name: 'Media' });
    await expect(page.getByRole('tablist')).toHaveAccessibleName('Groups of fields');
    await expect(post).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('textbox', { name: 'Title' }).fill('A valid title');
    await media.click();
    await expect(page).toHaveURL('/posts/create?tab=media');
    await page.getByRole('textbox', { name: 'Pictures' }).fill('{"first": ');
    await post.click();
    await expect(media).not.toContainText('contains errors');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(media).toHaveAttribute('aria-selected', 'true');
    await expect(media).toContainText('contains errors');
    const pictures = page.getByRole('textbox', { name: 'Pictures' });
    await expect(pictures).toBeFocused();
    await expect(errorOf(pictures)).toContainText('Invalid JSON');
    await expect(page).toHaveURL('/posts/create?tab=media');
    await attachScreenshots(page, testInfo, 'tabs-invalid', { fullPage: false });
  });

  test('the tab is in the address: a reload keeps it; arrow keys move between tabs', async ({
    page,
    request,
  }, testInfo) => {
    const created = await apiCreatePost(request);
    await openForm(page, `/posts/edit/${created.id}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Post', 'Media', 'Audience']);
    await tabs.nth(2).click();
    await expect(page).toHaveURL(`/posts/edit/${created.id}?tab=audience`);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Audience' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('spinbutton', { name: 'Views' })).toBeVisible();
    await attachScreenshots(page, testInfo, 'tabs-post-edit', { fullPage: false });

    // WAI-ARIA tabs: the arrow keys move the focus along the tabs, Enter shows the one focused.
    await page.getByRole('tab', { name: 'Audience' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Media' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Pictures' })).toBeVisible();
  });

  test('390 px wide: the tabs fit and the fields stay in one column', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openForm(page, '/posts/create');
    await expect(page.getByRole('tab', { name: 'Media' })).toBeVisible();
    // One column: each field starts below the one before it, none beside another.
    const boxes = await page.locator('nga-form-body .nga-form-field').evaluateAll((fields) =>
      fields
        .filter((field) => (field as HTMLElement).offsetParent !== null)
        .map((field) => {
          const { top, bottom } = field.getBoundingClientRect();
          return { top, bottom };
        }),
    );
    expect(boxes.length).toBeGreaterThan(4);
    boxes.forEach((box, index) => {
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await attachScreenshots(page, testInfo, 'tabs-post-create', { fullPage: false });
  });
});
