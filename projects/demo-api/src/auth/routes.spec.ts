import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { TestServer } from '../testing.ts';
import {
  accessToken,
  cookieHeader,
  login,
  PASSWORDS,
  requestJson,
  setCookies,
  startTestServer,
} from '../testing.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('authentication routes', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;

  before(async () => {
    server = await startTestServer({ auth: true, debugCounters: true });
  });
  after(() => server.close());

  test('token mode: an access token, its identity and a refresh token in an HttpOnly cookie', async () => {
    const response = await login(server.baseUrl, {
      username: 'editor',
      password: 'editor-password',
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), [
      'accessToken',
      'expiresIn',
      'identity',
      'tokenType',
    ]);
    assert.equal(body['tokenType'], 'Bearer');
    assert.equal(body['expiresIn'], 900);
    assert.deepEqual(body['identity'], {
      id: 2,
      username: 'editor',
      fullName: 'Eddie Editor',
      roles: ['editor'],
    });
    const refresh = setCookies(response).get('nga_refresh');
    assert.ok(refresh && refresh.value.length >= 43);
    assert.equal(refresh.attributes.get('max-age'), String(7 * 24 * 3600));

    const me = await requestJson(url('/me'));
    assert.equal(me.status, 401);
    const identity = await fetch(url('/me'), { headers: bearer(String(body['accessToken'])) });
    assert.deepEqual(await identity.json(), body['identity']);
  });

  test('usernames are matched in any case; the answer names the stored one', async () => {
    const response = await login(server.baseUrl, { username: 'ADMIN', password: 'admin-password' });
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as any).identity.username, 'admin');
  });

  test('wrong credentials answer 401 with one message for a wrong name or password', async () => {
    const messages = new Set<string>();
    for (const body of [
      { username: 'editor', password: 'wrong' },
      { username: 'nobody', password: 'editor-password' },
      { username: 'editor', password: 'EDITOR-PASSWORD' },
    ]) {
      const response = await login(server.baseUrl, body);
      assert.equal(response.status, 401);
      messages.add(((await response.json()) as { message: string }).message);
    }
    assert.deepEqual([...messages], ['Invalid username or password']);
  });

  test('a malformed login body answers 400', async () => {
    for (const body of [
      { username: 'editor' },
      { username: 'editor', password: 42 },
      { username: 'editor', password: 'editor-password', mode: 'magic' },
      { username: 'x'.repeat(201), password: 'p' },
    ]) {
      const response = await requestJson(url('/login'), { method: 'POST', body });
      assert.equal(response.status, 400, JSON.stringify(body));
    }
  });

  test('refresh answers a new access token and rotates the refresh cookie', async () => {
    const loggedIn = await login(server.baseUrl, {
      username: 'viewer',
      password: 'viewer-password',
    });
    const first = setCookies(loggedIn).get('nga_refresh')!;
    const refresh = (cookie: string) =>
      fetch(url('/refresh'), { method: 'POST', headers: { Cookie: cookie } });

    const refreshed = await refresh(cookieHeader([first]));
    assert.equal(refreshed.status, 200);
    const body = (await refreshed.json()) as { accessToken: string; identity: { id: number } };
    assert.equal(body.identity.id, 3);
    const second = setCookies(refreshed).get('nga_refresh')!;
    assert.notEqual(second.value, first.value);
    assert.equal((await fetch(url('/posts'), { headers: bearer(body.accessToken) })).status, 200);

    const reused = await refresh(cookieHeader([first]));
    assert.equal(reused.status, 401);
    assert.equal(setCookies(reused).get('nga_refresh')?.attributes.get('max-age'), '0');
    assert.equal((await refresh(cookieHeader([second]))).status, 200);
    assert.equal((await fetch(url('/refresh'), { method: 'POST' })).status, 401);
  });

  test('logout revokes the access and refresh tokens and clears the cookies', async () => {
    const loggedIn = await login(server.baseUrl, { username: 'admin', password: 'admin-password' });
    const { accessToken: token } = (await loggedIn.json()) as { accessToken: string };
    const refresh = setCookies(loggedIn).get('nga_refresh')!;
    const logout = await fetch(url('/logout'), {
      method: 'POST',
      headers: { ...bearer(token), Cookie: cookieHeader([refresh]) },
    });
    assert.equal(logout.status, 204);
    const cleared = setCookies(logout);
    for (const name of ['nga_refresh', 'nga_session', 'XSRF-TOKEN']) {
      assert.equal(cleared.get(name)?.attributes.get('max-age'), '0', name);
    }
    assert.equal((await fetch(url('/me'), { headers: bearer(token) })).status, 401);
    const refreshed = await fetch(url('/refresh'), {
      method: 'POST',
      headers: { Cookie: cookieHeader([refresh]) },
    });
    assert.equal(refreshed.status, 401);
  });

  test('/_counters counts login, refresh and logout calls', async () => {
    const before = (await requestJson(url('/_counters'))).body;
    await login(server.baseUrl, { username: 'viewer', password: 'nope' });
    await fetch(url('/refresh'), { method: 'POST' });
    await fetch(url('/refresh'), { method: 'POST' });
    await fetch(url('/logout'), { method: 'POST' });
    const after = (await requestJson(url('/_counters'))).body;
    assert.deepEqual(after, {
      login: before.login + 1,
      refresh: before.refresh + 2,
      logout: before.logout + 1,
    });
  });
});

describe('cookie mode', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;

  before(async () => {
    server = await startTestServer({ auth: true });
  });
  after(() => server.close());

  test('sets an HttpOnly session cookie and a readable XSRF-TOKEN cookie', async () => {
    const response = await login(server.baseUrl, {
      username: 'editor',
      password: PASSWORDS.editor,
      mode: 'cookie',
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['expiresIn', 'identity']);
    const cookies = setCookies(response);
    assert.equal(cookies.get('nga_session')?.attributes.has('httponly'), true);
    assert.equal(cookies.get('XSRF-TOKEN')?.attributes.has('httponly'), false);
    assert.equal(cookies.has('nga_refresh'), false);

    const sessionOnly = cookieHeader([cookies.get('nga_session')!]);
    const me = await fetch(url('/me'), { headers: { Cookie: sessionOnly } });
    assert.equal(((await me.json()) as { username: string }).username, 'editor');
    assert.equal((await fetch(url('/posts'), { headers: { Cookie: sessionOnly } })).status, 200);
  });

  test('unsafe methods need the matching X-XSRF-TOKEN header', async () => {
    const response = await login(server.baseUrl, {
      username: 'editor',
      password: PASSWORDS.editor,
      mode: 'cookie',
    });
    const cookies = setCookies(response);
    const xsrf = cookies.get('XSRF-TOKEN')!.value;
    const send = (headers: Record<string, string>) =>
      fetch(url('/tags/1'), {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookieHeader(cookies.values()),
          ...headers,
        },
        body: JSON.stringify({ published: true }),
      });
    const wrongHeaders: Record<string, string>[] = [
      {},
      { 'X-XSRF-TOKEN': 'forged' },
      { 'X-XSRF-TOKEN': xsrf + 'x' },
    ];
    for (const headers of wrongHeaders) {
      const refused = await send(headers);
      assert.equal(refused.status, 403);
      assert.match(((await refused.json()) as { message: string }).message, /X-XSRF-TOKEN/);
    }
    assert.equal((await send({ 'X-XSRF-TOKEN': xsrf })).status, 200);
  });

  test('another session XSRF token does not fit', async () => {
    const first = setCookies(
      await login(server.baseUrl, { username: 'admin', password: PASSWORDS.admin, mode: 'cookie' }),
    );
    const second = setCookies(
      await login(server.baseUrl, { username: 'admin', password: PASSWORDS.admin, mode: 'cookie' }),
    );
    const response = await fetch(url('/tags/2'), {
      method: 'DELETE',
      headers: {
        Cookie: cookieHeader([first.get('nga_session')!]),
        'X-XSRF-TOKEN': second.get('XSRF-TOKEN')!.value,
      },
    });
    assert.equal(response.status, 403);
    const stillThere = await fetch(url('/tags/2'), {
      headers: { Cookie: cookieHeader([first.get('nga_session')!]) },
    });
    assert.equal(stillThere.status, 200);
  });

  test('logout ends the session', async () => {
    const cookies = setCookies(
      await login(server.baseUrl, {
        username: 'viewer',
        password: PASSWORDS.viewer,
        mode: 'cookie',
      }),
    );
    const header = { Cookie: cookieHeader(cookies.values()) };
    assert.equal((await fetch(url('/logout'), { method: 'POST', headers: header })).status, 204);
    assert.equal((await fetch(url('/me'), { headers: header })).status, 401);
  });
});

describe('access by role', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;
  const tokens: Record<string, string> = {};

  before(async () => {
    server = await startTestServer({ auth: true });
    for (const username of ['admin', 'editor', 'viewer'] as const) {
      tokens[username] = await accessToken(server.baseUrl, username);
    }
  });
  after(() => server.close());

  test('anonymous requests get 401 with WWW-Authenticate: Bearer, reads included', async () => {
    for (const [method, path] of [
      ['GET', '/posts'],
      ['GET', '/posts/1'],
      ['GET', '/unknown'],
      ['POST', '/tags'],
      ['DELETE', '/tags/1'],
      ['POST', '/upload'],
    ]) {
      const response = await fetch(url(path), { method });
      assert.equal(response.status, 401, `${method} ${path}`);
      assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer realm=/);
      assert.equal(typeof ((await response.json()) as { message: string }).message, 'string');
    }
    const cors = await fetch(url('/posts'));
    assert.match(cors.headers.get('access-control-expose-headers') ?? '', /WWW-Authenticate/);
  });

  test('an invalid or malformed token gets 401 invalid_token', async () => {
    for (const authorization of ['Bearer not-a-token', 'Basic YWRtaW46YWRtaW4=', 'Bearer']) {
      const response = await fetch(url('/posts'), { headers: { Authorization: authorization } });
      assert.equal(response.status, 401, authorization);
      assert.match(response.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
    }
  });

  test('viewers read; editors and admins write', async () => {
    for (const username of ['admin', 'editor', 'viewer']) {
      const read = await fetch(url('/comments/1'), { headers: bearer(tokens[username]) });
      assert.equal(read.status, 200, username);
    }
    for (const username of ['admin', 'editor']) {
      const created = await fetch(url('/tags'), {
        method: 'POST',
        headers: { ...bearer(tokens[username]), 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `By ${username}` }),
      });
      assert.equal(created.status, 201, username);
    }
    const refused = await fetch(url('/tags'), {
      method: 'POST',
      headers: { ...bearer(tokens['viewer']), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'By viewer' }),
    });
    assert.equal(refused.status, 403);
    assert.match(
      ((await refused.json()) as { message: string }).message,
      /viewer role may only read/,
    );
  });

  test('uploads need the editor role', async () => {
    const upload = (token: string) => {
      const form = new FormData();
      form.append('file', new Blob(['hello']), 'hello.txt');
      return fetch(url('/upload'), { method: 'POST', headers: bearer(token), body: form });
    };
    assert.equal((await upload(tokens['viewer'])).status, 403);
    const stored = await upload(tokens['editor']);
    assert.equal(stored.status, 200);
    const { filename } = (await stored.json()) as { filename: string };
    // Files are served to anyone: an <img> cannot send a token, and names are random.
    assert.equal((await fetch(url(`/uploads/${filename}`))).status, 200);
  });
});

describe('login rate limiting', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({
      auth: true,
      loginRateLimit: { maxFailuresPerUsername: 3, maxFailuresPerAddress: 6, windowSeconds: 60 },
    });
  });
  after(() => server.close());

  test('repeated failures for a username answer 429 with Retry-After, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await login(server.baseUrl, {
        username: 'editor',
        password: `guess${attempt}`,
      });
      assert.equal(response.status, 401);
    }
    const blocked = await login(server.baseUrl, { username: 'Editor', password: PASSWORDS.editor });
    assert.equal(blocked.status, 429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 60, String(retryAfter));
    assert.match(((await blocked.json()) as { message: string }).message, /Too many failed logins/);
    // Another user from the same address is still below the address limit.
    assert.equal(
      (await login(server.baseUrl, { username: 'viewer', password: PASSWORDS.viewer })).status,
      200,
    );
  });

  test('repeated failures from one address block every username', async () => {
    // Three failures above and three here make the six this address is allowed.
    for (const username of ['admin', 'nobody', 'someone']) {
      assert.equal((await login(server.baseUrl, { username, password: 'wrong' })).status, 401);
    }
    const blocked = await login(server.baseUrl, { username: 'admin', password: PASSWORDS.admin });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
  });
});

describe('token lifetimes', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({
      auth: true,
      tokenLifetimes: { accessTokenTtl: 0.4, refreshTokenTtl: 0.8 },
    });
  });
  after(() => server.close());

  test('an expired access token gets 401; an expired refresh token too', async () => {
    const response = await login(server.baseUrl, {
      username: 'viewer',
      password: PASSWORDS.viewer,
    });
    const { accessToken: token } = (await response.json()) as { accessToken: string };
    const refresh = setCookies(response).get('nga_refresh')!;
    assert.equal((await fetch(server.baseUrl + '/posts', { headers: bearer(token) })).status, 200);
    await delay(500);
    const expired = await fetch(server.baseUrl + '/posts', { headers: bearer(token) });
    assert.equal(expired.status, 401);
    assert.match(expired.headers.get('www-authenticate') ?? '', /invalid_token/);
    await delay(400);
    const late = await fetch(server.baseUrl + '/refresh', {
      method: 'POST',
      headers: { Cookie: cookieHeader([refresh]) },
    });
    assert.equal(late.status, 401);
  });
});

describe('authentication off', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ auth: false });
  });
  after(() => server.close());

  test('refresh and me answer an anonymous admin, so an admin with a login page opens directly', async () => {
    const refreshed = await requestJson(server.baseUrl + '/refresh', { method: 'POST' });
    assert.equal(refreshed.status, 200);
    assert.equal(typeof refreshed.body.accessToken, 'string');
    assert.deepEqual(refreshed.body.identity.roles, ['admin']);
    const me = await requestJson(server.baseUrl + '/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.username, 'anonymous');
  });

  test('a real login still answers the user who signed in', async () => {
    const response = await login(server.baseUrl, {
      username: 'viewer',
      password: PASSWORDS.viewer,
    });
    const { accessToken: token } = (await response.json()) as { accessToken: string };
    const me = await fetch(server.baseUrl + '/me', { headers: bearer(token) });
    assert.equal(((await me.json()) as { username: string }).username, 'viewer');
  });
});
