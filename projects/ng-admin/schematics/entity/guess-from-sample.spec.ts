import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guessField, guessFields } from './guess-from-sample';

const typeOf = (name: string, ...values: unknown[]) => guessField(name, values).type;

describe('guessing fields from API values', () => {
  it('reads scalar types from every value of a property', () => {
    assert.equal(typeOf('published', true, false, null), 'boolean');
    assert.equal(typeOf('views', 1, 20, 300), 'number');
    assert.equal(typeOf('price', 1, 2.5), 'float');
    assert.equal(typeOf('published_at', '2024-01-31', '2023-12-01'), 'date');
    assert.equal(
      typeOf('created', '2024-01-31T10:00:00Z', '2024-01-31 10:00:00.123+02:00'),
      'datetime',
    );
    assert.equal(typeOf('contact', 'ann@example.com', 'bob@example.org'), 'email');
    assert.equal(typeOf('body', 'plain', '<p>Some <em>HTML</em></p>'), 'wysiwyg');
    assert.equal(typeOf('summary', 'x'.repeat(101)), 'text');
    assert.equal(typeOf('summary', 'two\nlines'), 'text');
    assert.equal(typeOf('title', 'Hello', 'World'), 'string');
    assert.equal(typeOf('user_password', 'secret'), 'password');
    assert.equal(typeOf('mixed', 'a', 1), 'json');
    assert.equal(typeOf('pictures', { first: 'a.jpg' }), 'json');
  });

  it('keeps a date that is sometimes a datetime as a datetime, not a date', () => {
    assert.equal(typeOf('when', '2024-01-31', '2024-01-31T10:00:00Z'), 'string');
  });

  it('marks the identifier and server timestamps as read-only', () => {
    assert.deepEqual(guessField('id', [1, 2]), {
      name: 'id',
      type: 'number',
      label: 'ID',
      readOnly: true,
    });
    assert.equal(guessField('id', ['a1']).type, 'string');
    assert.equal(guessField('updated_at', ['2024-01-31T10:00:00Z']).readOnly, true);
    assert.equal(guessField('created_at', ['2024-01-31']).readOnly, undefined);
  });

  it('offers the values seen as choices for a short, repeated vocabulary only', () => {
    const status = guessField('status', [
      'draft',
      'published',
      'draft',
      'draft',
      'published',
      'draft',
      'draft',
      'published',
      'draft',
      'draft',
    ]);
    assert.equal(status.type, 'choice');
    assert.deepEqual(status.choices, [
      { value: 'draft', label: 'Draft' },
      { value: 'published', label: 'Published' },
    ]);
    assert.equal(typeOf('status', 'draft', 'published'), 'string', 'too few values to tell');
    assert.equal(
      typeOf('city', ...Array.from({ length: 10 }, (_, i) => `City ${i % 3}`)),
      'string',
      'not slugs',
    );
  });

  it('sees URLs and gives them a pattern', () => {
    const website = guessField('website', ['https://a.example', 'http://b.example/x']);
    assert.equal(website.type, 'string');
    assert.deepEqual(website.validation, { pattern: '^https?://.+' });
  });

  it('turns foreign keys into reference candidates, with the targets to try', () => {
    assert.deepEqual(guessField('post_id', [3, 4, 3]).candidate, {
      targets: ['posts', 'post'],
      many: false,
      sampleIds: [3, 4],
    });
    assert.deepEqual(guessField('authorId', ['u1']).candidate?.targets, ['authors', 'author']);
    assert.deepEqual(guessField('category_id', [1]).candidate?.targets, ['categories', 'category']);
    assert.equal(guessField('post_id', [3]).type, 'number', 'its type until a target is found');
    assert.equal(guessField('post_id', ['not an id!']).candidate, undefined);
  });

  it('reads arrays: identifiers, strings, flat objects, anything else', () => {
    const tags = guessField('tags', [[1, 2], [3]]);
    assert.equal(tags.type, 'json');
    assert.deepEqual(tags.candidate, {
      targets: ['tags', 'tag'],
      many: true,
      sampleIds: [1, 2, 3],
    });
    assert.deepEqual(guessField('tag_ids', [[1]]).candidate?.targets, ['tags', 'tag']);

    const labels = guessField('labels', [['red', 'blue'], ['red']]);
    assert.equal(labels.type, 'choices');
    assert.deepEqual(labels.choices, [
      { value: 'blue', label: 'blue' },
      { value: 'red', label: 'red' },
    ]);

    const links = guessField('backlinks', [[{ date: '2024-01-02', url: 'https://a.example' }], []]);
    assert.equal(links.type, 'embedded_list');
    assert.deepEqual(
      links.targetFields?.map((field) => [field.name, field.type]),
      [
        ['date', 'date'],
        ['url', 'string'],
      ],
    );
    assert.equal(typeOf('matrix', [[1], [2]]), 'json');
    assert.equal(typeOf('nothing', [], []), 'json');
  });

  it('keeps the order in which properties first appear across rows', () => {
    const fields = guessFields([
      { id: 1, title: 'a' },
      { id: 2, views: 3, title: 'b' },
    ]);
    assert.deepEqual(
      fields.map((field) => field.name),
      ['id', 'title', 'views'],
    );
  });
});
