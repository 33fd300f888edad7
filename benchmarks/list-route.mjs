// Benchmark of the list route (design.md 8), on the production build in real Chromium:
// - the JavaScript the list route downloads, gzip -9;
// - the time until N posts rows with resolved tags are painted, against a hand-written
//   fetch + DOM page showing the same rows from the same server (median of several runs).
// Usage: npm run build && node benchmarks/list-route.mjs [rows=30] [runs=7]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createServer, request } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const rows = Number(process.argv[2] ?? 30);
const runs = Number(process.argv[3] ?? 7);
const apiPort = 3499;
const webPort = 4499;
const root = 'dist/host/browser';
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
};

const api = spawn(process.execPath, ['projects/demo-api/src/main.ts'], {
  env: { ...process.env, PORT: String(apiPort), DB: ':memory:', AUTH: 'off' },
  stdio: 'ignore',
});
await new Promise((resolve) => setTimeout(resolve, 1500));
await seedPosts(rows);

const web = createServer(async (req, res) => {
  if (req.url.startsWith('/api/')) {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: apiPort,
        path: req.url.slice(4),
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
    return;
  }
  const path = req.url.split('?')[0];
  let file =
    path === '/baseline' ? 'benchmarks/baseline.html' : join(root, decodeURIComponent(path));
  try {
    if (!(await stat(file)).isFile()) throw new Error('directory');
  } catch {
    file = join(root, 'index.html');
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(await readFile(file));
}).listen(webPort, '127.0.0.1');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_BIN ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
try {
  const listUrl = `http://127.0.0.1:${webPort}/posts/list?perPage=${rows}`;
  const javascript = await listRouteJavascript(listUrl);
  const admin = await medianTime(listUrl, `tr.nga-row >> nth=${rows - 1}`, () => {
    // Every tag cell shows names, no raw identifier: the references are resolved and painted.
    const tags = [...document.querySelectorAll('td.nga-type-reference_many li')];
    return tags.length > 0 && tags.every((tag) => !/^\s*\d+\s*$/.test(tag.textContent ?? ''));
  });
  const baseline = await medianTime(
    `http://127.0.0.1:${webPort}/baseline?perPage=${rows}`,
    `body[data-rendered="${rows}"]`,
  );
  console.log(
    `list route JavaScript: ${(javascript.gzip / 1024).toFixed(1)} KB gzip (${(javascript.raw / 1024).toFixed(1)} KB raw, ${javascript.files} files)`,
  );
  console.log(
    `${rows} rows painted: admin ${admin.toFixed(0)} ms, hand-written page ${baseline.toFixed(0)} ms, ratio ${(admin / baseline).toFixed(2)}x (median of ${runs})`,
  );
} finally {
  await browser.close();
  web.close();
  api.kill();
}

async function seedPosts(count) {
  const existing = Number(
    (await fetch(`http://127.0.0.1:${apiPort}/posts?_perPage=1`)).headers.get('x-total-count'),
  );
  for (let index = existing; index < count; index++) {
    await fetch(`http://127.0.0.1:${apiPort}/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Benchmark post ${index}`,
        published_at: '2024-01-01',
        views: index,
        tags: [1 + (index % 10)],
      }),
    });
  }
}

async function listRouteJavascript(url) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) files.push(await response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return {
    files: files.length,
    raw: files.reduce((sum, body) => sum + body.length, 0),
    gzip: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

async function medianTime(url, ...selectors) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(url);
    for (const selector of selectors) {
      if (typeof selector === 'function')
        await page.waitForFunction(selector, undefined, { polling: 'raf' });
      else await page.locator(selector).first().waitFor();
    }
    times.push(performance.now() - started);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
