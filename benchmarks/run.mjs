// The performance benchmark of design.md section 8, on the production build of the sample in
// Debian's Chromium, side by side with hand-written pages in the same run:
// - bytes: eager JavaScript (what index.html loads) and everything the list route loads;
// - requests of the list route (1 list request + 1 per referenced entity, no duplicate);
// - time to paint 30 and 500 rows with resolved tag names, against two hand-written pages
//   showing the same rows from the same server: plain fetch + DOM, and a zoneless Angular
//   component with a Material table (median of cold loads, the three pages interleaved);
// - when the list request leaves, and the request waterfall of one cold load of the list;
// - growth: render time after the data arrives for 500 to 5 000 rows, and the longest task
//   (medians of GROWTH_RUNS cold loads each);
// - CSV export of 100 000 rows against a hand-written fetch + Papa.unparse export;
// - CSV import of 10 000 posts through the list's Import dialog (`node benchmarks/import.mjs`
//   runs it alone).
// It prints one table and writes it to docs/performance.md.
//
// Usage: npm run bench            (builds, then runs; BENCH_RUNS=7 sets the number of loads)
//        node benchmarks/run.mjs  (after `npm run build:bench`)
//        BENCH_SKIP=growth,export,import (leaves those parts out, for quick runs; the report says so)
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { startApi, startWeb } from './bench-server.mjs';
import {
  adminExport,
  adminImport,
  allRowsWithTags,
  angularRowsWithTags,
  baselineExport,
  median,
  pageTraffic,
  paintTimes,
  plainRowsWithTags,
  renderGrowth,
  waterfall,
} from './measure.mjs';
import { writeReport } from './report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const GROWTH_ROWS = [500, 1000, 2000, 5000];
const GROWTH_RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 3);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const BUILD = 'dist/host';
const TAGS = 12;
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);

/** Where a module of the build comes from, for `bytesByPackage`: the first pattern that matches. */
const PACKAGES = [
  [
    'Angular (core, common, platform-browser, forms)',
    /node_modules\/@angular\/(core|common|platform-browser|forms)\//,
  ],
  ['Angular router', /node_modules\/@angular\/router\//],
  ['Angular CDK and Material', /node_modules\/@angular\/(cdk|material)\//],
  ['rxjs and tslib', /node_modules\/(rxjs|tslib)\//],
  ['numbro (with bignumber.js)', /node_modules\/(numbro|bignumber\.js)\//],
  [
    'angular-expressions and DOMPurify (templates)',
    /node_modules\/(angular-expressions|dompurify)\//,
  ],
  ['@ng-admin/core: the DSL (@ng-admin/core/config)', /ng-admin-core-config\.mjs$/],
  ['@ng-admin/core: the rest', /(dist\/ng-admin|@ng-admin\/core)\//],
  ['the sample: its configuration and custom field type', /(^|\/)src\//],
  ['styles', /\.s?css$/],
  ['other', /./],
];

const api = await startApi({ fill: fillStore, maxPerPage: 5000 });
const web = await startWeb({
  root: join(BUILD, 'browser'),
  apiUrl: api.url,
  pages: 'benchmarks',
  apps: { '/bench-angular/': 'dist/bench-angular/browser' },
});
// The same sample built with the Angular CLI's default chunk optimizer (Rolldown), as an
// application that keeps the CLI's defaults gets it (scripts/build-host.mjs says why not here).
const webDefault = await startWeb({
  root: join('dist/host-rolldown', 'browser'),
  apiUrl: api.url,
  pages: 'benchmarks',
});
/** The pages that show the same rows, each with its "every row and tag painted". */
const PAGES = {
  admin: { url: (rows) => `${web.url}/posts/list?perPage=${rows}`, done: allRowsWithTags },
  adminDefault: {
    url: (rows) => `${webDefault.url}/posts/list?perPage=${rows}`,
    done: allRowsWithTags,
  },
  angular: {
    url: (rows) => `${web.url}/bench-angular/?perPage=${rows}`,
    done: angularRowsWithTags,
  },
  plain: {
    url: (rows) => `${web.url}/bench/list-baseline.html?perPage=${rows}`,
    done: plainRowsWithTags,
  },
};
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags],
});

try {
  const eager = await eagerJavaScript();
  const traffic = await pageTraffic(browser, `${web.url}/posts/list?perPage=30`, ...rowsDone(30));
  const listBytes = sum(traffic.files);
  const laterBytes = sum(traffic.later);
  const loadedInputs = await inputsOf(traffic.files.map((file) => file.path));
  const listPackages = await bytesByPackage(traffic.files);
  const laterInputs = await inputsOf(traffic.later.map((file) => file.path));

  const pageBytes = { admin: { ...listBytes, files: traffic.files.length } };
  for (const name of ['adminDefault', 'angular', 'plain']) {
    const { files } = await pageTraffic(browser, PAGES[name].url(30), PAGES[name].done, 30);
    pageBytes[name] = { ...sum(files), files: files.length };
  }
  const loadOrder = await waterfall(browser, PAGES.admin.url(30), allRowsWithTags, 30);
  const modules = await largestInputs();
  for (const entry of loadOrder.entries) entry.module = modules.get(entry.path.replace(/^\//, ''));

  const timings = {};
  for (const rows of [30, 500]) {
    const loads = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
    // Interleaved, so that a slower moment of the machine weighs on every page alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, { url, done }] of Object.entries(PAGES))
        loads[name].push(...(await paintTimes(browser, url(rows), done, rows, 1)));
    }
    timings[rows] = Object.fromEntries(
      Object.entries(loads).map(([name, runs]) => [
        name,
        {
          ms: median(runs.map((run) => run.ms)),
          listRequestMs: median(runs.map((run) => run.listRequestMs)),
        },
      ]),
    );
  }

  const growth = [];
  if (!SKIP.has('growth'))
    for (const rows of GROWTH_ROWS) growth.push({ rows, ...(await medianGrowth(rows)) });

  const exported = SKIP.has('export') ? undefined : await adminExport(browser, web.url);
  const exportBaseline = SKIP.has('export') ? undefined : await baselineExport(browser, web.url);
  const imported = SKIP.has('import')
    ? undefined
    : await adminImport(browser, web.url, IMPORT_ROWS);

  await writeReport({
    runs: RUNS,
    posts: POSTS,
    eager,
    listBytes,
    listFiles: traffic.files.length,
    listPackages,
    laterBytes,
    laterFiles: traffic.later.length,
    deferred: absentModules(laterInputs)
      .filter((module) => module.loaded)
      .map((module) => module.name),
    requests: traffic.requests,
    absent: absentModules(loadedInputs),
    timings,
    pageBytes,
    loadOrder,
    growth,
    growthRuns: GROWTH_RUNS,
    exported,
    exportBaseline,
    imported,
  });
} finally {
  await browser.close();
  await web.stop();
  await webDefault.stop();
  await api.stop();
}

/** The condition and argument of "rows painted with their tag names", for `paintTimes`. */
function rowsDone(rows) {
  return [allRowsWithTags, rows];
}

/** Render time after the data and longest task for `rows` rows: medians of GROWTH_RUNS loads. */
async function medianGrowth(rows) {
  const loads = [];
  for (let run = 0; run < GROWTH_RUNS; run++)
    loads.push(await renderGrowth(browser, web.url, rows));
  return {
    afterDataMs: median(loads.map((load) => load.afterDataMs)),
    longestTaskMs: median(loads.map((load) => load.longestTaskMs)),
  };
}

/** Posts with a title, a day, views and one or two tags, written straight into the store. */
async function fillStore(store) {
  store.insertWithIds(
    'tags',
    Array.from({ length: TAGS }, (_, index) => ({ id: index + 1, name: `tag ${index + 1}` })),
  );
  const posts = [];
  for (let id = 1; id <= POSTS; id++) {
    posts.push({
      id,
      title: `Benchmark post ${id}`,
      published_at: `2024-${String(1 + (id % 12)).padStart(2, '0')}-${String(1 + (id % 28)).padStart(2, '0')}`,
      views: id * 7,
      average_note: id % 5,
      body: `<p>Post number ${id}, a few words long.</p>`,
      tags: id % 3 === 0 ? [1 + (id % TAGS), 1 + ((id + 5) % TAGS)] : [1 + (id % TAGS)],
    });
  }
  store.insertWithIds('posts', posts);
}

/** The JavaScript index.html loads before any route: main and its static imports. */
async function eagerJavaScript() {
  const stats = JSON.parse(await readFile(join(BUILD, 'browser-stats.json'), 'utf8'));
  const files = new Set();
  const pending = Object.keys(stats.outputs).filter((path) => /main-[^/]*\.js$/.test(path));
  while (pending.length > 0) {
    const path = pending.pop();
    if (files.has(path)) continue;
    files.add(path);
    for (const imported of stats.outputs[path].imports ?? []) {
      if (imported.kind === 'import-statement') pending.push(imported.path);
    }
  }
  const bodies = await Promise.all(
    [...files].map((path) => readFile(join(BUILD, 'browser', path.replace(/^.*\//, '')))),
  );
  return {
    files: files.size,
    raw: bodies.reduce((total, body) => total + body.length, 0),
    gzip: bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0),
  };
}

/** The source modules bundled into the given output files, from the build's stats. */
async function inputsOf(paths) {
  const stats = JSON.parse(await readFile(join(BUILD, 'browser-stats.json'), 'utf8'));
  const names = new Set(paths.map((path) => path.replace(/^\//, '')));
  const inputs = new Set();
  for (const [output, description] of Object.entries(stats.outputs)) {
    if (names.has(output.replace(/^.*\//, '')))
      Object.keys(description.inputs).forEach((input) => inputs.add(input));
  }
  return inputs;
}

/**
 * What the given files hold, by the package their code comes from (`PACKAGES`): raw bytes
 * from the build's stats, gzip bytes shared out in proportion within each file. A CSS file
 * counts as styles.
 */
async function bytesByPackage(files) {
  const stats = JSON.parse(await readFile(join(BUILD, 'browser-stats.json'), 'utf8'));
  const outputs = new Map(
    Object.entries(stats.outputs).map(([path, output]) => [path.replace(/^.*\//, ''), output]),
  );
  const totals = new Map(PACKAGES.map(([name]) => [name, { raw: 0, gzip: 0 }]));
  const add = (name, raw, gzip) => {
    const total = totals.get(name);
    total.raw += raw;
    total.gzip += gzip;
  };
  for (const file of files) {
    const inputs = Object.entries(outputs.get(file.path.replace(/^.*\//, ''))?.inputs ?? {});
    const bundled = inputs.reduce((total, [, input]) => total + input.bytesInOutput, 0);
    if (/\.css$/.test(file.path) || bundled === 0) {
      add('styles', file.raw, file.gzip);
      continue;
    }
    for (const [path, input] of inputs) {
      const [name] = PACKAGES.find(([, pattern]) => pattern.test(path)) ?? ['other'];
      const share = input.bytesInOutput / bundled;
      add(name, file.raw * share, file.gzip * share);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, ...bytes })).filter((entry) => entry.raw > 0);
}

/** For each output file of the build, the name of the source module that weighs most in it. */
async function largestInputs() {
  const stats = JSON.parse(await readFile(join(BUILD, 'browser-stats.json'), 'utf8'));
  const names = new Map();
  for (const [output, description] of Object.entries(stats.outputs)) {
    const [largest] = Object.entries(description.inputs).sort(
      ([, a], [, b]) => b.bytesInOutput - a.bytesInOutput,
    );
    if (largest)
      names.set(
        output.replace(/^.*\//, ''),
        largest[0]
          .replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*?([^/]+)$/, '$1 $2')
          .replace(/^.*\//, '')
          .replace(/-[A-Za-z0-9_]{8}\.mjs$/, '.mjs'),
      );
  }
  return names;
}

/** Which heavy modules the list route did not load (design.md 8, issue targets). */
function absentModules(inputs) {
  const heavy = {
    Quill: /node_modules\/quill\//,
    'JSON editor': /fields\/json\/json-input/,
    papaparse: /node_modules\/papaparse\//,
    'date pickers': /@angular\/material\/fesm2022\/datepicker/,
    'Material menu': /@angular\/material\/fesm2022\/menu/,
    'Material tooltip': /@angular\/material\/fesm2022\/.*tooltip/,
    'Material paginator': /@angular\/material\/fesm2022\/paginator/,
  };
  return Object.entries(heavy).map(([name, pattern]) => ({
    name,
    loaded: [...inputs].some((input) => pattern.test(input)),
  }));
}

function sum(files) {
  return files.reduce(
    (total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }),
    { raw: 0, gzip: 0 },
  );
}
