import type { ListQuery } from '../api-mapping';
import { listViewQuery, splitConditions } from '../list-query';
import { type RequestSpec, urlWithParams } from '../request-spec';
import { admin } from '@ng-admin/core/config';
import { NgaDefaultDialect } from './default-dialect';
import { NgaDjangoRestDialect } from './django-rest-dialect';
import { NgaGraphqlDialect } from './graphql-dialect';
import { NgaJsonServerDialect } from './json-server-dialect';
import { NgaSimpleRestDialect } from './simple-rest-dialect';

describe('filter operators in each dialect', () => {
  const resource = { entityName: 'posts', identifierName: 'id', url: '/posts' };
  /** A range on views, "contains" on title, several categories, and one plain filter. */
  const query: ListQuery = {
    resource,
    purpose: 'list',
    filters: { author: 'Ann' },
    conditions: [
      { field: 'views', operator: 'gte', value: 10 },
      { field: 'views', operator: 'lte', value: 99 },
      { field: 'title', operator: 'contains', value: 'ng.js' },
      { field: 'category', operator: 'in', value: ['tech', 'lifestyle'] },
    ],
  };
  const params = (request: RequestSpec) => decodeURIComponent(urlWithParams(request));

  it("ng-admin's dialect puts the operator in the keys of _filters", () => {
    const request = new NgaDefaultDialect().listRequest(query);
    expect(JSON.parse(request.params.find(([name]) => name === '_filters')![1] as string)).toEqual({
      author: 'Ann',
      views_gte: 10,
      views_lte: 99,
      title_like: 'ng.js',
      category: ['tech', 'lifestyle'],
    });
  });

  it('json-server gets _gte, _lte, _like (its text escaped as a RegExp) and repeated values', () => {
    expect(params(new NgaJsonServerDialect().listRequest(query))).toBe(
      '/posts?author=Ann&views_gte=10&views_lte=99&title_like=ng\\.js&category=tech&category=lifestyle',
    );
  });

  it('simple REST gets the suffixes in its filter JSON and offers no "contains"', () => {
    const dialect = new NgaSimpleRestDialect();
    expect(dialect.filterOperators).not.toContain('contains');
    expect(JSON.parse(dialect.listRequest(query).params[0][1] as string)).toEqual({
      author: 'Ann',
      views_gte: 10,
      views_lte: 99,
      category: ['tech', 'lifestyle'],
    });
  });

  it('Django REST framework gets django-filter lookups', () => {
    expect(params(new NgaDjangoRestDialect().listRequest(query))).toBe(
      '/posts/?author=Ann&views__gte=10&views__lte=99&title__icontains=ng.js&category__in=tech,lifestyle',
    );
  });

  it('GraphQL gets views_gte and views_lte in filter, and offers neither contains nor in', () => {
    const dialect = new NgaGraphqlDialect();
    expect(dialect.filterOperators).toEqual(['eq', 'gte', 'lte']);
    const request = dialect.listRequest(query);
    const variables = (request.body as { variables: Record<string, unknown> }).variables;
    expect(variables['filter']).toEqual({ author: 'Ann', views_gte: 10, views_lte: 99 });
  });

  it('a custom dialect that lists no operators keeps the equality default', () => {
    class OwnDialect extends NgaDefaultDialect {
      override readonly filterOperators = ['eq'] as const;
    }
    const request = new OwnDialect().listRequest(query);
    expect(JSON.parse(request.params.find(([name]) => name === '_filters')![1] as string)).toEqual({
      author: 'Ann',
    });
  });

  it('splits operator objects of the URL into filters and conditions, dropping empty bounds', () => {
    expect(
      splitConditions({
        published_at: { gte: '2024-01-01', lte: '' },
        category: { in: ['tech'] },
        q: 'hello',
        views: { eq: 3 },
      }),
    ).toEqual({
      filters: { q: 'hello', views: 3 },
      conditions: [
        { field: 'published_at', operator: 'gte', value: '2024-01-01' },
        { field: 'category', operator: 'in', value: ['tech'] },
      ],
    });
  });

  it('a list view query carries the conditions of its state', () => {
    const posts = admin.entity('posts');
    const built = listViewQuery(null, posts.listView(), {
      filters: { views: { gte: 5 } },
    });
    expect(built.conditions).toEqual([{ field: 'views', operator: 'gte', value: 5 }]);
    expect(built.filters).toEqual({});
  });
});
