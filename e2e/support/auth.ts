import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The admin in front of the demo API with authentication on (e2e/support/auth-gateway.mjs):
 * access tokens live 3 seconds there, and `/api/_counters` counts logins and refreshes.
 */
export const authBaseUrl = `http://127.0.0.1:${process.env['E2E_AUTH_PORT']}`;

/** How long an access token of the auth gateway's API lives, and a little more. */
export const ACCESS_TOKEN_EXPIRY_MS = 3_500;

/** The demo users (README): one per role. */
export const USERS = {
  admin: { username: 'admin', password: 'admin-password', fullName: 'Ada Admin' },
  editor: { username: 'editor', password: 'editor-password', fullName: 'Eddie Editor' },
  viewer: { username: 'viewer', password: 'viewer-password', fullName: 'Vera Viewer' },
} as const;

/** Fills the login page and signs in; the page then shows where the user wanted to go. */
export async function signIn(page: Page, user: (typeof USERS)[keyof typeof USERS]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens an address of the admin, signing in on the way. */
export async function openSignedIn(
  page: Page,
  path: string,
  user: (typeof USERS)[keyof typeof USERS] = USERS.admin,
): Promise<void> {
  await page.goto(authBaseUrl + path);
  await signIn(page, user);
  await expect(page).toHaveURL(authBaseUrl + path);
}

/** The login, refresh and logout calls the API counted so far. */
export async function authCounters(
  request: APIRequestContext,
): Promise<{ login: number; refresh: number; logout: number }> {
  const response = await request.get(`${authBaseUrl}/api/_counters`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** An access token of a user, straight from the API (for handcrafted requests). */
export async function accessTokenOf(
  request: APIRequestContext,
  user: (typeof USERS)[keyof typeof USERS],
): Promise<string> {
  const response = await request.post(`${authBaseUrl}/api/login`, {
    data: { username: user.username, password: user.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Creates a post as the admin, through the API with authentication. */
export async function createPostAsAdmin(
  request: APIRequestContext,
  values: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: number }> {
  const token = await accessTokenOf(request, USERS.admin);
  const response = await request.post(`${authBaseUrl}/api/posts`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Auth ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      teaser: 'A teaser',
      body: '<p>A body</p>',
      views: 10,
      average_note: 3,
      published_at: '2024-05-17',
      category: 'tech',
      subcategory: 'gadgets',
      tags: [],
      backlinks: [],
      ...values,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}
