import { HttpBackend } from '@angular/common/http';
import {
  EnvironmentProviders,
  makeEnvironmentProviders,
  provideZonelessChangeDetection,
} from '@angular/core';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import {
  NGA_BROWSER_STORAGE,
  NgaDefaultDialect,
  provideApiMapping,
  provideNgAdmin,
  type NgaBrowserStorage,
  type NgaConfigure,
  type NgaFeature,
} from '@ng-admin/core';
import { NgaInMemoryApi } from './in-memory/in-memory-api';
import type { NgaInMemoryOptions } from './in-memory/in-memory-store';
import { NgaMemoryStorage } from './storage/memory-storage';

/**
 * What `provideNgAdminTesting` sets up besides the configuration: the in-memory API's options,
 * the application's `provideNgAdmin` features and the browser storage the admin keeps things in.
 *
 * @usageNotes
 * ```ts
 * const options: NgaTestingOptions = {
 *   data: { posts: [{ id: 1, title: 'Hello' }] },
 *   latency: 20,
 *   features: [withFieldTypes(ratingFieldType)],
 * };
 * ```
 */
export interface NgaTestingOptions extends NgaInMemoryOptions {
  /** The features an application passes to `provideNgAdmin` (field types, routes, intl...). */
  readonly features?: readonly NgaFeature[];
  /**
   * The admin's browser storage (`NGA_BROWSER_STORAGE`). By default each injector gets fresh
   * in-memory storages; give the same one to two `TestBed`s to simulate a restart of the app
   * (writes kept as the first was destroyed are offered by the second).
   */
  readonly storage?: NgaBrowserStorage;
}

/**
 * Everything a `TestBed` needs to render the admin's views over an in-memory API: the
 * library's providers with the admin routes (as `provideNgAdmin(configure, ...features)`
 * gives them), zoneless change detection, Material without animations, and `NgaInMemoryApi`
 * as the `HttpBackend`, seeded with `data`. Inject `NgaInMemoryApi` to read what was written,
 * to make requests fail or to see what was sent.
 *
 * The in-memory API speaks ng-admin's default dialect, which is installed whatever dialect the
 * features name. When a test adds `provideHttpClient(...)` itself, it goes before this call,
 * or its backend would replace the in-memory one.
 *
 * @usageNotes
 * ```ts
 * beforeEach(() => {
 *   TestBed.configureTestingModule({
 *     providers: [
 *       provideNgAdminTesting(() => buildBlogAdmin(), {
 *         data: { posts: [{ id: 1, title: 'Hello' }], tags: [] },
 *         features: [withFieldTypes(ratingFieldType)],
 *       }),
 *     ],
 *   });
 * });
 *
 * it('lists the posts', async () => {
 *   const { loader } = await openNgAdmin('/posts/list');
 *   const list = await loader.getHarness(NgaListHarness);
 *   expect(await list.getColumnTexts('Title')).toEqual(['Hello']);
 * });
 * ```
 */
export function provideNgAdminTesting(
  configure: NgaConfigure,
  options: NgaTestingOptions = {},
): EnvironmentProviders {
  const { features = [], storage, ...apiOptions } = options;
  return makeEnvironmentProviders([
    provideZonelessChangeDetection(),
    { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
    provideNgAdmin(configure, ...features),
    // After the features, so that the in-memory API's dialect wins over an application's.
    provideApiMapping(NgaDefaultDialect),
    { provide: NgaInMemoryApi, useFactory: () => new NgaInMemoryApi(apiOptions) },
    { provide: HttpBackend, useExisting: NgaInMemoryApi },
    {
      provide: NGA_BROWSER_STORAGE,
      useFactory: (): NgaBrowserStorage =>
        storage ?? { local: new NgaMemoryStorage(), session: new NgaMemoryStorage() },
    },
  ]);
}
