import { ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideHttpClient, withFetch } from '@angular/common/http';
import {
  NgaBearerAuth,
  provideNgAdmin,
  withAuth,
  withFieldTypes,
  withTemplateComponents,
} from '@ng-admin/core';
import { buildBlogAdmin } from './admin/blog-admin';
import { PostLink } from './admin/post-link';
import { ratingFieldType } from './rating/rating-field-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideHttpClient(withFetch()),
    provideNgAdmin(
      () => buildBlogAdmin(),
      withAuth(NgaBearerAuth),
      withFieldTypes(ratingFieldType),
      withTemplateComponents({ 'post-link': PostLink }),
    ),
  ],
};
