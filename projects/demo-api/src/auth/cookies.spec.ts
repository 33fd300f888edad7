import assert from 'node:assert/strict';
import type { FastifyRequest } from 'fastify';
import { describe, test } from 'node:test';
import { cameOverHttps, readCookies, setCookie } from './cookies.ts';

function request(headers: Record<string, string>, encrypted = false) {
  return { headers, raw: { socket: { encrypted } } } as unknown as FastifyRequest;
}

describe('cookies', () => {
  test('setCookie writes Path=/, Max-Age, SameSite=Lax and the asked flags', () => {
    assert.equal(
      setCookie('a', 'b-c_d', { maxAge: 90.7, httpOnly: true, secure: true }),
      'a=b-c_d; Path=/; Max-Age=90; SameSite=Lax; HttpOnly; Secure',
    );
    assert.equal(
      setCookie('XSRF-TOKEN', '', { maxAge: 0, httpOnly: false, secure: false }),
      'XSRF-TOKEN=; Path=/; Max-Age=0; SameSite=Lax',
    );
    assert.throws(() =>
      setCookie('a', 'x; Domain=evil', { maxAge: 1, httpOnly: true, secure: false }),
    );
  });

  test('readCookies keeps the first of a name and skips values this API never sets', () => {
    const cookies = readCookies(request({ cookie: 'a=1; b=two; a=3; c="x;y"; =z; d' }));
    assert.deepEqual(
      [...cookies],
      [
        ['a', '1'],
        ['b', 'two'],
      ],
    );
  });

  test('cameOverHttps: a TLS socket or X-Forwarded-Proto https', () => {
    assert.equal(cameOverHttps(request({}, true)), true);
    assert.equal(cameOverHttps(request({ 'x-forwarded-proto': 'https' })), true);
    assert.equal(cameOverHttps(request({ 'x-forwarded-proto': 'HTTPS, http' })), true);
    assert.equal(cameOverHttps(request({ 'x-forwarded-proto': 'http' })), false);
    assert.equal(cameOverHttps(request({})), false);
  });
});
