import { admin } from '@ng-admin/core/config';
import {
  choicesQuery,
  listViewQuery,
  normalizeSortDir,
  referencedListQuery,
  searchParams,
} from './list-query';

describe('list queries', () => {
  const app = admin.application('Blog').baseApiUrl('/api/');
  const posts = admin.entity('posts');
  const tags = admin.entity('tags');
  posts
    .listView()
    .perPage(20)
    .sortField('title')
    .sortDir('ASC')
    .permanentFilters({ published: true });

  it('normalizes sort directions', () => {
    expect(normalizeSortDir('asc')).toBe('ASC');
    expect(normalizeSortDir('DESC')).toBe('DESC');
    expect(normalizeSortDir(undefined)).toBe('DESC');
  });

  it('fills a list query from the state, then from the view', () => {
    expect(listViewQuery(app, posts.listView(), { page: 2, filters: { q: 'x' } })).toEqual({
      resource: { entityName: 'posts', identifierName: 'id', url: '/api/posts' },
      purpose: 'list',
      page: 2,
      perPage: 20,
      sortField: 'title',
      sortDir: 'ASC',
      filters: { q: 'x' },
      params: { published: true },
    });
  });

  it('searches on the target field, or with searchQuery', () => {
    const tag = admin
      .field('tag_id', 'reference')
      .targetEntity(tags)
      .targetField(admin.field('name'));
    expect(searchParams(tag, 'fo')).toEqual({ name: 'fo' });
    tag.remoteComplete(true, { searchQuery: (text) => ({ q: text, strict: false }) });
    expect(searchParams(tag, 'fo')).toEqual({ q: 'fo', strict: false });
    expect(choicesQuery(app, tag, 'fo').purpose).toBe('autocomplete');
    expect(choicesQuery(app, tag, '').params).toBeUndefined();
  });

  it('filters referenced_list rows by the main identifier and the permanent filters', () => {
    const comments = admin.entity('comments');
    const field = admin
      .field('comments', 'referenced_list')
      .targetEntity(comments)
      .targetReferenceField('post_id')
      .permanentFilters({ approved: true });
    expect(referencedListQuery(app, field, 5, 2).filters).toEqual({ post_id: 5, approved: true });
  });
});
