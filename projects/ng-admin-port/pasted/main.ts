import { bootstrapApplication } from '@angular/platform-browser';
import { App } from '../src/app/app';
import { pastedAppConfig } from './app.config';
import { buildBlogDemo } from './blog-config';
import { buildNgAdminBlogDemo } from './ng-admin-blog-config';

// `?config=ng-admin` starts ng-admin's body untouched, which the admin refuses, saying why.
const untouched = new URLSearchParams(location.search).get('config') === 'ng-admin';

bootstrapApplication(App, pastedAppConfig(untouched ? buildNgAdminBlogDemo : buildBlogDemo)).catch(
  (error: unknown) => console.error(error),
);
