import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideHttpClient, withFetch } from '@angular/common/http';
import {
  NgaBearerAuth,
  provideNgAdmin,
  withAuth,
  withFieldTypes,
  withTemplateComponents,
} from '@ng-admin/core';
import { PostLink } from './admin/post-link';
import { ratingFieldType } from './rating/rating-field-type';

/** The demo API's users (projects/demo-api/src/auth/users.ts), so that a visitor can sign in. */
const DEMO_USERS_NOTE = `
  <p>The demo API has one user per role:</p>
  <ul>
    <li><b>admin</b> / admin-password: everything</li>
    <li><b>editor</b> / editor-password: read and write</li>
    <li><b>viewer</b> / viewer-password: read only</li>
  </ul>`;

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideHttpClient(withFetch()),
    provideNgAdmin(
      // The configuration, with the DSL, is a chunk of its own.
      () => import('./admin/blog-admin').then((m) => m.buildBlogAdmin),
      withAuth(NgaBearerAuth, { loginNote: DEMO_USERS_NOTE }),
      withFieldTypes(ratingFieldType),
      withTemplateComponents({ 'post-link': PostLink }),
    ),
  ],
};
