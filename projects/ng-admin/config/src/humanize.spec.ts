import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { humanize } from './humanize';

describe('humanize', () => {
  it('capitalises the first letter', () => {
    assert.equal(humanize('title'), 'Title');
  });

  it('turns each separator into a space before a capital letter', () => {
    assert.equal(humanize('published_at'), 'Published At');
    assert.equal(humanize('first-name'), 'First Name');
    assert.equal(humanize('author.name'), 'Author Name');
    assert.equal(humanize('view count'), 'View Count');
  });

  it('keeps camelCase and empty names as they are', () => {
    assert.equal(humanize('createdAt'), 'CreatedAt');
    assert.equal(humanize(''), '');
  });
});
