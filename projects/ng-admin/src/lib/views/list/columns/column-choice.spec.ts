import { createAdmin } from '@ng-admin/core/config';
import {
  chosenColumns,
  defaultColumnChoice,
  movedColumn,
  parseColumnChoice,
  toggledColumn,
} from './column-choice';

describe('column choice', () => {
  const admin = createAdmin();
  const fields = [
    admin.field('id'),
    admin.field('title'),
    admin.field('views', 'number').hiddenByDefault(true),
    admin.field('tags'),
  ];
  const shown = (choice: Parameters<typeof chosenColumns>[1]) =>
    chosenColumns(fields, choice)
      .filter((column) => column.shown)
      .map((column) => column.name);

  it('starts from the configuration: its order, hiddenByDefault fields hidden', () => {
    expect(shown(null)).toEqual(['id', 'title', 'tags']);
    expect(defaultColumnChoice(fields)).toEqual({
      order: ['id', 'title', 'views', 'tags'],
      hidden: ['views'],
    });
  });

  it('toggles and moves columns', () => {
    const columns = chosenColumns(fields, null);
    const withViews = toggledColumn(columns, 'views');
    expect(shown(withViews)).toEqual(['id', 'title', 'views', 'tags']);
    const moved = movedColumn(chosenColumns(fields, withViews), 3, 0);
    expect(shown(moved)).toEqual(['tags', 'id', 'title', 'views']);
    const hiddenTitle = toggledColumn(chosenColumns(fields, moved), 'title');
    expect(shown(hiddenTitle)).toEqual(['tags', 'id', 'views']);
  });

  it('keeps a move inside the list', () => {
    const columns = chosenColumns(fields, null);
    expect(movedColumn(columns, 0, -3).order).toEqual(['id', 'title', 'views', 'tags']);
    expect(movedColumn(columns, 0, 99).order).toEqual(['title', 'views', 'tags', 'id']);
  });

  it('ignores removed fields and adds new ones at their place, hidden by default or not', () => {
    const choice = { order: ['tags', 'gone', 'id'], hidden: ['gone'] };
    const columns = chosenColumns(fields, choice);
    expect(columns.map((column) => [column.name, column.shown])).toEqual([
      ['tags', true],
      ['id', true],
      ['title', true],
      ['views', false],
    ]);
  });

  it('reads only a well-formed stored choice', () => {
    expect(parseColumnChoice({ order: ['a'], hidden: [] })).toEqual({ order: ['a'], hidden: [] });
    expect(parseColumnChoice({ order: 'a', hidden: [] })).toBeNull();
    expect(parseColumnChoice({ order: [1], hidden: [] })).toBeNull();
    expect(parseColumnChoice('x')).toBeNull();
    expect(parseColumnChoice(null)).toBeNull();
  });
});
