import { admin, type Application } from '@ng-admin/core/config';

/** The posts of the json-server-auth database (api/db.json), readable once signed in. */
export function buildAdmin(): Application {
  const application = admin.application('json-server-auth example').baseApiUrl('/api/');
  const posts = admin.entity('posts');
  const title = admin.field('title').validation({ required: true });
  posts.listView().fields(admin.field('id', 'number').label('ID'), title);
  posts.creationView().fields(title);
  posts.editionView().fields(title);
  application.addEntity(posts);
  return application.menu(admin.menu().addChild(admin.menu(posts).icon('article'))).validate();
}
