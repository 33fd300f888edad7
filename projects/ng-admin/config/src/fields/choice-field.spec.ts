import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import type { EntryLike } from '../hooks';
import { ChoiceField } from './choice-field';
import { ChoicesField } from './choices-field';

const admin = createAdmin();
const statuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

describe('ChoiceField and ChoicesField (spec 2.6 choice and choices)', () => {
  it('are created by the choice and choices types', () => {
    assert.ok(admin.field('status', 'choice') instanceof ChoiceField);
    const tags = admin.field('tags', 'choices');
    assert.ok(tags instanceof ChoicesField);
    assert.ok(tags instanceof ChoiceField);
    assert.equal(tags.type(), 'choices');
  });

  for (const type of ['choice', 'choices'] as const) {
    describe(type, () => {
      it('choices default to an empty list', () => {
        assert.deepEqual(admin.field('status', type).choices(), []);
        assert.deepEqual(admin.field('status', type).resolveChoices(), []);
      });

      it('choices take an array of {value, label}', () => {
        const field = admin.field('status', type);
        assert.equal(field.choices(statuses), field);
        assert.deepEqual(field.choices(), statuses);
        assert.deepEqual(field.resolveChoices(), statuses);
        assert.equal(field.getLabelForChoice('published'), 'Published');
        assert.equal(field.getLabelForChoice('unknown'), undefined);
      });

      it('choices take a function of the entry, resolved per entry', () => {
        const bySection = (entry: EntryLike) =>
          entry.values['section'] === 'tech'
            ? [{ value: 'js', label: 'JavaScript' }]
            : [{ value: 'cooking', label: 'Cooking' }];
        const field = admin.field('subcategory', type).choices(bySection);
        assert.equal(field.choices(), bySection);
        const tech: EntryLike = {
          entityName: 'posts',
          identifierValue: 1,
          values: { section: 'tech' },
        };
        assert.deepEqual(field.resolveChoices(tech), [{ value: 'js', label: 'JavaScript' }]);
        assert.equal(field.getLabelForChoice('js', tech), 'JavaScript');
        assert.deepEqual(field.resolveChoices(), [{ value: 'cooking', label: 'Cooking' }]);
      });

      it('choices reject other values', () => {
        assert.throws(
          () => admin.field('status', type).choices('draft' as never),
          /choices\(\) expects an array of \{ value, label \} or a function, got string/,
        );
        assert.throws(
          () => admin.field('status', type).choices([{ label: 'x' }] as never),
          /choices\(\) expects an array of \{ value, label \} objects/,
        );
      });
    });
  }
});
