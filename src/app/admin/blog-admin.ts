import { admin, Application, Entity } from '@ng-admin/core/config';
import { RatingField } from '../rating/rating-field';
import { configureComments } from './comments';
import { buildDashboard } from './dashboard';
import { configurePosts } from './posts';
import { configureTags, configureTagDirectory } from './tags';

// The rating type's configuration class, registered with the configuration rather than with
// the type in app.config.ts, so that the DSL loads with this lazy chunk.
admin.registerFieldType('rating', RatingField);

/** The entities of the blog, created first so that their configurations can reference each other. */
export interface BlogEntities {
  readonly posts: Entity;
  readonly comments: Entity;
  readonly tags: Entity;
  readonly tagDirectory: Entity;
}

/**
 * The sample blog admin, after ng-admin's blog demo: posts, comments and tags on the demo
 * REST API, reached through the dev-server proxy at /api.
 */
export function buildBlogAdmin(): Application {
  const entities: BlogEntities = {
    posts: admin.entity('posts'),
    comments: admin.entity('comments'),
    tags: admin.entity('tags'),
    tagDirectory: admin.entity('tag_directory').label('Tag directory').url('tags'),
  };
  configurePosts(entities);
  configureComments(entities);
  configureTags(entities);
  configureTagDirectory(entities);

  const application = admin
    .application('ng-admin blog')
    .baseApiUrl('/api/')
    // The demo API's roles: viewers read, editors and admins write.
    .permissions({
      admin: true,
      editor: true,
      viewer: { create: false, edit: false, delete: false },
    });
  // Only admins set a post's view count; editors see it.
  entities.posts.permissions({
    admin: true,
    editor: { fields: { views: 'read' } },
    viewer: { create: false, edit: false, delete: false },
  });
  for (const entity of [entities.posts, entities.comments, entities.tags, entities.tagDirectory]) {
    application.addEntity(entity);
  }
  application.dashboard(buildDashboard(entities));
  application.menu(
    admin
      .menu()
      .addChild(admin.menu(entities.posts).icon('article'))
      .addChild(admin.menu(entities.comments).icon('comment'))
      .addChild(admin.menu(entities.tags).icon('sell'))
      .addChild(admin.menu(entities.tagDirectory).icon('menu_book')),
  );
  return application;
}
