import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { conditionHolds, resetConditionHolds } from '../conditions';

const admin = createAdmin();

describe('Field: dependent field settings', () => {
  const settings = ['showWhen', 'disabledWhen', 'requiredWhen'] as const;

  for (const setting of settings) {
    describe(setting, () => {
      it('defaults to null and keeps a name, an object or a function (getter/setter)', () => {
        const field = admin.field('reason', 'text');
        assert.equal(field[setting](), null);
        assert.equal(field[setting]('status'), field);
        assert.equal(field[setting](), 'status');
        field[setting]({ status: 'rejected' });
        assert.deepEqual(field[setting](), { status: 'rejected' });
        const rule = (values: Record<string, unknown>) => values['status'] === 'rejected';
        assert.equal(field[setting](rule)[setting](), rule);
        assert.equal(field[setting](null)[setting](), null);
      });

      it('keeps a copy of an object, so a later change of it does not leak in', () => {
        const given: Record<string, unknown> = { status: 'rejected' };
        const field = admin.field('reason')[setting](given);
        given['status'] = 'published';
        assert.deepEqual(field[setting](), { status: 'rejected' });
      });

      it('refuses anything else, naming the field', () => {
        const field = admin.field('reason');
        for (const bad of [42, '', {}, true, ['status']]) {
          assert.throws(
            () => field[setting](bad as never),
            new RegExp(
              `Field "reason" \\(string\\): ${setting}\\(\\) expects a field name, an object of ` +
                `field values or a function`,
            ),
          );
        }
      });
    });
  }

  describe('resetWhen', () => {
    it('also takes several field names', () => {
      const field = admin.field('subcategory', 'choice').resetWhen(['category', 'section']);
      assert.deepEqual(field.resetWhen(), ['category', 'section']);
      assert.deepEqual(field.resetWhen('category').resetWhen(), 'category');
      assert.throws(
        () => field.resetWhen(['category', 3] as never),
        /Field "subcategory" \(choice\): resetWhen\(\) expects field names, got \["category",3\]/,
      );
    });
  });

  it('sendWhenHidden defaults to false and takes a boolean', () => {
    const field = admin.field('reason');
    assert.equal(field.sendWhenHidden(), false);
    assert.equal(field.sendWhenHidden(true).sendWhenHidden(), true);
    assert.throws(
      () => field.sendWhenHidden('yes' as never),
      /sendWhenHidden\(\) expects a boolean/,
    );
  });

  it('hasDependencies says whether any rule is set', () => {
    assert.equal(admin.field('title').hasDependencies(), false);
    assert.equal(admin.field('title').resetWhen('category').hasDependencies(), true);
  });
});

describe('conditionHolds', () => {
  it('a name holds when that field has a value', () => {
    assert.equal(conditionHolds('category', { category: 'tech' }), true);
    assert.equal(conditionHolds('category', { category: 0 }), true);
    assert.equal(conditionHolds('category', { category: false }), true);
    for (const empty of [null, undefined, '', []]) {
      assert.equal(conditionHolds('category', { category: empty }), false);
    }
    assert.equal(conditionHolds('category', {}), false);
  });

  it('an object holds when every named field has its value, or one of an array', () => {
    assert.equal(conditionHolds({ status: 'rejected' }, { status: 'rejected' }), true);
    assert.equal(conditionHolds({ status: 'rejected' }, { status: 'published' }), false);
    assert.equal(conditionHolds({ status: ['rejected', 'spam'] }, { status: 'spam' }), true);
    assert.equal(
      conditionHolds({ status: 'rejected', notify: true }, { status: 'rejected', notify: false }),
      false,
    );
  });

  it('a function holds when it returns true', () => {
    assert.equal(
      conditionHolds((values) => values['views'] > 10, { views: 11 }),
      true,
    );
    assert.equal(
      conditionHolds((values) => values['views'] > 10, { views: 3 }),
      false,
    );
    // Only true counts: a truthy non-boolean is a mistake that should not show a field.
    assert.equal(
      conditionHolds(() => 'yes' as unknown as boolean, {}),
      false,
    );
  });
});

describe('resetConditionHolds', () => {
  it('names hold when one of those fields changed', () => {
    assert.equal(resetConditionHolds('category', { category: 'a' }, { category: 'b' }), true);
    assert.equal(resetConditionHolds('category', { category: 'a' }, { category: 'a' }), false);
    assert.equal(resetConditionHolds(['a', 'b'], { a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }), false);
    assert.equal(resetConditionHolds(['a', 'b'], { a: 1, b: [1] }, { a: 1, b: [1, 2] }), true);
  });

  it('an object holds on the new values; a function sees both', () => {
    assert.equal(resetConditionHolds({ status: 'draft' }, { status: 'draft' }, {}), true);
    const changedStatus = (values: Record<string, unknown>, previous: Record<string, unknown>) =>
      values['status'] !== previous['status'];
    assert.equal(resetConditionHolds(changedStatus, { status: 'a' }, { status: 'b' }), true);
  });
});

describe('Application.validate(): dependent field rules', () => {
  function application(configure: (fields: ReturnType<typeof fieldsOf>) => void) {
    const fields = fieldsOf();
    configure(fields);
    const comments = admin.entity('comments');
    comments.creationView().fields(fields.status, fields.reason);
    comments.showView().fields(fields.reason);
    return admin.application('Test').addEntity(comments);
  }
  function fieldsOf() {
    return {
      status: admin.field('status', 'choice'),
      reason: admin.field('reason', 'text'),
    };
  }

  it('accepts rules naming fields of the view', () => {
    const app = application(({ reason }) =>
      reason.requiredWhen({ status: 'rejected' }).disabledWhen('status').resetWhen('status'),
    );
    assert.equal(app.validate(), app);
  });

  it('reports a rule naming a field the view does not have, with entity, view and field', () => {
    const app = application(({ reason }) => reason.requiredWhen({ statuss: 'rejected' }));
    assert.throws(
      () => app.validate(),
      (error: Error & { problems: string[] }) => {
        assert.deepEqual(error.problems, [
          'Entity "comments", view "creation", field "reason": requiredWhen() names "statuss", ' +
            'which is not a field of this view',
        ]);
        return true;
      },
    );
  });

  it('a show view only follows showWhen', () => {
    const app = application(({ reason }) => reason.showWhen({ status: 'rejected' }));
    assert.throws(
      () => app.validate(),
      (error: Error & { problems: string[] }) => {
        assert.deepEqual(error.problems, [
          'Entity "comments", view "show", field "reason": showWhen() names "status", which is ' +
            'not a field of this view',
        ]);
        return true;
      },
    );
  });

  it('reports a field depending on itself, and a requiredWhen that required overrides', () => {
    const app = application(({ reason }) =>
      reason.disabledWhen('reason').requiredWhen('status').validation({ required: true }),
    );
    assert.throws(
      () => app.validate(),
      (error: Error & { problems: string[] }) => {
        assert.deepEqual(error.problems, [
          'Entity "comments", view "creation", field "reason": disabledWhen() depends on the ' +
            'field itself',
          'Entity "comments", view "creation", field "reason": requiredWhen() has no effect: ' +
            'validation({ required: true }) always applies',
        ]);
        return true;
      },
    );
  });

  it('checks nothing a function says', () => {
    const app = application(({ reason }) => reason.showWhen((values) => values['anything'] === 1));
    assert.equal(app.validate(), app);
  });
});
