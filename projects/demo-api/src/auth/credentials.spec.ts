import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CredentialStore, sameSecret } from './credentials.ts';

describe('CredentialStore', () => {
  let now = 0;
  const store = () => new CredentialStore({ accessTokenTtl: 10, refreshTokenTtl: 100 }, () => now);

  test('access tokens name their user until they expire or are revoked', () => {
    now = 0;
    const credentials = store();
    const token = credentials.issueAccessToken(7);
    assert.match(token, /^[\w-]{43}$/);
    assert.equal(credentials.accessTokenUser(token), 7);
    assert.equal(credentials.accessTokenUser(token + 'x'), undefined);
    now = 9_999;
    assert.equal(credentials.accessTokenUser(token), 7);
    now = 10_000;
    assert.equal(credentials.accessTokenUser(token), undefined);
    const other = credentials.issueAccessToken(7);
    credentials.revokeAccessToken(other);
    assert.equal(credentials.accessTokenUser(other), undefined);
  });

  test('a refresh token works once: rotating it gives a new one', () => {
    now = 0;
    const credentials = store();
    const first = credentials.issueRefreshToken(3);
    const rotated = credentials.rotateRefreshToken(first);
    assert.equal(rotated?.userId, 3);
    assert.notEqual(rotated?.token, first);
    assert.equal(credentials.rotateRefreshToken(first), undefined);
    now = 100_000;
    assert.equal(credentials.rotateRefreshToken(rotated?.token), undefined);
  });

  test('sessions carry their own XSRF token and end when closed', () => {
    now = 0;
    const credentials = store();
    const { sessionId, xsrfToken } = credentials.openSession(2);
    assert.deepEqual(credentials.session(sessionId), { userId: 2, xsrfToken, expiresAt: 100_000 });
    credentials.closeSession(sessionId);
    assert.equal(credentials.session(sessionId), undefined);
  });

  test('sameSecret compares whole values only', () => {
    assert.equal(sameSecret('abc', 'abc'), true);
    assert.equal(sameSecret('abd', 'abc'), false);
    assert.equal(sameSecret('ab', 'abc'), false);
    assert.equal(sameSecret(undefined, 'abc'), false);
  });
});
