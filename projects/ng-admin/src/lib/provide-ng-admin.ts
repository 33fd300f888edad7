import {
  EnvironmentProviders,
  inject,
  Injector,
  provideEnvironmentInitializer,
  InjectionToken,
  makeEnvironmentProviders,
  PendingTasks,
  Type,
} from '@angular/core';
import { provideRouter, Routes, TitleStrategy } from '@angular/router';
import type { Application, Entity, ViewKind } from '@ng-admin/core/config';
import { ngaFeature, NgaFeature } from './base/feature';
import { builtInFieldTypes } from './fields/built-in-field-types';
import { NgaFieldTypeRegistry, provideFieldTypes } from './base/field-type-registry';
import { NGA_DATAGRID } from './fields/datagrid-outlet';
import { NgaIntl } from './i18n/intl';
import {
  NGA_TEMPLATE_COMPONENTS,
  provideTemplateComponents,
} from './templates/template-components';
import { NG_ADMIN_TEMPLATE_TAGS } from './views/ng-admin-tags/ng-admin-tags';
import { NGA_ROUTES, ngAdminRoutes } from './routing/admin-routes';
import { NgaTitleStrategy } from './routing/title-strategy';
import { ApiMapping } from './data/api-mapping';
import { provideApiMapping } from './data/provide-api-mapping';
import { NGA_APPLICATION, NGA_RECORD_CREATOR, type NgaRecordCreator } from './base/tokens';
import { prepareApplication } from './prepare-application';
import { NGA_VIEW_ACCESS } from './base/links';
import { NGA_AUTH_PROVIDER, NgaAuth } from './data/auth/auth';
import { NgaAuthProvider } from './data/auth/auth-provider';
import { NGA_AUTH_ENDPOINTS, NgaAuthEndpoints } from './data/auth/built-in-auth';
import { NgaPermissions } from './data/auth/permissions';
import { NgaPendingWrites } from './data/pending-writes';

/** The function given to `provideNgAdmin`; it runs once, in an injection context. */
export type NgaConfigure = () => Application;

const NGA_CONFIGURE = new InjectionToken<NgaConfigure>('NGA_CONFIGURE');

/**
 * Sets up the whole admin: runs `configure` in an injection context (it may call `inject()`),
 * validates the configuration, registers the data layer, the field types and, unless
 * `withHostRouter()` is given, the router with the admin routes at the application root.
 *
 * @usageNotes
 * ```ts
 * bootstrapApplication(App, {
 *   providers: [
 *     provideHttpClient(withFetch()),
 *     provideNgAdmin(() => buildBlogAdmin(), withFieldTypes(ratingType)),
 *   ],
 * });
 * // App's template: <nga-admin />
 * ```
 */
export function provideNgAdmin(
  configure: NgaConfigure,
  ...features: NgaFeature[]
): EnvironmentProviders {
  const usesHostRouter = features.some((feature) => feature.kind === 'hostRouter');
  return makeEnvironmentProviders([
    provideFieldTypes(...builtInFieldTypes),
    provideTemplateComponents(NG_ADMIN_TEMPLATE_TAGS),
    features.flatMap((feature) => feature.providers),
    { provide: NGA_CONFIGURE, useValue: configure },
    {
      provide: NGA_DATAGRID,
      useValue: () => import('./views/datagrid/datagrid').then((m) => m.NgaDatagrid),
    },
    {
      provide: NGA_APPLICATION,
      useFactory: () =>
        prepareApplication(
          inject(NGA_CONFIGURE),
          inject(NgaFieldTypeRegistry),
          (inject(NGA_TEMPLATE_COMPONENTS, { optional: true }) ?? []).flatMap(Object.keys),
        ),
    },
    { provide: TitleStrategy, useExisting: NgaTitleStrategy },
    {
      // A reference input's "Create <target>": the creation dialog loads with its first use.
      provide: NGA_RECORD_CREATOR,
      useFactory: (): NgaRecordCreator => {
        const injector = inject(Injector);
        const pendingTasks = inject(PendingTasks);
        return async (entity, defaultValues) => {
          // Loading is a pending task (so is the dialog's form until it shows); waiting for
          // the user is not.
          const loaded = pendingTasks.add();
          const dialog = await import('./views/form/create-dialog').finally(loaded);
          return dialog.openCreateDialog(injector, entity, defaultValues);
        };
      },
    },
    {
      provide: NGA_VIEW_ACCESS,
      useFactory: () => {
        const permissions = inject(NgaPermissions);
        return (entity: Entity, kind: ViewKind) => permissions.canView(entity, kind);
      },
    },
    // Writes the last visit could not send as its page closed are offered again.
    provideEnvironmentInitializer(() => void inject(NgaPendingWrites).offerKept()),
    usesHostRouter ? [] : provideRouter(ngAdminRoutes),
  ]);
}

/**
 * Leaves the router to the host application, which mounts `ngAdminRoutes` itself.
 *
 * @usageNotes
 * ```ts
 * provideRouter([{ path: 'admin', children: ngAdminRoutes }]),
 * provideNgAdmin(() => buildAdmin(), withHostRouter()),
 * ```
 */
export function withHostRouter(): NgaFeature<'hostRouter'> {
  return ngaFeature('hostRouter', []);
}

/**
 * Replaces the admin's texts with a subclass of `NgaIntl`: `NgaFrenchIntl`, or your own.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withIntl(NgaFrenchIntl));
 * ```
 */
export function withIntl(intl: Type<NgaIntl>): NgaFeature<'intl'> {
  return ngaFeature('intl', [{ provide: NgaIntl, useClass: intl }]);
}

/**
 * Speaks another REST dialect: an `ApiMapping` instance or class (see docs/rest-dialects.md).
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withApiMapping(NgaJsonServerDialect));
 * ```
 */
export function withApiMapping(mapping: ApiMapping | Type<ApiMapping>): NgaFeature<'apiMapping'> {
  return ngaFeature('apiMapping', [provideApiMapping(mapping)]);
}

/**
 * Adds pages to the admin, with its shell around them and relative to where it is mounted,
 * the same way the admin's own views are routed. Give a page's route `data: { ngaView: 'name' }`
 * (`NGA_VIEW_ROUTE`) so that links and titles treat it as an admin page.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withRoutes([
 *   { path: 'stats', title: 'Statistics', data: { ngaView: 'stats' },
 *     loadComponent: () => import('./stats-page').then((m) => m.StatsPage) },
 * ]));
 * // the menu: admin.menu().title('Statistics').link('/stats')
 * ```
 */
export function withRoutes(routes: Routes): NgaFeature<'routes'> {
  return ngaFeature('routes', [{ provide: NGA_ROUTES, useValue: routes, multi: true }]);
}

/**
 * Signs users in before they see the admin, authorizes every API request, and applies the
 * configuration's `permissions(...)` rules to the signed-in user. Give it `NgaBearerAuth`
 * (access token in memory, refresh token in an HttpOnly cookie), `NgaCookieAuth` (a session
 * cookie with XSRF protection) or your own `NgaAuthProvider`; `endpoints` moves the built-in
 * providers' routes (see docs/auth-and-permissions.md).
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaBearerAuth));
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaCookieAuth, { login: 'session' }));
 * ```
 */
export function withAuth(
  provider: Type<NgaAuthProvider> | NgaAuthProvider,
  endpoints: Partial<NgaAuthEndpoints> = {},
): NgaFeature<'auth'> {
  return ngaFeature('auth', [
    { provide: NGA_AUTH_ENDPOINTS, useValue: endpoints },
    // The session is restored from the start, while the first page's code loads.
    provideEnvironmentInitializer(() => void inject(NgaAuth).ready()),
    provider instanceof NgaAuthProvider
      ? { provide: NGA_AUTH_PROVIDER, useValue: provider }
      : [provider, { provide: NGA_AUTH_PROVIDER, useExisting: provider }],
  ]);
}
