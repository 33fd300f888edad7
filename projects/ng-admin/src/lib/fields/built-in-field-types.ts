import { booleanFieldType } from './boolean/boolean-field-type';
import { choiceFieldType } from './choice/choice-field-type';
import { choicesFieldType } from './choices/choices-field-type';
import { dateFieldType } from './date/date-field-type';
import { dateTimeFieldType } from './datetime/datetime-field-type';
import { emailFieldType } from './email/email-field-type';
import { embeddedListFieldType } from './embedded-list/embedded-list-field-type';
import type { NgaFieldType } from '../base/field-type';
import { fileFieldType } from './file/file-field-type';
import { floatFieldType } from './float/float-field-type';
import { jsonFieldType } from './json/json-field-type';
import { numberFieldType } from './number/number-field-type';
import { passwordFieldType } from './password/password-field-type';
import { referenceFieldType } from './reference/reference-field-type';
import { referenceManyFieldType } from './reference-many/reference-many-field-type';
import { referencedListFieldType } from './referenced-list/referenced-list-field-type';
import { stringFieldType } from './string/string-field-type';
import { templateFieldType } from './template/template-field-type';
import { textFieldType } from './text/text-field-type';
import { wysiwygFieldType } from './wysiwyg/wysiwyg-field-type';

/**
 * The 19 bundled field types and `template`. `provideNgAdmin` registers them with the same
 * provider an application uses for its own types, before the application's, so that a later
 * registration of a name replaces a built-in one.
 */
export const builtInFieldTypes: readonly NgaFieldType[] = [
  stringFieldType,
  textFieldType,
  wysiwygFieldType,
  passwordFieldType,
  emailFieldType,
  dateFieldType,
  dateTimeFieldType,
  numberFieldType,
  floatFieldType,
  booleanFieldType,
  choiceFieldType,
  choicesFieldType,
  jsonFieldType,
  fileFieldType,
  referenceFieldType,
  referencedListFieldType,
  embeddedListFieldType,
  referenceManyFieldType,
  templateFieldType,
];
