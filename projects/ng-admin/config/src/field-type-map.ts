import type { BooleanField } from './fields/boolean-field';
import type { ChoiceField } from './fields/choice-field';
import type { ChoicesField } from './fields/choices-field';
import type { DateField } from './fields/date-field';
import type { DateTimeField } from './fields/date-time-field';
import type { EmailField } from './fields/email-field';
import type { EmbeddedListField } from './fields/embedded-list-field';
import type { FileField } from './fields/file-field';
import type { FloatField } from './fields/float-field';
import type { JsonField } from './fields/json-field';
import type { NumberField } from './fields/number-field';
import type { PasswordField } from './fields/password-field';
import type { ReferenceField } from './fields/reference-field';
import type { ReferenceManyField } from './fields/reference-many-field';
import type { ReferencedListField } from './fields/referenced-list-field';
import type { StringField } from './fields/string-field';
import type { TemplateField } from './fields/template-field';
import type { TextField } from './fields/text-field';
import type { WysiwygField } from './fields/wysiwyg-field';

/**
 * Maps each field type name to its class, so that `admin.field(name, type)` returns
 * the right class and its type-specific methods type-check. Augment it to type your
 * own field types, then register them with `admin.registerFieldType()`.
 *
 * @usageNotes
 * ```ts
 * export class RatingField extends NumberField {
 *   max(): number { return 5; }
 * }
 * declare module '@ng-admin/core/config' {
 *   interface FieldTypeMap {
 *     rating: RatingField;
 *   }
 * }
 * admin.registerFieldType('rating', RatingField);
 * admin.field('stars', 'rating').max(); // typed as RatingField
 * ```
 */
export interface FieldTypeMap {
  string: StringField;
  text: TextField;
  wysiwyg: WysiwygField;
  password: PasswordField;
  email: EmailField;
  date: DateField;
  datetime: DateTimeField;
  number: NumberField;
  float: FloatField;
  boolean: BooleanField;
  choice: ChoiceField;
  choices: ChoicesField;
  json: JsonField;
  file: FileField;
  reference: ReferenceField;
  referenced_list: ReferencedListField;
  embedded_list: EmbeddedListField;
  reference_many: ReferenceManyField;
  template: TemplateField;
}

/**
 * A field type name known to the type system (built-in or added by augmentation).
 *
 * @usageNotes
 * ```ts
 * const type: FieldTypeName = 'reference';
 * ```
 */
export type FieldTypeName = keyof FieldTypeMap;
