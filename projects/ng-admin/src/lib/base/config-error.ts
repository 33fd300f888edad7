import type { ConfigError } from '@ng-admin/core/config';

/**
 * Whether an error is the DSL's `ConfigError`. Told by its name and problems rather than by
 * `instanceof`, so that the first bundle does not hold the DSL: with a lazy configuration,
 * the DSL loads with it.
 *
 * @usageNotes
 * ```ts
 * const problems = isConfigError(error) ? error.problems : [String(error)];
 * ```
 */
export function isConfigError(error: unknown): error is ConfigError {
  return (
    error instanceof Error &&
    error.name === 'ConfigError' &&
    Array.isArray((error as Partial<ConfigError>).problems)
  );
}
