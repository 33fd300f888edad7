import type { Page } from '@playwright/test';
import type { ApiRecord } from '../support/form-api';
import { bodyEditor, errorOf, showValue, UNDO_DELAY_MS } from '../support/form-page';
import { collapsed, declareRenderers, editorFindings, textsWithoutIcons } from './xss-audit';
import { fitsCover } from './xss-data';
import { open } from './fault-test';
import { expect, expectInert, test } from './xss-test';
import { SHORT_VECTORS, XSS_VECTORS, type XssVector } from './xss-vectors';

/** The text of every field of a show view, by label; grids give the text of one column. */
function showTexts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const texts: Record<string, string> = {};
    for (const field of document.querySelectorAll('.nga-show-field')) {
      const label = field.querySelector('dt')?.textContent?.trim() ?? '';
      const value = field.querySelector('dd')?.cloneNode(true) as Element | undefined;
      // An icon's ligature (`attach_file`) is no text of the value.
      for (const icon of value?.querySelectorAll('mat-icon, .material-icons') ?? []) icon.remove();
      texts[label] = value?.textContent ?? '';
      for (const cell of value?.querySelectorAll('.mat-mdc-cell[class*="nga-column-"]') ?? []) {
        const column = [...cell.classList].find((name) => name.startsWith('nga-column-'));
        texts[`${label}.${column?.slice('nga-column-'.length)}`] = cell.textContent ?? '';
      }
    }
    return texts;
  });
}

/** The heading of the view (the rich text of a body may hold `<h1>`s of its own). */
const viewTitle = (page: Page) => page.locator('h1.nga-view-title');

/** The HTML of the rich-text editor once it stops changing (Quill fills it after rendering). */
async function settledEditorHtml(page: Page): Promise<string> {
  const editor = bodyEditor(page);
  await expect(editor).toBeVisible();
  let previous = '';
  await expect
    .poll(async () => {
      const html = await editor.innerHTML();
      const settled = html === previous;
      previous = html;
      return settled;
    })
    .toBe(true);
  return previous;
}

/**
 * Opens the edition form of each vector's record and checks its rich-text editor: the vector's
 * text is there, nothing beyond the toolbar's formats, nothing ran, nothing was fetched.
 */
async function checkEditors(
  page: Page,
  vectorRequests: string[],
  form: { path: (vector: XssVector) => string; textbox: string; settings: string },
): Promise<string[]> {
  const mismatches: string[] = [];
  for (const vector of XSS_VECTORS) {
    await open(page, form.path(vector));
    // The form shows this vector's record: its one-line input holds the vector.
    await expect(page.getByRole('textbox', { name: form.textbox, exact: true })).toHaveValue(
      vector.payload.replace(/[\r\n]/g, ''),
    );
    await settledEditorHtml(page);
    const text = (await bodyEditor(page).textContent()) ?? '';
    if (!/[<&]/.test(vector.payload) && collapsed(text) !== collapsed(vector.payload)) {
      mismatches.push(`#${vector.id}: ${JSON.stringify(text)}`);
    }
    expect(await editorFindings(page), `editor of vector ${vector.id} (${form.settings})`).toEqual(
      [],
    );
    await expectInert(page, vectorRequests, `editor of vector ${vector.id} (${form.settings})`);
  }
  return mismatches;
}

test.describe('XSS vectors in views', { tag: '@xss' }, () => {
  test('show view of each vector: title template, values, labels, file, JSON, grids', async ({
    page,
    faults,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'title template (show)': XSS_VECTORS.length,
      'show string value': XSS_VECTORS.length,
      'show choice label of an unknown value': XSS_VECTORS.length,
      'show embedded list cell': XSS_VECTORS.length,
      'show referenced list cell': XSS_VECTORS.length,
      'show JSON value': XSS_VECTORS.length,
      'wysiwyg display (sanitized)': XSS_VECTORS.length,
      'show reference_many label': SHORT_VECTORS.length,
      'show file name': XSS_VECTORS.filter(fitsCover).length,
    });
    test.setTimeout(180_000);
    const ours = new Set([...xssData.posts.values()].map((post) => post.id));
    // category and subcategory are enums for the API: the answers are edited so that each
    // choice field holds the vector, an unknown value shown as it is.
    faults.editAnswers({ method: 'GET', path: /^\/api\/posts\/\d+$/ }, (body) => {
      const post = body as ApiRecord;
      return ours.has(post.id)
        ? { ...post, category: post['title'], subcategory: post['title'] }
        : post;
    });
    await open(page, '/posts/list');
    const mismatches: string[] = [];
    for (const vector of XSS_VECTORS) {
      const post = xssData.posts.get(vector.id) as ApiRecord;
      await open(page, `/posts/show/${post.id}`);
      await expect(viewTitle(page)).toHaveText(collapsed(`"${vector.payload}"`));
      // The referenced list loads on its own: its row is this post's comment once it shows
      // the vector (the previous post's row could still be there).
      await expect(showValue(page, 'Comments').locator('.mat-mdc-cell.nga-column-body')).toHaveText(
        collapsed(vector.payload),
      );
      if (xssData.tags.has(vector.id)) {
        const label = showValue(page, 'Tags').locator('li');
        await expect(label)
          .toHaveText(collapsed(vector.payload))
          .catch((error: Error) => {
            const lookups = faults.requests({ method: 'GET', path: /^\/api\/tags/ });
            throw new Error(`${error.message}\nTag requests so far: ${lookups.join('\n')}`);
          });
      }
      const texts = await showTexts(page);
      const expected: Record<string, string> = {
        Title: vector.payload,
        Category: vector.payload,
        Subcategory: vector.payload,
        'Backlinks.url': vector.payload,
        Cover: fitsCover(vector) ? vector.payload : '',
      };
      if (xssData.tags.has(vector.id)) expected['Tags'] = vector.payload;
      // Without markup or entities, the cleaned HTML of the body is the text itself.
      if (!/[<&]/.test(vector.payload)) expected['Body'] = vector.payload;
      for (const [label, text] of Object.entries(expected)) {
        if (collapsed(texts[label] ?? '') !== collapsed(text)) {
          mismatches.push(`#${vector.id} ${label}: ${JSON.stringify(texts[label])}`);
        }
      }
      if (!(texts['Pictures'] ?? '').includes(JSON.stringify(vector.payload))) {
        mismatches.push(`#${vector.id} Pictures: ${JSON.stringify(texts['Pictures'])}`);
      }
      await expectInert(page, vectorRequests, `show view of vector ${vector.id}`, {
        richText: true,
      });
    }
    expect(mismatches).toEqual([]);
  });

  test('every vector at once: rich-text body, JSON and backlinks, shown then edited', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'wysiwyg display of one body with every vector': XSS_VECTORS.length,
      'form text input (embedded list)': XSS_VECTORS.length,
      'form JSON editor': XSS_VECTORS.length,
      'rich-text editor': XSS_VECTORS.length,
    });
    await open(page, `/posts/show/${xssData.omnibus.id}`);
    const urls = showValue(page, 'Backlinks').locator('.mat-mdc-cell.nga-column-url');
    await expect(urls).toHaveCount(XSS_VECTORS.length);
    // The body is every vector as one piece of HTML: an unclosed `<textarea` or `<title` takes
    // the rest of it as its text, which the cleaning drops. What matters is that none runs.
    const texts = await showTexts(page);
    for (const vector of XSS_VECTORS) {
      expect(texts['Pictures']).toContain(JSON.stringify(vector.payload));
    }
    expect((await urls.allTextContents()).map(collapsed).sort()).toEqual(
      XSS_VECTORS.map((vector) => collapsed(vector.payload)).sort(),
    );
    await expectInert(page, vectorRequests, 'show view with every vector', { richText: true });

    await open(page, `/posts/edit/${xssData.omnibus.id}`);
    await expect(bodyEditor(page)).toBeVisible();
    await expectInert(page, vectorRequests, 'edition form, Post tab', { richText: true });
    // The backlinks and the pictures' JSON are in the posts form's Media tab.
    await page.getByRole('tab', { name: 'Media' }).click();
    const backlinks = page.locator('.nga-embedded-item input:not([aria-haspopup])');
    await expect(backlinks).toHaveCount(XSS_VECTORS.length);
    const values = await backlinks.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    // A one-line input drops line breaks.
    expect(values.sort()).toEqual(
      XSS_VECTORS.map((vector) => vector.payload.replace(/[\r\n]/g, '')).sort(),
    );
    const json = await page.locator('textarea.nga-json-text').inputValue();
    for (const vector of XSS_VECTORS) expect(json).toContain(JSON.stringify(vector.payload));
    await expectInert(page, vectorRequests, 'edition form, Media tab', { richText: true });
  });

  test('rich-text editor of an edition form, sanitize(true): each vector as a post body', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'rich-text editor of an edition form, sanitize(true)': XSS_VECTORS.length,
    });
    test.setTimeout(240_000);
    const mismatches = await checkEditors(page, vectorRequests, {
      path: (vector) => `/posts/edit/${xssData.posts.get(vector.id)?.id}`,
      textbox: 'Title',
      settings: 'posts body, sanitize(true)',
    });
    expect(mismatches).toEqual([]);
  });

  test('rich-text editor of an edition form, stripTags(true): each vector as a comment', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'rich-text editor of an edition form, stripTags(true)': XSS_VECTORS.length,
    });
    test.setTimeout(240_000);
    const mismatches = await checkEditors(page, vectorRequests, {
      path: (vector) => `/comments/edit/${xssData.comments.get(vector.id)?.id}`,
      textbox: 'Author',
      settings: 'comments body, stripTags(true)',
    });
    expect(mismatches).toEqual([]);
  });

  test('tag names as labels of a show view and as chips of a form', async ({
    page,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'show reference_many labels, 25 to a post': SHORT_VECTORS.length,
      'form chip and its accessible name': SHORT_VECTORS.length,
    });
    const payloadOf = new Map(XSS_VECTORS.map((vector) => [vector.id, vector.payload]));
    // A group of 25 tags per post: each lookup stays under the API's default page of 30.
    for (const { post, vectorIds } of xssData.tagged) {
      const names = vectorIds.map((id) => collapsed(payloadOf.get(id) ?? ''));
      await open(page, `/posts/show/${post.id}`);
      await expect(showValue(page, 'Tags').locator('li')).toHaveText(names);
      await expectInert(page, vectorRequests, `show view of tags ${vectorIds[0]}…`);
      await open(page, `/posts/edit/${post.id}`);
      const chips = page.getByRole('button', { name: /^Remove / });
      await expect(chips).toHaveCount(vectorIds.length);
      expect(
        await chips.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('aria-label') ?? ''),
        ),
      ).toEqual(vectorIds.map((id) => `Remove ${payloadOf.get(id)}`));
      expect((await textsWithoutIcons(page.locator('mat-chip-row'))).map(collapsed)).toEqual(names);
      await expectInert(page, vectorRequests, `edition form of tags ${vectorIds[0]}…`);
    }
  });

  test('edit and delete titles, the title input, a save notification: every vector at once', async ({
    page,
    faults,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'title template (edit)': XSS_VECTORS.length,
      'form text input': XSS_VECTORS.length,
      'title template (delete)': XSS_VECTORS.length,
      notification: XSS_VECTORS.length,
    });
    const every = XSS_VECTORS.map((vector) => vector.payload).join(' ¦ ');
    const post = xssData.posts.get(XSS_VECTORS[0].id) as ApiRecord;
    const onePost = { method: 'GET', path: new RegExp(`^/api/posts/${post.id}$`) };
    // A title holds 100 characters at most: the answers are edited to hold every vector.
    faults.editAnswers(onePost, (body) => ({ ...(body as ApiRecord), title: every }));
    await open(page, `/posts/edit/${post.id}`);
    await expect(viewTitle(page)).toHaveText(collapsed(`Edit post "${every}"`));
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
      every.replace(/[\r\n]/g, ''),
    );
    await expectInert(page, vectorRequests, 'edition form titled with every vector', {
      richText: true,
    });
    await open(page, `/posts/delete/${post.id}`);
    await expect(viewTitle(page)).toHaveText(collapsed(`Delete post "${every}"`));
    await expectInert(page, vectorRequests, 'deletion titled with every vector', {
      richText: true,
    });

    // The sample's save hook says `Saved "<title>"` with the title the server answered.
    faults.clear();
    await open(page, `/posts/edit/${post.id}`);
    await expect(bodyEditor(page)).toBeVisible();
    faults.editAnswers({ method: 'PUT', path: onePost.path }, (body) => ({
      ...(body as ApiRecord),
      title: every,
    }));
    await page.getByRole('button', { name: 'Save' }).click();
    const notification = page.locator('mat-snack-bar-container').filter({ hasText: 'Saved "' });
    await expect(notification).toBeVisible();
    expect(collapsed((await notification.textContent()) ?? '')).toContain(
      collapsed(`Saved "${every}"`),
    );
    await expectInert(page, vectorRequests, 'notification with every vector', { richText: true });
  });

  test('server messages: list error, message beside Save, field violation, deletion', async ({
    page,
    faults,
    vectorRequests,
    xssData,
  }, testInfo) => {
    declareRenderers(testInfo, {
      'error message (list)': XSS_VECTORS.length,
      'error message (beside Save)': XSS_VECTORS.length,
      'error message (field violation)': XSS_VECTORS.length,
      'error message (deletion)': XSS_VECTORS.length,
    });
    const message = XSS_VECTORS.map((vector) => vector.payload).join(' ¦ ');
    const expected = collapsed(message);
    const post = xssData.posts.get(XSS_VECTORS[0].id) as ApiRecord;

    faults.respond(
      { method: 'GET', path: /^\/api\/posts\?/ },
      { status: 500, body: { message } },
      1,
    );
    await open(page, '/posts/list');
    await expect(page.locator('.nga-list-error')).toBeVisible();
    expect(collapsed(await page.locator('.nga-list-error').innerText())).toContain(expected);
    await expectInert(page, vectorRequests, 'list error');

    await open(page, `/posts/edit/${post.id}`);
    await expect(bodyEditor(page)).toBeVisible();
    faults.respond(
      { method: 'PUT', path: /^\/api\/posts\/\d+$/ },
      { status: 400, body: { message, violations: [{ propertyPath: 'title', message }] } },
      1,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const besideSave = page.locator('.nga-form-actions').getByRole('alert');
    await expect(besideSave).toBeVisible();
    expect(collapsed((await besideSave.textContent()) ?? '')).toContain(expected);
    const fieldError = errorOf(page.getByRole('textbox', { name: 'Title' }));
    expect(collapsed((await fieldError.textContent()) ?? '')).toBe(expected);
    await expectInert(page, vectorRequests, 'failed save', { richText: true });

    await open(page, `/posts/delete/${post.id}`);
    faults.respond(
      { method: 'DELETE', path: /^\/api\/posts\/\d+$/ },
      { status: 500, body: { message } },
      1,
    );
    // Undoable: the deletion goes once Undo is past, and its failure is a notification.
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/posts\/list/);
    await page.clock.fastForward(UNDO_DELAY_MS + 100);
    const notice = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: `Post #${post.id} was not deleted` });
    await expect(notice).toBeVisible();
    expect(collapsed(await notice.locator('.nga-notification-text').innerText())).toContain(
      expected,
    );
    await expectInert(page, vectorRequests, 'failed deletion');
  });
});
