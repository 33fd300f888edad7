import { InjectionToken } from '@angular/core';
import { ApiMapping } from './api-mapping';
import { NgaDefaultDialect } from './dialects/default-dialect';

/**
 * The REST dialect in force. Defaults to ng-admin's dialect; replace it with
 * `provideApiMapping`.
 */
export const NGA_API_MAPPING = new InjectionToken<ApiMapping>('NGA_API_MAPPING', {
  providedIn: 'root',
  factory: () => new NgaDefaultDialect(),
});

/** How long looked-up reference records are served from memory, in milliseconds. */
export const NGA_LOOKUP_CACHE_TTL = new InjectionToken<number>('NGA_LOOKUP_CACHE_TTL', {
  providedIn: 'root',
  factory: () => 5000,
});
