import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { attachScreenshot } from '../e2e/support/a11y';
import { gridRows, waitForApi } from '../e2e/support/list-page';
import { apiAll, apiPostWithComments, expect, test } from './support';

// What only the pasted configuration shows (project "pasted"): it is ng-admin's as shipped,
// its untouched version is refused on the page with the reasons, its ng-model search filter
// filters, and its prepare hook failing says so.

const PASTED = resolve(__dirname, '../projects/ng-admin-port/pasted');

/** The lines of the function that holds a configuration body, without the function line. */
function bodyOf(file: string): string[] {
  const lines = readFileSync(resolve(PASTED, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('export function '));
  const end = lines.lastIndexOf('}');
  return lines.slice(start + 1, end);
}

/** Collects what the page writes to the console as errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const LOOKS = [
  { name: 'wide-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'wide-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { name: 'narrow-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'narrow-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

test.describe('ng-admin 1.0 blog demo configuration pasted as is', () => {
  test("its body is ng-admin's, but for two lines of the Restangular hook", () => {
    const untouched = bodyOf('ng-admin-blog-config.js');
    const pasted = bodyOf('blog-config.js');
    expect(untouched).toHaveLength(455);
    expect(untouched[0]).toBe('        var nga = NgAdminConfigurationProvider;');
    expect(untouched.at(-1)).toBe('        nga.configure(admin);');
    expect(pasted).toHaveLength(untouched.length);
    const changed = untouched.flatMap((line, index) =>
      line === pasted[index] ? [] : [[line.trim(), pasted[index]!.trim()]],
    );
    expect(changed).toEqual([
      [
        "tag.listView().prepare(['Restangular', 'entries', function(Restangular, entries) {",
        'tag.listView().prepare([HttpClient, function(http, { entries }) {',
      ],
      [
        "return Restangular.allUrl('posts').getList()",
        "return firstValueFrom(http.get('http://localhost:3000/posts', { params: { _perPage: 1000 } })).then((data) => ({ data }))",
      ],
    ]);
  });

  test('untouched, it is refused: the page lists why, where, and what to write instead', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/?config=ng-admin');
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(
      'This admin cannot start: its configuration has problems',
    );
    await expect(page).toHaveTitle('This admin cannot start: its configuration has problems');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('2 problems');
    const problems = panel.getByRole('listitem');
    await expect(problems.locator('.nga-config-where')).toHaveText([
      'Entity "tags", view "list"',
      'Entity "tags", view "list"',
    ]);
    await expect(problems.locator('.nga-config-what')).toHaveText([
      /^prepare\(\) lists the string "Restangular" as an injectable token: Restangular is an AngularJS service: inject HttpClient \(from '@angular\/common\/http'\)/,
      /^prepare\(\) lists the string "entries" as an injectable token: entries is a member of the hook's context, which the function receives as its last argument/,
    ]);
    await expect(panel).toContainText('docs/migrating-from-ng-admin.md');
    // Nothing of the admin shows, and the console has the same error.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(errors.join('\n')).toContain('[ng-admin] provideNgAdmin refused the configuration:');
    expect(errors.join('\n')).toContain('ConfigError');
  });

  test("its search filter's ng-model input filters the comments, as ng-admin's did", async ({
    page,
    request,
  }) => {
    const { comments, word } = await apiPostWithComments(request, 2);
    await page.goto('/comments/list');
    // The filter's own template: Bootstrap's input group, its input bound by ng-model="value".
    const search = page.locator('.nga-filters .input-group input.form-control');
    await expect(search).toHaveAttribute('placeholder', 'Search');
    await expect(search).toHaveClass(/\bng-pristine\b/);
    const searched = waitForApi(page, /^GET \/api\/comments\?.*"q":"COMMENT 1 ABOUT /);
    await search.fill(`comment 1 about ${word}`);
    await searched;
    await expect(search).toHaveClass(/\bng-dirty\b/);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(page.locator('.mat-mdc-cell.nga-column-body')).toHaveText(
      String(comments[0]!['body']),
    );
    // The filter's map() lower-cases what its transform() sent.
    await page.reload();
    await expect(page.locator('.nga-filters .input-group input')).toHaveValue(
      `comment 1 about ${word}`.toLowerCase(),
    );
  });

  test('its prepare hook failing says the tags list could not be prepared, and Retry prepares it', async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    // The hook's own request fails; the list's request does not.
    await page.route(/\/api\/posts\?_perPage=1000$/, (route) => route.abort('connectionfailed'));
    await page.goto('/tags/list');
    const problem = page.locator('nga-inline-problem');
    await expect(problem).toHaveAttribute('data-problem', 'hook');
    await expect(problem.locator('.nga-problem-title')).toHaveText(
      'This list could not be prepared',
    );
    await expect(problem.locator('.nga-problem-detail')).toHaveText(
      'Its prepare hook failed: The server could not be reached (network failure or blocked ' +
        'cross-origin request). The browser console has the details.',
    );
    await expect(problem).not.toContainText('Check the connection');
    await expect
      .poll(() => errors.join('\n'))
      .toContain('[ng-admin] Entity "tags", view "list": the prepare hook failed:');

    await page.unroute(/\/api\/posts\?_perPage=1000$/);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(problem).toHaveCount(0);
    const tags = await apiAll(request, 'tags');
    await expect(gridRows(page)).toHaveCount(tags.length);
    // Counted again: tags used by posts show their number (new ones, by no post, none).
    await expect(
      page.locator('.mat-mdc-cell.nga-column-nb_posts', { hasText: /^\s*\d+\s*$/ }),
    ).not.toHaveCount(0);
  });

  for (const look of LOOKS) {
    test(`screenshots of the refused configuration and the failed hook, ${look.name}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(look.viewport);
      await page.emulateMedia({ colorScheme: look.colorScheme });
      await page.goto('/?config=ng-admin');
      await expect(page.getByRole('alert').getByRole('listitem')).toHaveCount(2);
      await attachScreenshot(page, testInfo, `refused-configuration-${look.name}`);

      await page.route(/\/api\/posts\?_perPage=1000$/, (route) => route.abort('connectionfailed'));
      await page.goto('/tags/list');
      await expect(page.locator('nga-inline-problem')).toBeVisible();
      await attachScreenshot(page, testInfo, `failed-prepare-hook-${look.name}`);
    });
  }
});
