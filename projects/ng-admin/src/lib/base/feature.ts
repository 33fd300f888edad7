import type { Provider, EnvironmentProviders } from '@angular/core';

/**
 * The kinds of optional features `provideNgAdmin` accepts: the library's own, and any name an
 * application or another library gives its features (features are open, like the routes).
 */
export type NgaFeatureKind =
  | 'fieldTypes'
  | 'apiMapping'
  | 'templateComponents'
  | 'templateFilters'
  | 'hostRouter'
  | 'intl'
  | 'routes'
  | 'auth'
  | (string & {});

/**
 * One optional feature of `provideNgAdmin`, in the shape of the router's `withX()` features.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes(ratingType), withHostRouter());
 * ```
 */
export interface NgaFeature<K extends NgaFeatureKind = NgaFeatureKind> {
  readonly kind: K;
  readonly providers: (Provider | EnvironmentProviders)[];
}

/** Builds a feature object; used by every `withX()` function of the library. */
export function ngaFeature<K extends NgaFeatureKind>(
  kind: K,
  providers: (Provider | EnvironmentProviders)[],
): NgaFeature<K> {
  return { kind, providers };
}
