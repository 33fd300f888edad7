import { withRoutes, withTemplateComponents, type NgaFeature } from '@ng-admin/core';
import { PostLink } from './post-link';
import { SendEmail } from './send-email';
import { SendPostPage } from './send-post-page';
import { StatsPage } from './stats-page';

/**
 * What ng-admin's blog demo did besides its configuration, in `app.directive()` calls and
 * `$stateProvider` states: its two custom directives as template tags, and its two custom
 * pages as routes inside the admin's shell.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildBlogDemo(), ...blogDemoFeatures());
 * ```
 */
export function blogDemoFeatures(): NgaFeature[] {
  return [
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
  ];
}
