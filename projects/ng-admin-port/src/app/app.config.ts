import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideHttpClient, withFetch } from '@angular/common/http';
import { provideNgAdmin, withRoutes, withTemplateComponents } from '@ng-admin/core';
import { buildBlogDemo } from './blog-demo';
import { PostLink } from './post-link';
import { SendEmail } from './send-email';
import { SendPostPage } from './send-post-page';
import { StatsPage } from './stats-page';

/**
 * What ng-admin's blog demo did in `app.config()` blocks and `app.directive()` calls: the
 * configuration, its two custom directives as template tags, and its two custom pages as
 * routes inside the admin's shell. The Restangular interceptors have no counterpart: the demo
 * API speaks ng-admin's REST dialect, the default one.
 */
export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideHttpClient(withFetch()),
    provideNgAdmin(
      () => buildBlogDemo(),
      withTemplateComponents({ 'post-link': PostLink, 'send-email': SendEmail }),
      withRoutes([
        {
          path: 'sendPost/:id',
          title: 'Send post by email',
          data: { ngaView: 'send-post' },
          component: SendPostPage,
        },
        { path: 'stats', title: 'Stats', data: { ngaView: 'stats' }, component: StatsPage },
      ]),
    ),
  ],
};
