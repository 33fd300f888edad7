import type { Provider, EnvironmentProviders } from '@angular/core';

/** The kinds of optional features `provideNgAdmin` accepts. */
export type NgaFeatureKind =
  'fieldTypes' | 'apiMapping' | 'templateComponents' | 'templateFilters' | 'hostRouter' | 'intl';

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
