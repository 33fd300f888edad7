/*
 * Public API surface of @ng-admin/core: the Angular part. The configuration DSL is the
 * secondary entry point @ng-admin/core/config.
 *
 * Everything exported here can end up in an application's first bundle, so components that
 * only some pages show (the datagrid, field widgets, views) are not exported: they load with
 * the pages that use them. `NgaDatagridOutlet` renders the datagrid, loading it on demand.
 */

// Hook contexts typed with this package's services (a type-only augmentation of the DSL).
export type { NgaCoreHookTypes } from './lib/hook-types';

// Setup
export { NGA_VERSION } from './lib/base/version';
export {
  provideNgAdmin,
  withApiMapping,
  withHostRouter,
  withIntl,
  withAuth,
  withRoutes,
  type NgaAuthOptions,
  type NgaConfigure,
  type NgaLoadedConfigure,
} from './lib/provide-ng-admin';
export { ngaFeature, type NgaFeature, type NgaFeatureKind } from './lib/base/feature';
export {
  NGA_APPLICATION,
  NGA_CONFIGURATION,
  NGA_RECORD_CREATOR,
  type NgaConfiguration,
  type NgaRecordCreator,
} from './lib/base/tokens';
export { NGA_BROWSER_STORAGE, type NgaBrowserStorage } from './lib/base/browser-storage';
export { NGA_ROUTES, ngAdminRoutes } from './lib/routing/admin-routes';
export { NgaTitleStrategy } from './lib/routing/title-strategy';
export { NgaDownloadFailed, orDownloadFailed } from './lib/shell/download-failed';
export { viewEnabled } from './lib/routing/view-enabled';
export { unsavedChangesGuard, type NgaHasUnsavedChanges } from './lib/routing/unsaved-changes';

// Authentication and permissions
// The signed-in user, as providers return it and permission rules read it (also in /config).
export type { NgaIdentity } from '@ng-admin/core/config';
export {
  NgaAuthProvider,
  type NgaCredentials,
  type NgaLoginIdentifier,
} from './lib/data/auth/auth-provider';
export {
  NGA_AUTH_PROVIDER,
  NGA_LOGIN_NOTE,
  NgaAuth,
  type NgaAuthStatus,
} from './lib/data/auth/auth';
export {
  NGA_AUTH_ENDPOINTS,
  NgaBearerAuth,
  NgaCookieAuth,
  type NgaAuthEndpoints,
} from './lib/data/auth/built-in-auth';
export { NgaDjangoTokenAuth } from './lib/data/auth/django-token-auth';
export { NgaPermissions } from './lib/data/auth/permissions';
export { signedIn, viewAllowed } from './lib/routing/signed-in';

// Shell and navigation
export { NgAdminComponent } from './lib/shell/ng-admin';
export {
  followAdminLink,
  NGA_LINK_URL_ATTRIBUTE,
  NGA_VIEW_ACCESS,
  NGA_VIEW_ROUTE,
  NgaLinks,
  type NgaLink,
} from './lib/base/links';
export {
  NgaNotification,
  type NgaNotificationType,
  type NgaOfferOptions,
  type NgaOfferOutcome,
} from './lib/base/notification';
export { NgaProgression } from './lib/base/progression';
export { NgaTheme, type NgaThemeMode } from './lib/shell/theme';
export { NgaIntl } from './lib/i18n/intl';
export { NgaFrenchIntl } from './lib/i18n/intl-fr';

// Field types
export type {
  NgaComponentLoader,
  NgaDisplay,
  NgaDisplayContext,
  NgaDisplayItem,
  NgaDisplayStyle,
  NgaFieldRole,
  NgaFieldType,
  NgaLoadContext,
  NgaReferenceLabels,
} from './lib/base/field-type';
export { displayedText, exportedText, textDisplay } from './lib/fields/shared/display';
export { displayText } from './lib/fields/shared/display-text';
export {
  NGA_FIELD_TYPES,
  NgaFieldTypeRegistry,
  provideFieldTypes,
  withFieldTypes,
} from './lib/base/field-type-registry';
export { NgaPartDownloadFailed } from './lib/base/part-download-failed';
export { builtInFieldTypes } from './lib/fields/built-in-field-types';
export { NgaFieldOutlet } from './lib/fields/field-outlet';
export { controlVersion } from './lib/fields/shared/control-version';
export { NgaFieldControl, NgaFormInput } from './lib/fields/shared/form-input';
export type { NgaFieldState, NgaFieldStates } from './lib/fields/field-dependencies';
export { requiredByRule } from './lib/fields/required-by-rule';
export { NgaValidationMessages } from './lib/fields/shared/validation-messages';

// Views
export { NgaDatastore } from './lib/data/datastore';
export { NGA_DATAGRID, NgaDatagridOutlet, type NgaSortChange } from './lib/fields/datagrid-outlet';
export { NgaHookError, runHook, type NgaHookName, type NgaHookSite } from './lib/hooks/run-hook';
export type { NgaColumnChoice } from './lib/views/list/columns/column-choice';
export {
  NGA_SAVED_VIEWS_STORAGE,
  NgaBrowserSavedViews,
  type NgaSavedView,
  type NgaSavedViewsStorage,
} from './lib/views/list/saved-views/saved-views-storage';

// Data layer
export {
  ApiMapping,
  type FilterConditionQuery,
  type ListPayload,
  type ListPurpose,
  type ListQuery,
  type ManyQuery,
} from './lib/data/api-mapping';
export { compactFilters, totalFromHeader } from './lib/data/api-mapping';
export {
  conditionsAsFilters,
  underscoreSuffix,
  type ConditionKey,
} from './lib/data/dialects/filter-conditions';
export {
  NgaBatchUpdates,
  type NgaBatchRecord,
  type NgaBatchUpdateResult,
} from './lib/data/batch-update';
export { NgaDefaultDialect, ngAdminSortField } from './lib/data/dialects/default-dialect';
export type {
  NgaDialectOptions,
  NgaEnvelope,
  NgaPagingParams,
} from './lib/data/dialects/dialect-options';
export { NgaJsonServerDialect } from './lib/data/dialects/json-server-dialect';
export {
  NgaSimpleRestDialect,
  totalFromContentRange,
} from './lib/data/dialects/simple-rest-dialect';
export {
  NgaDjangoRestDialect,
  type NgaDjangoRestOptions,
} from './lib/data/dialects/django-rest-dialect';
export {
  NgaGraphqlDialect,
  type NgaGraphqlOptions,
  type NgaGraphqlSelection,
} from './lib/data/dialects/graphql-dialect';
export { provideApiMapping } from './lib/data/provide-api-mapping';
export { NGA_API_MAPPING, NGA_LOOKUP_CACHE_TTL, NGA_REQUEST_TIMEOUT } from './lib/data/tokens';
export {
  NgaDataService,
  type BatchDeleteResult,
  type EntriesPage,
  type EntriesRequest,
  type EntryWithReferences,
  type ExportOptions as NgaExportOptions,
  type ListPage,
} from './lib/data/data-service';
export { NgaDataChanges, type NgaDataChange } from './lib/data/data-changes';
export type {
  NgaPendingWrites,
  NgaOptimisticWrite,
  NgaPendingChange,
  NgaWriteOutcome,
} from './lib/data/pending-writes';
export {
  loadPendingWrites,
  withPendingChanges,
  withValues,
} from './lib/data/pending-change-source';
export { NgaVersions } from './lib/data/versions';
export type { ListState as NgaListState } from './lib/data/list-query';
export { Entry, type NgaValueTypes } from './lib/data/entry';
export {
  NgaHttpError,
  errorFromResponse,
  malformedResponse,
  rethrowAsNgaHttpError,
  toNgaHttpError,
  type NgaHttpErrorReason,
  type Violation,
} from './lib/data/nga-http-error';
export { errorText } from './lib/data/error-text';

export type { AutocompleteResult, ListResult } from './lib/data/reference-resolver';
export {
  ReferenceLookup,
  type FailedLookup,
  type LookedUpRecord,
} from './lib/data/reference-lookup';
export { NgaRestClient, type NgaSendOptions } from './lib/data/rest-client';
export {
  appendQueryObject,
  buildQueryString,
  queryValue,
  urlWithParams,
  type ArrayStyle,
  type HttpMethod,
  type QueryParams,
  type RequestSpec,
  type ResponseLike,
} from './lib/data/request-spec';
export type { ResourceTarget, RecordTarget } from './lib/data/urls';

// Templates
export { NgaTemplate } from './lib/templates/template';
export {
  NGA_TEMPLATE_COMPONENTS,
  NGA_TEMPLATE_FILTERS,
  provideTemplateComponents,
  provideTemplateFilters,
  withTemplateComponents,
  withTemplateFilters,
  type NgaTemplateComponents,
} from './lib/templates/template-components';
export type {
  NgaTemplateFilter,
  NgaTemplateFilters,
  NgaTemplateSource,
  NgaTemplateFunction,
  TemplateEntry,
  TemplateScope,
} from './lib/templates/template-types';
export { isTemplateComponent } from './lib/templates/template-kind';
export { builtInTemplateFilters } from './lib/templates/filters';
export { NgaTemplateRenderer } from './lib/templates/template-components';
export type { NgaTemplateEngine } from './lib/templates/template-engine-loader';
export { type TemplateProblemsOptions } from './lib/templates/template-problems';
export { loadTemplateProblems } from './lib/templates/load-template-problems';
export { stripTags } from './lib/templates/strip-tags';
export type { SanitizeHtmlOptions } from './lib/templates/sanitize-html';

// Numbers and dates in the admin's locale (numbro, Angular's formatDate)
export { formatNumber, loadNumberFormat } from './lib/i18n/number-format';
export {
  formatDateValue,
  loadDateFormat,
  parseDateValue,
  type NgaLocaleDataLoader,
} from './lib/i18n/date-format';

// CSV export
export {
  DEFAULT_CSV_OPTIONS,
  exportFileName,
  neutralizeFormula,
  toCsv,
  type CsvOptions,
} from './lib/export/csv';
export { downloadText, type DownloadTextOptions } from './lib/export/download';
