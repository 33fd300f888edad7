// Opens a built application (its dist/<name>/browser folder, served here on a free port with
// the index as fallback) in Chromium at `/posts/list` and prints, as one JSON line, the rows
// the list shows, its paginator range and the first title. test-corpus-build.mjs runs it
// under the browser lock (flock /tmp/nga-browser.lock), once json-server is up.
//   node scripts/corpus-browser-check.mjs <browser dist folder> <screenshot path or "">
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const [dist, screenshot] = process.argv.slice(2);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
    file = join(dist, 'index.html');
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/posts/list`);
  const rows = page.locator('nga-list-page .nga-datagrid .nga-row');
  await rows.first().waitFor({ timeout: 30_000 });
  // Material's paginator, whose range says nothing until the total is known.
  const rangeLabel = page.locator('nga-list-paginator .mat-mdc-paginator-range-label').first();
  await rangeLabel.filter({ hasText: / of / }).waitFor({ timeout: 30_000 });
  const range = await rangeLabel.textContent();
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: false });
  console.log(
    JSON.stringify({
      rows: await rows.count(),
      range: range?.trim(),
      firstRow: (await rows.first().textContent())?.trim(),
    }),
  );
} finally {
  await browser.close();
  server.close();
}
