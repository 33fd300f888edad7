import {
  provideHttpClient,
  withFetch,
  withInterceptors,
  type HttpInterceptorFn,
} from '@angular/common/http';
import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideNgAdmin, type NgaConfigure } from '@ng-admin/core';
import { blogDemoFeatures } from '../src/app/blog-demo-features';

/** Where ng-admin's blog demo configuration says its API is. */
const DEMO_API = 'http://localhost:3000/';

/**
 * ng-admin's blog demo answered `http://localhost:3000/` with FakeRest, inside the page
 * (examples/blog/fakerest-init.js); here the demo REST API answers it, at `/api` behind the
 * dev server's proxy, so the pasted configuration keeps its `baseApiUrl`.
 */
export const demoApiAtLocalhost3000: HttpInterceptorFn = (request, next) =>
  next(
    request.url.startsWith(DEMO_API)
      ? request.clone({ url: `/api/${request.url.slice(DEMO_API.length)}` })
      : request,
  );

/**
 * The application around a pasted ng-admin configuration: what the demo's other `app.config()`
 * blocks and directives did (the port's template tags and pages), and its API address. Its
 * Restangular interceptors have no counterpart: the demo API speaks ng-admin's REST dialect.
 *
 * @usageNotes
 * ```ts
 * bootstrapApplication(App, pastedAppConfig(buildBlogDemo));
 * ```
 */
export function pastedAppConfig(configure: NgaConfigure): ApplicationConfig {
  return {
    providers: [
      provideBrowserGlobalErrorListeners(),
      provideHttpClient(withFetch(), withInterceptors([demoApiAtLocalhost3000])),
      provideNgAdmin(configure, ...blogDemoFeatures()),
    ],
  };
}
