import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { WysiwygField } from './wysiwyg-field';

const admin = createAdmin();

describe('WysiwygField (spec 2.6 wysiwyg)', () => {
  it('is created by the wysiwyg type', () => {
    assert.ok(admin.field('body', 'wysiwyg') instanceof WysiwygField);
  });

  it('stripTags defaults to false and can be set', () => {
    const field = admin.field('body', 'wysiwyg');
    assert.equal(field.stripTags(), false);
    assert.equal(field.stripTags(true), field);
    assert.equal(field.stripTags(), true);
  });

  it('sanitize defaults to true and can be set', () => {
    const field = admin.field('body', 'wysiwyg');
    assert.equal(field.sanitize(), true);
    assert.equal(field.sanitize(false).sanitize(), false);
  });

  it('rejects non-boolean values', () => {
    assert.throws(
      () => admin.field('body', 'wysiwyg').stripTags('yes' as never),
      /Field "body" \(wysiwyg\): stripTags\(\) expects a boolean, got string/,
    );
    assert.throws(() => admin.field('body', 'wysiwyg').sanitize(1 as never), /sanitize\(\)/);
  });
});
