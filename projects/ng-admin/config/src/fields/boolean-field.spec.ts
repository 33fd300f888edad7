import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { BooleanField } from './boolean-field';

const admin = createAdmin();

describe('BooleanField (spec 2.6 boolean)', () => {
  it('is created by the boolean type', () => {
    assert.ok(admin.field('published', 'boolean') instanceof BooleanField);
  });

  it('choices default to undefined, true and false', () => {
    assert.deepEqual(admin.field('published', 'boolean').choices(), [
      { value: null, label: 'undefined' },
      { value: true, label: 'true' },
      { value: false, label: 'false' },
    ]);
  });

  it('filterChoices default to true and false', () => {
    assert.deepEqual(admin.field('published', 'boolean').filterChoices(), [
      { value: true, label: 'true' },
      { value: false, label: 'false' },
    ]);
  });

  it('labels are overridden by custom arrays', () => {
    const yesNo = [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ];
    const field = admin.field('published', 'boolean').choices(yesNo).filterChoices(yesNo);
    assert.deepEqual(field.choices(), yesNo);
    assert.deepEqual(field.filterChoices(), yesNo);
  });

  it('rejects arrays that are not {value, label} options', () => {
    assert.throws(
      () => admin.field('published', 'boolean').choices([true, false] as never),
      /choices\(\) expects an array of \{ value, label \} objects/,
    );
    assert.throws(
      () => admin.field('published', 'boolean').filterChoices([{ value: true }] as never),
      /filterChoices\(\)/,
    );
  });

  it('a required boolean keeps the general validation rules', () => {
    assert.equal(
      admin.field('published', 'boolean').validation({ required: true }).validation().required,
      true,
    );
  });
});
