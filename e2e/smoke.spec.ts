import { expect, test } from '@playwright/test';

test.describe('npm start', () => {
  test('serves the sample admin and proxies the demo API at /api', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/posts?_page=1&_perPage=5');
      return {
        status: response.status,
        total: response.headers.get('X-Total-Count'),
        items: ((await response.json()) as unknown[]).length,
      };
    });

    expect(answer.status).toBe(200);
    expect(answer.items).toBe(5);
    expect(Number(answer.total)).toBeGreaterThanOrEqual(30);
  });
});
