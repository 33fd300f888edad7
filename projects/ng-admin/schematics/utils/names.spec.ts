import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  camelCase,
  iconFor,
  kebabCase,
  pascalCase,
  plural,
  quote,
  singular,
  variableName,
} from './names';

describe('names of generated code', () => {
  it('converts between naming styles', () => {
    assert.equal(camelCase('published_at'), 'publishedAt');
    assert.equal(camelCase('blog-posts'), 'blogPosts');
    assert.equal(camelCase('2fa_codes'), '_2faCodes');
    assert.equal(pascalCase('tag_directory'), 'TagDirectory');
    assert.equal(kebabCase('tagDirectory'), 'tag-directory');
  });

  it('finds variable names that are free and not reserved', () => {
    assert.equal(variableName('title', new Set()), 'title');
    assert.equal(variableName('tags', new Set(['tags'])), 'tagsField');
    assert.equal(variableName('tags', new Set(['tags', 'tagsField'])), 'tagsField2');
    assert.equal(variableName('delete', new Set()), 'deleteField');
    assert.equal(variableName('menu', new Set(), 'Entity'), 'menuEntity');
  });

  it('turns collection names into singulars and back', () => {
    for (const [one, many] of [
      ['post', 'posts'],
      ['category', 'categories'],
      ['address', 'addresses'],
      ['box', 'boxes'],
      ['day', 'days'],
    ]) {
      assert.equal(plural(one!), many);
      assert.equal(singular(many!), one);
    }
  });

  it('guesses menu icons from collection names', () => {
    assert.equal(iconFor('posts'), 'article');
    assert.equal(iconFor('blog_comments'), 'comment');
    assert.equal(iconFor('categories'), 'category');
    assert.equal(iconFor('widgets'), 'list');
  });

  it('quotes strings as TypeScript literals', () => {
    assert.equal(quote("it's"), "'it\\'s'");
    assert.equal(quote('a\\b\nc'), "'a\\\\b\\nc'");
  });
});
