import { expect, postValues, test, uniqueName } from './support/backend';

/** Fills the admin's login page. */
async function signIn(page: import('@playwright/test').Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('Django REST framework with authentication', () => {
  test('token: signs in, then every request carries "Authorization: Token <key>"', async ({
    page,
    api,
  }) => {
    const id = await api.create('posts', postValues(uniqueName('Token')));
    await page.goto(`/drf-token/posts/edit/${id}`);
    await signIn(page, 'not-the-password');
    await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
    await signIn(page, 'admin-password');

    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(/^Token /);
    const renamed = uniqueName('Saved with a token');
    await title.fill(renamed);
    const saving = page.waitForRequest((request) => request.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    const sent = await saving;
    expect(sent.url()).toMatch(new RegExp(`/servers/django/api-token/posts/${id}/$`));
    expect(sent.headers()['authorization']).toMatch(/^Token [0-9a-f]{40}$/);
    await expect(page).toHaveURL(new RegExp(`/drf-token/posts/show/${id}$`));
    expect(await api.get('posts', id, ['title'])).toMatchObject({ title: renamed });
  });

  test('session: signs in with a cookie, and writes carry the CSRF token Django checks', async ({
    page,
    api,
  }) => {
    const id = await api.create('posts', postValues(uniqueName('Session')));
    await page.goto(`/drf-session/posts/edit/${id}`);
    await signIn(page, 'admin-password');

    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(/^Session /);
    const renamed = uniqueName('Saved in a session');
    await title.fill(renamed);
    const saving = page.waitForRequest((request) => request.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    const sent = await saving;
    const cookies = await page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
    expect(csrf).toBeTruthy();
    expect(sent.headers()['x-csrftoken']).toBe(csrf);
    await expect(page).toHaveURL(new RegExp(`/drf-session/posts/show/${id}$`));
    expect(await api.get('posts', id, ['title'])).toMatchObject({ title: renamed });

    // The same write with the session cookie but without the token: Django refuses it.
    const forged = await page.request.patch(`/servers/django/api-session/posts/${id}/`, {
      data: { title: 'Forged' },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ detail: expect.stringMatching(/^CSRF Failed/) });
    expect(await api.get('posts', id, ['title'])).toMatchObject({ title: renamed });
  });
});
