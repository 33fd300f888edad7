import { inject } from '@angular/core';
import { Router } from '@angular/router';
import { NgaLinks } from '@ng-admin/core';
import { admin, type SubmitSuccessContext } from '@ng-admin/core/config';
import { PublishLog } from '../publish-log';
import type { BlogEntities } from './blog-admin';

const categories = [
  { label: 'Tech', value: 'tech' },
  { label: 'Lifestyle', value: 'lifestyle' },
];

const subcategories: Record<string, { label: string; value: string }[]> = {
  tech: [
    { label: 'Computers', value: 'computers' },
    { label: 'Gadgets', value: 'gadgets' },
  ],
  lifestyle: [
    { label: 'Fashion', value: 'fashion' },
    { label: 'Health', value: 'health' },
  ],
};

/** Words per minute of an average reader, for the reading time the list's prepare hook adds. */
const WORDS_PER_MINUTE = 200;

export function configurePosts({ posts, comments, tags }: BlogEntities): void {
  const tagsField = () =>
    admin
      .field('tags', 'reference_many')
      .targetEntity(tags)
      .targetField(admin.field('name'))
      .singleApiCall((ids) => ({ id: ids }));

  posts
    .listView()
    .title('All posts')
    .description('Posts of the blog, with their tags and notes')
    .perPage(10)
    .fields(
      admin.field('id').label('ID'),
      admin.field('title').cssClasses('nga-title-cell'),
      admin.field('published_at', 'date').label('Published'),
      // Hidden until a user shows it from the list's "Columns" menu.
      admin.field('average_note', 'rating').label('Note').hiddenByDefault(true),
      admin.field('views', 'number').format('0,0'),
      tagsField(),
      admin.field('reading_time').label('Reading time').sortable(false),
    )
    .filters(
      admin.field('q').label('Search').pinned(true),
      admin.field('category', 'choice').choices(categories),
      // A range: "from" and "to" days, with presets (last 7 days, this month...).
      admin.field('published_at', 'date').label('Published').filterOperators(['gte', 'lte']),
      admin
        .field('tags', 'reference')
        .label('Tag')
        .targetEntity(tags)
        .targetField(admin.field('name')),
      admin.field('views', 'number').label('Views').filterOperators(['gte', 'lte']),
      admin
        .field('subcategory', 'choice')
        .choices(Object.values(subcategories).flat())
        .filterOperators(['in']),
      admin.field('title').label('Title').filterOperators(['contains']),
    )
    .listActions(['show', 'edit', 'delete'])
    .batchActions([
      'delete',
      // Publishes the selected posts today; the value is computed when the action runs.
      admin
        .batchUpdate('published_at', () => localDay(new Date()))
        .label('Publish')
        .icon('publish'),
      // No value: asks for one with the edition view's category input.
      admin.batchUpdate('category').label('Set category').icon('category'),
    ])
    // "Import" creates posts from a CSV file, checked with the creation view's validators.
    .importable(true)
    .exportFields(
      admin.field('id').label('ID'),
      admin.field('title'),
      admin.field('published_at', 'date').label('Published'),
      admin.field('views', 'number').format('0,0'),
      tagsField(),
    )
    .prepare(({ entries }) => {
      for (const entry of entries ?? []) {
        const words = String(entry.values['body'] ?? '')
          .replace(/<[^>]*>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        entry.values['reading_time'] = `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min`;
      }
    });

  // The newest comments of the post, on its edition (a page of five) and show pages.
  const postComments = () =>
    admin
      .field('comments', 'referenced_list')
      .targetEntity(comments)
      .targetReferenceField('post_id')
      .targetFields([
        admin.field('created_at', 'date').label('Posted'),
        admin.field('body').label('Comment'),
      ])
      .sortField('created_at')
      .sortDir('DESC');

  const classification = admin.section('Classification', [
    admin.field('category', 'choice').choices(categories),
    // Shown once a category is chosen, emptied when it changes: its choices follow it.
    admin
      .field('subcategory', 'choice')
      .choices((entry) => subcategories[String(entry.values['category'])] ?? [])
      .showWhen('category')
      .resetWhen('category'),
    // The demo API reads a plain `q` parameter as a full-text search on the tags. A tag that
    // does not exist yet can be created from here ("Create Tag").
    tagsField()
      .remoteComplete(true, { refreshDelay: 300, searchQuery: (text) => ({ q: text }) })
      .creatable(true),
    admin.field('average_note', 'rating').label('Note'),
  ]);
  const media = [
    admin.field('pictures', 'json'),
    admin
      .field('cover', 'file')
      .uploadInformation({ url: '/api/upload', apifilename: 'filename', accept: 'image/*' }),
    admin
      .field('backlinks', 'embedded_list')
      .targetFields([
        admin.field('date', 'date'),
        admin.field('url').validation({ required: true }),
      ])
      .sortField('date')
      .sortDir('DESC'),
  ];
  const content = [
    admin
      .field('title')
      .attributes({ placeholder: 'The post title' })
      .validation({ required: true, minlength: 3, maxlength: 100 }),
    admin.field('teaser', 'text').validation({ maxlength: 300 }),
    admin.field('body', 'wysiwyg'),
    admin.field('published_at', 'date').label('Published'),
  ];
  // What a post says in one tab, its pictures and links in another (`?tab=media` in the URL).
  posts
    .creationView()
    .fields(admin.tab('Post', [content, classification]), admin.tab('Media', media));

  posts
    .editionView()
    .title('Edit post "{{ entry.values.title }}"')
    .actions(['list', 'show', 'delete'])
    // An injectable hook: records the save in the app's PublishLog, then shows the saved post
    // instead of going back (returning false replaces the default workflow).
    .onSubmitSuccess([
      PublishLog,
      (log: PublishLog, { entry, entity, notification }: SubmitSuccessContext) => {
        const title = String(entry.values['title'] ?? '');
        const count = log.record({ id: entry.identifierValue, title });
        notification.success(
          `Saved "${title}" (${count === 1 ? '1 post' : `${count} posts`} saved this session)`,
        );
        // NgaLinks keeps the link under the path where the admin is mounted.
        const show = inject(NgaLinks).show(entity, entry.identifierValue);
        void inject(Router).navigate(show.commands);
        return false;
      },
    ])
    .fields(
      posts.creationView().layout(),
      admin.tab('Audience', [admin.field('views', 'number'), postComments().perPage(5)]),
    );

  posts
    .showView()
    .title('"{{ entry.values.title }}"')
    .fields(
      admin.field('id').label('ID'),
      content,
      classification,
      admin.section('Media', media),
      admin.field('views', 'number').format('0,0'),
      postComments(),
      // A variable of the template itself: the button opens and closes the statistics.
      admin
        .field('')
        .label('Statistics')
        .template(
          '<button type="button" class="stats-toggle" ng-click="open = !open" ' +
            "aria-expanded=\"{{ open ? 'true' : 'false' }}\">" +
            '{{ open ? "Hide" : "Show" }} statistics</button>' +
            '<p class="stats" ng-show="open" ng-class="{ popular: entry.values.views > 1000 }">' +
            '{{ entry.values.views | number }} views, {{ entry.values.tags.length }} tags</p>',
        ),
    );

  posts.deletionView().title('Delete post "{{ entry.values.title }}"');
}

/** A local day as the API stores dates: `2024-03-05`. */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
