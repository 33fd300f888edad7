// The sample's blog admin, served against the real servers of the e2e-backends suite: the
// first segment of the address chooses the backend (/drf/, /graphql/, ... see backends.ts).
import { provideHttpClient, withFetch, withXsrfConfiguration } from '@angular/common/http';
import { provideBrowserGlobalErrorListeners } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { provideRouter } from '@angular/router';
import {
  ngAdminRoutes,
  NgAdminComponent,
  provideNgAdmin,
  withApiMapping,
  withFieldTypes,
  withHostRouter,
  withTemplateComponents,
} from '@ng-admin/core';
import { App } from './app';
import { PostLink } from '../../src/app/admin/post-link';
import { ratingFieldType } from '../../src/app/rating/rating-field-type';
import { backendOf, buildBackendAdmin } from './backends';

const backend = backendOf(location.pathname);

bootstrapApplication(App, {
  providers: [
    provideBrowserGlobalErrorListeners(),
    // Django's CSRF protection: the csrftoken cookie goes back as the X-CSRFToken header.
    provideHttpClient(
      withFetch(),
      withXsrfConfiguration({ cookieName: 'csrftoken', headerName: 'X-CSRFToken' }),
    ),
    provideRouter([
      { path: backend.mount, component: NgAdminComponent, children: ngAdminRoutes },
      { path: '**', redirectTo: backend.mount },
    ]),
    provideNgAdmin(
      () => buildBackendAdmin(backend),
      withHostRouter(),
      withApiMapping(backend.dialect),
      withFieldTypes(ratingFieldType),
      withTemplateComponents({ 'post-link': PostLink }),
      ...(backend.auth ? [backend.auth] : []),
    ),
  ],
}).catch((error: unknown) => console.error(error));
