import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { FieldGroup, isFieldGroup } from './field-group';

const admin = createAdmin();

describe('Tabs and sections', () => {
  it('admin.tab() and admin.section() make groups of fields with a label and a key', () => {
    const title = admin.field('title');
    const slug = admin.field('slug');
    const seo = admin.section('Search engines', [slug]);
    const tab = admin.tab('Content & SEO', [title, [seo]]);
    assert.ok(tab instanceof FieldGroup);
    assert.equal(tab.kind, 'tab');
    assert.equal(seo.kind, 'section');
    assert.equal(tab.label(), 'Content & SEO');
    assert.equal(tab.key(), 'content-seo');
    assert.equal(admin.tab('Détails', []).key(), 'details');
    assert.equal(admin.tab('!!', []).key(), 'tab');
    assert.deepEqual(tab.items(), [title, seo]);
    assert.deepEqual(tab.fields(), [title, slug]);
    assert.equal(String(tab), 'Tab "Content & SEO"');
    assert.equal(isFieldGroup(tab), true);
    assert.equal(isFieldGroup(title), false);
  });

  it('refuse an empty label, a tab inside a group and a section inside a section', () => {
    assert.throws(() => admin.tab('', []), /admin\.tab\(\) needs a non-empty label, got ""/);
    assert.throws(
      () => admin.section(42 as never, []),
      /admin\.section\(\) needs a non-empty label, got number/,
    );
    assert.throws(
      () => admin.tab('Outer', [admin.tab('Inner', [])]),
      /Tab "Outer": Tab "Inner" cannot be inside a tab; tabs go at the top level of a view/,
    );
    assert.throws(
      () => admin.section('Outer', [admin.section('Inner', [])]),
      /Section "Outer": Section "Inner" cannot be inside a section; sections go at the top level or inside a tab/,
    );
    assert.throws(
      () => admin.tab('Content', ['title' as never]),
      /Tab "Content": expects fields \(created with admin\.field\(\)\), sections or arrays of them, got string at \[0\]/,
    );
    assert.throws(
      () => admin.section('SEO', 'slug' as never),
      /Section "SEO": expects an array of fields, got string/,
    );
  });

  describe('in a view', () => {
    it('fields() stays the flat list of fields; layout() gives the groups in the order given', () => {
      const posts = admin.entity('posts');
      const title = admin.field('title');
      const body = admin.field('body', 'wysiwyg');
      const cover = admin.field('cover', 'file');
      const date = admin.field('published_at', 'date');
      const id = admin.field('id');
      const content = admin.tab('Content', [title, body]);
      const media = admin.tab('Media', [admin.section('Pictures', [cover])]);
      const view = posts.creationView().fields(id, content, [media], date);
      assert.deepEqual(view.fields(), [id, title, body, cover, date]);
      assert.deepEqual(view.layout(), [id, content, media, date]);
      assert.equal(view.hasTabs(), true);
      assert.equal(view.getField('cover'), cover);
    });

    it('layout() given to another view brings the fields with their groups', () => {
      const posts = admin.entity('posts');
      const content = admin.tab('Content', [admin.field('title')]);
      posts.creationView().fields(content);
      const views = admin.field('views', 'number');
      const stats = admin.tab('Statistics', [views]);
      const edition = posts.editionView().fields(posts.creationView().layout(), stats);
      assert.deepEqual(edition.layout(), [content, stats]);
      assert.deepEqual(
        edition.fields().map((field) => field.name()),
        ['title', 'views'],
      );
      // fields() of another view gives the fields without their groups, as before.
      const show = posts.showView().fields(posts.creationView().fields());
      assert.equal(show.hasTabs(), false);
      assert.deepEqual(show.layout(), posts.creationView().fields());
    });

    it('removeFields() forgets the groups too', () => {
      const view = admin
        .entity('posts')
        .showView()
        .fields(admin.tab('A', [admin.field('a')]));
      view.removeFields();
      assert.deepEqual(view.layout(), []);
      assert.equal(view.hasTabs(), false);
    });

    it('are refused by lists, filters and the other views, naming entity and view', () => {
      const posts = admin.entity('posts');
      const tab = admin.tab('Content', [admin.field('title')]);
      assert.throws(
        () => posts.listView().fields(tab),
        /Entity "posts", view "list": fields\(\) got Tab "Content": tabs and sections group the fields of creation, edition and show views/,
      );
      assert.throws(
        () => posts.deletionView().fields([tab]),
        /Entity "posts", view "deletion": fields\(\) got Tab "Content"/,
      );
      assert.throws(
        () => posts.listView().filters(tab as never),
        /Entity "posts", view "list": filters\(\) takes fields, not Tab "Content"/,
      );
    });

    it('refuse a tab given twice, and two tabs whose labels give the same key', () => {
      const posts = admin.entity('posts');
      const tab = admin.tab('Content', [admin.field('title')]);
      assert.throws(
        () => posts.editionView().fields(tab, tab),
        /Entity "posts", view "edition": fields\(\) got Tab "Content" twice/,
      );
      assert.throws(
        () => posts.showView().fields(admin.tab('Media', []), admin.tab('media!', [])),
        /Entity "posts", view "show": fields\(\) got Tab "media!" and Tab "Media", which have the same key "media" in the page address/,
      );
    });
  });
});
