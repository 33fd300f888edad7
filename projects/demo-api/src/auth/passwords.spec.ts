import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  test('hash with scrypt and a random salt, never containing the password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    assert.match(first, /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    assert.notEqual(first, second);
    assert.ok(!first.includes('correct horse'));
  });

  test('verify the right password only', async () => {
    const stored = await hashPassword('s3cret-ünïcode');
    assert.equal(await verifyPassword('s3cret-ünïcode', stored), true);
    assert.equal(await verifyPassword('s3cret-unicode', stored), false);
    assert.equal(await verifyPassword('', stored), false);
  });

  test('refuse something that is not a scrypt hash', async () => {
    await assert.rejects(verifyPassword('x', 'plain-text'), /Not a scrypt password hash/);
  });
});
