/**
 * The version of @ng-admin/core.
 *
 * @usageNotes
 * ```ts
 * console.log(`ng-admin ${NGA_VERSION}`);
 * ```
 */
export const NGA_VERSION = '0.1.0';
