// The servers of a benchmark run, started on free ports and stopped with it: the demo API
// (in process, on an in-memory database the benchmark fills) and a static server for the
// production build that proxies /api to it, like the sample's dev-server proxy.
import { readFile, stat } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const CONTENT_TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Starts the demo API on a free port over a fresh in-memory database, lets `fill` write
 * documents straight into its store, and returns its address and a stop function.
 */
export async function startApi({ fill, maxPerPage }) {
  const { buildApp } = await import('../projects/demo-api/src/server.ts');
  const { DocumentStore } = await import('../projects/demo-api/src/store.ts');
  const db = new DatabaseSync(':memory:');
  const app = await buildApp({
    db,
    uploadsDir: resolve('data/bench-uploads'),
    auth: false,
    // The benchmark writes its own data set: no seed.
    seedWhenEmpty: false,
    maxPerPage,
  });
  await fill(new DocumentStore(db));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close().then(() => db.close()) };
}

/**
 * Serves a built application (SPA fallback to index.html), the hand-written pages of
 * `benchmarks/` under `/bench/`, other built applications under the prefixes of `apps`
 * (`{ '/bench-angular/': 'dist/bench-angular/browser' }`), and proxies `/api/*` to the API.
 * Returns its address.
 */
export async function startWeb({ root, apiUrl, pages, apps = {} }) {
  const api = new URL(apiUrl);
  const server = createServer(async (req, res) => {
    if (req.url.startsWith('/api/')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
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
    const path = decodeURIComponent(req.url.split('?')[0]);
    const app = Object.keys(apps).find((prefix) => path.startsWith(prefix));
    const appRoot = app ? apps[app] : root;
    let file = path.startsWith('/bench/')
      ? join(pages, path.slice('/bench/'.length))
      : app
        ? join(appRoot, path.slice(app.length))
        : join(root, path);
    if (path.startsWith('/bench/lib/'))
      file = resolve('node_modules', path.slice('/bench/lib/'.length));
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      file = join(appRoot, 'index.html');
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    res.end(await readFile(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((done) => server.close(done)),
  };
}
