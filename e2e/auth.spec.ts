import { expect, test } from '@playwright/test';
import { attachScreenshot } from './support/a11y';
import { openTab } from './support/form-page';
import {
  ACCESS_TOKEN_EXPIRY_MS,
  accessTokenOf,
  authBaseUrl,
  authCounters,
  createPostAsAdmin,
  openSignedIn,
  signIn,
  USERS,
} from './support/auth';

test.describe('authentication', () => {
  test('the admin opens on the login page, keeps the way back, says what failed, signs out', async ({
    page,
  }, testInfo) => {
    await page.goto(`${authBaseUrl}/posts/list?page=1`);
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'login');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your username and password.');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(page.getByLabel('Password')).toHaveValue('');

    await signIn(page, USERS.admin);
    await expect(page).toHaveURL(`${authBaseUrl}/posts/list?page=1`);
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: /^Account: Ada Admin/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Signed out for real: the session does not come back with the page.
    await page.goto(`${authBaseUrl}/posts/list`);
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });

  test('the login page lists the demo users, and a visitor signs in with what it says', async ({
    page,
  }, testInfo) => {
    await page.goto(`${authBaseUrl}/`);
    const note = page.locator('.nga-login-note');
    await expect(note).toContainText('The demo API has one user per role');
    for (const user of Object.values(USERS)) {
      await expect(note.getByRole('listitem').filter({ hasText: user.username })).toContainText(
        `${user.username} / ${user.password}`,
      );
    }
    await attachScreenshot(page, testInfo, 'login-note');
    // Whatever the note offers for "read and write" lets the visitor in.
    const line = await note.getByRole('listitem').filter({ hasText: 'read and write' }).innerText();
    const [, username, password] = /^(\S+) \/ (\S+):/.exec(line.trim())!;
    await page.getByRole('textbox', { name: 'Username' }).fill(username!);
    await page.getByLabel('Password').fill(password!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account: Eddie Editor' })).toBeVisible();
  });

  test('the session survives a page reload (the refresh cookie), the token never lands in storage', async ({
    page,
  }) => {
    await openSignedIn(page, '/posts/list');
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page).toHaveURL(`${authBaseUrl}/posts/list`);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toMatch(/token|Bearer/i);
    const cookies = await page.context().cookies(authBaseUrl);
    const refresh = cookies.find((cookie) => cookie.name === 'nga_refresh');
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.sameSite).toBe('Lax');
  });

  test('a burst of requests after the access token expired causes one refresh', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, '/posts/list');
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForTimeout(ACCESS_TOKEN_EXPIRY_MS);

    const before = await authCounters(request);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    // The dashboard loads its four panels at once, each with an expired token.
    await page.getByRole('link', { name: 'ng-admin blog' }).click();
    await expect(page.locator('.nga-panel table, .nga-panel [role="table"]')).toHaveCount(4);
    await expect(page.locator('.nga-panel-error')).toHaveCount(0);
    const after = await authCounters(request);
    expect(unauthorized.length).toBeGreaterThanOrEqual(4);
    expect(after.refresh - before.refresh).toBe(1);
    test.info().annotations.push({
      type: 'burst',
      description: `${unauthorized.length} requests answered 401, ${after.refresh - before.refresh} refresh`,
    });
  });

  test('an expired session goes to the login page and back to the same half-filled form', async ({
    page,
    request,
  }) => {
    const post = await createPostAsAdmin(request);
    await openSignedIn(page, `/posts/edit/${post.id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(String(post['title']));
    await title.fill('Typed before the session ended');
    await page.getByRole('textbox', { name: 'Teaser' }).fill('Also typed');

    // The session ends elsewhere (signed out in another tab): the refresh token is revoked,
    // and the access token in the page runs out.
    await page.request.post(`${authBaseUrl}/api/logout`);
    await page.waitForTimeout(ACCESS_TOKEN_EXPIRY_MS);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/login\?returnUrl=.*&expired=1/);
    await expect(page.getByRole('status')).toHaveText(
      'Your session ended. Sign in again to go on where you were.',
    );
    await signIn(page, USERS.admin);
    await expect(page).toHaveURL(`${authBaseUrl}/posts/edit/${post.id}`);
    await expect(title).toHaveValue('Typed before the session ended');
    await expect(page.getByRole('textbox', { name: 'Teaser' })).toHaveValue('Also typed');

    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(`${authBaseUrl}/posts/show/${post.id}`);
    await expect(page.getByText('Typed before the session ended').first()).toBeVisible();
  });

  test('a value typed in the same task as Save, after the session ended, comes back after signing in', async ({
    page,
    request,
  }) => {
    const post = await createPostAsAdmin(request);
    await openSignedIn(page, `/posts/edit/${post.id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(String(post['title']));

    // Signed out in another tab of this browser, and the page's access token runs out.
    await page.request.post(`${authBaseUrl}/api/logout`);
    await page.waitForTimeout(ACCESS_TOKEN_EXPIRY_MS);
    const rejected = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.status() === 401,
    );
    // The last keystroke and the click on Save in one task: no pause keeps a draft meanwhile.
    await title.evaluate((input: HTMLInputElement, typed) => {
      input.value = typed;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const buttons = [...document.querySelectorAll('button')];
      buttons.find((button) => button.textContent?.trim() === 'Save')?.click();
    }, 'Typed right before Save');
    await rejected;

    await expect(page).toHaveURL(/\/login\?returnUrl=.*&expired=1/);
    const draft = await page.evaluate(
      (key) => sessionStorage.getItem(key),
      `nga-draft:posts:edition:${post.id}`,
    );
    expect(draft).toContain('Typed right before Save');
    await signIn(page, USERS.admin);
    await expect(page).toHaveURL(`${authBaseUrl}/posts/edit/${post.id}`);
    await expect(title).toHaveValue('Typed right before Save');
  });
});

test.describe('permissions', () => {
  test('a viewer sees no write action, a direct URL says "not allowed", a handcrafted PUT gets 403', async ({
    page,
    request,
  }, testInfo) => {
    const post = await createPostAsAdmin(request);
    await openSignedIn(page, '/posts/list', USERS.viewer);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit #/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Delete #/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /^Select row/ })).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'viewer-list');

    await page.goto(`${authBaseUrl}/posts/show/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Delete' })).toHaveCount(0);

    await page.goto(`${authBaseUrl}/posts/edit/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You are not allowed to do this',
    );
    await expect(page).toHaveURL(`${authBaseUrl}/posts/edit/${post.id}`);

    const token = await accessTokenOf(request, USERS.viewer);
    const put = await request.put(`${authBaseUrl}/api/posts/${post.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...post, title: 'Changed by a viewer' },
    });
    expect(put.status()).toBe(403);
    const anonymous = await request.delete(`${authBaseUrl}/api/posts/${post.id}`);
    expect(anonymous.status()).toBe(401);
  });

  test("an editor sees the views count read-only and the save keeps the server's value", async ({
    page,
    request,
  }) => {
    const post = await createPostAsAdmin(request, { views: 42 });
    await openSignedIn(page, `/posts/edit/${post.id}`, USERS.editor);
    await openTab(page, 'Audience');
    const views = page.getByRole('spinbutton', { name: 'Views' });
    await expect(views).toBeDisabled();
    await expect(views).toHaveValue('42');
    await openTab(page, 'Post');
    await page.getByRole('textbox', { name: 'Title' }).fill('Renamed by the editor');
    // The access token lasts 3 s here: a PUT it no longer covers is renewed and sent again.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.status() !== 401);
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { views: number }).views).toBe(42);
  });
});
