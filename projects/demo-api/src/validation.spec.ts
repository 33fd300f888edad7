import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VALIDATION_RULES } from './seed.ts';
import { assertValid, validateDocument, ValidationError } from './validation.ts';
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
});
