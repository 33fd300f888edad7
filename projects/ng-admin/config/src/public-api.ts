/*
 * Public API surface of @ng-admin/core/config: the configuration DSL.
 */
export {};
