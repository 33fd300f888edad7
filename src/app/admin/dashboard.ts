import { admin, Dashboard } from '@ng-admin/core/config';
import type { BlogEntities } from './blog-admin';

/**
 * The home page, after ng-admin's blog demo: the latest and most read posts, the last
 * comments with the post they answer, and the tag directory.
 */
export function buildDashboard({ posts, comments, tagDirectory }: BlogEntities): Dashboard {
  return admin
    .dashboard()
    .addCollection(
      admin
        .collection(posts)
        .name('recent_posts')
        .title('Recent posts')
        .fields(
          admin.field('published_at', 'date').label('Published'),
          admin.field('title').isDetailLink(true),
          admin.field('views', 'number').format('0,0'),
        )
        .sortField('published_at')
        .sortDir('DESC')
        .perPage(5),
    )
    .addCollection(
      admin
        .collection(posts)
        .name('popular_posts')
        .title('Popular posts')
        .fields(
          admin.field('id').label('ID'),
          admin.field('title'),
          admin.field('views', 'number').format('0,0'),
        )
        .sortField('views')
        .sortDir('DESC')
        .perPage(5),
    )
    .addCollection(
      admin
        .collection(comments)
        .title('Last comments')
        .fields(
          admin.field('created_at', 'date').label('Posted'),
          admin.field('author.name').label('Author'),
          // No singleApiCall here: the panel looks each distinct post up once.
          admin
            .field('post_id', 'reference')
            .label('Post')
            .targetEntity(posts)
            .targetField(admin.field('title')),
        )
        .sortField('created_at')
        .sortDir('DESC')
        .perPage(10),
    )
    .addCollection(
      admin
        .collection(tagDirectory)
        .title('Published tags')
        .fields(admin.field('id').label('ID'), admin.field('name'))
        .permanentFilters({ published: true })
        .sortField('name')
        .sortDir('ASC')
        .perPage(10),
    );
}
