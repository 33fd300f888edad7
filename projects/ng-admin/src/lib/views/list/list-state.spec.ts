import { admin } from '@ng-admin/core/config';
import {
  defaultListState,
  listStateFromParams,
  listStateToParams,
  toggledSort,
  withoutEmptyValues,
} from './list-state';

describe('list state', () => {
  const view = admin
    .entity('posts')
    .listView()
    .perPage(10)
    .sortField('published_at')
    .sortDir('ASC');

  it('starts on page 1 with the view defaults', () => {
    expect(defaultListState(view)).toEqual({
      page: 1,
      perPage: 10,
      sortField: 'published_at',
      sortDir: 'ASC',
      search: {},
    });
  });

  it('round-trips through query parameters', () => {
    const state = {
      page: 3,
      perPage: 25,
      sortField: 'title',
      sortDir: 'DESC' as const,
      search: { q: 'rust', tags: [1, 2] },
    };
    const params = listStateToParams(state);
    expect(params).toEqual({
      page: '3',
      perPage: '25',
      sortField: 'title',
      sortDir: 'DESC',
      search: '{"q":"rust","tags":[1,2]}',
    });
    expect(listStateFromParams(view, params as Record<string, string>)).toEqual(state);
  });

  it('ignores malformed parameters instead of failing', () => {
    const state = listStateFromParams(view, {
      page: '-2',
      perPage: 'ten',
      sortDir: 'sideways',
      search: '{oops',
    });
    expect(state).toEqual(defaultListState(view));
  });

  it('leaves empty filter values out of the URL', () => {
    expect(withoutEmptyValues({ a: '', b: null, c: [], d: 0, e: false, f: 'x' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
    });
    expect(
      listStateToParams({ ...defaultListState(view), search: { q: '' } })['search'],
    ).toBeNull();
  });

  it('flips the direction of the current sort and starts a new one ascending', () => {
    const state = defaultListState(view);
    expect(toggledSort(state, 'published_at')).toEqual({
      sortField: 'published_at',
      sortDir: 'DESC',
    });
    expect(toggledSort(state, 'views')).toEqual({ sortField: 'views', sortDir: 'ASC' });
  });
});
