import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { ConfigError } from '../config-errors';
import type { EntryLike } from '../hooks';
import { Field, resolveCssClasses } from './field';

const admin = createAdmin();
const entry = (values: Record<string, unknown>): EntryLike => ({
  entityName: 'posts',
  identifierValue: 1,
  values,
});

describe('Field: general settings (spec 2.3)', () => {
  it('keeps its name and type; the type defaults to string', () => {
    const field = admin.field('title');
    assert.equal(field.name(), 'title');
    assert.equal(field.type(), 'string');
    assert.equal(admin.field('views', 'number').type(), 'number');
    assert.equal(admin.field('author.name').name(), 'author.name');
  });

  it('needs a string name', () => {
    assert.throws(() => new Field(42 as unknown as string), /A field needs a string name/);
    assert.throws(() => new Field(null as unknown as string), ConfigError);
  });

  describe('label', () => {
    it('defaults to the capitalised name', () => {
      assert.equal(admin.field('published_at').label(), 'Published At');
      assert.equal(admin.field('author.first-name').label(), 'Author First Name');
    });
    it('sets and chains', () => {
      const field = admin.field('title');
      assert.equal(field.label('Headline'), field);
      assert.equal(field.label(), 'Headline');
    });
    it('rejects a non-string', () => {
      assert.throws(
        () => admin.field('title').label(3 as unknown as string),
        /Field "title" \(string\): label\(\) expects a string, got number/,
      );
    });
  });

  it('editable defaults to true and can be turned off', () => {
    const field = admin.field('created_at', 'datetime');
    assert.equal(field.editable(), true);
    assert.equal(field.editable(false), field);
    assert.equal(field.editable(), false);
    assert.throws(() => field.editable('no' as unknown as boolean), ConfigError);
  });

  it('sortable defaults to true', () => {
    const field = admin.field('title');
    assert.equal(field.sortable(), true);
    assert.equal(field.sortable(false).sortable(), false);
  });

  it('order defaults to null and accepts a number or null', () => {
    const field = admin.field('title');
    assert.equal(field.order(), null);
    assert.equal(field.order(2).order(), 2);
    assert.equal(field.order(null).order(), null);
    assert.throws(() => field.order('1' as unknown as number), /order\(\) expects a finite number/);
  });

  describe('isDetailLink', () => {
    it('is true for the identifier field id and for reference fields only', () => {
      assert.equal(admin.field('id').isDetailLink(), true);
      assert.equal(admin.field('title').isDetailLink(), false);
      assert.equal(admin.field('post_id', 'reference').isDetailLink(), true);
      assert.equal(admin.field('tags', 'reference_many').isDetailLink(), true);
      assert.equal(admin.field('comments', 'referenced_list').isDetailLink(), false);
    });
    it('sets and chains', () => {
      assert.equal(admin.field('title').isDetailLink(true).isDetailLink(), true);
      assert.equal(admin.field('id').isDetailLink(false).isDetailLink(), false);
    });
  });

  it('detailLinkRoute defaults to edit and accepts edit or show only', () => {
    const field = admin.field('title');
    assert.equal(field.detailLinkRoute(), 'edit');
    assert.equal(field.detailLinkRoute('show').detailLinkRoute(), 'show');
    assert.throws(
      () => field.detailLinkRoute('list' as 'show'),
      /detailLinkRoute\(\) expects one of "edit", "show", got "list"/,
    );
  });

  describe('map and transform', () => {
    it('chain several functions, returned in order', () => {
      const trim = (value: string) => value.trim();
      const upper = (value: string) => value.toUpperCase();
      const field = admin.field('title').map(trim).map(upper);
      assert.deepEqual(field.map(), [trim, upper]);
      field.transform(upper).transform(trim);
      assert.deepEqual(field.transform(), [upper, trim]);
    });
    it('default to no function', () => {
      assert.deepEqual(admin.field('title').map(), []);
      assert.deepEqual(admin.field('title').transform(), []);
    });
    it('return a copy, so the list cannot be changed from outside', () => {
      const field = admin.field('title').map((value) => value);
      (field.map() as unknown[]).push('not a function');
      assert.equal(field.map().length, 1);
    });
    it('throw at the call for a non-function, naming the field and its type', () => {
      assert.throws(
        () => admin.field('title').map('x' as never),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message === 'Field "title" (string): map() expects a function, got string',
      );
      assert.throws(
        () => admin.field('views', 'number').transform(42 as never),
        /Field "views" \(number\): transform\(\) expects a function, got number/,
      );
    });
  });

  it('attributes default to {} and are replaced by a new object', () => {
    const field = admin.field('title');
    assert.deepEqual(field.attributes(), {});
    field.attributes({ placeholder: 'Title' });
    assert.deepEqual(field.attributes(), { placeholder: 'Title' });
    field.attributes({ autocomplete: 'off' });
    assert.deepEqual(field.attributes(), { autocomplete: 'off' });
    assert.throws(() => field.attributes('x' as never), /attributes\(\) expects a plain object/);
  });

  describe('validation (spec 2.4)', () => {
    it('defaults to no rule', () => {
      assert.deepEqual(admin.field('title').validation(), {
        required: false,
        minlength: null,
        maxlength: null,
        pattern: null,
        validator: null,
      });
    });
    it('merges what is given into the current rules', () => {
      const validator = (value: string) => {
        if (value === 'x') throw new Error('not x');
      };
      const field = admin
        .field('title')
        .validation({ required: true, minlength: 3 })
        .validation({ maxlength: 100, pattern: '[A-Z].*', validator });
      assert.deepEqual(field.validation(), {
        required: true,
        minlength: 3,
        maxlength: 100,
        pattern: '[A-Z].*',
        validator,
      });
    });
    it('accepts a RegExp pattern', () => {
      const pattern = /^\d+$/;
      assert.equal(admin.field('zip').validation({ pattern }).validation().pattern, pattern);
    });
    it('rejects unknown keys and a non-function validator', () => {
      assert.throws(
        () => admin.field('title').validation({ requird: true } as never),
        /unknown key\(s\) requird/,
      );
      assert.throws(
        () => admin.field('title').validation({ validator: 'x' as never }),
        /validation\.validator\(\) expects a function/,
      );
    });
  });

  describe('cssClasses', () => {
    it('defaults to null and no class', () => {
      const field = admin.field('title');
      assert.equal(field.cssClasses(), null);
      assert.equal(field.getCssClasses(), '');
    });
    it('accepts a string or an array of strings', () => {
      assert.equal(admin.field('a').cssClasses('col-sm-4').getCssClasses(), 'col-sm-4');
      assert.equal(admin.field('a').cssClasses(['wide', 'bold']).getCssClasses(), 'wide bold');
    });
    it('accepts a function of the entry, called without entry for the header', () => {
      const field = admin
        .field('views', 'number')
        .cssClasses((current) =>
          current ? (Number(current.values['views']) > 10 ? 'hot' : '') : 'header',
        );
      assert.equal(field.getCssClasses(entry({ views: 20 })), 'hot');
      assert.equal(field.getCssClasses(entry({ views: 1 })), '');
      assert.equal(field.getCssClasses(), 'header');
    });
    it('rejects other values', () => {
      assert.throws(() => admin.field('a').cssClasses(3 as never), /cssClasses\(\) expects/);
    });
  });

  describe('template', () => {
    it('defaults to none', () => {
      const field = admin.field('title');
      assert.equal(field.template(), null);
      assert.equal(field.hasTemplate(), false);
      assert.equal(field.templateIncludesLabel(), false);
    });
    it('takes a string or a function, and templateIncludesLabel as second argument', () => {
      const fn = (current: EntryLike) => `<b>${current.values['title']}</b>`;
      const field = admin.field('title').template('<i>{{ value }}</i>');
      assert.equal(field.template(), '<i>{{ value }}</i>');
      assert.equal(field.templateIncludesLabel(), false);
      field.template(fn, true);
      assert.equal(field.template(), fn);
      assert.equal(field.templateIncludesLabel(), true);
      assert.equal(field.hasTemplate(), true);
      assert.equal(field.templateIncludesLabel(false), field);
      assert.equal(field.templateIncludesLabel(), false);
    });
    it('rejects other values', () => {
      assert.throws(() => admin.field('a').template(3 as never), /template\(\) expects/);
    });
  });

  it('defaultValue defaults to undefined and accepts any value, null included', () => {
    const field = admin.field('status');
    assert.equal(field.defaultValue(), undefined);
    assert.equal(field.defaultValue('draft'), field);
    assert.equal(field.defaultValue(), 'draft');
    assert.equal(field.defaultValue(null).defaultValue(), null);
    assert.equal(field.defaultValue(undefined), field);
  });

  it('pinned defaults to false', () => {
    const field = admin.field('q');
    assert.equal(field.pinned(), false);
    assert.equal(field.pinned(true).pinned(), true);
  });

  it('hiddenByDefault defaults to false and takes a boolean', () => {
    const field = admin.field('views', 'number');
    assert.equal(field.hiddenByDefault(), false);
    assert.equal(field.hiddenByDefault(true).hiddenByDefault(), true);
    assert.throws(
      () => field.hiddenByDefault('yes' as never),
      /hiddenByDefault\(\) expects a boolean/,
    );
  });

  it('describes itself for error messages', () => {
    assert.equal(String(admin.field('title', 'text')), 'Field "title" (text)');
  });

  it('has no configuration problem by default', () => {
    assert.deepEqual(admin.field('title').configProblems(), []);
  });
});

describe('Field: ng-admin forms', () => {
  it('an unnamed field is a template column with a generated, distinct name', () => {
    const first = admin.field('');
    const second = admin.field('', 'template');
    assert.equal(first.isUnnamed(), true);
    assert.match(first.name(), /^_unnamed_\d+$/);
    assert.notEqual(first.name(), second.name());
    assert.equal(first.label(), '');
    assert.equal(first.editable(), false);
    assert.equal(first.sortable(), false);
    assert.equal(admin.field('title').isUnnamed(), false);
    assert.equal(first.editable(true).editable(), true);
  });

  it('validate() reports an unnamed field without template', () => {
    const post = admin.entity('posts');
    const buttons = admin.field('').template('<my-buttons [entry]="entry" />');
    const forgotten = admin.field('');
    post.editionView().fields(admin.field('title'), buttons, forgotten);
    assert.throws(
      () => admin.application('Blog').addEntity(post).validate(),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.length === 1 &&
        error.problems[0] ===
          `Entity "posts", view "edition", field "${forgotten.name()}": an unnamed field needs template()`,
    );
  });

  it('name() is a getter only: setting it throws', () => {
    assert.throws(
      () => (admin.field('title').name as (name: string) => unknown)('body'),
      /Field "title" \(string\): name\(\) takes no argument here, the name is fixed at creation/,
    );
  });

  it('helpText is none by default and takes a string or null', () => {
    const field = admin.field('slug');
    assert.equal(field.helpText(), null);
    assert.equal(field.helpText('Lower case, no spaces').helpText(), 'Lower case, no spaces');
    assert.equal(field.helpText(null).helpText(), null);
    assert.throws(() => field.helpText(3 as never), /helpText\(\) expects a string, got number/);
  });
});

describe('resolveCssClasses', () => {
  it('gives a function the entry, whose values also read directly as in ng-admin 1.0', () => {
    const entry = { entityName: 'posts', identifierValue: 1, values: { views: 400 } };
    const ngAdminStyle = (given: Record<string, unknown>) =>
      Number(given['views']) > 300 ? 'is-popular' : '';
    const modern = (given: { values: Record<string, unknown> }) =>
      Number(given.values['views']) > 300 ? ['hot', 'read'] : [];
    assert.equal(resolveCssClasses(ngAdminStyle as never, entry), 'is-popular');
    assert.equal(resolveCssClasses(modern as never, entry), 'hot read');
    assert.equal(resolveCssClasses('plain', entry), 'plain');
    assert.equal(resolveCssClasses(null, entry), '');
  });
});
