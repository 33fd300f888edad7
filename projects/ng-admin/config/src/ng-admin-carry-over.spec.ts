// A configuration written the ng-admin 1.0 way (only `nga` renamed `admin`) runs as it is:
// the settings ng-admin configurations commonly use, including the ones added for them
// (debug, unnamed template columns, HTML menu icons, listActions on nested datagrids and
// dashboard panels, dashboard template).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { ConfigError } from './config-errors';

function libraryAdmin() {
  const admin = createAdmin();
  const app = admin.application('Library back office', false).baseApiUrl('http://localhost:3000/');
  const book = admin.entity('books');
  const author = admin.entity('authors').identifier(admin.field('id'));
  const review = admin.entity('reviews').baseApiUrl('http://localhost:3001/');
  app.addEntity(book).addEntity(author).addEntity(review);

  book
    .listView()
    .title('Catalogue')
    .description('Every book, newest first')
    .infinitePagination(true)
    .fields([
      admin.field('id').label('#'),
      admin.field('title'),
      admin.field('released_on', 'date'),
      admin.field('rating', 'float').cssClasses('hidden-xs'),
      admin
        .field('quotes', 'embedded_list')
        .label('Quotes')
        .map((quotes: unknown[] | null) => (quotes ? quotes.length : ''))
        .template('{{ value }}'),
      admin
        .field('author_ids', 'reference_many')
        .targetEntity(author)
        .targetField(admin.field('name'))
        .singleApiCall((ids) => ({ id: ids })),
    ])
    .filters([admin.field('genre', 'choice').choices([{ label: 'Novel', value: 'novel' }])])
    .listActions(['show', 'edit', 'delete'])
    .entryCssClasses((entry) => (Number(entry?.values['rating']) > 4 ? 'is-loved' : ''))
    .exportFields([book.listView().fields(), admin.field('isbn')])
    .exportOptions({ quotes: true, delimiter: ';' });

  book
    .creationView()
    .fields([
      admin
        .field('title')
        .attributes({ placeholder: 'Title of the book' })
        .validation({ required: true, minlength: 2, maxlength: 200 }),
      admin.field('summary', 'text'),
      admin.field('released_on', 'date'),
    ]);

  book
    .editionView()
    .title('Edit "{{ entry.values.title }}"')
    .actions(['list', 'show', 'delete'])
    .fields([
      book.creationView().fields(),
      admin
        .field('quotes', 'embedded_list')
        .targetFields([admin.field('page', 'number'), admin.field('text')])
        .sortField('page')
        .sortDir('ASC')
        .listActions(['delete']),
      admin
        .field('reviews', 'referenced_list')
        .targetEntity(review)
        .targetReferenceField('book_id')
        .targetFields([admin.field('id').isDetailLink(true), admin.field('body')])
        .sortField('created_at')
        .listActions(['edit']),
      admin
        .field('')
        .label('')
        .template('<my-related-buttons [entry]="entry"></my-related-buttons>'),
    ]);

  review
    .listView()
    .perPage(10)
    .fields([admin.field('body', 'wysiwyg').stripTags(true)]);
  review.creationView().fields([
    admin
      .field('book_id', 'reference')
      .targetEntity(book)
      .targetField(admin.field('title'))
      .remoteComplete(true, { refreshDelay: 200, searchQuery: (search) => ({ q: search }) }),
  ]);
  author
    .listView()
    .fields([admin.field('name')])
    .batchActions([]);

  app.menu(
    admin
      .menu()
      .addChild(admin.menu(book).icon('<span class="glyphicon glyphicon-book"></span>'))
      .addChild(admin.menu(review).icon('<strong>★</strong>'))
      .addChild(admin.menu(author).icon('<span class="glyphicon glyphicon-user"></span>'))
      .addChild(
        admin.menu().title('Other').addChild(admin.menu().title('Stats').icon('').link('/stats')),
      ),
  );

  app.dashboard(
    admin
      .dashboard()
      .addCollection(
        admin
          .collection(book)
          .name('recent_books')
          .title('Recent books')
          .perPage(5)
          .fields([admin.field('title').isDetailLink(true)])
          .sortField('released_on')
          .sortDir('DESC')
          .order(2),
      )
      .addCollection(
        admin
          .collection(author)
          .title('Authors')
          .fields([admin.field('name')])
          .listActions(['show'])
          .order(1),
      )
      .template('<div class="welcome">Welcome</div>'),
  );

  return app;
}

describe('an ng-admin 1.0 style configuration', () => {
  it('configures and validates as it is', () => {
    const app = libraryAdmin();
    assert.equal(app.validate(), app);
    assert.equal(app.debug(), false);
  });

  it('keeps what it says', () => {
    const app = libraryAdmin();
    const book = app.getEntity('books');
    const edition = book.editionView();
    const unnamed = edition.fields().find((field) => field.isUnnamed());
    assert.ok(unnamed);
    assert.equal(unnamed.hasTemplate(), true);
    assert.deepEqual(
      edition.fields().map((field) => field.name()),
      ['title', 'summary', 'released_on', 'quotes', 'reviews', unnamed.name()],
    );
    assert.deepEqual(book.listView().getExportFields().length, 7);
    const menu = app.menu().children();
    assert.deepEqual(
      menu.map((entry) => [entry.title(), entry.icon(), entry.link()]),
      [
        ['Books', 'book', '/books/list'],
        ['Reviews', 'list', '/reviews/list'],
        ['Authors', 'person', '/authors/list'],
        ['Other', undefined, undefined],
      ],
    );
    assert.deepEqual(
      app
        .dashboard()
        .collections()
        .map((panel) => [panel.name(), panel.listActions()]),
      [
        ['authors', ['show']],
        ['recent_books', []],
      ],
    );
  });

  it('fails at configuration time on ng-admin methods that cannot work here', () => {
    const admin = createAdmin();
    const post = admin.entity('posts');
    const calls: [() => unknown, RegExp][] = [
      [
        () =>
          post.url(((_name: string, _type: string, id: unknown) => `/p/${String(id)}`) as never),
        /url\(\) got a function of 3 parameters/,
      ],
      [
        () => (post as unknown as { dashboardView(): unknown }).dashboardView(),
        /Entity "posts": dashboardView\(\)/,
      ],
      [
        () => (post.listView() as unknown as { template(t: string): unknown }).template('<div/>'),
        /Entity "posts", view "list": template\(\)/,
      ],
      [
        () => (admin.menu(post) as unknown as { template(t: string): unknown }).template('<a/>'),
        /Menu "Posts": template\(\)/,
      ],
      [
        () =>
          (
            admin.field('x', 'number') as unknown as { fractionSize(n: number): unknown }
          ).fractionSize(2),
        /Field "x" \(number\): fractionSize\(\)/,
      ],
    ];
    for (const [call, message] of calls) {
      assert.throws(
        call,
        (error: unknown) =>
          error instanceof ConfigError &&
          message.test(error.message) &&
          error.message.endsWith('docs/migrating-from-ng-admin.md'),
      );
    }
  });
});
