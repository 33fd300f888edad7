import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  assertValid,
  rulesFromSchema,
  validateDocument,
  VALIDATION_RULES,
  ValidationError,
} from './validation.ts';
import type { EntityRules } from './validation.ts';

describe('validateDocument', () => {
  test('accepts any object for an entity without rules', () => {
    assert.deepEqual(validateDocument(undefined, { anything: [1, 2] }), []);
  });

  test('reports a missing, null or blank required property', () => {
    const rules: EntityRules = { name: { required: true } };
    const blank = [{ message: 'This value should not be blank.', propertyPath: 'name' }];
    assert.deepEqual(validateDocument(rules, {}), blank);
    assert.deepEqual(validateDocument(rules, { name: null }), blank);
    assert.deepEqual(validateDocument(rules, { name: '   ' }), blank);
    assert.deepEqual(validateDocument(rules, { name: 'Travel' }), []);
  });

  test('explains length limits of the post title', () => {
    const rules = VALIDATION_RULES['posts'];
    assert.deepEqual(validateDocument(rules, { title: 'ab' }), [
      {
        propertyPath: 'title',
        message: 'This value is too short. It should have 3 characters or more.',
      },
    ]);
    assert.deepEqual(validateDocument(rules, { title: 'x'.repeat(101) }), [
      {
        propertyPath: 'title',
        message: 'This value is too long. It should have 100 characters or less.',
      },
    ]);
    assert.deepEqual(validateDocument(rules, { title: 'abc' }), []);
  });

  test('checks types, ranges and choices only when a value is present', () => {
    const rules: EntityRules = {
      views: { type: 'integer', min: 0 },
      note: { type: 'number', max: 5 },
      category: { choices: ['tech', 'lifestyle'] },
    };
    assert.deepEqual(validateDocument(rules, {}), []);
    assert.deepEqual(
      validateDocument(rules, { views: 1.5, note: 7, category: 'sports' }).map(
        (violation) => violation.message,
      ),
      [
        'This value should be of type integer.',
        'This value should be less than or equal to 5.',
        'The value you selected is not a valid choice. Choose one of: tech, lifestyle.',
      ],
    );
  });

  test('gives one violation per property, the first rule broken', () => {
    const rules: EntityRules = { title: { required: true, type: 'string', minLength: 3 } };
    assert.deepEqual(validateDocument(rules, { title: 42 }), [
      { propertyPath: 'title', message: 'This value should be of type string.' },
    ]);
  });

  test('reaches nested properties by dot path', () => {
    const rules: EntityRules = { 'author.name': { required: true } };
    assert.equal(validateDocument(rules, { author: {} }).length, 1);
    assert.equal(validateDocument(rules, { author: { name: 'Jane' } }).length, 0);
  });

  test('the seed rules require a comment body and post and a tag name', () => {
    assert.deepEqual(
      validateDocument(VALIDATION_RULES['comments'], {}).map((violation) => violation.propertyPath),
      ['body', 'post_id'],
    );
    assert.deepEqual(
      validateDocument(VALIDATION_RULES['tags'], {}).map((violation) => violation.propertyPath),
      ['name'],
    );
  });

  test('assertValid throws a 422 ValidationError carrying the violations', () => {
    assert.throws(
      () => assertValid({ name: { required: true } }, {}),
      (error: unknown) =>
        error instanceof ValidationError &&
        error.statusCode === 422 &&
        error.message === 'Validation failed' &&
        error.violations[0].propertyPath === 'name',
    );
  });

  test('checks string formats: date, date-time, email and uri', () => {
    const rules: EntityRules = {
      day: { format: 'date' },
      moment: { format: 'date-time' },
      email: { format: 'email' },
      link: { format: 'uri' },
    };
    const valid = {
      day: '2024-02-29',
      moment: '2024-05-17T08:30:00.123+02:00',
      email: 'jane@example.com',
      link: 'https://example.com/a?b=c',
    };
    assert.deepEqual(validateDocument(rules, valid), []);
    const invalid = {
      day: '2023-02-29',
      moment: '2024-05-17 08:30',
      email: 'jane@localhost',
      link: 'example.com/page',
    };
    assert.deepEqual(validateDocument(rules, invalid), [
      { propertyPath: 'day', message: 'This value is not a valid date.' },
      { propertyPath: 'moment', message: 'This value is not a valid datetime.' },
      { propertyPath: 'email', message: 'This value is not a valid email address.' },
      { propertyPath: 'link', message: 'This value is not a valid URL.' },
    ]);
  });

  test('checks the type of every element of a list', () => {
    const rules: EntityRules = { tags: { type: 'array', itemType: 'integer' } };
    assert.deepEqual(validateDocument(rules, { tags: [1, 2] }), []);
    assert.deepEqual(validateDocument(rules, { tags: [1, '2'] }), [
      { propertyPath: 'tags', message: 'Each element of this list should be of type integer.' },
    ]);
  });
});

describe('rulesFromSchema', () => {
  test('turns schema keywords into rules and skips read-only properties', () => {
    const rules = rulesFromSchema({
      notes: {
        title: 'Note',
        description: 'A note',
        required: ['text', 'meta'],
        properties: {
          id: { type: 'integer', readOnly: true },
          text: { type: 'string', minLength: 1, maxLength: 9, pattern: '^[a-z]+$' },
          level: { type: 'integer', minimum: 1, maximum: 3, enum: [1, 2, 3] },
          meta: {
            type: 'object',
            required: ['owner'],
            properties: { owner: { type: 'string', format: 'email' } },
          },
          extra: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
          links: { type: 'array', items: { type: 'string', format: 'uri' } },
        },
      },
    });
    assert.deepEqual(Object.keys(rules['notes']), [
      'text',
      'level',
      'meta',
      'meta.owner',
      'extra',
      'extra.a',
      'links',
    ]);
    assert.deepEqual(rules['notes']['text'], {
      required: true,
      type: 'string',
      minLength: 1,
      maxLength: 9,
      pattern: /^[a-z]+$/u,
    });
    assert.deepEqual(rules['notes']['level'], {
      type: 'integer',
      min: 1,
      max: 3,
      choices: [1, 2, 3],
    });
    // Required all the way down only when the parent is required too.
    assert.equal(rules['notes']['meta.owner'].required, true);
    assert.equal(rules['notes']['extra.a'].required, undefined);
    assert.deepEqual(rules['notes']['links'], { type: 'array', itemType: 'string' });
  });

  test('the blog rules keep what the admin relies on', () => {
    const posts = VALIDATION_RULES['posts'];
    assert.deepEqual(validateDocument(posts, { title: 'Valid', views: -1 }), [
      { propertyPath: 'views', message: 'This value should be greater than or equal to 0.' },
    ]);
    assert.deepEqual(
      validateDocument(posts, {
        title: 'Valid',
        published_at: '17/05/2024',
        tags: ['1'],
        cover: '../secret.txt',
        pictures: { first: { url: 'not a url' } },
      }).map(({ propertyPath }) => propertyPath),
      ['published_at', 'tags', 'pictures.first.url', 'cover'],
    );
  });
});
