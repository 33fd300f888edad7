import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots } from './support/a11y';
import { apiCreate, apiCreatePost, apiGet, uniqueName } from './support/form-api';
import { bodyEditor, openForm, showValue } from './support/form-page';

const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/** Nothing of a payload ran, and no script or inline handler made it into the page's content. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  const content = page.locator('main');
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:"]')).toHaveCount(0);
}

test.describe('HTML from the API or typed into the rich-text editor', () => {
  test('is rendered inert in the show view and the list', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const marker = uniqueName('Xss');
    const title = `${marker} <img src=x onerror="window.__xss=3">`;
    const post = await apiCreatePost(request, { title, body: `<p>Safe text</p>${PAYLOAD}` });

    await page.goto(`/posts/show/${post.id}`);
    await expect(showValue(page, 'Body')).toContainText('Safe text');
    // Plain fields and templates show markup as text.
    await expect(showValue(page, 'Title')).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`"${title}"`);
    await page.waitForLoadState('networkidle');
    await expectInert(page);

    await page.goto(`/posts/list?search=${encodeURIComponent(JSON.stringify({ q: marker }))}`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText(title);
    await page.waitForLoadState('networkidle');
    await expectInert(page);
    expect(dialogs).toEqual([]);
  });

  test('is cleaned before it is saved through the form', async ({ page, request }) => {
    await openForm(page, '/posts/create');
    await page.getByRole('textbox', { name: 'Title' }).fill(uniqueName('Pasted'));
    await bodyEditor(page).click();
    // A paste of rich HTML, as from another page.
    await bodyEditor(page).evaluate((editor, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Pasted');
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, `<p>Pasted <b>rich</b> text</p>${PAYLOAD}<a href="javascript:window.__xss=4">link</a>`);
    await expect(bodyEditor(page).locator('strong')).toHaveText('rich');
    await expectInert(page);

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/posts',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const id = ((await (await created).json()) as { id: number }).id;
    const body = String((await apiGet(request, 'posts', id))?.['body']);
    expect(body).toContain('<strong>rich</strong>');
    expect(body).not.toMatch(/onerror|<script|javascript:/i);

    await expect(page).toHaveURL(`/posts/show/${id}`);
    await expect(showValue(page, 'Body').locator('strong')).toHaveText('rich');
    await expectInert(page);
  });

  test('stays out of the rich-text editor: no frame, object, embed or form of the value', async ({
    page,
    request,
  }, testInfo) => {
    // A login form of another origin, framed as Quill frames its videos, and its relatives.
    const hostile =
      '<p>Before the frame</p><iframe class="ql-video" src="https://evil.example/login"></iframe>' +
      '<object data="https://evil.example/o"></object><embed src="https://evil.example/e">' +
      '<form action="https://evil.example/"><input name="password"><button>Sign in</button></form>' +
      `<p>After the frame</p>${PAYLOAD}`;
    const evil: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'evil.example') evil.push(r.url());
    });
    const post = await apiCreatePost(request, { body: hostile });
    const comment = await apiCreate(request, 'comments', {
      body: hostile,
      post_id: post.id,
      author: { name: uniqueName('Author') },
    });
    const embedded = 'iframe, object, embed, form, input, button, img, script';

    // The posts body keeps HTML (sanitize(true)); the comments body keeps text (stripTags(true)).
    for (const path of [`/posts/edit/${post.id}`, `/comments/edit/${comment.id}`]) {
      await openForm(page, path);
      await expect(bodyEditor(page)).toContainText('After the frame');
      await expect(bodyEditor(page).locator(embedded)).toHaveCount(0);
      await expect(page.locator('main iframe, main object, main embed')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectInert(page);
    }
    await openForm(page, `/posts/edit/${post.id}`);
    await attachScreenshots(page, testInfo, 'posts-edit-hostile-body', {
      fullPage: false,
      prepare: () => bodyEditor(page).scrollIntoViewIfNeeded(),
    });
    expect(evil).toEqual([]);
  });
});
