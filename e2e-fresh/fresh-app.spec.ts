import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Where the screenshots go: FRESH_SHOTS_DIR (docs/images refreshes the guide's), else the test output. */
const shotsDir = process.env['FRESH_SHOTS_DIR'];
/** The console output of the commands the run typed, saved by scripts/fresh-app.mjs. */
const logsDir = process.env['FRESH_LOGS_DIR'];

/** `ng add --path=admin` mounts the admin here, and gives `/` a page that leads to it. */
const MOUNT = '/admin';
/** The demo API's administrator (its README lists the demo users). */
const ADMIN = { username: 'admin', password: 'admin-password', fullName: 'Ada Admin' };
const UNDER_MOUNT = new RegExp(`^${MOUNT}(?:[/?#]|$)`);

async function shoot(page: Page, name: string, height?: number): Promise<void> {
  const path = shotsDir ? join(shotsDir, `${name}.png`) : test.info().outputPath(`${name}.png`);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path, clip: height ? { x: 0, y: 0, width, height } : undefined });
}

/** The admin's shell; the host application's site bar lies outside it. */
function admin(page: Page): Locator {
  return page.locator('nga-admin');
}

function gridRows(page: Page): Locator {
  return admin(page).locator('.nga-datagrid .nga-row');
}

function menuLink(page: Page, name: string): Locator {
  return admin(page).getByRole('navigation').getByRole('link', { name, exact: true });
}

/** A button of the view's own actions bar (List, Create, Edit, ...), not a row's. */
function viewAction(page: Page, name: string): Locator {
  return admin(page).locator('nga-view-header').getByRole('link', { name, exact: true });
}

/** A row's action link, named like "Edit #40". */
function rowAction(row: Locator, name: 'Show' | 'Edit' | 'Delete'): Locator {
  return row.getByRole('link', { name: new RegExp(`^${name} #\\S+$`) });
}

/** The page's path and query, as the address bar shows them after the origin. */
function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * Every link the admin renders on the page, resolved by the browser: those leading to this
 * application must stay under the mount path; links to other sites (or mailto:) are left alone.
 * Returns how many links were checked, so that a page without links cannot pass unnoticed.
 */
async function expectLinksUnderMount(page: Page): Promise<number> {
  const origin = new URL(page.url()).origin;
  const links = await admin(page)
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        resolved: (anchor as HTMLAnchorElement).href,
      })),
    );
  const outside = links.filter(({ resolved }) => {
    const url = new URL(resolved);
    return url.origin === origin && !UNDER_MOUNT.test(url.pathname);
  });
  expect(outside, `links of ${pathOf(page.url())} leading out of ${MOUNT}`).toEqual([]);
  return links.length;
}

/** Fills the admin's login page (`ng add --auth=bearer`: the demo API's POST /login). */
async function signIn(page: Page): Promise<void> {
  await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText('Sign in to Fresh');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens an admin address, signing in on the way (the access token lives in the page only). */
async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await signIn(page);
  await expect(page).toHaveURL(path);
}

/** Records the address of every navigation of the page, history API ones included. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(pathOf(frame.url()));
  });
  return addresses;
}

test.describe('an application made by ng new, ng add --path=admin --auth=bearer and ng generate', () => {
  test('leads from its home page through the login to the admin, the posts and the comments', async ({
    page,
  }) => {
    // `/`: the page ng add wrote, since ng new's routes answer nothing there.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh' })).toBeVisible();
    await expect(admin(page)).toHaveCount(0);
    await shoot(page, 'fresh-home', 240);

    await page.getByRole('link', { name: 'Open the admin' }).click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/login\\?returnUrl=`));
    await shoot(page, 'fresh-login', 520);
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`${MOUNT}$`));
    await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(
      admin(page).getByRole('button', { name: `Account: ${ADMIN.fullName}` }),
    ).toBeVisible();
    expect(await expectLinksUnderMount(page)).toBeGreaterThan(2);

    await menuLink(page, 'Posts').click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/list`));
    await expect(gridRows(page)).toHaveCount(30);
    await expect(gridRows(page).first()).toContainText('The Tiny Travel Router That Saved My Trip');
    await expect(page.getByRole('columnheader', { name: 'Published At' })).toBeVisible();
    // Row links, row actions, menu, title and buttons: dozens of links, none out of the admin.
    expect(await expectLinksUnderMount(page)).toBeGreaterThan(60);
    await shoot(page, 'fresh-list');

    await menuLink(page, 'Comments').click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/comments/list`));
    await expect(gridRows(page)).toHaveCount(30);
    // post_id is a reference: its cells show the posts' titles, not their ids.
    const postCells = admin(page).locator('.mat-mdc-cell.nga-column-post_id');
    await expect(postCells.first()).toHaveText(/\w{4,}/);
    // Rows off screen are not laid out (content-visibility): their innerText is empty.
    const postTexts = await postCells.evaluateAll((cells) =>
      cells.map((cell) => {
        cell.closest<HTMLElement>('.nga-row')?.style.setProperty('content-visibility', 'visible');
        return (cell as HTMLElement).innerText.trim();
      }),
    );
    expect(postTexts.filter((text) => /^\d*$/.test(text))).toEqual([]);
    await expectLinksUnderMount(page);
  });

  test('edits a post, saves it, and shows the new value after a reload', async ({ page }) => {
    await openSignedIn(page, `${MOUNT}/posts/edit/40`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('The Tiny Travel Router That Saved My Trip');
    const newTitle = `Edited in a fresh app ${Date.now()}`;
    await title.fill(newTitle);
    await shoot(page, 'fresh-edit', 360);

    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`${MOUNT}/posts/edit/40`);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(newTitle);
    await page.goto(`${MOUNT}/posts/list`);
    await expect(gridRows(page).first()).toContainText(newTitle);
  });

  test('reaches every kind of view by clicking, and comes back', async ({ page }) => {
    await openSignedIn(page, `${MOUNT}/posts/list`);
    const addresses = recordAddresses(page);
    await page.goto(`${MOUNT}/posts/list`);
    await expect(gridRows(page)).toHaveCount(30);

    // list -> show
    await rowAction(gridRows(page).first(), 'Show').click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/show/\\d+$`));
    const id = /\/show\/(\d+)$/.exec(page.url())![1]!;
    await expect(admin(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await expectLinksUnderMount(page)).toBeGreaterThan(3);

    // show -> edit -> save: Save goes back where the form was opened from, the show view.
    await viewAction(page, 'Edit').click();
    await expect(page).toHaveURL(`${MOUNT}/posts/edit/${id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).not.toHaveValue('');
    expect(await expectLinksUnderMount(page)).toBeGreaterThan(3);
    const newTitle = `Saved under ${MOUNT} ${Date.now()}`;
    await title.fill(newTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`${MOUNT}/posts/show/${id}`);
    await expect(admin(page).locator('main')).toContainText(newTitle);

    // show -> list -> create form -> cancel
    await viewAction(page, 'List').click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/list`));
    await viewAction(page, 'Create').click();
    await expect(page).toHaveURL(`${MOUNT}/posts/create`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/list`));

    // list -> delete page -> No: back to the list, the post still there.
    await expect(gridRows(page).first()).toBeVisible();
    const firstRow = gridRows(page).first();
    const firstTitle = (
      await firstRow.locator('.mat-mdc-cell.nga-column-title').innerText()
    ).trim();
    await rowAction(firstRow, 'Delete').click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/delete/\\d+$`));
    await expect(page.getByText('Are you sure?')).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/list`));
    await expect(gridRows(page).first().locator('.mat-mdc-cell.nga-column-title')).toHaveText(
      firstTitle,
    );

    // An address the admin does not know: its not-found page leads back to the dashboard.
    await page.goto(`${MOUNT}/no-such-page`);
    await expect(admin(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectLinksUnderMount(page);
    await admin(page).getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}$`));

    expect(addresses.length).toBeGreaterThan(8);
    expect(addresses.filter((address) => !UNDER_MOUNT.test(address))).toEqual([]);
  });

  test('reloads a deep address and follows the browser buttons', async ({ page }) => {
    await openSignedIn(page, `${MOUNT}/posts/list`);
    const firstRow = gridRows(page).first();
    await expect(firstRow).toBeVisible();
    await rowAction(firstRow, 'Edit').click();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/edit/\\d+$`));
    const editAddress = pathOf(page.url());
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).not.toHaveValue('');
    const shownTitle = await title.inputValue();

    await page.reload();
    expect(pathOf(page.url())).toBe(editAddress);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(shownTitle);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/list`));
    await expect(gridRows(page)).toHaveCount(30);
    await page.goForward();
    await expect(page).toHaveURL(editAddress);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(shownTitle);
  });

  test("leads back to the application's home page, without the admin", async ({ page }) => {
    await openSignedIn(page, `${MOUNT}/posts/list`);
    await expect(gridRows(page)).toHaveCount(30);
    await page
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh' })).toBeVisible();
    await expect(admin(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${MOUNT}/posts/list`));
    await expect(gridRows(page)).toHaveCount(30);
  });

  test('says so when a page of the admin does not download, and reloading it recovers', async ({
    page,
  }) => {
    // The list page's chunk, told apart by its component's selector (chunk names say nothing),
    // fails as after a new deployment or on a broken network, until `failing` is false.
    let failing = true;
    let failed = 0;
    await page.route(/\.js(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      // A response the page no longer waits for (it went on) has nothing left to do.
      const body = await response.text().catch(() => null);
      if (body === null) return;
      if (failing && /\[\["nga-list-page"\]\]/.test(body)) {
        failed++;
        return route.abort('failed');
      }
      return route.fulfill({ response, body });
    });
    await page.goto(`${MOUNT}/posts/list`);
    await signIn(page);
    const problem = admin(page).locator('nga-download-failed [role="alert"]');
    await expect(problem.getByRole('heading', { level: 1 })).toHaveText(
      'This page did not download',
    );
    expect(failed).toBeGreaterThan(0);
    await expect(page).toHaveURL(`${MOUNT}/posts/list`);
    await expect(menuLink(page, 'Comments')).toBeVisible();

    failing = false;
    await problem.getByRole('button', { name: 'Reload the page' }).click();
    // The session comes back from its refresh cookie: no second sign-in.
    await expect(gridRows(page)).toHaveCount(30);
    expect(pathOf(page.url())).toBe(`${MOUNT}/posts/list`);
  });

  test('shows what the commands printed', async ({ page }) => {
    test.skip(!logsDir, 'FRESH_LOGS_DIR not set');
    for (const name of ['ng-add', 'ng-generate']) {
      const output = readFileSync(join(logsDir!, `${name}.txt`), 'utf8');
      await page.setViewportSize({ width: 1100, height: 200 });
      await page.setContent(terminal(output));
      await page.setViewportSize({
        width: 1100,
        height: await page.evaluate(() => document.body.scrollHeight),
      });
      await shoot(page, name);
    }
  });
});

/** A terminal-like page showing a command's output. */
function terminal(output: string): string {
  const escaped = output.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html><body style="margin:0;background:#1e1e1e">
<pre style="margin:0;padding:16px 20px;color:#e6e6e6;font:13px/1.45 'DejaVu Sans Mono',monospace;white-space:pre-wrap">${escaped}</pre>
</body></html>`;
}
