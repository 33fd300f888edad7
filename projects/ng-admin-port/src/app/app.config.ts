import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideHttpClient, withFetch } from '@angular/common/http';
import { provideNgAdmin } from '@ng-admin/core';
import { buildBlogDemo } from './blog-demo';
import { blogDemoFeatures } from './blog-demo-features';

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
    provideNgAdmin(() => buildBlogDemo(), ...blogDemoFeatures()),
  ],
};
