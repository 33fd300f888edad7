/*
 * Public API surface of @ng-admin/core/config: the configuration DSL. Pure TypeScript,
 * no Angular and no browser, so it also runs in Node (tests, tooling, generators).
 * Every symbol carries its JSDoc and usage example at its declaration.
 */

// Namespace and factories
export { Admin, admin, createAdmin } from './admin';
export { Application, type ErrorMessage } from './application';
export { Entity } from './entity';
export { Menu } from './menu';
export { Dashboard } from './dashboard';
export { Collection } from './collection';

// Field types
export { FieldTypeCatalogue, type FieldClass } from './field-type-catalogue';
export type { FieldTypeMap, FieldTypeName } from './field-type-map';
export { Field, type DetailLinkRoute, type FieldValidation } from './fields/field';
export { StringField } from './fields/string-field';
export { TextField } from './fields/text-field';
export { WysiwygField } from './fields/wysiwyg-field';
export { PasswordField } from './fields/password-field';
export { EmailField } from './fields/email-field';
export { DateField, type DateParser } from './fields/date-field';
export { DateTimeField } from './fields/date-time-field';
export { NumberField } from './fields/number-field';
export { FloatField } from './fields/float-field';
export { BooleanField } from './fields/boolean-field';
export { ChoiceField } from './fields/choice-field';
export { ChoicesField } from './fields/choices-field';
export { JsonField } from './fields/json-field';
export { FileField, type UploadInformation } from './fields/file-field';
export {
  ReferenceField,
  type RemoteCompleteOptions,
  type SingleApiCall,
} from './fields/reference-field';
export { ReferencedListField } from './fields/referenced-list-field';
export { EmbeddedListField } from './fields/embedded-list-field';
export { ReferenceManyField } from './fields/reference-many-field';
export { TemplateField } from './fields/template-field';
export {
  FILTER_OPERATORS,
  isFilterCondition,
  type FilterCondition,
  type FilterOperator,
} from './filter-operators';
export type { FieldInput, ViewFieldInput } from './field-list';
export { FieldGroup, isFieldGroup, type FieldGroupItem, type FieldGroupKind } from './field-group';
export {
  conditionHolds,
  resetConditionHolds,
  type FieldCondition,
  type FieldResetCondition,
  type FieldValues,
} from './conditions';

// Views
export { View, type ViewAction, type ViewActions, type ViewKind } from './views/view';
export { ListView, type BatchAction, type ExportOptions, type ListAction } from './views/list-view';
export { BatchUpdate, isBatchUpdate, type BatchUpdateValue } from './batch-update';
export { FormView } from './views/form-view';
export { CreationView } from './views/creation-view';
export { EditionView } from './views/edition-view';
export { ShowView } from './views/show-view';
export { DeletionView } from './views/deletion-view';
export { BatchDeleteView } from './views/batch-delete-view';

// Hooks
export {
  isInjectableHook,
  type EntryLike,
  type NgaHook,
  type NgaHookType,
  type NgaHookTypes,
  type PrepareContext,
  type SubmitErrorContext,
  type SubmitSuccessContext,
} from './hooks';

// Permissions
export {
  entityPermissions,
  type FieldAccess,
  type NgaIdentity,
  type PermissionAction,
  type PermissionGrant,
  type PermissionRule,
  type ResolvedPermissions,
} from './permissions';

// Getter/setter settings, for custom field types and other extensions
export { defineSettings, type Setting, type SettingRule, type SettingRules } from './setting';

// Errors and utilities
export { ConfigError } from './config-errors';
export { humanize } from './humanize';
export { resolveCssClasses } from './fields/field';
export { materialIconName } from './material-icon-name';
export type {
  ChoiceOption,
  Choices,
  ComponentLike,
  CssClasses,
  FieldMapper,
  FieldTemplate,
  MutationMode,
  SortDir,
  TemplateText,
  UrlSetting,
  WriteMethod,
} from './types';
