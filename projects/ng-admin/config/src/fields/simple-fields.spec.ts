import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { EmailField } from './email-field';
import { Field } from './field';
import { JsonField } from './json-field';
import { PasswordField } from './password-field';
import { StringField } from './string-field';
import { TemplateField } from './template-field';
import { TextField } from './text-field';

const admin = createAdmin();

describe('types without specific settings', () => {
  const cases = [
    ['string', StringField],
    ['text', TextField],
    ['password', PasswordField],
    ['email', EmailField],
    ['json', JsonField],
    ['template', TemplateField],
  ] as const;

  for (const [type, FieldClass] of cases) {
    it(`${type}: its own class, a Field with the general defaults`, () => {
      const field = admin.field('a_field', type);
      assert.ok(field instanceof FieldClass);
      assert.ok(field instanceof Field);
      assert.equal(field.type(), type);
      assert.equal(field.label(), 'A Field');
      assert.equal(field.sortable(), true);
      assert.equal(field.editable(), true);
    });
  }

  it('the classes can also be instantiated directly, with their own type name', () => {
    assert.equal(new TextField('body').type(), 'text');
    assert.equal(new TemplateField('summary').type(), 'template');
  });

  it('template fields stay sortable by default (documented), like any field', () => {
    const field = admin.field('summary', 'template').template('{{ entry.values.title }}');
    assert.equal(field.sortable(), true);
    assert.equal(field.sortable(false).sortable(), false);
  });
});
