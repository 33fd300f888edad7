/*
 * Public API surface of @ng-admin/core/testing: what an application's unit tests need to test
 * its admin without a server. Component harnesses for the views and fields (Angular CDK
 * harnesses, so they work with TestbedHarnessEnvironment and any other harness environment),
 * an in-memory REST API in ng-admin's default dialect, and the TestBed setup over both.
 */

// Setup
export { provideNgAdminTesting, type NgaTestingOptions } from './provide-ng-admin-testing';
export { openNgAdmin, type NgaOpenedAdmin } from './open-ng-admin';
export { NgaMemoryStorage } from './storage/memory-storage';
export { captureDownloads, type NgaDownload, type NgaDownloadCapture } from './capture-downloads';

// In-memory API
export {
  NgaInMemoryApi,
  type NgaInMemoryFailure,
  type NgaInMemoryRequest,
  type NgaInMemoryRequestMatch,
} from './in-memory/in-memory-api';
export type {
  NgaInMemoryMethod,
  NgaInMemoryOptions,
  NgaInMemoryValidator,
  NgaInMemoryViolation,
} from './in-memory/in-memory-store';
export type { NgaInMemoryFilterRule, NgaInMemoryRecord } from './in-memory/in-memory-query';

// Harnesses
export { NgaViewHarness } from './harnesses/view-harness';
export {
  NgaDatagridHarness,
  NgaRowHarness,
  type NgaRowHarnessFilters,
  type NgaRowTexts,
  type NgaSortState,
} from './harnesses/datagrid-harness';
export { NgaListHarness } from './harnesses/list-harness';
export {
  NgaFieldHarness,
  type NgaFieldHarnessFilters,
  type NgaFieldInput,
  type NgaFieldKind,
  type NgaFieldValue,
} from './harnesses/field-harness';
export { NgaFormHarness } from './harnesses/form-harness';
export {
  NgaShowFieldHarness,
  NgaShowHarness,
  type NgaShowFieldHarnessFilters,
} from './harnesses/show-harness';
export { NgaDeleteHarness } from './harnesses/delete-harness';
export { NgaNotificationHarness } from './harnesses/notification-harness';
export { NGA_HARNESS_TIMEOUT } from './harnesses/waiting';
