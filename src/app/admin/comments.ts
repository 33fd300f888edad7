import { admin } from '@ng-admin/core/config';
import type { BlogEntities } from './blog-admin';

const MAX_BODY_LENGTH = 50;

function truncate(value: unknown): string {
  const text = String(value ?? '');
  return text.length > MAX_BODY_LENGTH ? `${text.slice(0, MAX_BODY_LENGTH)}…` : text;
}

/** How a comment was moderated. */
const moderation = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export function configureComments({ posts, comments }: BlogEntities): void {
  const postReference = () =>
    admin
      .field('post_id', 'reference')
      .label('Post')
      .targetEntity(posts)
      .targetField(admin.field('title').map(truncate));

  comments
    .listView()
    .title('Comments')
    .perPage(10)
    .fields(
      admin.field('created_at', 'date').label('Posted'),
      admin.field('author.name').label('Author'),
      admin.field('body').map(truncate),
      postReference().singleApiCall((ids) => ({ id: ids })),
      admin
        .field('post_link', 'template')
        .sortable(false)
        .label('Read')
        .template('<post-link post="{{ entry.values.post_id }}"></post-link>'),
    )
    .filters(
      admin.field('q').label('Search').pinned(true),
      admin.field('created_at', 'date').label('Posted on'),
      // The demo API reads a plain `q` parameter as a full-text search on the posts.
      postReference().remoteComplete(true, {
        refreshDelay: 300,
        searchQuery: (text) => ({ q: text }),
      }),
    )
    .listActions(['edit', 'delete'])
    .importable(true);

  const postedOn = admin.field('created_at', 'date').label('Posted');
  // The date field's parse() gives the local calendar day, as the date picker would.
  postedOn.defaultValue(postedOn.parse()(new Date()));
  comments.creationView().fields(
    postedOn,
    admin.field('author.name').label('Author').validation({ required: true }),
    // Comments are plain text: the rich-text editor keeps only the text it shows (stripTags).
    admin.field('body', 'wysiwyg').stripTags(true).validation({ required: true }),
    postReference()
      .validation({ required: true })
      .perPage(10)
      .sortField('title')
      .sortDir('ASC')
      .remoteComplete(true, { searchQuery: (text) => ({ q: text }) }),
    admin.field('status', 'choice').label('Moderation').choices(moderation),
    // Rejecting a comment needs a reason, which only a rejected comment shows.
    admin
      .field('rejection_reason', 'text')
      .label('Reason for rejection')
      .showWhen({ status: 'rejected' })
      .requiredWhen({ status: 'rejected' })
      .validation({ maxlength: 200 }),
  );

  // Moderating is quick work: a save shows at once, with Undo for a few seconds.
  comments.editionView().mutationMode('undoable').fields(comments.creationView().fields());
  comments.showView().fields(admin.field('id').label('ID'), comments.creationView().fields());
}
