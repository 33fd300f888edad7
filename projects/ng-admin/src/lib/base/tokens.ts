import { inject, InjectionToken } from '@angular/core';
import type { Application, Entity, EntryLike } from '@ng-admin/core/config';

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

/**
 * Opens the creation form of an entity in a dialog, starting from `defaultValues`, and resolves
 * with the entry saved, or null when the user cancelled.
 *
 * @usageNotes
 * ```ts
 * const created = await creator(tags, { name: 'angular' });
 * ```
 */
export type NgaRecordCreator = (
  entity: Entity,
  defaultValues: Readonly<Record<string, unknown>>,
) => Promise<EntryLike | null>;

/**
 * How reference inputs create a target record on the spot (`creatable(true)`): `provideNgAdmin`
 * gives the creation dialog, loaded with its first use; null where no admin is provided.
 *
 * @usageNotes
 * ```ts
 * const create = inject(NGA_RECORD_CREATOR);
 * const tag = create ? await create(tags, { name: 'angular' }) : null;
 * ```
 */
export const NGA_RECORD_CREATOR = new InjectionToken<NgaRecordCreator | null>(
  'NGA_RECORD_CREATOR',
  { providedIn: 'root', factory: () => null },
);

/**
 * What `provideNgAdmin` made of the configuration: the application, or, when it refused the
 * configuration, the error and every problem it names (one per `ConfigError` problem, or the
 * message of another error the configure function threw). `<nga-admin>` shows the problems
 * instead of the admin; `NGA_APPLICATION` is then an empty application.
 *
 * @usageNotes
 * ```ts
 * const configuration = inject(NGA_CONFIGURATION);
 * if (configuration.problems) console.warn(configuration.problems.join('\n'));
 * ```
 */
export type NgaConfiguration =
  | { readonly application: Application; readonly problems?: undefined; readonly error?: undefined }
  | {
      readonly application?: undefined;
      readonly problems: readonly string[];
      readonly error: unknown;
    };

/**
 * The configuration as `provideNgAdmin` read it (see `NgaConfiguration`); without
 * `provideNgAdmin` (a test providing `NGA_APPLICATION` itself), that application.
 *
 * @usageNotes
 * ```ts
 * protected readonly refused = inject(NGA_CONFIGURATION).problems !== undefined;
 * ```
 */
export const NGA_CONFIGURATION = new InjectionToken<NgaConfiguration>('NGA_CONFIGURATION', {
  providedIn: 'root',
  factory: () => ({ application: inject(NGA_APPLICATION) }),
});
