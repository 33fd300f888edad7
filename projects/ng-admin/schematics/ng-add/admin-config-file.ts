import { posix } from 'node:path';
import type { Tree } from '@angular-devkit/schematics';
import { quote, sentenceCase } from '../utils/names';
import type { ChangeReport } from '../utils/report';

/** The file that builds the admin's configuration, beside the app config. */
export function adminConfigPath(appDir: string): string {
  return posix.join(appDir, 'admin.config.ts');
}

/**
 * The starter configuration: the application, its API and an empty menu, with a commented
 * example. `ng generate @ng-admin/core:entity` adds entities to it.
 *
 * @usageNotes
 * ```ts
 * adminConfigSource('Back office', '/api/');
 * ```
 */
export function adminConfigSource(title: string, apiUrl: string): string {
  return `import { admin, type Application } from '@ng-admin/core/config';

/**
 * Builds the admin: the application, its REST API, its entities and its menu. The
 * configuration language is described in node_modules/@ng-admin/core/config/README.md.
 */
export function buildAdmin(): Application {
  const application = admin.application(${quote(title)}).baseApiUrl(${quote(apiUrl)});
  const menu = admin.menu();

  // Entities: \`ng generate @ng-admin/core:entity posts --from-url <API URL>/posts\` writes one
  // from a page of the API and adds it here. By hand, it looks like this:
  //
  //   const posts = admin.entity('posts');
  //   posts.listView().fields(admin.field('id'), admin.field('title'));
  //   posts.creationView().fields(admin.field('title').validation({ required: true }));
  //   posts.editionView().fields(posts.creationView().fields());
  //   application.addEntity(posts);
  //   menu.addChild(admin.menu(posts).icon('article'));

  return application.menu(menu).validate();
}
`;
}

/** Writes admin.config.ts unless it exists (then it is the user's and is kept as it is). */
export function writeAdminConfig(
  tree: Tree,
  appDir: string,
  title: string,
  apiUrl: string,
  report: ChangeReport,
): void {
  const file = adminConfigPath(appDir);
  if (tree.exists(file)) return;
  tree.create(file, adminConfigSource(title, apiUrl));
  report.changed(file, `created: buildAdmin() for "${title}" on ${apiUrl}`);
}

/** The application's title: index.html's <title>, else the project name. */
export function applicationTitle(tree: Tree, sourceRoot: string, projectName: string): string {
  const index = posix.join(sourceRoot, 'index.html');
  if (tree.exists(index)) {
    const title = /<title>([^<]*)<\/title>/i.exec(tree.readText(index))?.[1]?.trim();
    if (title) return title;
  }
  return sentenceCase(projectName);
}
