import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSeedData, DEFAULT_SEED } from './seed.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SUBCATEGORIES = { tech: ['computers', 'gadgets'], lifestyle: ['fashion', 'health'] };

describe('seed data', () => {
  const data = createSeedData();

  test('is identical every time it is built from the same seed', () => {
    assert.deepEqual(createSeedData(DEFAULT_SEED), createSeedData(DEFAULT_SEED));
    assert.deepEqual(createSeedData(7), createSeedData(7));
  });

  test('depends on the seed', () => {
    assert.notDeepEqual(createSeedData(1), createSeedData(2));
  });

  test('has 40 posts, 150 comments and 12 tags with sequential ids', () => {
    assert.equal(data.posts.length, 40);
    assert.equal(data.comments.length, 150);
    assert.equal(data.tags.length, 12);
    for (const list of [data.posts, data.comments, data.tags]) {
      assert.deepEqual(
        list.map((item) => item.id),
        list.map((_, index) => index + 1),
      );
    }
  });

  test('gives posts the documented shape', () => {
    const tagIds = new Set(data.tags.map((tag) => tag.id));
    for (const post of data.posts) {
      assert.ok(post.title.length >= 3 && post.title.length <= 100, post.title);
      assert.match(post.teaser, /^[A-Z].*[.?!]$/);
      assert.match(post.body, /^<p>.*<\/p>$/s);
      assert.match(post.body, /<strong>/);
      assert.match(post.published_at, DATE);
      assert.ok(Number.isInteger(post.views) && post.views >= 0);
      assert.ok(post.average_note >= 0 && post.average_note <= 5);
      assert.equal(Math.round(post.average_note * 10) / 10, post.average_note);
      assert.ok(SUBCATEGORIES[post.category].includes(post.subcategory));
      assert.ok(post.tags.length > 0 && post.tags.every((id) => tagIds.has(id)));
      assert.match(post.pictures.first.url, /^https:\/\//);
      assert.match(post.pictures.second.name, /\.jpg$/);
      for (const backlink of post.backlinks) {
        assert.match(backlink.date, DATE);
        assert.match(backlink.url, /^https:\/\//);
      }
    }
    assert.ok(data.posts.some((post) => /<em>/.test(post.body)));
  });

  test('covers both categories and every subcategory', () => {
    const seen = new Set(data.posts.map((post) => `${post.category}/${post.subcategory}`));
    assert.deepEqual([...seen].sort(), [
      'lifestyle/fashion',
      'lifestyle/health',
      'tech/computers',
      'tech/gadgets',
    ]);
  });

  test('attaches every comment to an existing post, after its publication', () => {
    const posts = new Map(data.posts.map((post) => [post.id, post]));
    for (const comment of data.comments) {
      const post = posts.get(comment.post_id);
      assert.ok(post, `comment ${comment.id} points to post ${comment.post_id}`);
      assert.match(comment.created_at, DATE);
      assert.ok(comment.created_at >= post.published_at);
      assert.match(comment.author.name, /^[A-Z][a-z]+ [A-Z][a-z]+$/);
      assert.ok(comment.body.length > 0 && !/[<>]/.test(comment.body));
    }
  });

  test('has published and unpublished tags with distinct names', () => {
    assert.ok(data.tags.some((tag) => tag.published));
    assert.ok(data.tags.some((tag) => !tag.published));
    assert.equal(new Set(data.tags.map((tag) => tag.name)).size, data.tags.length);
  });

  test('reads as English, not placeholder text', () => {
    const text = JSON.stringify(data);
    assert.doesNotMatch(text, /lorem|ipsum|dolor sit/i);
    assert.equal(new Set(data.posts.map((post) => post.title)).size, data.posts.length);
  });
});
