import type { FieldClass } from '../field-type-catalogue';
import type { FieldTypeMap } from '../field-type-map';
import { BooleanField } from './boolean-field';
import { ChoiceField } from './choice-field';
import { ChoicesField } from './choices-field';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';
import { EmailField } from './email-field';
import { EmbeddedListField } from './embedded-list-field';
import { FileField } from './file-field';
import { FloatField } from './float-field';
import { JsonField } from './json-field';
import { NumberField } from './number-field';
import { PasswordField } from './password-field';
import { ReferenceField } from './reference-field';
import { ReferenceManyField } from './reference-many-field';
import { ReferencedListField } from './referenced-list-field';
import { StringField } from './string-field';
import { TemplateField } from './template-field';
import { TextField } from './text-field';
import { WysiwygField } from './wysiwyg-field';

/** The bundled types (spec 2.2) plus `template`, in the spec's order. */
export const BUILT_IN_FIELD_TYPES = {
  string: StringField,
  text: TextField,
  wysiwyg: WysiwygField,
  password: PasswordField,
  email: EmailField,
  date: DateField,
  datetime: DateTimeField,
  number: NumberField,
  float: FloatField,
  boolean: BooleanField,
  choice: ChoiceField,
  choices: ChoicesField,
  json: JsonField,
  file: FileField,
  reference: ReferenceField,
  referenced_list: ReferencedListField,
  embedded_list: EmbeddedListField,
  reference_many: ReferenceManyField,
  template: TemplateField,
} as const satisfies { readonly [K in keyof FieldTypeMap]?: FieldClass<FieldTypeMap[K]> };
