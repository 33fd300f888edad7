import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { ConfigError } from './config-errors';
import { entityPermissions, type NgaIdentity, type PermissionGrant } from './permissions';
import type { ViewKind } from './views/view';

const admin = createAdmin();
const ALL_KINDS: ViewKind[] = ['list', 'creation', 'edition', 'show', 'deletion', 'batchDelete'];

const user = (...roles: string[]): NgaIdentity => ({ id: 1, fullName: 'Alice', roles });
const allowedKinds = (granted: ReturnType<typeof entityPermissions>) =>
  ALL_KINDS.filter((kind) => granted.canView(kind));

describe('permissions (pure rules and evaluation)', () => {
  describe('without any rule', () => {
    it('allows everything, for anyone', () => {
      const granted = entityPermissions(admin.entity('posts'), null);
      assert.equal(granted.visible, true);
      assert.deepEqual(allowedKinds(granted), ALL_KINDS);
      assert.equal(granted.can('export'), true);
      assert.equal(granted.fieldAccess('title'), 'write');
      assert.equal(admin.entity('posts').permissions(), undefined);
    });
  });

  describe('role maps', () => {
    const posts = () =>
      admin.entity('posts').permissions({
        admin: true,
        editor: { delete: false, export: false, fields: { views: 'read', secret: 'none' } },
        auditor: { create: false, edit: false, delete: false, fields: { secret: 'read' } },
        banned: false,
      });

    it('entity.permissionsFor() evaluates the same rules, the application default included', () => {
      const entity = posts();
      const editor = entity.permissionsFor(user('editor'));
      assert.equal(editor.can('delete'), false);
      assert.equal(editor.fieldAccess('views'), 'read');
      assert.equal(entity.permissionsFor(user('banned')).visible, false);
      const application = admin.application('Blog').permissions({ admin: true });
      const unruled = admin.entity('tags');
      assert.equal(unruled.permissionsFor(user('editor'), application).visible, false);
      assert.equal(unruled.permissionsFor(user('admin'), application).can('delete'), true);
    });

    it('true allows everything and false hides the entity', () => {
      const entity = posts();
      assert.deepEqual(allowedKinds(entityPermissions(entity, user('admin'))), ALL_KINDS);
      const banned = entityPermissions(entity, user('banned'));
      assert.equal(banned.visible, false);
      assert.deepEqual(allowedKinds(banned), []);
      assert.equal(banned.can('export'), false);
      assert.equal(banned.fieldAccess('title'), 'none');
    });

    it('a missing action key means allowed, a missing field means write', () => {
      const editor = entityPermissions(posts(), user('editor'));
      assert.equal(editor.visible, true);
      assert.deepEqual(allowedKinds(editor), ['list', 'creation', 'edition', 'show']);
      assert.equal(editor.can('export'), false);
      assert.equal(editor.fieldAccess('title'), 'write');
      assert.equal(editor.fieldAccess('views'), 'read');
      assert.equal(editor.fieldAccess('secret'), 'none');
    });

    it('deletion and batch deletion both follow delete', () => {
      const entity = admin.entity('posts').permissions({ reader: { delete: false } });
      const granted = entityPermissions(entity, user('reader'));
      assert.equal(granted.canView('deletion'), false);
      assert.equal(granted.canView('batchDelete'), false);
      assert.equal(granted.can('delete'), false);
    });

    it('several roles get the union: any role allowing an action or a field access wins', () => {
      const both = entityPermissions(posts(), user('editor', 'auditor'));
      assert.deepEqual(allowedKinds(both), ['list', 'creation', 'edition', 'show']);
      assert.equal(both.can('export'), true); // auditor does not deny export
      assert.equal(both.fieldAccess('views'), 'write'); // auditor does not mention views
      assert.equal(both.fieldAccess('secret'), 'read'); // none (editor) + read (auditor)
      const withBanned = entityPermissions(posts(), user('banned', 'auditor'));
      assert.equal(withBanned.visible, true);
      assert.deepEqual(allowedKinds(withBanned), ['list', 'show']);
      const withAdmin = entityPermissions(posts(), user('editor', 'admin'));
      assert.deepEqual(allowedKinds(withAdmin), ALL_KINDS);
      assert.equal(withAdmin.fieldAccess('secret'), 'write');
    });

    it('a user with no matching role, no roles or no identity gets nothing', () => {
      for (const identity of [user('stranger'), user(), { id: 2 }, null]) {
        const granted = entityPermissions(posts(), identity);
        assert.equal(granted.visible, false);
        assert.deepEqual(allowedKinds(granted), []);
      }
    });

    it('ignores roles named like Object members', () => {
      const granted = entityPermissions(posts(), user('toString', 'constructor'));
      assert.equal(granted.visible, false);
    });
  });

  describe('function rules', () => {
    it('receive the identity (or null) and return a grant', () => {
      const seen: (NgaIdentity | null)[] = [];
      const entity = admin.entity('salaries').permissions((identity): PermissionGrant => {
        seen.push(identity);
        if (!identity) return false;
        return identity['permissions'] === 'hr'
          ? true
          : { list: true, create: false, edit: false, delete: false };
      });
      assert.equal(entityPermissions(entity, null).visible, false);
      const hr = { id: 3, permissions: 'hr' };
      assert.deepEqual(allowedKinds(entityPermissions(entity, hr)), ALL_KINDS);
      assert.deepEqual(allowedKinds(entityPermissions(entity, { id: 4 })), ['list', 'show']);
      assert.deepEqual(seen, [null, hr, { id: 4 }]);
    });

    it('a malformed returned grant throws a ConfigError naming the entity', () => {
      const entity = admin.entity('salaries').permissions(() => ({ view: true }) as never);
      assert.throws(
        () => entityPermissions(entity, { id: 1 }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message ===
            'Entity "salaries": the permissions function returned an invalid grant: unknown permission "view". Known keys: list, show, create, edit, delete, export, fields',
      );
      const returnsString = admin.entity('salaries').permissions(() => 'yes' as never);
      assert.throws(
        () => entityPermissions(returnsString, null),
        /Entity "salaries": the permissions function returned an invalid grant: a grant is true, false or an object, got string/,
      );
    });
  });

  describe('application default', () => {
    it('applies to entities without their own rule', () => {
      const own = admin.entity('posts').permissions({ editor: true });
      const inherits = admin.entity('tags');
      const application = admin
        .application('Blog')
        .addEntity(own)
        .addEntity(inherits)
        .permissions({ editor: { delete: false } });
      const editor = user('editor');
      assert.equal(entityPermissions(own, editor, application).canView('deletion'), true);
      assert.equal(entityPermissions(inherits, editor, application).canView('deletion'), false);
      assert.equal(entityPermissions(inherits, user('guest'), application).visible, false);
      assert.equal(entityPermissions(inherits, editor).canView('deletion'), true);
    });

    it('is checked when set, naming the application and the role', () => {
      assert.throws(
        () => admin.application('Blog').permissions({ editor: { list: 'yes' } } as never),
        /Application "Blog": permissions\(\) role "editor": "list" must be a boolean, got string/,
      );
    });
  });

  describe('malformed rules throw at configuration time', () => {
    const cases: [unknown, RegExp][] = [
      [
        'editor',
        /permissions\(\) expects a function of the identity or a map of roles to grants, got string/,
      ],
      [
        [{ editor: true }],
        /expects a function of the identity or a map of roles to grants, got array/,
      ],
      [{ editor: 'all' }, /role "editor": a grant is true, false or an object, got string/],
      [{ editor: { remove: false } }, /role "editor": unknown permission "remove"/],
      [{ editor: { fields: ['title'] } }, /role "editor": "fields" must be an object, got array/],
      [
        { editor: { fields: { title: 'edit' } } },
        /role "editor": field "title" must be 'write', 'read' or 'none', got "edit"/,
      ],
      [
        { editor: { fields: { title: null } } },
        /role "editor": field "title" must be 'write', 'read' or 'none', got null/,
      ],
    ];
    for (const [rule, message] of cases) {
      it(`rejects ${JSON.stringify(rule)}`, () => {
        assert.throws(
          () => admin.entity('posts').permissions(rule as never),
          (error: unknown) =>
            error instanceof ConfigError &&
            error.message.startsWith('Entity "posts": permissions()') &&
            message.test(error.message),
        );
      });
    }

    it('keeps a copy of a role map', () => {
      const roles: Record<string, PermissionGrant> = { editor: true };
      const entity = admin.entity('posts').permissions(roles);
      roles['editor'] = false;
      assert.equal(entityPermissions(entity, user('editor')).visible, true);
    });
  });

  it('validate() reports field names of a role map that the entity does not have', () => {
    const post = admin.entity('posts');
    post.listView().fields(admin.field('title')).filters(admin.field('q'));
    post.editionView().fields(admin.field('body'));
    post.permissions({
      editor: { fields: { title: 'read', q: 'none', body: 'read', bdy: 'none' } },
    });
    assert.throws(
      () => admin.application('Blog').addEntity(post).validate(),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.length === 1 &&
        error.problems[0] ===
          'Entity "posts": permissions() role "editor" names field "bdy", which the entity does not have',
    );
  });
});

describe('versionField', () => {
  it('is none by default and names a field', () => {
    const entity = admin.entity('posts');
    assert.equal(entity.versionField(), null);
    assert.equal(entity.versionField('revision'), entity);
    assert.equal(entity.versionField(), 'revision');
    assert.equal(entity.versionField(null).versionField(), null);
  });

  it('rejects what is not a field name', () => {
    assert.throws(
      () => admin.entity('posts').versionField(''),
      /Entity "posts": versionField\(\) expects a field name, got an empty string/,
    );
    assert.throws(
      () => admin.entity('posts').versionField(3 as never),
      /Entity "posts": versionField\(\) expects a string, got number/,
    );
  });
});
