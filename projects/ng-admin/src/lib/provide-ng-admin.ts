import {
  DestroyRef,
  EnvironmentInjector,
  EnvironmentProviders,
  provideAppInitializer,
  inject,
  provideEnvironmentInitializer,
  makeEnvironmentProviders,
  provideIdleServiceWith,
  Type,
} from '@angular/core';
import { provideRouter, Routes, TitleStrategy } from '@angular/router';
import type { Entity, ViewKind } from '@ng-admin/core/config';
import { ngaFeature, NgaFeature } from './base/feature';
import { NgaIdleAfterStable } from './base/idle-after-stable';
import { builtInFieldTypes } from './fields/built-in-field-types';
import { provideFieldTypes } from './base/field-type-registry';
import { NGA_DATAGRID } from './fields/datagrid-outlet';
import { NgaIntl } from './i18n/intl';
import { NGA_LAZY_TEMPLATE_COMPONENTS } from './templates/template-components';
import { NG_ADMIN_TAG_NAMES } from './views/ng-admin-tags/ng-admin-tag-names';
import { NGA_ROUTES, ngAdminRoutes } from './routing/admin-routes';
import { provideFirstPageHeadStart } from './first-page';
import { NgaTitleStrategy } from './routing/title-strategy';
import { ApiMapping } from './data/api-mapping';
import { provideApiMapping } from './data/provide-api-mapping';
import { NGA_APPLICATION, NGA_CONFIGURATION, NGA_RECORD_CREATOR } from './base/tokens';
import { recordCreator } from './record-creator';
import { offerKeptWrites } from './offer-kept-writes';
import { NGA_CONFIGURE, NgaConfigurationLoader, type NgaConfigure } from './configuration-loader';
import { NGA_VIEW_ACCESS } from './base/links';
import { NGA_AUTH_PROVIDER, NGA_LOGIN_NOTE, NgaAuth } from './data/auth/auth';
import { NgaAuthProvider } from './data/auth/auth-provider';
import { NGA_AUTH_ENDPOINTS, NgaAuthEndpoints } from './data/auth/built-in-auth';
import { NgaPermissions } from './data/auth/permissions';
import type { NgaTemplateSource } from './templates/template-types';

export type { NgaConfigure, NgaLoadedConfigure } from './configuration-loader';

/**
 * Sets up the whole admin: runs `configure` in an injection context (it may call `inject()`),
 * validates the configuration, registers the data layer, the field types and, unless
 * `withHostRouter()` is given, the router with the admin routes at the application root.
 * `configure` may return a promise instead (a dynamic `import()` of the module that builds
 * the application): the configuration then loads in a chunk of its own, outside the initial
 * bundle, and the application starts once it has loaded.
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
 *
 * // The configuration in a lazy chunk (what ng add writes):
 * provideNgAdmin(() => import('./admin.config').then((m) => m.buildAdmin));
 * ```
 */
export function provideNgAdmin(
  configure: NgaConfigure,
  ...features: NgaFeature[]
): EnvironmentProviders {
  const usesHostRouter = features.some((feature) => feature.kind === 'hostRouter');
  return makeEnvironmentProviders([
    provideFieldTypes(...builtInFieldTypes),
    {
      // ng-admin's ma-* tags load with the template engine, when a template renders.
      provide: NGA_LAZY_TEMPLATE_COMPONENTS,
      multi: true,
      useValue: {
        tags: NG_ADMIN_TAG_NAMES,
        load: () =>
          import('./views/ng-admin-tags/ng-admin-tags').then((m) => m.NG_ADMIN_TEMPLATE_TAGS),
      },
    },
    features.flatMap((feature) => feature.providers),
    { provide: NGA_CONFIGURE, useValue: configure },
    {
      provide: NGA_DATAGRID,
      useValue: () => import('./views/datagrid/datagrid').then((m) => m.NgaDatagrid),
    },
    NgaConfigurationLoader,
    // The application starts once the configuration is read (its chunk loaded, if lazy).
    provideAppInitializer(() => inject(NgaConfigurationLoader).load()),
    { provide: NGA_CONFIGURATION, useFactory: () => inject(NgaConfigurationLoader).current() },
    {
      provide: NGA_APPLICATION,
      // Refused, the admin shows only the problems: an empty application keeps routing quiet.
      useFactory: () =>
        inject(NGA_CONFIGURATION).application ?? inject(NgaConfigurationLoader).emptyApplication(),
    },
    { provide: TitleStrategy, useExisting: NgaTitleStrategy },
    // Idle-time code (paginator, menus, tooltips) loads after the page has shown its data.
    provideIdleServiceWith(NgaIdleAfterStable),
    // A reference input's "Create <target>": the creation dialog loads with its first use.
    { provide: NGA_RECORD_CREATOR, useFactory: () => recordCreator() },
    {
      provide: NGA_VIEW_ACCESS,
      useFactory: () => {
        const permissions = inject(NgaPermissions);
        return (entity: Entity, kind: ViewKind) => permissions.canView(entity, kind);
      },
    },
    // Writes the last visit could not send as its page closed are offered again.
    provideEnvironmentInitializer(() => void offerKeptWrites()),
    // The first page loads in one step: its code, what its values need and its data ahead.
    provideFirstPageHeadStart(),
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
 * (`NGA_VIEW_ROUTE`) so that links and titles treat it as an admin page, and wrap a lazy
 * page's loader in `orDownloadFailed` so that a failed download says so, as the admin's own
 * pages do.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withRoutes([
 *   { path: 'stats', title: 'Statistics', data: { ngaView: 'stats' },
 *     loadComponent: orDownloadFailed(() => import('./stats-page').then((m) => m.StatsPage)) },
 * ]));
 * // the menu: admin.menu().title('Statistics').link('/stats')
 * ```
 */
export function withRoutes(routes: Routes): NgaFeature<'routes'> {
  return ngaFeature('routes', [{ provide: NGA_ROUTES, useValue: routes, multi: true }]);
}

/**
 * The settings of `withAuth(provider, options)`.
 *
 * @usageNotes
 * ```ts
 * withAuth(NgaBearerAuth, {
 *   endpoints: { login: 'auth/token', me: 'auth/me' },
 *   loginNote: '<p>Demo account: <b>demo</b> / <b>demo-password</b></p>',
 * });
 * ```
 */
export interface NgaAuthOptions {
  /** Where the built-in providers reach the API (`NgaAuthEndpoints`); relative to `baseApiUrl`. */
  readonly endpoints?: Partial<NgaAuthEndpoints>;
  /**
   * A note on the login page, under the form: an HTML template (sanitized; expressions read
   * `title`, the application's title), a function returning HTML, or a component class. For instance the demo
   * accounts of a demo, or whom to ask for an account.
   */
  readonly loginNote?: NgaTemplateSource;
}

/**
 * Signs users in before they see the admin, authorizes every API request, and applies the
 * configuration's `permissions(...)` rules to the signed-in user. Give it `NgaBearerAuth`
 * (access token in memory, refresh token in an HttpOnly cookie), `NgaCookieAuth` (a session
 * cookie with XSRF protection) or your own `NgaAuthProvider`; `options.endpoints` moves the
 * built-in providers' routes, `options.loginNote` puts a note on the login page (see
 * docs/auth-and-permissions.md).
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaBearerAuth));
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaCookieAuth, { endpoints: { login: 'session' } }));
 * provideNgAdmin(() => buildAdmin(), withAuth(MyAuth, { loginNote: 'Ask Ada for an account.' }));
 * ```
 */
export function withAuth(
  provider: Type<NgaAuthProvider> | NgaAuthProvider,
  options: NgaAuthOptions = {},
): NgaFeature<'auth'> {
  return ngaFeature('auth', [
    { provide: NGA_AUTH_ENDPOINTS, useValue: options.endpoints ?? {} },
    { provide: NGA_LOGIN_NOTE, useValue: options.loginNote ?? null },
    // The session is restored from the start, while the first page's code loads.
    provideEnvironmentInitializer(() => {
      const injector = inject(EnvironmentInjector);
      let destroyed = false;
      inject(DestroyRef).onDestroy(() => (destroyed = true));
      void inject(NgaConfigurationLoader)
        .load()
        .then(() => {
          if (!destroyed) void injector.get(NgaAuth).ready();
        });
    }),
    provider instanceof NgaAuthProvider
      ? { provide: NGA_AUTH_PROVIDER, useValue: provider }
      : [provider, { provide: NGA_AUTH_PROVIDER, useExisting: provider }],
  ]);
}
