import type { Page } from '@playwright/test';
import { apiCreate, apiCreatePost, apiGet, uniqueName } from '../e2e/support/form-api';
import { showValue } from '../e2e/support/form-page';
import { gridRows, paginatorRange } from '../e2e/support/list-page';
import { apiAll, apiPostWithComments, expect, test } from './support';

// The scenarios of ng-admin 1.0's own e2e suite (src/javascripts/test/e2e/*Spec.js of
// marmelab/ng-admin), one describe per spec file, on the records each test makes for itself
// rather than on FakeRest's fixed data, and through roles and labels rather than ng-admin's
// CSS classes. Those its suite shares with the other specs of this folder are there:
// - ListViewSpec "ma-list-button" (filters kept after edit, delete Yes and No): list-state.spec.ts;
// - ListViewSpec "prepare" and "entryCssClasses": lists.spec.ts (tags and posts lists);
// - filterViewSpec "text filter" and paginationSpec: lists.spec.ts (search filter, 1-10 of 11);
// - EditionViewSpec "Field template" (the subcategory row follows the category): forms.spec.ts.

const search = (values: Record<string, unknown>) =>
  `search=${encodeURIComponent(JSON.stringify(values))}`;

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function optionsOf(page: Page, select: string): Promise<string[]> {
  // From the keyboard: in a filter bar, the select's floating label covers part of it.
  await page.getByRole('combobox', { name: select, exact: true }).focus();
  await page.keyboard.press('Enter');
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  return options.map((option) => option.trim());
}

test.describe('Dashboard (DashboardSpec)', () => {
  test('a navigation menu links to every entity and to the Stats page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: /Posts$/ })).toHaveAttribute('href', '/posts/list');
    await expect(nav.getByRole('link', { name: /Comments$/ })).toHaveAttribute(
      'href',
      '/comments/list',
    );
    await expect(nav.getByRole('link', { name: /Tags$/ })).toHaveAttribute('href', '/tags/list');
    await expect(nav).toContainText('Other');
    await expect(nav.getByRole('link', { name: /Stats$/ })).toHaveAttribute('href', '/stats');
  });
  // "a panel for each entity with a list of recent items": dashboard.spec.ts.
});

test.describe('EditionView (EditionViewSpec)', () => {
  test('a nested field (author.name) shows and saves its value', async ({ page, request }) => {
    const { comments } = await apiPostWithComments(request, 1);
    const comment = comments[0]!;
    await page.goto(`/comments/edit/${comment.id}`);
    const author = page.getByRole('textbox', { name: 'Author' });
    await expect(author).toHaveValue('Author 1');
    await author.fill('Author 1r');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(`/comments/edit/${comment.id}`);
    await page.goto(`/comments/edit/${comment.id}`);
    await expect(page.getByRole('textbox', { name: 'Author' })).toHaveValue('Author 1r');
    expect((await apiGet(request, 'comments', comment.id))?.['author']).toEqual({
      name: 'Author 1r',
    });
  });

  test('a choice field offers its two choices', async ({ page, request }) => {
    const post = await apiCreatePost(request);
    await page.goto(`/posts/edit/${post.id}`);
    expect(await optionsOf(page, 'Category')).toEqual(['None', 'Tech', 'Lifestyle']);
  });

  test('a required boolean is a checkbox, and its change is saved', async ({ page, request }) => {
    const tag = await apiCreate(request, 'tags', { name: uniqueName('tag'), published: true });
    await page.goto(`/tags/edit/${tag.id}`);
    const published = page.getByRole('checkbox', { name: 'Published' });
    await expect(published).toBeChecked();
    await published.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(`/tags/edit/${tag.id}`);
    await page.goto(`/tags/edit/${tag.id}`);
    await expect(page.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    expect((await apiGet(request, 'tags', tag.id))?.['published']).toBe(false);
  });

  test('an embedded list is a list of subforms', async ({ page, request }) => {
    const post = await apiCreatePost(request, {
      backlinks: [{ date: '2024-05-17T10:00:00.000Z', url: 'http://example.com/bar/baz.html' }],
    });
    await page.goto(`/posts/edit/${post.id}`);
    const backlinks = page.locator('.nga-form-field.nga-type-embedded_list');
    const urls = backlinks.getByRole('textbox', { name: 'Url' });
    await expect(urls).toHaveCount(1);
    await expect(urls).toHaveValue('http://example.com/bar/baz.html');
  });

  test("a referenced list's detail link leads to the comment's edition", async ({
    page,
    request,
  }) => {
    const { post, comments } = await apiPostWithComments(request, 1);
    await page.goto(`/posts/edit/${post.id}`);
    const related = page.locator('.nga-type-referenced_list');
    await related.getByRole('link', { name: String(comments[0]!.id), exact: true }).click();
    await expect(page).toHaveURL(`/comments/edit/${comments[0]!.id}`);
  });

  test('the subcategory row goes once the category is emptied', async ({ page, request }) => {
    const post = await apiCreatePost(request, { category: 'tech', subcategory: 'computers' });
    await page.goto(`/posts/edit/${post.id}`);
    const subcategory = page.getByRole('combobox', { name: 'Subcategory', exact: true });
    await expect(subcategory).toBeVisible();
    await choose(page, 'Category', 'None');
    await expect(subcategory).toHaveCount(0);
  });
});

test.describe('ListView (ListViewSpec)', () => {
  test("a row's Edit and Show buttons open the entry", async ({ page }) => {
    await page.goto('/posts/list');
    const first = gridRows(page).first();
    await first.getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/posts\/edit\/\d+$/);
    await page.goBack();
    await gridRows(page).first().getByRole('link', { name: /^Show/ }).click();
    await expect(page).toHaveURL(/\/posts\/show\/\d+$/);
  });

  test('the batch Delete button shows with a selection; No goes back to the same list', async ({
    page,
    request,
  }) => {
    const { post, comments } = await apiPostWithComments(request, 3);
    await page.goto(`/comments/list?${search({ post_id: post.id })}`);
    await expect(gridRows(page)).toHaveCount(3);
    const bar = page.locator('.nga-selection-bar');
    await expect(bar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: `Select row #${comments[0]!.id}` }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/comments/batch-delete/${comments[0]!.id}`);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page).toHaveURL(/\/comments\/list\?/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('search') ?? '')).toEqual({
      post_id: post.id,
    });
    await expect(gridRows(page)).toHaveCount(3);
    expect(await apiGet(request, 'comments', comments[0]!.id)).not.toBeNull();
  });

  test('a title with "&" shows as written, not escaped', async ({ page, request }) => {
    const title = uniqueName('Accusantium qui nihil & voluptatum');
    const post = await apiCreatePost(request, { title, views: 0 });
    await page.goto(`/posts/show/${post.id}`);
    await expect(showValue(page, 'Title')).toHaveText(title);
    await page.goto('/posts/list');
    await expect(page.locator('.mat-mdc-cell.nga-column-title', { hasText: title })).toHaveText(
      title,
    );
  });
});

test.describe('ShowView (ShowViewSpec)', () => {
  test('choice fields show their labels, related lists their datagrids', async ({
    page,
    request,
  }) => {
    const { post } = await apiPostWithComments(request, 2, {
      category: 'tech',
      subcategory: 'computers',
      backlinks: [{ date: '2024-05-17T10:00:00.000Z', url: 'http://example.com/bar/baz.html' }],
    });
    await page.goto(`/posts/show/${post.id}`);
    await expect(showValue(page, 'Category')).toHaveText('Tech');
    await expect(showValue(page, 'Subcategory')).toHaveText('Computers');

    const comments = showValue(page, 'Comments');
    await expect(comments.getByRole('columnheader')).toHaveText([
      'Id',
      'Posted',
      'Comment',
      'Actions',
    ]);
    await expect(comments.locator('.nga-row')).toHaveCount(2);
    const backlinks = showValue(page, 'Backlinks');
    await expect(backlinks.getByRole('columnheader')).toHaveText(['Date', 'Url']);
    await expect(backlinks.locator('.nga-row')).toHaveCount(1);
  });
});

test.describe('List filter (filterViewSpec)', () => {
  test('the pinned search filter shows; the others come from Add filter, and go', async ({
    page,
  }) => {
    await page.goto('/comments/list');
    const filters = page.locator('.nga-filters');
    await expect(filters.getByRole('textbox')).toHaveCount(1);
    await expect(filters.getByRole('textbox')).toHaveAttribute('placeholder', 'Search');

    const add = page.getByRole('button', { name: 'Add filter' });
    await add.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Posted', 'Post']);
    await page.getByRole('menuitem', { name: 'Posted', exact: true }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(filters.getByPlaceholder('Filter by date')).toBeVisible();

    await add.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Post']);
    await page.getByRole('menuitem', { name: 'Post', exact: true }).click();
    await expect(filters.getByRole('combobox', { name: 'Post' })).toBeVisible();
    // Every filter is on screen: nothing is left to add.
    await expect(add).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove the Posted filter' }).click();
    await add.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Posted']);
  });

  test('the text filter narrows the list and, emptied, shows every comment again', async ({
    page,
    request,
  }) => {
    const { word } = await apiPostWithComments(request, 1);
    await page.goto('/comments/list');
    await expect(gridRows(page)).toHaveCount(10);
    const searchBox = page.getByRole('textbox', { name: 'Search' });
    await searchBox.fill(word);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(paginatorRange(page)).toHaveText('1-1 of 1');
    await searchBox.fill('');
    await expect(gridRows(page)).toHaveCount(10);
  });

  test('the post filter, chosen by typing its title, lists its comments', async ({
    page,
    request,
  }) => {
    const { post } = await apiPostWithComments(request, 2);
    await page.goto('/comments/list');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Post', exact: true }).click();
    const postFilter = page.getByRole('combobox', { name: 'Post' });
    await postFilter.fill(String(post['title']));
    await page.getByRole('option', { name: String(post['title']) }).click();
    await expect(paginatorRange(page)).toHaveText('1-2 of 2');
    await expect(page.locator('.mat-mdc-cell.nga-column-body')).toHaveText([
      /Comment 2 about /,
      /Comment 1 about /,
    ]);
  });

  test('two choice filters keep their own choices when the first is removed', async ({
    page,
    demo,
  }) => {
    await page.goto('/posts/list');
    const add = page.getByRole('button', { name: 'Add filter' });
    await add.click();
    await page.getByRole('menuitem', { name: 'Category', exact: true }).click();
    expect(await optionsOf(page, 'Category')).toEqual(['Any', 'Tech', 'Lifestyle']);
    await add.click();
    await page.getByRole('menuitem', { name: 'Subcategory', exact: true }).click();
    const subcategories = ['Any', 'Computers', 'Gadgets', ...demo.lifestyle];
    expect(await optionsOf(page, 'Subcategory')).toEqual(subcategories);
    await page.getByRole('button', { name: 'Remove the Category filter' }).click();
    expect(await optionsOf(page, 'Subcategory')).toEqual(subcategories);
  });

  test('a new filter value starts again from the first page', async ({ page, request }) => {
    const { post, word } = await apiPostWithComments(request, 11);
    await page.goto(`/comments/list?${search({ post_id: post.id })}`);
    await expect(paginatorRange(page)).toHaveText('1-10 of 11');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(paginatorRange(page)).toHaveText('11-11 of 11');
    await page.getByRole('textbox', { name: 'Search' }).fill(word);
    await expect(paginatorRange(page)).toHaveText('1-10 of 11');
    expect(new URL(page.url()).searchParams.get('page')).not.toBe('2');
    const all = await apiAll(request, 'comments');
    expect(all.filter((comment) => String(comment['body']).includes(word))).toHaveLength(11);
  });
});

test.describe('Form validation (validationSpec)', () => {
  for (const form of ['creation', 'edition'] as const) {
    test(`the ${form} form says nothing before typing, then whether the title is valid`, async ({
      page,
      request,
    }) => {
      const path =
        form === 'creation' ? '/posts/create' : `/posts/edit/${(await apiCreatePost(request)).id}`;
      await page.goto(path);
      const title = page.getByRole('textbox', { name: 'Title' });
      await expect(title).not.toHaveAttribute('aria-invalid', 'true');
      await title.fill('ra');
      await title.blur();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await title.fill('rabisudbfij');
      await expect(title).toHaveAttribute('aria-invalid', 'false');
    });
  }
});
