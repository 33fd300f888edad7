import { provideHttpClient, withFetch } from '@angular/common/http';
import type { ApplicationConfig } from '@angular/core';
import { NgaJsonServerDialect, provideNgAdmin, withApiMapping, withAuth } from '@ng-admin/core';
import { buildAdmin } from './admin.config';
import { JsonServerAuth } from './json-server-auth';

export const appConfig: ApplicationConfig = {
  providers: [
    provideHttpClient(withFetch()),
    provideNgAdmin(
      () => buildAdmin(),
      withApiMapping(NgaJsonServerDialect),
      withAuth(JsonServerAuth, {
        loginNote: '<p>Demo account: <b>olivia@example.com</b> / olivia-password</p>',
      }),
    ),
  ],
};
