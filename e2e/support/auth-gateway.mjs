// The e2e suites' second front door: the sample admin (proxied from the dev server that
// `npm start` runs for the other suites) in front of its own demo API with authentication ON,
// debug counters and a short access-token lifetime, on a fresh in-memory database. The auth
// specs open the admin here; every other spec keeps the AUTH=off server.
//
// Environment: E2E_AUTH_PORT (where to listen), E2E_PORT (the dev server), ACCESS_TOKEN_TTL.
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { buildApp } from '../../projects/demo-api/src/server.ts';

const port = Number(process.env.E2E_AUTH_PORT);
const devServerPort = Number(process.env.E2E_PORT);
if (!port || !devServerPort) {
  console.error('auth-gateway: set E2E_AUTH_PORT and E2E_PORT.');
  process.exit(1);
}

const api = await buildApp({
  db: ':memory:',
  uploadsDir: 'data/uploads',
  auth: true,
  debugCounters: true,
  tokenLifetimes: { accessTokenTtl: Number(process.env.ACCESS_TOKEN_TTL || 900) },
});
await api.listen({ port: 0, host: '127.0.0.1' });
const apiPort = api.server.address().port;

/** `/api/...` goes to the API without its prefix, as the dev-server proxy does; the rest to the admin. */
function targetOf(url) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
    ? { port: apiPort, path: url.slice(4) || '/' }
    : { port: devServerPort, path: url };
}

const gateway = createServer((incoming, outgoing) => {
  const target = targetOf(incoming.url ?? '/');
  const forwarded = httpRequest(
    {
      host: '127.0.0.1',
      port: target.port,
      path: target.path,
      method: incoming.method,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
    outgoing.end(`auth-gateway: ${error.message}`);
  });
  incoming.pipe(forwarded);
});

// The dev server's live-reload socket passes through untouched.
gateway.on('upgrade', (incoming, socket, head) => {
  const target = targetOf(incoming.url ?? '/');
  const upstream = connect(target.port, '127.0.0.1', () => {
    const headers = Object.entries(incoming.headers).map(([name, value]) => `${name}: ${value}`);
    upstream.write([`${incoming.method} ${target.path} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

gateway.listen(port, '127.0.0.1', () => {
  console.log(`auth-gateway on http://127.0.0.1:${port} (API with authentication on ${apiPort})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    gateway.close();
    void api.close().then(() => process.exit(0));
  });
}
