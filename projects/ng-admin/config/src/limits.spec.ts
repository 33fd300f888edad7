// Spec section 8 in one place: every default of the limits table, on every setting it
// applies to.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';

const admin = createAdmin();

describe('Limits (spec 8)', () => {
  it('perPage 30: reference dropdown and referenced_list datagrid', () => {
    assert.equal(admin.field('a', 'reference').perPage(), 30);
    assert.equal(admin.field('a', 'reference_many').perPage(), 30);
    assert.equal(admin.field('a', 'referenced_list').perPage(), 30);
  });

  it("sortField 'id': reference, referenced_list, embedded_list, listView", () => {
    assert.equal(admin.field('a', 'reference').sortField(), 'id');
    assert.equal(admin.field('a', 'referenced_list').sortField(), 'id');
    assert.equal(admin.field('a', 'embedded_list').sortField(), 'id');
    assert.equal(admin.entity('posts').listView().sortField(), 'id');
  });

  it("sortDir 'DESC': reference, referenced_list, embedded_list, listView", () => {
    assert.equal(admin.field('a', 'reference').sortDir(), 'DESC');
    assert.equal(admin.field('a', 'referenced_list').sortDir(), 'DESC');
    assert.equal(admin.field('a', 'embedded_list').sortDir(), 'DESC');
    assert.equal(admin.entity('posts').listView().sortDir(), 'DESC');
  });

  it('refreshDelay 500 ms: remoteComplete', () => {
    assert.equal(admin.field('a', 'reference').remoteCompleteOptions().refreshDelay, 500);
    assert.equal(admin.field('a', 'reference_many').remoteCompleteOptions().refreshDelay, 500);
    assert.equal(
      admin.field('a', 'reference').remoteComplete(true, {}).remoteCompleteOptions().refreshDelay,
      500,
    );
  });

  it('listView perPage has no stated default: 30 as in ng-admin', () => {
    assert.equal(admin.entity('posts').listView().perPage(), 30);
  });
});
