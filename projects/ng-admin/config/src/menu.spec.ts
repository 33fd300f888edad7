import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { Menu } from './menu';

const admin = createAdmin();

describe('Menu', () => {
  it('has no title, icon or link by default, no children, and autoClose', () => {
    const menu = admin.menu();
    assert.ok(menu instanceof Menu);
    assert.equal(menu.title(), undefined);
    assert.equal(menu.icon(), undefined);
    assert.equal(menu.link(), undefined);
    assert.deepEqual(menu.children(), []);
    assert.equal(menu.hasChildren(), false);
    assert.equal(menu.autoClose(), true);
    assert.equal(menu.entity(), undefined);
  });

  it('sets title, icon, link and autoClose, chainable', () => {
    const menu = admin.menu().title('Help').icon('help').link('/help').autoClose(false);
    assert.equal(menu.title(), 'Help');
    assert.equal(menu.icon(), 'help');
    assert.equal(menu.link(), '/help');
    assert.equal(menu.autoClose(), false);
    assert.throws(() => menu.title(1 as never), /Menu "Help": title\(\) expects a string/);
  });

  it('is prefilled from an entity: label, list link and icon, overridable', () => {
    const post = admin.entity('blog_posts');
    const menu = admin.menu(post);
    assert.equal(menu.entity(), post);
    assert.equal(menu.title(), 'Blog Posts');
    assert.equal(menu.link(), '/blog_posts/list');
    assert.equal(menu.icon(), 'list');
    post.label('Articles');
    assert.equal(menu.title(), 'Articles', 'follows the entity label until set');
    menu.title('Posts').icon('article').link('/blog_posts/list?sortField=title');
    assert.equal(menu.title(), 'Posts');
    assert.equal(menu.icon(), 'article');
    assert.equal(menu.link(), '/blog_posts/list?sortField=title');
    assert.throws(() => admin.menu('posts' as never), /entity\(\) expects an entity/);
  });

  it('holds children', () => {
    const posts = admin.menu().title('Posts');
    const tags = admin.menu().title('Tags');
    const root = admin.menu();
    assert.equal(root.addChild(posts).addChild(tags), root);
    assert.deepEqual(root.children(), [posts, tags]);
    assert.equal(root.hasChildren(), true);
    assert.equal(root.getChildByTitle('Tags'), tags);
    root.children([tags]);
    assert.deepEqual(root.children(), [tags]);
    assert.throws(() => root.addChild({} as never), /addChild\(\) expects a menu/);
  });

  describe('active state', () => {
    it('an entity menu is active on every page of its entity', () => {
      const menu = admin.menu(admin.entity('posts'));
      assert.equal(menu.isActive('/posts/list'), true);
      assert.equal(menu.isActive('/posts/edit/3'), true);
      assert.equal(menu.isActive('/postscripts/list'), false);
      assert.equal(menu.isActive('/comments/list'), false);
    });

    it('another menu is active on its link and below', () => {
      const menu = admin.menu().link('/help');
      assert.equal(menu.isActive('/help'), true);
      assert.equal(menu.isActive('/help/faq'), true);
      assert.equal(menu.isActive('/help?x=1'), true);
      assert.equal(menu.isActive('/helpdesk'), false);
      assert.equal(admin.menu().isActive('/'), false);
      const home = admin.menu().link('/');
      assert.equal(home.isActive('/'), true);
      assert.equal(home.isActive('/posts/list'), false);
      const filtered = admin.menu().link('/posts/list?sortField=title');
      assert.equal(filtered.isActive('/posts/list?page=2'), true);
    });

    it('active takes a custom function', () => {
      const isHome = (url: string) => url === '/';
      const menu = admin.menu().active(isHome);
      assert.equal(menu.active(), isHome);
      assert.equal(menu.isActive('/'), true);
      assert.throws(() => menu.active('/' as never), /active\(\) expects a function/);
    });

    it('isChildActive looks at all descendants', () => {
      const tags = admin.menu(admin.entity('tags'));
      const root = admin.menu().addChild(admin.menu().title('Settings').addChild(tags));
      assert.equal(root.isChildActive('/tags/list'), true);
      assert.equal(root.isChildActive('/posts/list'), false);
    });
  });

  it('has a unique id', () => {
    assert.notEqual(admin.menu().uniqueId, admin.menu().uniqueId);
  });
});

describe('Menu: ng-admin icons and links', () => {
  it('maps HTML and class icons to Material names', () => {
    assert.equal(
      admin.menu().icon('<span class="glyphicon glyphicon-user"></span>').icon(),
      'person',
    );
    assert.equal(admin.menu().icon('fa fa-tags').icon(), 'label');
    assert.equal(admin.menu().icon('settings').icon(), 'settings');
    assert.equal(admin.menu().icon('').icon(), '');
  });

  it('keeps the default icon when an icon has no Material counterpart', () => {
    const post = admin.entity('posts');
    assert.equal(admin.menu(post).icon('<strong>✉</strong>').icon(), 'list');
    assert.equal(admin.menu().icon('<strong>✉</strong>').icon(), undefined);
    assert.throws(() => admin.menu().icon(3 as never), /icon\(\) expects a string, got number/);
  });

  it('isLink tells a link from a group', () => {
    assert.equal(admin.menu().title('Other').isLink(), false);
    assert.equal(admin.menu().link('/stats').isLink(), true);
    assert.equal(admin.menu(admin.entity('posts')).isLink(), true);
  });
});
