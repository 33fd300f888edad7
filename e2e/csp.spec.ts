import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    ngaCodeFromStrings?: string[];
  }
}

// Templates evaluate AngularJS expressions with an interpreter, never with eval or
// new Function, so that they work under a Content-Security-Policy without 'unsafe-eval'.
// The page records every attempt to turn a string into code before the app starts.
test('templates render without evaluating code from strings', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.ngaCodeFromStrings = calls;
    const NativeFunction = window.Function;
    const nativeEval = window.eval;
    window.Function = new Proxy(NativeFunction, {
      apply(target, thisArg, args: string[]) {
        calls.push(`Function(${args.join(', ').slice(0, 80)})`);
        return Reflect.apply(target, thisArg, args);
      },
      construct(target, args: string[]) {
        calls.push(`new Function(${args.join(', ').slice(0, 80)})`);
        return Reflect.construct(target, args);
      },
    });
    window.eval = (source: string) => {
      calls.push(`eval(${String(source).slice(0, 80)})`);
      return nativeEval(source);
    };
  });

  await page.goto('/tags/list');
  const upperNames = page.locator('.mat-mdc-cell.nga-type-template');
  await expect(upperNames.first()).toHaveText(/^[A-Z0-9 -]+$/);
  await page.goto('/posts/edit/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit post "');
  // An ng-click that sets a variable of its template, which ng-show follows.
  await page.goto('/posts/show/1');
  const toggle = page.getByRole('button', { name: 'Show statistics' });
  await expect(page.locator('p.stats')).toBeHidden();
  await toggle.click();
  await expect(page.locator('p.stats')).toHaveText(/^[\d,]+ views, \d+ tags$/);
  await expect(page.getByRole('button', { name: 'Hide statistics' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Hide statistics' }).click();
  await expect(page.locator('p.stats')).toBeHidden();

  // Copied before reading, as Playwright's own evaluate goes through eval.
  await page.evaluate(
    () => (document.body.dataset['codeFromStrings'] = JSON.stringify(window.ngaCodeFromStrings)),
  );
  const recorded = await page.locator('body').getAttribute('data-code-from-strings');
  const calls = (JSON.parse(recorded ?? '[]') as string[]).filter(
    (call) => !call.startsWith('eval(() =>'),
  );
  expect(calls).toEqual([]);
});
