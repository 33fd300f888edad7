// ng-admin 1.0's blog demo (examples/blog/config.js of marmelab/ng-admin), ported as a
// migration would: `nga.` renamed `admin.`, everything else kept in the demo's order and
// words. Lines that had to change beyond that rename end with a `// port:` comment giving the
// reason; docs/migrating-from-ng-admin.md lists and counts them.
//
// The demo's application variable was called `admin`, the name the DSL now has, so it is
// called `app` here; `var` became `const` (the house lint rule) and a few parameters gained
// a type, which strict TypeScript asks for (`// type:` comments).
import { HttpClient } from '@angular/common/http';
import { admin, type Application, type PrepareContext } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';

/**
 * The ported blog demo: posts, comments and tags of the demo REST API, behind the dev-server
 * proxy at /api. Given to `provideNgAdmin()`, which runs it in an injection context.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildBlogDemo(), withTemplateComponents({ 'post-link': PostLink }));
 * ```
 */
export function buildBlogDemo(): Application {
  function truncate(value: string) {
    // type: the demo's parameter was untyped
    if (!value) {
      return '';
    }

    return value.length > 50 ? value.substr(0, 50) + '...' : value;
  }

  const app = admin
    .application('ng-admin blog demo') // the application's title
    .debug(false)
    .baseApiUrl('/api/'); // port: the demo API behind the dev-server proxy, not FakeRest at localhost:3000

  // Entities first, so that their views can reference each other.
  const post = admin.entity('posts'); // /api/posts/:id

  const comment = admin
    .entity('comments')
    .baseApiUrl('/api/') // port: same reason as the application's baseApiUrl
    .identifier(admin.field('id'));

  const tag = admin.entity('tags');

  const subCategories = [
    { category: 'tech', label: 'Computers', value: 'computers' },
    { category: 'tech', label: 'Gadgets', value: 'gadgets' },
    { category: 'lifestyle', label: 'Fashion', value: 'fashion' }, // port: the demo API's subcategories (ng-admin's data said Travel)
    { category: 'lifestyle', label: 'Health', value: 'health' }, // port: the demo API's subcategories (ng-admin's data said Fitness)
  ];

  app.addEntity(post).addEntity(tag).addEntity(comment);

  // Posts

  post
    .listView()
    .title('All posts')
    .description('List of posts with infinite pagination')
    .infinitePagination(true)
    .fields([
      admin.field('id').label('id'),
      admin.field('title'),
      admin.field('published_at', 'date'),
      admin.field('average_note', 'float').cssClasses('hidden-xs'),
      admin.field('views', 'number').cssClasses('hidden-xs'),
      admin
        .field('backlinks', 'embedded_list')
        .label('Links')
        .map((links) => (links ? links.length : ''))
        .template('{{ value }}'),
      admin
        .field('tags', 'reference_many')
        .targetEntity(tag)
        .targetField(admin.field('name'))
        .cssClasses('hidden-xs')
        .singleApiCall((ids) => {
          return { id: ids };
        }),
    ])
    .filters([
      admin
        .field('category', 'choice')
        .choices([
          { label: 'Tech', value: 'tech' },
          { label: 'Lifestyle', value: 'lifestyle' },
        ])
        .label('Category'),
      admin.field('subcategory', 'choice').choices(subCategories).label('Subcategory'),
    ])
    .listActions(['show', 'edit', 'delete'])
    .entryCssClasses(function (entry: any) {
      // type: the row's entry
      return entry.values.views > 300 ? 'is-popular' : ''; // port: ng-admin gave this function entry.values, @ng-admin/core gives the entry
    })
    .exportFields([
      post.listView().fields(), // the list's fields, reused
      admin.field('category', 'choice').choices([
        { label: 'Tech', value: 'tech' },
        { label: 'Lifestyle', value: 'lifestyle' },
      ]),
      admin.field('subcategory', 'choice').choices(function (entry) {
        return subCategories.filter(function (c) {
          return c.category === entry.values.category;
        });
      }),
    ])
    .exportOptions({
      quotes: true,
      delimiter: ';',
    });

  post
    .creationView()
    .fields([
      admin
        .field('title')
        .attributes({ placeholder: 'the post title' })
        .validation({ required: true, minlength: 3, maxlength: 100 }),
      admin.field('teaser', 'text'),
      admin.field('body', 'wysiwyg'),
      admin.field('published_at', 'date'),
    ]);

  post
    .editionView()
    .title('Edit post "{{ entry.values.title }}"')
    .actions(['list', 'show', 'delete'])
    .fields([
      post.creationView().fields(),
      admin.field('category', 'choice').choices([
        { label: 'Tech', value: 'tech' },
        { label: 'Lifestyle', value: 'lifestyle' },
      ]),
      admin
        .field('subcategory', 'choice')
        .choices(function (entry) {
          return subCategories.filter(function (c) {
            return c.category === entry.values.category;
          });
        })
        .template(
          '<ma-field ng-if="entry.values.category" field="::field" value="entry.values[field.name()]" entry="entry" entity="::entity" form="formController.form" datastore="::formController.dataStore"></ma-field>',
          true,
        ),
      admin
        .field('tags', 'reference_many')
        .targetEntity(tag)
        .targetField(admin.field('name'))
        .attributes({ placeholder: 'Select some tags...' })
        .remoteComplete(true, {
          refreshDelay: 300,
          searchQuery: function (search) {
            return { q: search };
          },
        })
        .singleApiCall((ids) => {
          return { id: ids };
        })
        .cssClasses('col-sm-4'),
      admin.field('pictures', 'json'),
      admin.field('views', 'number').cssClasses('col-sm-4'),
      admin.field('average_note', 'float').cssClasses('col-sm-4'),
      admin
        .field('backlinks', 'embedded_list')
        .targetFields([admin.field('date', 'datetime'), admin.field('url').cssClasses('col-lg-10')])
        .sortField('date')
        .sortDir('DESC'),
      admin
        .field('comments', 'referenced_list')
        .targetEntity(admin.entity('comments'))
        .targetReferenceField('post_id')
        .targetFields([
          admin.field('id').isDetailLink(true),
          admin.field('created_at').label('Posted'),
          admin.field('body').label('Comment'),
        ])
        .sortField('created_at')
        .sortDir('DESC')
        .listActions(['edit']),
      admin
        .field('')
        .label('')
        .template(
          '<span class="pull-right"><ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }" size="sm"></ma-filtered-list-button><ma-create-button entity-name="comments" size="sm" label="Create related comment" default-values="{ post_id: entry.values.id }"></ma-create-button></span>',
        ),
    ]);

  post.showView().fields([
    admin.field('id'),
    admin.field('title'),
    admin.field('teaser'),
    admin.field('body', 'wysiwyg'),
    admin.field('published_at', 'date'),
    admin.field('category', 'choice').choices([
      { label: 'Tech', value: 'tech' },
      { label: 'Lifestyle', value: 'lifestyle' },
    ]),
    admin.field('subcategory', 'choice').choices(subCategories),
    admin.field('tags', 'reference_many').targetEntity(tag).targetField(admin.field('name')),
    admin.field('pictures', 'json'),
    admin.field('views', 'number'),
    admin.field('average_note', 'float'),
    admin
      .field('backlinks', 'embedded_list')
      .targetFields([admin.field('date', 'datetime'), admin.field('url')])
      .sortField('date')
      .sortDir('DESC'),
    admin
      .field('comments', 'referenced_list')
      .targetEntity(admin.entity('comments'))
      .targetReferenceField('post_id')
      .targetFields([
        admin.field('id').isDetailLink(true),
        admin.field('created_at').label('Posted'),
        admin.field('body').label('Comment'),
      ])
      .sortField('created_at')
      .sortDir('DESC')
      .listActions(['edit']),
    admin
      .field('')
      .label('')
      .template(
        '<span class="pull-right"><ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }" size="sm"></ma-filtered-list-button><ma-create-button entity-name="comments" size="sm" label="Create related comment" default-values="{ post_id: entry.values.id }"></ma-create-button></span>',
      ),
    admin.field('custom_action').label('').template('<send-email post="entry"></send-email>'),
  ]);

  // Comments

  comment
    .listView()
    .title('Comments')
    .perPage(10)
    .fields([
      admin.field('created_at', 'date').label('Posted'),
      admin.field('author.name').label('Author').cssClasses('hidden-xs'),
      admin.field('body', 'wysiwyg').stripTags(true).map(truncate),
      admin
        .field('post_id', 'reference')
        .label('Post')
        .targetEntity(post)
        .targetField(admin.field('title').map(truncate))
        .cssClasses('hidden-xs')
        .singleApiCall((ids) => {
          return { id: ids };
        }),
    ])
    .filters([
      admin
        .field('q')
        .label('')
        .pinned(true)
        // port: the demo's template was a text input bound with ng-model, which templates do not
        // support (they only display values): the string filter's own input, with its placeholder.
        .attributes({ placeholder: 'Search' })
        .transform((v) => v && v.toUpperCase())
        .map((v) => v && v.toLowerCase()),
      admin
        .field('created_at', 'date')
        .label('Posted')
        .attributes({ placeholder: 'Filter by date' }),
      admin
        .field('post_id', 'reference')
        .label('Post')
        .targetEntity(post)
        .targetField(admin.field('title'))
        .remoteComplete(true, {
          refreshDelay: 200,
          searchQuery: function (search) {
            return { q: search };
          },
        }),
    ])
    .listActions(['edit', 'delete']);

  comment.creationView().fields([
    admin.field('created_at', 'date').label('Posted').defaultValue(new Date()),
    admin.field('author.name').label('Author'),
    admin.field('body', 'wysiwyg'),
    admin
      .field('post_id', 'reference')
      .label('Post')
      .targetEntity(post)
      .targetField(admin.field('title').map(truncate))
      .sortField('title')
      .sortDir('ASC')
      .validation({ required: true })
      .remoteComplete(true, {
        refreshDelay: 200,
        searchQuery: function (search) {
          return { q: search };
        },
      }),
  ]);

  comment
    .editionView()
    .fields(comment.creationView().fields())
    .fields([admin.field('').label('').template('<post-link entry="entry"></post-link>')]);

  comment.deletionView().title('Deletion confirmation');

  // Tags

  tag
    .listView()
    .infinitePagination(false)
    .fields([
      admin.field('id').label('ID'),
      admin.field('name'),
      admin.field('published', 'boolean').cssClasses(function (entry) {
        if (entry && entry.values) {
          if (entry.values.published) {
            return 'bg-success text-center';
          }
          return 'bg-warning text-center';
        }
        return ''; // type: the CssClasses type wants classes where the demo fell through with undefined
      }),
      admin
        .field('custom')
        .label('Upper name')
        .template('{{ entry.values.name.toUpperCase() }}')
        .cssClasses('hidden-xs'),
      admin.field('nb_posts'),
    ])
    .filters([
      admin.field('published').label('Not yet published').template(' ').defaultValue(false),
    ])
    .batchActions([])
    .listActions(['show', 'edit']);

  // The number of posts of each tag, counted from every post.
  tag.listView().prepare([
    HttpClient,
    function (http: HttpClient, { entries }: PrepareContext) {
      // port: Restangular became HttpClient; entries comes in the context
      return firstValueFrom(
        http.get<{ tags: number[] }[]>('/api/posts', { params: { _perPage: 1000 } }),
      ) // port: Restangular.allUrl('posts').getList(); the demo API pages by 30
        .then(function (posts) {
          // port: HttpClient gives the body, Restangular a response with data
          const nbPostsByTag: Record<string, number> = {}; // type: a map of counts
          posts.forEach(function (post) {
            // port: the body itself, not response.data
            post.tags.forEach(function (tagId) {
              if (!nbPostsByTag[tagId]) {
                nbPostsByTag[tagId] = 0;
              }
              nbPostsByTag[tagId]++;
            });
          });
          entries!.map(function (tag) {
            // type: entries is set in list views
            tag.values.nb_posts = nbPostsByTag[tag.identifierValue as number]; // type: the identifier is a number here
          });
        });
    },
  ]);

  tag.editionView().fields([
    admin.field('name'),
    admin.field('published', 'boolean').validation({
      required: true,
    }),
  ]);

  tag.showView().fields([admin.field('name'), admin.field('published', 'boolean')]);

  // Header
  const customHeaderTemplate =
    '<div class="navbar-header">' +
    // port: templates cannot assign (isCollapsed = !isCollapsed); the header scope toggles the navigation.
    '<button type="button" class="navbar-toggle" ng-click="toggleNavigation()">' +
    '<span class="icon-bar"></span>' +
    '<span class="icon-bar"></span>' +
    '<span class="icon-bar"></span>' +
    '</button>' +
    '<a class="navbar-brand" href="#" ng-click="appController.displayHome()">ng-admin backend demo</a>' +
    '</div>' +
    '<p class="navbar-text navbar-right hidden-xs">' +
    '<a href="https://github.com/marmelab/ng-admin/blob/master/examples/blog/config.js"><span class="glyphicon glyphicon-sunglasses"></span>&nbsp;View Source</a>' +
    '</p>';
  app.header(customHeaderTemplate);

  // Menu
  app.menu(
    admin
      .menu()
      .addChild(admin.menu(post).icon('<span class="glyphicon glyphicon-file"></span>'))
      .addChild(
        admin.menu(comment).icon('<strong style="font-size:1.3em;line-height:1em">✉</strong>'),
      )
      .addChild(admin.menu(tag).icon('<span class="glyphicon glyphicon-tags"></span>'))
      .addChild(
        admin.menu().title('Other').addChild(admin.menu().title('Stats').icon('').link('/stats')),
      ),
  );

  // Dashboard
  const customDashboardTemplate =
    '<div class="row dashboard-starter"></div>' +
    '<div class="row dashboard-content"><div class="col-lg-12"><div class="alert alert-info">' +
    'Welcome to the demo! Fell free to explore and modify the data. We reset it every few minutes.' +
    '</div></div></div>' +
    '<div class="row dashboard-content">' +
    '<div class="col-lg-12">' +
    '<div class="panel panel-default">' +
    '<ma-dashboard-panel collection="dashboardController.collections.comments" entries="dashboardController.entries.comments" datastore="dashboardController.datastore"></ma-dashboard-panel>' +
    '</div>' +
    '</div>' +
    '</div>' +
    '<div class="row dashboard-content">' +
    '<div class="col-lg-6">' +
    '<div class="panel panel-green">' +
    '<ma-dashboard-panel collection="dashboardController.collections.recent_posts" entries="dashboardController.entries.recent_posts" datastore="dashboardController.datastore"></ma-dashboard-panel>' +
    '</div>' +
    '<div class="panel panel-green">' +
    '<ma-dashboard-panel collection="dashboardController.collections.popular_posts" entries="dashboardController.entries.popular_posts" datastore="dashboardController.datastore"></ma-dashboard-panel>' +
    '</div>' +
    '</div>' +
    '<div class="col-lg-6">' +
    '<div class="panel panel-yellow">' +
    '<ma-dashboard-panel collection="dashboardController.collections.tags" entries="dashboardController.entries.tags" datastore="dashboardController.datastore"></ma-dashboard-panel>' +
    '</div>' +
    '</div>' +
    '</div>';
  app.dashboard(
    admin
      .dashboard()
      .addCollection(
        admin
          .collection(post)
          .name('recent_posts')
          .title('Recent posts')
          .perPage(5)
          .fields([
            admin.field('published_at', 'date').label('Published').format('MMM d'),
            admin.field('title').isDetailLink(true).map(truncate),
            admin.field('views', 'number'),
          ])
          .sortField('published_at')
          .sortDir('DESC')
          .order(1),
      )
      .addCollection(
        admin
          .collection(post)
          .name('popular_posts')
          .title('Popular posts')
          .perPage(5)
          .fields([
            admin.field('published_at', 'date').label('Published').format('MMM d'),
            admin.field('title').isDetailLink(true).map(truncate),
            admin.field('views', 'number'),
          ])
          .sortField('views')
          .sortDir('DESC')
          .order(3),
      )
      .addCollection(
        admin
          .collection(comment)
          .title('Last comments')
          .perPage(10)
          .fields([
            admin.field('created_at', 'date').label('Posted'),
            admin
              .field('body', 'wysiwyg')
              .label('Comment')
              .stripTags(true)
              .map(truncate)
              .isDetailLink(true),
            admin
              .field('post_id', 'reference')
              .label('Post')
              .targetEntity(post)
              .targetField(admin.field('title').map(truncate)),
          ])
          .sortField('created_at')
          .sortDir('DESC')
          .order(2),
      )
      .addCollection(
        admin
          .collection(tag)
          .title('Tags publication status')
          .perPage(10)
          .fields([
            admin.field('name'),
            admin.field('published', 'boolean').label('Is published ?'),
          ])
          .listActions(['show'])
          .order(4),
      )
      .template(customDashboardTemplate),
  );

  return app; // port: provideNgAdmin() takes the application, where ng-admin called nga.configure(admin)
}
