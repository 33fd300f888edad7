import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';

const admin = createAdmin();

describe('DateField (spec 2.6 date)', () => {
  it('is created by the date type', () => {
    assert.ok(admin.field('published_at', 'date') instanceof DateField);
  });

  it('format defaults to yyyy-MM-dd and can be set', () => {
    const field = admin.field('published_at', 'date');
    assert.equal(field.format(), 'yyyy-MM-dd');
    assert.equal(field.format('dd/MM/yyyy'), field);
    assert.equal(field.format(), 'dd/MM/yyyy');
    assert.throws(() => field.format(1 as never), /format\(\) expects a string/);
  });

  describe('default parse', () => {
    const parse = admin.field('published_at', 'date').parse();

    it('drops hours, minutes and timezone, keeping the local calendar day', () => {
      assert.equal(parse(new Date(2024, 0, 31, 23, 59, 59)), '2024-01-31');
      assert.equal(parse(new Date(2024, 1, 1, 0, 0, 0)), '2024-02-01');
      assert.equal(parse(new Date(999, 11, 5, 12)), '0999-12-05');
    });

    it('keeps the picked day whatever the timezone offset', () => {
      // Local midnight is the previous day in UTC east of Greenwich: toISOString()
      // would lose a day there; the local calendar day must not.
      const localMidnight = new Date(2024, 5, 15, 0, 0, 0);
      assert.equal(parse(localMidnight), '2024-06-15');
    });

    it('turns an invalid date into null and lets other values through', () => {
      assert.equal(parse(new Date('not a date')), null);
      assert.equal(parse(null as never), null);
      assert.equal(parse('2024-01-02' as never), '2024-01-02');
    });
  });

  it('parse can be replaced by any function', () => {
    const toIso = (date: Date) => date.toISOString();
    const field = admin.field('published_at', 'date').parse(toIso);
    assert.equal(field.parse(), toIso);
    assert.throws(() => field.parse('iso' as never), /parse\(\) expects a function/);
  });
});

describe('DateTimeField (spec 2.6 datetime)', () => {
  it('is created by the datetime type and is a date field', () => {
    const field = admin.field('created_at', 'datetime');
    assert.ok(field instanceof DateTimeField);
    assert.ok(field instanceof DateField);
    assert.equal(field.type(), 'datetime');
  });

  it('format defaults to yyyy-MM-dd HH:mm:ss', () => {
    assert.equal(admin.field('created_at', 'datetime').format(), 'yyyy-MM-dd HH:mm:ss');
    assert.equal(admin.field('created_at', 'datetime').format('HH:mm').format(), 'HH:mm');
  });

  it('parse defaults to no change', () => {
    const date = new Date(2024, 0, 31, 23, 59);
    assert.equal(admin.field('created_at', 'datetime').parse()(date), date);
  });
});
