import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Admin, admin, createAdmin } from './admin';
import { Application } from './application';
import { ConfigError } from './config-errors';
import { Entity } from './entity';
import { Field } from './fields/field';
import { NumberField } from './fields/number-field';
import { StringField } from './fields/string-field';

const BUILT_IN_TYPES = [
  'string',
  'text',
  'wysiwyg',
  'password',
  'email',
  'date',
  'datetime',
  'number',
  'float',
  'boolean',
  'choice',
  'choices',
  'json',
  'file',
  'reference',
  'referenced_list',
  'embedded_list',
  'reference_many',
  'template',
];

class RatingField extends NumberField {
  max(): number {
    return 5;
  }
}

describe('admin', () => {
  it('is a shared Admin; createAdmin gives independent ones', () => {
    assert.ok(admin instanceof Admin);
    const isolated = createAdmin();
    assert.notEqual(isolated, admin);
    isolated.registerFieldType('rating', RatingField);
    assert.equal(isolated.fieldTypes.has('rating'), true);
    assert.equal(admin.fieldTypes.has('rating'), false);
  });

  it('creates applications, entities, menus, dashboards and collections', () => {
    const local = createAdmin();
    assert.ok(local.application('x') instanceof Application);
    const post = local.entity('posts');
    assert.ok(post instanceof Entity);
    assert.equal(local.menu(post).entity(), post);
    assert.equal(local.collection(post).entity, post);
    assert.deepEqual(local.dashboard().collections(), []);
  });

  describe('field', () => {
    it('defaults to the string type', () => {
      const field = createAdmin().field('title');
      assert.ok(field instanceof StringField);
      assert.equal(field.type(), 'string');
    });

    it('knows the 19 built-in types, each its own class', () => {
      const local = createAdmin();
      assert.deepEqual(local.fieldTypes.names(), BUILT_IN_TYPES);
      const classes = new Set(BUILT_IN_TYPES.map((type) => local.fieldTypes.get(type)));
      assert.equal(classes.size, BUILT_IN_TYPES.length);
      for (const type of BUILT_IN_TYPES) {
        const field = local.fieldTypes.create(type, 'a');
        assert.ok(field instanceof Field);
        assert.equal(field.type(), type);
      }
    });

    it('throws for an unknown type, naming it and the known ones', () => {
      assert.throws(
        () => createAdmin().field('x', 'nope' as never),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message ===
            `Unknown field type "nope" for field "x". Known types: ${BUILT_IN_TYPES.join(', ')}`,
      );
    });
  });

  describe('registerFieldType', () => {
    it('adds a user type, created with its class and type name', () => {
      const local = createAdmin();
      assert.equal(local.registerFieldType('rating', RatingField), local);
      const stars = local.fieldTypes.create('rating', 'stars') as RatingField;
      assert.ok(stars instanceof RatingField);
      assert.equal(stars.type(), 'rating');
      assert.equal(stars.max(), 5);
      assert.deepEqual(local.fieldTypes.names().slice(-1), ['rating']);
    });

    it('overrides a built-in type', () => {
      class LoudStringField extends StringField {}
      const local = createAdmin().registerFieldType('string', LoudStringField);
      const field = local.field('title');
      assert.ok(field instanceof LoudStringField);
      assert.equal(field.type(), 'string');
    });

    it('rejects what is not a Field class', () => {
      const local = createAdmin();
      assert.throws(
        () => local.registerFieldType('rating', class NotAField {} as never),
        /Field type "rating" must be registered with a class extending Field, got function/,
      );
      assert.throws(
        () => local.registerFieldType('', StringField),
        /register\(\) expects a non-empty type name/,
      );
    });
  });
});

describe('field types for the time of one configuration', () => {
  class RatingField extends NumberField {}

  it('withTypes knows the types while it builds, and forgets them after', () => {
    const isolated = createAdmin();
    const field = isolated.fieldTypes.withTypes(new Map([['rating', RatingField]]), () =>
      isolated.field('stars', 'rating' as 'number'),
    );
    assert.ok(field instanceof RatingField);
    assert.equal(field.type(), 'rating');
    assert.equal(isolated.fieldTypes.has('rating'), false);
    assert.throws(
      () => isolated.field('stars', 'rating' as 'number'),
      /Unknown field type "rating"/,
    );
  });

  it('forgets them also when the configuration throws, and refuses a class that is no field', () => {
    const isolated = createAdmin();
    assert.throws(() =>
      isolated.fieldTypes.withTypes(new Map([['rating', RatingField]]), () => {
        throw new Error('broken configuration');
      }),
    );
    assert.equal(isolated.fieldTypes.has('rating'), false);
    assert.throws(
      () => isolated.fieldTypes.withTypes(new Map([['bad', Date as never]]), () => 1),
      /must be registered with a class extending Field/,
    );
  });
});

describe("configure(), ng-admin's nga.configure(app)", () => {
  it('gives applicationOf the application of a function that returns nothing', () => {
    const isolated = createAdmin();
    const app = isolated.application('Blog');
    const configured = isolated.applicationOf(() => {
      assert.equal(isolated.configure(app), app);
    });
    assert.equal(configured, app);
  });

  it('lets a returned value win, and forgets the application once the run is over', () => {
    const isolated = createAdmin();
    const configured = isolated.application('Configured');
    const returned = isolated.application('Returned');
    assert.equal(
      isolated.applicationOf(() => {
        isolated.configure(configured);
        return returned;
      }),
      returned,
    );
    assert.equal(
      isolated.applicationOf(() => undefined),
      undefined,
    );
    // Nested runs each see their own application.
    assert.equal(
      isolated.applicationOf(() => {
        isolated.applicationOf(() => isolated.configure(returned));
      }),
      undefined,
    );
  });

  it('works outside applicationOf, and refuses anything but an application', () => {
    const isolated = createAdmin();
    const app = isolated.application('Blog');
    assert.equal(isolated.configure(app), app);
    assert.throws(
      () => isolated.configure({} as Application),
      (error: unknown) =>
        error instanceof ConfigError &&
        /^admin: configure\(\) expects an application \(admin.application\(\)\), got object$/.test(
          error.message,
        ),
    );
  });
});
