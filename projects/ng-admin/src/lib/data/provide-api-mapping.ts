import { EnvironmentProviders, makeEnvironmentProviders, Type } from '@angular/core';
import { ApiMapping } from './api-mapping';
import { NGA_API_MAPPING } from './tokens';

/**
 * Replaces the REST dialect: every request of the admin goes through the given
 * `ApiMapping`. Pass an instance, or a class, which is then created in an injection context
 * (its field initializers may call `inject()`).
 *
 * @usageNotes
 * ```ts
 * import { NgaJsonServerDialect, provideApiMapping } from '@ng-admin/core';
 *
 * export const appConfig: ApplicationConfig = {
 *   providers: [
 *     provideHttpClient(withFetch()),
 *     provideNgAdmin(() => buildAdmin()),
 *     provideApiMapping(NgaJsonServerDialect),
 *   ],
 * };
 * ```
 */
export function provideApiMapping(mapping: ApiMapping | Type<ApiMapping>): EnvironmentProviders {
  return makeEnvironmentProviders([
    mapping instanceof ApiMapping
      ? { provide: NGA_API_MAPPING, useValue: mapping }
      : { provide: NGA_API_MAPPING, useFactory: () => new mapping() },
  ]);
}
