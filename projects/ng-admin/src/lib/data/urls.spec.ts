import { admin } from '@ng-admin/core/config';
import { collectionUrl, isAbsoluteUrl, joinUrl, recordTarget, recordUrl } from './urls';

describe('urls', () => {
  it('joins with exactly one slash', () => {
    expect(joinUrl('/', 'posts')).toBe('/posts');
    expect(joinUrl('http://api.test', 'posts')).toBe('http://api.test/posts');
    expect(joinUrl('http://api.test/', '/posts')).toBe('http://api.test/posts');
    expect(joinUrl('', 'posts')).toBe('posts');
  });

  it('recognizes absolute URLs', () => {
    expect(isAbsoluteUrl('https://x.test/a')).toBeTrue();
    expect(isAbsoluteUrl('//x.test/a')).toBeTrue();
    expect(isAbsoluteUrl('/a')).toBeFalse();
    expect(isAbsoluteUrl('a')).toBeFalse();
  });

  it('defaults to <application base><entity name>/<encoded id>', () => {
    const app = admin.application('A').baseApiUrl('http://api.test/');
    const posts = admin.entity('posts');
    expect(collectionUrl(app, posts)).toBe('http://api.test/posts');
    expect(recordUrl(app, posts, 'a/b c')).toBe('http://api.test/posts/a%2Fb%20c');
    expect(collectionUrl(null, posts)).toBe('/posts');
  });

  it("prefers the entity's baseApiUrl over the application's", () => {
    const app = admin.application('A').baseApiUrl('http://api.test/');
    const tags = admin.entity('tags').baseApiUrl('http://other.test/v2/');
    expect(recordUrl(app, tags, 3)).toBe('http://other.test/v2/tags/3');
  });

  it('uses the entity url: relative ones prefixed with the base, absolute ones kept', () => {
    const app = admin.application('A').baseApiUrl('/api/');
    expect(collectionUrl(app, admin.entity('posts').url('articles'))).toBe('/api/articles');
    expect(collectionUrl(app, admin.entity('posts').url('/articles'))).toBe('/api/articles');
    expect(recordUrl(app, admin.entity('posts').url('https://cms.test/articles'), 4)).toBe(
      'https://cms.test/articles/4',
    );
  });

  it('lets a view url override the entity url', () => {
    const app = admin.application('A').baseApiUrl('/api/');
    const posts = admin.entity('posts').url('articles');
    posts.editionView().url('drafts');
    expect(recordUrl(app, posts, 1, posts.editionView())).toBe('/api/drafts/1');
    expect(recordUrl(app, posts, 1, posts.showView())).toBe('/api/articles/1');
  });

  it('calls a url function with the raw id and uses its result as the whole path', () => {
    const app = admin.application('A').baseApiUrl('/api/');
    const posts = admin
      .entity('posts')
      .url((id) => (id === undefined ? 'v2/posts' : `v2/posts/${id}/full`));
    expect(collectionUrl(app, posts)).toBe('/api/v2/posts');
    expect(recordUrl(app, posts, 9)).toBe('/api/v2/posts/9/full');
    posts.showView().url((id) => `https://cdn.test/p/${id ?? ''}`);
    expect(recordTarget(app, posts, 9, posts.showView())).toEqual({
      entityName: 'posts',
      identifierName: 'id',
      url: 'https://cdn.test/p/',
      id: 9,
      recordUrl: 'https://cdn.test/p/9',
    });
  });
});
