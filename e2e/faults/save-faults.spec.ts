import type { APIRequestContext, Page } from '@playwright/test';
import { attachScreenshot } from '../support/a11y';
import { INJECTED_VIOLATION, type RequestMatcher } from '../support/fault-proxy';
import { apiCreatePost, apiGet, uniqueName } from '../support/form-api';
import { bodyEditor, errorOf } from '../support/form-page';
import { FAILURES, failureWords, letFaultHappen, timesToFail } from './fault-expectations';
import { expect, expectMenuWorks, open, test } from './fault-test';

/** What the user typed into a posts form. */
interface Typed {
  readonly title: string;
  readonly teaser: string;
  readonly body: string;
}

/** A posts form (edition or creation), how to reach it and what a save sends. */
interface SavedForm {
  readonly name: string;
  /** Opens the form, with a post of its own when it edits one; returns the post's path part. */
  readonly open: (page: Page, request: APIRequestContext) => Promise<{ path: string; id?: number }>;
  readonly write: (id?: number) => RequestMatcher;
  /** The body the editor shows after typing ` and more` at its end. */
  readonly typedBody: string;
}

const FORMS: readonly SavedForm[] = [
  {
    name: 'edit',
    open: async (page, request) => {
      const post = await apiCreatePost(request);
      await openForm(page, `/posts/edit/${post.id}`);
      return { path: `/posts/edit/${post.id}`, id: post.id };
    },
    write: (id) => ({ method: 'PUT', path: new RegExp(`^/api/posts/${id}$`) }),
    typedBody: 'A body and more',
  },
  {
    name: 'create',
    open: async (page) => {
      await openForm(page, '/posts/create');
      return { path: '/posts/create' };
    },
    write: () => ({ method: 'POST', path: /^\/api\/posts$/ }),
    typedBody: 'and more',
  },
];

/** Shows a form in the running app and waits for its lazily loaded rich-text editor. */
async function openForm(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(bodyEditor(page)).toBeVisible();
}

async function typeInto(page: Page, form: SavedForm): Promise<Typed> {
  const typed = { title: uniqueName('Typed'), teaser: 'A teaser typed by hand', body: '' };
  await page.getByRole('textbox', { name: 'Title' }).fill(typed.title);
  await page.getByRole('textbox', { name: 'Teaser' }).fill(typed.teaser);
  await bodyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(form.name === 'edit' ? ' and more' : 'and more');
  return { ...typed, body: form.typedBody };
}

async function expectTyped(page: Page, typed: Typed): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(typed.title);
  await expect(page.getByRole('textbox', { name: 'Teaser' })).toHaveValue(typed.teaser);
  await expect(bodyEditor(page)).toHaveText(typed.body);
}

/** The posts the API has with this title (the search matches every string). */
async function postsTitled(request: APIRequestContext, title: string): Promise<unknown[]> {
  const response = await request.get(`/api/posts?q=${encodeURIComponent(title)}`);
  return ((await response.json()) as { title: string }[]).filter((post) => post.title === title);
}

for (const form of FORMS) {
  test.describe(`${form.name} save`, { tag: '@faults' }, () => {
    for (const failure of FAILURES) {
      test(`× ${failure}: one message beside Save, the form kept, a reload offers it back`, async ({
        page,
        faults,
        request,
      }, testInfo) => {
        const { path, id } = await form.open(page, request);
        const before = id === undefined ? null : await apiGet(request, 'posts', id);
        const typed = await typeInto(page, form);
        faults.inject(form.write(id), failure, timesToFail(failure));
        await page.getByRole('button', { name: 'Save' }).click();
        await letFaultHappen(page, faults, failure);

        const message = page.locator('.nga-form-actions').getByRole('alert');
        await expect(message).toContainText(failureWords(failure));
        await expect(message).toHaveCount(1);
        await expect(page.locator('mat-snack-bar-container')).toHaveCount(0);
        await expect(page).toHaveURL(path);
        await expectTyped(page, typed);
        await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
        if (failure === 'violations') {
          const title = page.getByRole('textbox', { name: 'Title' });
          await expect(errorOf(title)).toHaveText(INJECTED_VIOLATION.message);
          await expect(title).toHaveAttribute('aria-invalid', 'true');
        }
        await attachScreenshot(page, testInfo, `fault-${form.name}-save-${failure}`);
        // Nothing was written.
        if (id !== undefined) expect(await apiGet(request, 'posts', id)).toEqual(before);
        else expect(await postsTitled(request, typed.title)).toEqual([]);

        // The user gives up and reloads: the typed values are offered back.
        await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
        await page.reload();
        const draft = page.locator('.nga-draft');
        await expect(draft).toHaveAttribute('role', 'status');
        await expect(draft).toContainText('You have unsaved changes from an earlier visit.');
        await expect(bodyEditor(page)).toBeVisible();
        await attachScreenshot(page, testInfo, `fault-${form.name}-save-${failure}-draft`);
        await draft.getByRole('button', { name: 'Restore them' }).click();
        await expectTyped(page, typed);
        await expect(draft).toHaveCount(0);

        // Saved once the server answers again.
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/\/posts\/show\/\d+$/);
        expect(await postsTitled(request, typed.title)).toHaveLength(1);
        await expectMenuWorks(page, faults);
      });
    }

    test('× slow (4 s): Save waits, sends once, then saves', async ({ page, faults, request }) => {
      const { id } = await form.open(page, request);
      const typed = await typeInto(page, form);
      faults.inject(form.write(id), 'slow', 1);
      const save = page.getByRole('button', { name: 'Save' });
      await save.click();
      await letFaultHappen(page, faults, 'slow');
      await expect(save).toBeDisabled();
      await expect(page.locator('nga-loading-bar.nga-view-progress')).toHaveClass(
        /nga-loading-bar-active/,
      );
      await save.click({ force: true });
      await expect(page).toHaveURL(/\/posts\/show\/\d+$/, { timeout: 15_000 });
      expect(faults.requests(form.write(id))).toHaveLength(1);
      expect(await postsTitled(request, typed.title)).toHaveLength(1);
      await expectMenuWorks(page, faults);
    });
  });
}
