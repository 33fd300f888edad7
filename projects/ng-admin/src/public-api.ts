/*
 * Public API surface of @ng-admin/core.
 */
export { NGA_VERSION } from './lib/version';
