import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PropertySchema } from './schema.ts';
import { BLOG_SCHEMA, sortablePaths } from './schema.ts';
import { createSeedData } from './seed.ts';
import { validateDocument, VALIDATION_RULES } from './validation.ts';

const seed = createSeedData();
const collections = { posts: seed.posts, comments: seed.comments, tags: seed.tags };

/** Paths of values in `value` that `schema` does not describe (iteratively, seed data only). */
function undescribedPaths(value: unknown, schema: PropertySchema, path: string): string[] {
  const missing: string[] = [];
  const pending: [unknown, PropertySchema, string][] = [[value, schema, path]];
  while (pending.length > 0) {
    const [current, currentSchema, currentPath] = pending.pop()!;
    if (Array.isArray(current)) {
      if (!currentSchema.items) missing.push(`${currentPath}[]`);
      else
        for (const item of current) pending.push([item, currentSchema.items, `${currentPath}[]`]);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, nested] of Object.entries(current)) {
        const nestedSchema = currentSchema.properties?.[key];
        if (!nestedSchema) missing.push(`${currentPath}.${key}`);
        else pending.push([nested, nestedSchema, `${currentPath}.${key}`]);
      }
    }
  }
  return missing;
}

describe('BLOG_SCHEMA', () => {
  test('describes exactly the seeded collections', () => {
    assert.deepEqual(Object.keys(BLOG_SCHEMA), Object.keys(collections));
  });

  for (const [name, documents] of Object.entries(collections)) {
    test(`describes every property of the seeded ${name}`, () => {
      const entity = BLOG_SCHEMA[name];
      const schema: PropertySchema = { type: 'object', properties: entity.properties };
      for (const document of documents) {
        assert.deepEqual(undescribedPaths(document, schema, name), []);
      }
    });

    test(`accepts every seeded ${name} document`, () => {
      for (const document of documents) {
        assert.deepEqual(validateDocument(VALIDATION_RULES[name], { ...document }), []);
      }
    });
  }

  test('marks id and version read-only and every reference names a collection', () => {
    for (const entity of Object.values(BLOG_SCHEMA)) {
      assert.equal(entity.properties['id'].readOnly, true);
      assert.equal(entity.properties['version'].readOnly, true);
    }
    assert.equal(BLOG_SCHEMA['comments'].properties['post_id'].references, 'posts');
    assert.equal(BLOG_SCHEMA['posts'].properties['tags'].items?.references, 'tags');
  });

  test('sortable paths are the described properties, nested objects by dot path', () => {
    const paths = sortablePaths(BLOG_SCHEMA['comments']);
    assert.deepEqual(paths, [
      'id',
      'version',
      'created_at',
      'author',
      'author.name',
      'body',
      'post_id',
    ]);
    assert.ok(sortablePaths(BLOG_SCHEMA['posts']).includes('pictures.first.url'));
    assert.ok(!sortablePaths(BLOG_SCHEMA['posts']).includes('backlinks.date'));
  });
});
