// The security requirements, proved against the real server: writes need a writing role,
// passwords are never logged nor returned, cookies carry their flags, XSRF is enforced.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import type { TestServer } from '../testing.ts';
import {
  accessToken,
  cookieHeader,
  login,
  PASSWORDS,
  setCookies,
  startTestServer,
} from '../testing.ts';

const WRITES: [method: string, path: string, body?: unknown][] = [
  ['POST', '/posts', { title: 'Written' }],
  ['PUT', '/posts/1', { title: 'Written' }],
  ['PATCH', '/posts/1', { title: 'Written' }],
  ['DELETE', '/posts/1'],
  ['POST', '/comments', { body: 'Written', post_id: 1 }],
  ['DELETE', '/tags/1'],
  ['POST', '/newcollection', { a: 1 }],
];

describe('no route writes without a writing role', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;
  let viewerToken: string;
  let viewerCookies: string;
  let viewerXsrf: string;

  before(async () => {
    server = await startTestServer({ auth: true, allowNewCollections: true });
    viewerToken = await accessToken(server.baseUrl, 'viewer');
    const cookies = setCookies(
      await login(server.baseUrl, {
        username: 'viewer',
        password: PASSWORDS.viewer,
        mode: 'cookie',
      }),
    );
    viewerCookies = cookieHeader(cookies.values());
    viewerXsrf = cookies.get('XSRF-TOKEN')!.value;
  });
  after(() => server.close());

  async function snapshot() {
    const token = await accessToken(server.baseUrl, 'admin');
    const read = async (path: string) =>
      (await fetch(url(path), { headers: { Authorization: `Bearer ${token}` } })).text();
    return Promise.all(
      ['/posts?_perPage=1000', '/comments?_perPage=1000', '/tags', '/newcollection'].map(read),
    );
  }

  test('anonymous, viewer by token and viewer by cookie (with XSRF) are all refused', async () => {
    const before = await snapshot();
    const callers: [string, Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['expired or forged token', { Authorization: 'Bearer forged' }, 401],
      ['viewer token', { Authorization: `Bearer ${viewerToken}` }, 403],
      ['viewer cookie', { Cookie: viewerCookies, 'X-XSRF-TOKEN': viewerXsrf }, 403],
    ];
    for (const [caller, headers, expected] of callers) {
      for (const [method, path, body] of WRITES) {
        const response = await fetch(url(path), {
          method,
          headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        assert.equal(response.status, expected, `${caller}: ${method} ${path}`);
      }
      const form = new FormData();
      form.append('file', new Blob(['x']), 'x.txt');
      const upload = await fetch(url('/upload'), { method: 'POST', headers, body: form });
      assert.equal(upload.status, expected, `${caller}: upload`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  test('a method override header does not turn a read into a write', async () => {
    const response = await fetch(url('/posts/1'), {
      method: 'GET',
      headers: { Authorization: `Bearer ${viewerToken}`, 'X-HTTP-Method-Override': 'DELETE' },
    });
    assert.equal(response.status, 200);
    assert.equal(
      (await fetch(url('/posts/1'), { headers: { Authorization: `Bearer ${viewerToken}` } }))
        .status,
      200,
    );
  });
});

describe('cookies', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ auth: true });
  });
  after(() => server.close());

  for (const [over, headers, secure] of [
    ['http', {}, false],
    ['https (X-Forwarded-Proto)', { 'X-Forwarded-Proto': 'https' }, true],
  ] as const) {
    test(`are HttpOnly (but XSRF-TOKEN), SameSite=Lax, Path=/ and ${secure ? '' : 'not '}Secure over ${over}`, async () => {
      const token = setCookies(
        await login(server.baseUrl, { username: 'editor', password: PASSWORDS.editor }, headers),
      );
      const session = setCookies(
        await login(
          server.baseUrl,
          { username: 'editor', password: PASSWORDS.editor, mode: 'cookie' },
          headers,
        ),
      );
      const all = [
        token.get('nga_refresh')!,
        session.get('nga_session')!,
        session.get('XSRF-TOKEN')!,
      ];
      for (const cookie of all) {
        assert.equal(cookie.attributes.get('samesite'), 'Lax', cookie.name);
        assert.equal(cookie.attributes.get('path'), '/', cookie.name);
        assert.equal(cookie.attributes.has('secure'), secure, cookie.name);
        assert.equal(cookie.attributes.has('httponly'), cookie.name !== 'XSRF-TOKEN', cookie.name);
      }
    });
  }
});

describe('passwords', () => {
  test('are never returned by login, refresh or /me', async () => {
    const server = await startTestServer({ auth: true });
    try {
      for (const [username, password] of Object.entries(PASSWORDS)) {
        const response = await login(server.baseUrl, { username, password });
        const text = await response.text();
        const { accessToken: token } = JSON.parse(text) as { accessToken: string };
        const refreshed = await fetch(server.baseUrl + '/refresh', {
          method: 'POST',
          headers: { Cookie: cookieHeader(setCookies(response).values()) },
        });
        const me = await fetch(server.baseUrl + '/me', {
          headers: { Authorization: `Bearer ${token}` },
        });
        for (const answer of [text, await refreshed.text(), await me.text()]) {
          assert.ok(!answer.includes(password), username);
          assert.doesNotMatch(answer, /password|hash|salt|scrypt/i, username);
        }
      }
    } finally {
      await server.close();
    }
  });

  test('are never logged, even with LOG=1', async () => {
    const { NODE_TEST_CONTEXT: _testContext, ...parentEnv } = process.env;
    const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'main.ts')], {
      env: { ...parentEnv, PORT: '0', HOST: '', DB: ':memory:', LOG: '1', AUTH: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL: ${output}`)), 15000);
        child.stdout.on('data', () => {
          const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
      const good = await login(baseUrl, { username: 'admin', password: PASSWORDS.admin });
      const { accessToken: token } = (await good.json()) as { accessToken: string };
      await login(baseUrl, { username: 'admin', password: 'a-wrong-but-secret-guess' });
      await login(baseUrl, { username: 'editor', password: PASSWORDS.editor, mode: 'cookie' });
      await fetch(baseUrl + '/posts', { headers: { Authorization: `Bearer ${token}` } });
      await fetch(baseUrl + '/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"username":"viewer","password":"${PASSWORDS.viewer}"`,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.match(output, /"url":"\/login"/, 'the request log is on');
      for (const secret of [
        ...Object.values(PASSWORDS),
        'a-wrong-but-secret-guess',
        token,
        'scrypt$',
      ]) {
        assert.ok(!output.includes(secret), `the log contains ${secret}`);
      }
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  });
});
