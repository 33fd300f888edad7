import { InjectionToken } from '@angular/core';
import type { Application } from '@ng-admin/core/config';

/**
 * The validated application configuration, built once by the `configure` function given to
 * `provideNgAdmin`.
 *
 * @usageNotes
 * ```ts
 * const application = inject(NGA_APPLICATION);
 * const posts = application.getEntity('posts');
 * ```
 */
export const NGA_APPLICATION = new InjectionToken<Application>('NGA_APPLICATION');
