import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { Application } from './application';
import { ConfigError } from './config-errors';
import { Dashboard } from './dashboard';
import { Menu } from './menu';

const admin = createAdmin();

function blog() {
  const post = admin.entity('posts');
  const comment = admin.entity('comments');
  const tag = admin.entity('tags');
  post
    .listView()
    .fields(
      admin.field('id'),
      admin.field('title'),
      admin.field('views', 'number'),
      admin.field('x'),
    );
  comment.listView().fields(admin.field('body', 'text'));
  return { post, comment, tag };
}

describe('Application', () => {
  it('title is set at creation and can be changed', () => {
    const app = admin.application('Blog admin');
    assert.ok(app instanceof Application);
    assert.equal(app.title(), 'Blog admin');
    assert.equal(app.title('Other').title(), 'Other');
    assert.equal(admin.application().title(), 'ng-admin');
  });

  it('baseApiUrl defaults to /', () => {
    const app = admin.application('x');
    assert.equal(app.baseApiUrl(), '/');
    assert.equal(app.baseApiUrl('http://localhost:3000/').baseApiUrl(), 'http://localhost:3000/');
  });

  describe('entities', () => {
    it('addEntity chains and keeps the order; entities is a read-only copy', () => {
      const { post, comment } = blog();
      const app = admin.application('x');
      assert.equal(app.addEntity(post).addEntity(comment), app);
      assert.deepEqual(app.entities, [post, comment]);
      (app.entities as unknown[]).pop();
      assert.equal(app.entities.length, 2);
    });

    it('adding the same entity twice is a no-op; another one with the same name throws', () => {
      const { post } = blog();
      const app = admin.application('x').addEntity(post).addEntity(post);
      assert.equal(app.entities.length, 1);
      assert.throws(
        () => app.addEntity(admin.entity('posts')),
        /an entity named "posts" was already added/,
      );
      assert.throws(() => app.addEntity('posts' as never), /addEntity\(\) expects an entity/);
    });

    it('getEntity finds by name and throws naming an unknown one and the known ones', () => {
      const { post, comment } = blog();
      const app = admin.application('x').addEntity(post).addEntity(comment);
      assert.equal(app.getEntity('comments'), comment);
      assert.equal(app.hasEntity('posts'), true);
      assert.equal(app.hasEntity('users'), false);
      assert.throws(
        () => app.getEntity('users'),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message === 'Unknown entity "users". Known entities: posts, comments',
      );
    });
  });

  describe('menu', () => {
    it('is built from the entities with an enabled list view when not set', () => {
      const { post, comment, tag } = blog();
      const app = admin.application('x').addEntity(post).addEntity(tag).addEntity(comment);
      const menu = app.menu();
      assert.ok(menu instanceof Menu);
      assert.deepEqual(
        menu.children().map((child) => [child.title(), child.link(), child.entity()]),
        [
          ['Posts', '/posts/list', post],
          ['Comments', '/comments/list', comment],
        ],
      );
      assert.deepEqual(app.buildMenuFromEntities().children().length, 2);
    });

    it('is the given menu when set', () => {
      const custom = admin.menu().addChild(admin.menu().title('Home').link('/'));
      const app = admin.application('x').addEntity(blog().post);
      assert.equal(app.menu(custom), app);
      assert.equal(app.menu(), custom);
      assert.throws(() => app.menu({} as never), /menu\(\) expects a menu/);
    });
  });

  describe('dashboard', () => {
    it('is built with one panel per entity with a list view, its first 3 fields', () => {
      const { post, comment, tag } = blog();
      post.listView().sortField('views').sortDir('ASC').permanentFilters({ published: true });
      const app = admin.application('x').addEntity(post).addEntity(tag).addEntity(comment);
      const dashboard = app.dashboard();
      assert.ok(dashboard instanceof Dashboard);
      const [posts, comments, ...rest] = dashboard.collections();
      assert.equal(rest.length, 0);
      assert.equal(posts?.entity, post);
      assert.equal(posts?.title(), 'Posts');
      assert.deepEqual(
        posts?.fields().map((field) => field.name()),
        ['id', 'title', 'views'],
      );
      assert.equal(posts?.sortField(), 'views');
      assert.equal(posts?.sortDir(), 'ASC');
      assert.deepEqual(posts?.permanentFilters(), { published: true });
      assert.equal(comments?.entity, comment);
      assert.equal(comments?.fields().length, 1);
    });

    it('leaves out entities whose list view is disabled', () => {
      const { post, comment } = blog();
      comment.listView().disable();
      const app = admin.application('x').addEntity(post).addEntity(comment);
      assert.deepEqual(
        app
          .dashboard()
          .collections()
          .map((collection) => collection.name()),
        ['posts'],
      );
      assert.equal(app.menu().children().length, 1);
    });

    it('is the given dashboard when set', () => {
      const custom = admin.dashboard();
      const app = admin.application('x');
      assert.equal(app.dashboard(custom).dashboard(), custom);
      assert.throws(() => app.dashboard([] as never), /dashboard\(\) expects a dashboard/);
    });
  });

  it('header defaults to null and takes a template string', () => {
    const app = admin.application('x');
    assert.equal(app.header(), null);
    assert.equal(app.header('<h1>Blog</h1>').header(), '<h1>Blog</h1>');
    assert.throws(() => app.header(1 as never), /header\(\) expects a string/);
  });

  describe('errorMessage', () => {
    it('builds a message from the response status and body by default', () => {
      const app = admin.application('x');
      assert.equal(typeof app.errorMessage(), 'function');
      assert.equal(
        app.getErrorMessage({ status: 500, error: { message: 'boom' } }),
        'Oops, an error occurred : (code: 500) {"message":"boom"}',
      );
      assert.equal(
        app.getErrorMessage({ status: 404, data: 'Not found' }),
        'Oops, an error occurred : (code: 404) Not found',
      );
      assert.equal(
        app.getErrorMessage(new Error('offline')),
        'Oops, an error occurred : (code: unknown) offline',
      );
    });

    it('takes a string or a function of the response', () => {
      const app = admin.application('x').errorMessage('Something went wrong');
      assert.equal(app.getErrorMessage({ status: 500 }), 'Something went wrong');
      app.errorMessage((response: { status: number }) => `Error ${response.status}`);
      assert.equal(app.getErrorMessage({ status: 418 }), 'Error 418');
      assert.throws(
        () => app.errorMessage(3 as never),
        /errorMessage\(\) expects a string or a function/,
      );
    });
  });

  describe('validate', () => {
    it('returns the application when the configuration is complete', () => {
      const { post, comment } = blog();
      comment
        .listView()
        .fields(
          admin.field('post_id', 'reference').targetEntity(post).targetField(admin.field('title')),
        );
      const app = admin.application('x').addEntity(post).addEntity(comment);
      assert.equal(app.validate(), app);
    });

    it('throws one ConfigError listing every problem with entity, view and field', () => {
      const { post, comment } = blog();
      comment.listView().fields(admin.field('post_id', 'reference'));
      comment.listView().filters(admin.field('post_id', 'reference').targetEntity(post));
      post.showView().fields(admin.field('comments', 'referenced_list').targetEntity(comment));
      post
        .editionView()
        .fields(admin.field('tags', 'reference_many').targetField(admin.field('name')));
      const app = admin.application('Blog').addEntity(post).addEntity(comment);
      assert.throws(
        () => app.validate(),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.deepEqual(error.problems, [
            'Entity "posts", view "edition", field "tags": a reference_many field needs targetEntity()',
            'Entity "posts", view "show", field "comments": a referenced_list field needs targetReferenceField()',
            'Entity "comments", view "list", field "post_id": a reference field needs targetEntity()',
            'Entity "comments", view "list", field "post_id": a reference field needs targetField()',
            'Entity "comments", view "list", filter "post_id": a reference field needs targetField()',
          ]);
          assert.match(
            error.message,
            /^Application "Blog": 5 problems in the configuration:\n- Entity "posts"/,
          );
          return true;
        },
      );
    });

    it('skips disabled views and checks export fields and dashboard panels', () => {
      const { post } = blog();
      post.editionView().fields(admin.field('author_id', 'reference'));
      post.readOnly();
      admin.application('x').addEntity(post).validate();

      post.listView().exportFields(admin.field('author_id', 'reference'));
      const dashboard = admin
        .dashboard()
        .addCollection(admin.collection(post).fields(admin.field('tags', 'reference_many')));
      const app = admin.application('x').addEntity(post).dashboard(dashboard);
      assert.throws(
        () => app.validate(),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.equal(error.problems.length, 4);
          assert.match(
            error.problems[0] ?? '',
            /^Entity "posts", view "list", export field "author_id"/,
          );
          assert.match(error.problems[2] ?? '', /^Dashboard, Collection "posts", field "tags"/);
          return true;
        },
      );
    });

    it('checks the nested fields of embedded lists', () => {
      const { post } = blog();
      post
        .showView()
        .fields(
          admin
            .field('comments', 'embedded_list')
            .targetFields([admin.field('author', 'reference')]),
        );
      assert.throws(
        () => admin.application('x').addEntity(post).validate(),
        /Entity "posts", view "show", field "comments": target field "author": a reference field needs targetEntity\(\)/,
      );
    });
  });
});

describe('Application: settings carried over from ng-admin', () => {
  it('debug is on by default, as in nga.application(title, debug), and is a boolean', () => {
    assert.equal(admin.application('Blog').debug(), true);
    assert.equal(admin.application('Blog', false).debug(), false);
    const app = admin.application('Blog');
    assert.equal(app.debug(false), app);
    assert.equal(app.debug(), false);
    assert.throws(
      () => app.debug('no' as never),
      /Application "Blog": debug\(\) expects a boolean, got string/,
    );
    assert.throws(() => admin.application('Blog', 1 as never), /application\(\) expects a boolean/);
  });

  it('getErrorMessageFor prefers the view’s message, then the entity’s, then the application’s', () => {
    const post = admin.entity('posts');
    const app = admin.application('Blog').addEntity(post).errorMessage('application');
    const response = { status: 500 };
    assert.equal(app.getErrorMessageFor(post.listView(), response), 'application');
    post.errorMessage((failed: { status: number }) => `entity ${failed.status}`);
    assert.equal(app.getErrorMessageFor(post.listView(), response), 'entity 500');
    post.listView().errorMessage('list view');
    assert.equal(app.getErrorMessageFor(post.listView(), response), 'list view');
    assert.equal(app.getErrorMessageFor(post.editionView(), response), 'entity 500');
    assert.equal(post.editionView().errorMessage(), null);
    assert.throws(
      () => post.errorMessage(3 as never),
      /Entity "posts": errorMessage\(\) expects a string or a function/,
    );
  });

  it('getEntityNames lists the entity names in the order they were added', () => {
    const app = admin
      .application()
      .addEntity(admin.entity('tags'))
      .addEntity(admin.entity('posts'));
    assert.deepEqual(app.getEntityNames(), ['tags', 'posts']);
  });

  it('the menu and dashboard built from the entities follow entity.order()', () => {
    const entities = ['posts', 'comments', 'tags'].map((name) => {
      const entity = admin.entity(name);
      entity.listView().fields(admin.field('id'));
      return entity;
    });
    const app = admin.application();
    entities.forEach((entity) => app.addEntity(entity));
    entities[2]!.order(-1);
    entities[0]!.order(5);
    const menuTitles = app
      .menu()
      .children()
      .map((menu) => menu.title());
    assert.deepEqual(menuTitles, ['Tags', 'Comments', 'Posts']);
    const panels = app
      .dashboard()
      .collections()
      .map((collection) => collection.name());
    assert.deepEqual(panels, ['tags', 'comments', 'posts']);
    assert.equal(entities[1]!.order(), null);
  });
});

describe('configuredErrorMessageFor', () => {
  it('is null until a view, its entity or the application configures a message', () => {
    const posts = admin.entity('posts');
    const app = admin.application('Blog').addEntity(posts);
    const view = posts.editionView();
    assert.equal(app.configuredErrorMessageFor(view, { status: 500 }), null);
    app.errorMessage((response: { status: number }) => `App ${response.status}`);
    assert.equal(app.configuredErrorMessageFor(view, { status: 500 }), 'App 500');
    posts.errorMessage('Entity message');
    assert.equal(app.configuredErrorMessageFor(view, { status: 500 }), 'Entity message');
    view.errorMessage('View message');
    assert.equal(app.configuredErrorMessageFor(view, { status: 500 }), 'View message');
  });
});
