// The CSV import alone: 10 000 posts (IMPORT_ROWS sets another count) imported through the
// posts list's Import dialog of the production build, against the demo API in memory. Prints
// the time to read and check the file, the time to create the rows and the longest task.
//
// Usage: npm run build:bench && node benchmarks/import.mjs
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { startApi, startWeb } from './bench-server.mjs';
import { adminImport } from './measure.mjs';

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);

const api = await startApi({ fill: fillStore, maxPerPage: 5000 });
const web = await startWeb({
  root: join('dist/host', 'browser'),
  apiUrl: api.url,
  pages: 'benchmarks',
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags],
});
try {
  const result = await adminImport(browser, web.url, ROWS);
  console.log(
    `CSV import of ${ROWS} rows: read and checked in ${Math.round(result.checkMs)} ms, ` +
      `created in ${Math.round(result.createMs)} ms ` +
      `(${((result.createMs / ROWS) * 1000).toFixed(0)} µs/row), ` +
      `longest task ${Math.round(result.longestTaskMs)} ms; "${result.report}"`,
  );
} finally {
  await browser.close();
  await web.stop();
  await api.stop();
}

/** A tag and a post, so that the list shows a row with its tag before the import. */
async function fillStore(store) {
  store.insertWithIds('tags', [{ id: 1, name: 'tag 1' }]);
  store.insertWithIds('posts', [
    { id: 1, title: 'Benchmark post 1', published_at: '2024-01-01', views: 1, tags: [1] },
  ]);
}
