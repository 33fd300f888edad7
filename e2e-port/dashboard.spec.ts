import { expect, test } from './support';
import { waitForApi } from '../e2e/support/list-page';
import type { ApiRecord } from '../e2e/support/form-api';

// The panels of the demo's dashboard template, in the order the template places them.
const PANELS = [
  {
    title: 'Last comments',
    list: '/comments/list',
    request: 'GET /api/comments?_page=1&_perPage=10&_sortField=created_at&_sortDir=DESC',
  },
  {
    title: 'Recent posts',
    list: '/posts/list',
    request: 'GET /api/posts?_page=1&_perPage=5&_sortField=published_at&_sortDir=DESC',
  },
  {
    title: 'Popular posts',
    list: '/posts/list',
    request: 'GET /api/posts?_page=1&_perPage=5&_sortField=views&_sortDir=DESC',
  },
  {
    title: 'Tags publication status',
    list: '/tags/list',
    request: 'GET /api/tags?_page=1&_perPage=10&_sortField=id&_sortDir=DESC',
  },
];

test.describe('dashboard template and header template', () => {
  test('the ma-dashboard-panel tags show each collection with its entries', async ({ page }) => {
    const answers = PANELS.map((panel) => waitForApi<ApiRecord[]>(page, panel.request));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.locator('.alert-info')).toHaveText(/^Welcome to the demo!/);

    const panels = page.locator('ma-dashboard-panel');
    await expect(panels.getByRole('heading', { level: 2 })).toHaveText(
      PANELS.map((panel) => panel.title),
    );
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).body));
    for (const [index, panel] of PANELS.entries()) {
      const card = panels.nth(index);
      await expect(card.getByRole('link', { name: panel.title })).toHaveAttribute(
        'href',
        panel.list,
      );
      await expect(card.locator('.nga-row')).toHaveCount(bodies[index]!.length);
    }

    // Popular posts: the five most viewed, by views, as the API answered them.
    const popular = bodies[2]!;
    expect(popular.map((post) => post['views'])).toEqual(
      [...popular.map((post) => post['views'] as number)].sort((a, b) => b - a),
    );
    await expect(panels.nth(2).locator('.mat-mdc-cell.nga-column-views')).toHaveText(
      popular.map((post) => String(post['views'])),
    );
    // Recent posts: dates in the collection's format('MMM d'), titles truncated to 50.
    const recent = bodies[1]!;
    const monthDay = (date: string) =>
      new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
    await expect(panels.nth(1).locator('.mat-mdc-cell.nga-column-published_at')).toHaveText(
      recent.map((post) => monthDay(String(post['published_at']))),
    );
    const longTitle = recent.find((post) => String(post['title']).length > 50);
    if (longTitle) {
      await expect(panels.nth(1).locator('.mat-mdc-cell.nga-column-title').first()).toContainText(
        '...',
      );
    }
    // Tags publication status: a Show button per row, leading to the tag.
    const tags = bodies[3]!;
    await panels.nth(3).locator('.nga-row').first().getByRole('link', { name: 'Show' }).click();
    await expect(page).toHaveURL(`/tags/show/${tags[0]!.id}`);
  });

  test('the header template shows the brand, whose ng-click goes home, and the source link', async ({
    page,
  }) => {
    await page.goto('/comments/list');
    const header = page.locator('header .nga-header');
    await expect(header.locator('.navbar-brand')).toHaveText('ng-admin backend demo');
    await expect(header.getByRole('link', { name: /View Source/ })).toHaveAttribute(
      'href',
      'https://github.com/marmelab/ng-admin/blob/master/examples/blog/config.js',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comments');

    await header.locator('.navbar-brand').click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    // The page title keeps the application's title, not the header's brand.
    await expect(page).toHaveTitle(/ng-admin blog demo/);
  });
});
