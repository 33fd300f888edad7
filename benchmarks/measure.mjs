// Measurements in a real Chromium: each run in a new browser context (a cold cache), the
// clock started before navigation and stopped when the page shows what is measured.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

/** Records long tasks (main-thread work over 50 ms) from the start of every page. */
const LONG_TASKS = () => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Opens the admin's posts list in a new page of `context`, recording long tasks from its start,
 * and waits until its rows are painted with their tag names.
 */
async function openPostsListRecordingLongTasks(context, baseUrl) {
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  await page.goto(`${baseUrl}/posts/list`);
  await page.waitForFunction(allRowsWithTags, 1, { polling: 'raf' });
  return page;
}

/** The longest main-thread task (ms, 0 when none) that started at or after `from` (page time). */
function longestTaskSince(page, from) {
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...window.__benchLongTasks
          .filter((task) => task.start >= from)
          .map((task) => task.duration),
      ),
    from,
  );
}

/**
 * For each of `runs` cold loads of `url`: the milliseconds from navigation start until
 * `done(argument)` holds in the page (`done` is evaluated in the page at every animation frame),
 * and when the page's list request left (`listRequestMs`, resource timing, navigation = 0).
 */
export async function paintTimes(browser, url, done, argument, runs) {
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await paintTime(browser, url, done, argument));
  return times;
}

/** One cold load of `url` until `done` holds: `{ ms, listRequestMs }`. */
export async function paintTime(browser, url, done, argument) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const started = performance.now();
    await page.goto(url);
    await page.waitForFunction(done, argument, { polling: 'raf', timeout: 120_000 });
    const ms = performance.now() - started;
    const listRequestMs = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/posts?'))
          ?.startTime ?? NaN,
    );
    return { ms, listRequestMs };
  } finally {
    await context.close();
  }
}

/**
 * The request waterfall of one cold load of `url`: every resource (path, start and end in ms
 * after navigation, from resource timing), the document's own end, when `done(argument)` held
 * in the DOM (`contentMs`) and when a frame showed it (`paintedMs`). Collected once the network
 * is idle, so deferred files are listed too.
 */
export async function waterfall(browser, url, done, argument) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchContent(page, done, argument);
  try {
    await page.goto(url);
    await page.waitForFunction(done, argument, { polling: 'raf', timeout: 120_000 });
    const paintedMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    return await page.evaluate((paintedMs) => {
      const [navigation] = performance.getEntriesByType('navigation');
      const entries = performance.getEntriesByType('resource').map((entry) => {
        const address = new URL(entry.name);
        return {
          path: address.pathname.startsWith('/api/')
            ? decodeURIComponent(address.pathname + address.search)
            : address.pathname,
          start: entry.startTime,
          end: entry.responseEnd,
        };
      });
      const contentMs = window.__benchContentMs ?? paintedMs;
      return { documentMs: navigation?.responseEnd ?? 0, contentMs, paintedMs, entries };
    }, paintedMs);
  } finally {
    await context.close();
  }
}

/** The median of some numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Records in the page when `done(argument)` first holds, as `window.__benchContentMs`: the
 * moment the content is complete in the DOM, before the frame that paints it. Code requested
 * after it was not needed to show the content (the deferred, idle-time blocks), however soon
 * the poll for the painted frame sees it.
 */
async function watchContent(page, done, argument) {
  await page.addInitScript(`(() => {
    const done = (${done.toString()});
    const argument = ${JSON.stringify(argument)};
    const observer = new MutationObserver(() => {
      if (!done(argument)) return;
      window.__benchContentMs = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  })()`);
}

/**
 * What a cold load of `url` downloads: the JavaScript and CSS files (raw and gzip -9 bytes,
 * file names) requested until `done(argument)` held in the DOM, those requested after it
 * until the network was idle, and every API request, in order.
 */
export async function pageTraffic(browser, url, done, argument) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  const requests = [];
  const pending = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/'))
      requests.push(
        `${request.method()} ${decodeURIComponent(request.url().replace(/^https?:\/\/[^/]+/, ''))}`,
      );
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(m?js|css)$/.test(path)) {
      pending.push(
        response
          .body()
          .then((body) =>
            files.push({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          ),
      );
    }
  });
  await watchContent(page, done, argument);
  try {
    await page.goto(url);
    await page.waitForFunction(done, argument, { polling: 'raf', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    // What was requested until the rows were complete is what painting them needed; the rest
    // (deferred blocks loading when the browser is idle) is counted apart.
    const needed = new Set(
      await page.evaluate(() => {
        const contentMs = window.__benchContentMs ?? performance.now();
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= contentMs)
          .map((entry) => new URL(entry.name).pathname);
      }),
    );
    return {
      files: files.filter((file) => needed.has(file.path)),
      later: files.filter((file) => !needed.has(file.path)),
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * Renders a list of `rows` rows: the time from the list's API answer to the last row painted
 * with its tag names, and the longest main-thread task after that answer.
 */
export async function renderGrowth(browser, baseUrl, rows) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  try {
    await page.goto(`${baseUrl}/posts/list?perPage=${rows}`);
    await page.waitForFunction(allRowsWithTags, rows, { polling: 'raf', timeout: 120_000 });
    return await page.evaluate(() => {
      const answer = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/posts?'));
      const painted = performance.now();
      const after = window.__benchLongTasks.filter(
        (task) => task.start + task.duration > answer.responseEnd,
      );
      return {
        afterDataMs: painted - answer.responseEnd,
        longestTaskMs: Math.max(0, ...after.map((task) => task.duration)),
      };
    });
  } finally {
    await context.close();
  }
}

/** In the page: `count` rows are painted and every tag cell shows names, no raw identifier. */
export function allRowsWithTags(count) {
  const rows = document.querySelectorAll('.nga-datagrid .nga-row');
  if (rows.length < count) return false;
  const tags = [...document.querySelectorAll('.nga-cell.nga-type-reference_many li')];
  return tags.length > 0 && tags.every((tag) => !/^\s*\d+\s*$/.test(tag.textContent ?? ''));
}

/** In the hand-written Angular page: `count` Material rows, every tag cell showing names. */
export function angularRowsWithTags(count) {
  if (document.querySelectorAll('tr.mat-mdc-row').length < count) return false;
  const tags = [...document.querySelectorAll('td.mat-column-tags')];
  return tags.length >= count && tags.every((cell) => /tag \d/.test(cell.textContent ?? ''));
}

/** In the plain page: `count` rows are painted (it writes them once, tag names included). */
export function plainRowsWithTags(count) {
  return document.body.dataset['rendered'] === String(count);
}

/**
 * Exports a list to CSV through the admin's Export button: the time from the click to the
 * download, the longest main-thread task meanwhile, and whether progress showed.
 */
export async function adminExport(browser, baseUrl) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await openPostsListRecordingLongTasks(context, baseUrl);
    const button = page.locator('button.nga-action-export');
    const download = page.waitForEvent('download', { timeout: 300_000 });
    const clickedAt = await page.evaluate(() => performance.now());
    await button.click();
    const progressShown = await button
      .filter({ hasText: /Exporting \d/ })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    const file = await download;
    const doneAt = await page.evaluate(() => performance.now());
    const longest = await longestTaskSince(page, clickedAt);
    const lines = (await readText(file)).split('\r\n').length;
    return { ms: doneAt - clickedAt, longestTaskMs: longest, progressShown, lines };
  } finally {
    await context.close();
  }
}

/** The hand-written export (fetch, bare Papa.unparse, download), timed in its page. */
export async function baselineExport(browser, baseUrl) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/bench/export-baseline.html?perPage=1000`);
    const download = page.waitForEvent('download', { timeout: 300_000 });
    await page.click('#export');
    await download;
    await page.waitForFunction(() => document.body.dataset['exportMs'] !== undefined);
    return Number(await page.evaluate(() => document.body.dataset['exportMs']));
  } finally {
    await context.close();
  }
}

async function readText(download) {
  const stream = await download.createReadStream();
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * CSV import of `rows` posts through the list's Import dialog: the time to read and check the
 * file (until "Create N entries" can be pressed), the time to create them all (one request
 * per row), and the longest main-thread task over both.
 */
export async function adminImport(browser, baseUrl, rows) {
  const context = await browser.newContext();
  try {
    const page = await openPostsListRecordingLongTasks(context, baseUrl);
    const button = page.locator('nga-import-button button.nga-action-import');
    await button.waitFor({ timeout: 30_000 });
    await button.click();
    const lines = ['title,teaser,category'];
    for (let index = 1; index <= rows; index++) {
      lines.push(`Imported post ${index},"A teaser, number ${index}",tech`);
    }
    const startedAt = await page.evaluate(() => performance.now());
    await page.locator('input.nga-import-input').setInputFiles({
      name: 'posts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\r\n')),
    });
    const create = page.locator('button.nga-import-start:enabled');
    await create.waitFor({ timeout: 120_000 });
    const checkedAt = await page.evaluate(() => performance.now());
    await create.click();
    const report = page.locator('.nga-import-report');
    await report.waitFor({ timeout: 600_000 });
    const doneAt = await page.evaluate(() => performance.now());
    const longest = await longestTaskSince(page, startedAt);
    return {
      rows,
      checkMs: checkedAt - startedAt,
      createMs: doneAt - checkedAt,
      longestTaskMs: longest,
      report: (await report.innerText()).trim(),
    };
  } finally {
    await context.close();
  }
}
