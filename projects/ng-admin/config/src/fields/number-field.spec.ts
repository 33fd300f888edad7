import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { FloatField } from './float-field';
import { NumberField } from './number-field';

const admin = createAdmin();

describe('NumberField (spec 2.6 number)', () => {
  it('is created by the number type; format defaults to undefined (plain display)', () => {
    const field = admin.field('views', 'number');
    assert.ok(field instanceof NumberField);
    assert.equal(field.format(), undefined);
  });

  it('format takes a numbro format string', () => {
    const field = admin.field('price', 'number');
    assert.equal(field.format('$0,0.00'), field);
    assert.equal(field.format(), '$0,0.00');
    assert.equal(field.format(undefined).format(), undefined);
    assert.throws(() => field.format(2 as never), /format\(\) expects a string/);
  });
});

describe('FloatField', () => {
  it('is a number field with a three-decimal default format', () => {
    const field = admin.field('rating', 'float');
    assert.ok(field instanceof FloatField);
    assert.ok(field instanceof NumberField);
    assert.equal(field.type(), 'float');
    assert.equal(field.format(), '0.000');
    assert.equal(field.format('0.0').format(), '0.0');
  });
});
