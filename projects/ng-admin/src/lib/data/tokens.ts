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

/**
 * How long a request may go unanswered before it fails with a timeout, in milliseconds
 * (30 s by default). The typed values of a form are kept; the message says what happened.
 *
 * @usageNotes
 * ```ts
 * providers: [{ provide: NGA_REQUEST_TIMEOUT, useValue: 60_000 }]
 * ```
 */
export const NGA_REQUEST_TIMEOUT = new InjectionToken<number>('NGA_REQUEST_TIMEOUT', {
  providedIn: 'root',
  factory: () => 30_000,
});
