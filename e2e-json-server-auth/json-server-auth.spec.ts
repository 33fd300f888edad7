import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const root = resolve(__dirname, '..');
const PROVIDER_FILE = 'projects/json-server-auth-example/src/app/json-server-auth.ts';
const OLIVIA = { email: 'olivia@example.com', password: 'olivia-password' };

/**
 * The code block that a guide gives as the content of `file`: the fenced block right after
 * the `<!-- file: <path> -->` comment that names it.
 */
function documentedFile(guide: string, file: string): string {
  const markdown = readFileSync(join(root, guide), 'utf8');
  const marker = `<!-- file: ${file} -->`;
  const at = markdown.indexOf(marker);
  expect(at, `${guide} gives ${file}`).toBeGreaterThanOrEqual(0);
  const block = /^```ts\n([\s\S]*?)^```$/m.exec(markdown.slice(at + marker.length));
  expect(block, `a \`\`\`ts block after ${marker}`).not.toBeNull();
  return block![1]!;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the provider the example uses is, to the byte, the file the guide gives to copy', () => {
  const used = readFileSync(join(root, PROVIDER_FILE), 'utf8');
  expect(documentedFile('docs/auth-and-permissions.md', PROVIDER_FILE)).toBe(used);
});

test('signs in with an email, shows it in the account menu, survives a reload, signs out', async ({
  page,
}) => {
  await page.goto('/posts/list');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(page.locator('.nga-login-note')).toContainText(OLIVIA.email);
  await shoot(page, 'login-email');

  // A wrong password: json-server-auth answers 400 "Incorrect password"; one message says so.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await fillLogin(page, OLIVIA.email, 'not-her-password');
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Signing in failed: Incorrect password');
  await expect(page.locator('mat-error, .mat-mdc-form-field-error')).toHaveCount(0);
  await expect(page.locator('mat-form-field.mat-form-field-invalid')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveValue('');

  await fillLogin(page, OLIVIA.email, OLIVIA.password);
  await expect(page).toHaveURL(/\/posts\/list$/);
  // The posts are guarded (660): every row came with the token.
  await expect(page.locator('.nga-datagrid .nga-row')).toHaveCount(12);
  const account = page.getByRole('button', { name: `Account: ${OLIVIA.email}` });
  await account.click();
  await expect(page.locator('#nga-user-menu')).toContainText(`Signed in as ${OLIVIA.email}`);
  await shoot(page, 'account-menu');

  // The token waits in the tab's sessionStorage, the choice the file documents.
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/login')) reloads.push(request.url());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/posts\/list$/);
  await expect(page.locator('.nga-datagrid .nga-row')).toHaveCount(12);
  await expect(page.getByRole('button', { name: `Account: ${OLIVIA.email}` })).toBeVisible();
  expect(reloads).toEqual([]);

  await page.getByRole('button', { name: `Account: ${OLIVIA.email}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // Signed out for good: a reload asks for the login.
  await page.goto('/posts/list');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('a new tab asks for the login: sessionStorage belongs to the tab', async ({ page }) => {
  await page.goto('/');
  await fillLogin(page, OLIVIA.email, OLIVIA.password);
  await expect(page.getByRole('button', { name: `Account: ${OLIVIA.email}` })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/posts/list');
  await expect(other).toHaveURL(/\/login\?returnUrl=/);
});

test('an expired or forged token is dropped on load, and the login page opens', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.setItem('json-server-auth-token', 'a.b.c'));
  await page.goto('/posts/list');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
