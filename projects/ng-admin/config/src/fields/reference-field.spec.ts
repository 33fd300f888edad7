import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { ConfigError } from '../config-errors';
import { ReferenceField } from './reference-field';
import { ReferenceManyField } from './reference-many-field';

const admin = createAdmin();
const post = admin.entity('posts');

for (const type of ['reference', 'reference_many'] as const) {
  describe(`${type} (spec 2.6)`, () => {
    it('is created by its type', () => {
      const field = admin.field('post_id', type);
      assert.ok(field instanceof ReferenceField);
      if (type === 'reference_many') assert.ok(field instanceof ReferenceManyField);
      assert.equal(field.type(), type);
    });

    it('targetEntity takes an entity', () => {
      const field = admin.field('post_id', type);
      assert.equal(field.targetEntity(), undefined);
      assert.equal(field.targetEntity(post), field);
      assert.equal(field.targetEntity(), post);
      assert.throws(
        () => field.targetEntity('posts' as never),
        new RegExp(`Field "post_id" \\(${type}\\): targetEntity\\(\\) expects an entity`),
      );
    });

    it('targetField takes a field', () => {
      const title = admin.field('title');
      const field = admin.field('post_id', type);
      assert.equal(field.targetField(), undefined);
      assert.equal(field.targetField(title).targetField(), title);
      assert.throws(() => field.targetField('title' as never), /targetField\(\) expects a field/);
    });

    it('perPage defaults to 30', () => {
      const field = admin.field('post_id', type);
      assert.equal(field.perPage(), 30);
      assert.equal(field.perPage(100).perPage(), 100);
      assert.throws(() => field.perPage(0), /perPage\(\) expects an integer >= 1/);
      assert.throws(() => field.perPage(2.5), ConfigError);
    });

    it('sortField defaults to id and sortDir to DESC', () => {
      const field = admin.field('post_id', type);
      assert.equal(field.sortField(), 'id');
      assert.equal(field.sortDir(), 'DESC');
      field.sortField('title').sortDir('ASC');
      assert.equal(field.sortField(), 'title');
      assert.equal(field.sortDir(), 'ASC');
      assert.throws(() => field.sortDir('asc' as never), /expects one of "ASC", "DESC", got "asc"/);
    });

    describe('remoteComplete', () => {
      it('is disabled by default, with refreshDelay 500', () => {
        const field = admin.field('post_id', type);
        assert.equal(field.remoteComplete(), false);
        assert.deepEqual(field.remoteCompleteOptions(), { refreshDelay: 500 });
      });

      it('reads back the flag and the options merged over the defaults', () => {
        const searchQuery = (search: string) => ({ q: search });
        const field = admin.field('post_id', type).remoteComplete(true, { searchQuery });
        assert.equal(field.remoteComplete(), true);
        assert.deepEqual(field.remoteCompleteOptions(), { refreshDelay: 500, searchQuery });
        field.remoteComplete(true, { refreshDelay: 200 });
        assert.deepEqual(field.remoteCompleteOptions(), { refreshDelay: 200 });
      });

      it('keeps the options when called again without options', () => {
        const field = admin.field('post_id', type).remoteComplete(true, { refreshDelay: 100 });
        field.remoteComplete(false);
        assert.equal(field.remoteComplete(), false);
        assert.equal(field.remoteCompleteOptions().refreshDelay, 100);
      });

      it('rejects invalid flags and options', () => {
        const field = admin.field('post_id', type);
        assert.throws(
          () => field.remoteComplete('yes' as never),
          /remoteComplete\(\) expects a boolean/,
        );
        assert.throws(
          () => field.remoteComplete(true, { refreshDelay: -1 }),
          /remoteCompleteOptions\.refreshDelay\(\) expects an integer >= 0/,
        );
        assert.throws(
          () => field.remoteComplete(true, { searchQuery: 'q' as never }),
          /searchQuery\(\) expects a function/,
        );
      });
    });

    it('singleApiCall is undefined by default and takes a function of the ids', () => {
      const byIds = (ids: unknown[]) => ({ id: ids });
      const field = admin.field('post_id', type);
      assert.equal(field.singleApiCall(), undefined);
      assert.equal(field.hasSingleApiCall(), false);
      assert.equal(field.singleApiCall(byIds), field);
      assert.equal(field.singleApiCall(), byIds);
      assert.equal(field.hasSingleApiCall(), true);
      assert.throws(
        () => field.singleApiCall('id' as never),
        /singleApiCall\(\) expects a function/,
      );
    });

    it('permanentFilters default to {}', () => {
      const field = admin.field('post_id', type);
      assert.deepEqual(field.permanentFilters(), {});
      assert.deepEqual(field.permanentFilters({ published: true }).permanentFilters(), {
        published: true,
      });
    });

    it('is a detail link by default and supports the general settings', () => {
      const field = admin
        .field('post_id', type)
        .label('Post')
        .order(1)
        .map((v) => v);
      assert.equal(field.isDetailLink(), true);
      assert.equal(field.label(), 'Post');
      assert.equal(field.order(), 1);
      assert.equal(field.map().length, 1);
    });

    it('reports a missing targetEntity or targetField as configuration problems', () => {
      assert.deepEqual(admin.field('post_id', type).configProblems(), [
        `a ${type} field needs targetEntity()`,
        `a ${type} field needs targetField()`,
      ]);
      assert.deepEqual(
        admin
          .field('post_id', type)
          .targetEntity(post)
          .targetField(admin.field('title'))
          .configProblems(),
        [],
      );
    });
  });
}
