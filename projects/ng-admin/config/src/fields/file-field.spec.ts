import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { FileField } from './file-field';

const admin = createAdmin();

describe('FileField (spec 2.6 file)', () => {
  it('is created by the file type; uploadInformation defaults to {}', () => {
    const field = admin.field('picture', 'file');
    assert.ok(field instanceof FileField);
    assert.deepEqual(field.uploadInformation(), {});
  });

  it('uploadInformation takes url, accept, apifilename and other upload options', () => {
    const information = {
      url: '/upload',
      accept: 'image/*',
      apifilename: 'filename',
      headers: { 'X-Token': 'abc' },
    };
    const field = admin.field('picture', 'file');
    assert.equal(field.uploadInformation(information), field);
    assert.deepEqual(field.uploadInformation(), information);
    assert.throws(() => field.uploadInformation('/upload' as never), /expects a plain object/);
  });
});
