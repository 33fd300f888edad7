import { admin } from '@ng-admin/core/config';
import { defaultChoices, fieldConflicts } from './conflict';

describe('fieldConflicts', () => {
  const fields = ['title', 'body', 'views', 'tags'].map((name) => admin.field(name));
  const text = (_field: unknown, value: unknown) => (value === null ? '' : String(value));

  it('lists the fields they changed, with mine kept where I changed it too', () => {
    const original = { title: 'A', body: 'B', views: 1, tags: ['x'] };
    const mine = { title: 'A mine', body: 'B', views: 1, tags: ['x'] };
    const theirs = { title: 'A theirs', body: 'B theirs', views: 1, tags: ['x'] };
    const rows = fieldConflicts(fields, original, mine, theirs, text);
    expect(
      rows.map((row) => [row.name, row.original, row.theirs, row.mine, row.changedByMe]),
    ).toEqual([
      ['title', 'A', 'A theirs', 'A mine', true],
      ['body', 'B', 'B theirs', 'B', false],
    ]);
    expect([...defaultChoices(rows)]).toEqual([
      ['title', 'mine'],
      ['body', 'theirs'],
    ]);
  });

  it('a field both changed the same way, or only I changed, is no conflict', () => {
    const original = { title: 'A', body: 'B', views: 1, tags: ['x'] };
    const mine = { title: 'Same', body: 'B mine', views: 1, tags: ['x', 'y'] };
    const theirs = { title: 'Same', body: 'B', views: 1, tags: ['x', 'y'] };
    expect(fieldConflicts(fields, original, mine, theirs, text)).toEqual([]);
  });

  it('leaves out fields the form has no control for', () => {
    const rows = fieldConflicts(fields, { views: 1 }, { title: 'A' }, { views: 2 }, text);
    expect(rows).toEqual([]);
  });
});
