/** The 19 field types of @ng-admin/core/config. */
export type FieldType =
  | 'string'
  | 'text'
  | 'wysiwyg'
  | 'password'
  | 'email'
  | 'date'
  | 'datetime'
  | 'number'
  | 'float'
  | 'boolean'
  | 'choice'
  | 'choices'
  | 'json'
  | 'file'
  | 'reference'
  | 'referenced_list'
  | 'embedded_list'
  | 'reference_many'
  | 'template';

/** A field's validation, as `field.validation({...})` takes it. */
export interface FieldValidationModel {
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  pattern?: string;
}

/** A reference from a field to another entity. */
export interface ReferenceModel {
  /** The target entity's name. */
  entity: string;
  /** The target's field shown in place of the identifier (`title`, `name`...). */
  targetField: string;
  /** The API answers `GET <target>?id[]=1&id[]=2`: one request for a page of references. */
  singleApiCall?: boolean;
}

/** One field of a generated entity, before it becomes code. */
export interface FieldModel {
  name: string;
  type: FieldType;
  label?: string;
  /** Left out of the creation and edition forms (server-assigned, OpenAPI `readOnly`). */
  readOnly?: boolean;
  validation?: FieldValidationModel;
  choices?: readonly { value: string | number; label: string }[];
  reference?: ReferenceModel;
  /** The fields of each item of an `embedded_list`. */
  targetFields?: readonly FieldModel[];
  /** A short remark written above the field's definition. */
  comment?: string;
}

/** The REST dialects `withApiMapping(...)` can select. */
export type PagingDialect = 'default' | 'json-server' | 'simple-rest';

/** An entity to generate: its name, where it comes from, its fields. */
export interface EntityModel {
  name: string;
  /** The collection's URL relative to the API base, when it is not the entity name. */
  url?: string;
  /** The identifier field, when it is not `id`. */
  identifier?: string;
  /** Where the fields were read, for the file's header comment. */
  source: string;
  fields: FieldModel[];
  /** Facts the user should know, written as comments at the top of the configure function. */
  notes: string[];
  /** The API offers no creation, edition or deletion. */
  readOnly?: boolean;
}

/** The label field of an entity: what a reference to it shows. */
export function labelFieldOf(model: EntityModel): string {
  const preferred = ['title', 'name', 'label', 'username', 'full_name', 'fullName', 'email'];
  const textual = model.fields.filter((field) => ['string', 'email'].includes(field.type));
  for (const name of preferred) {
    const match = textual.find((field) => field.name.toLowerCase() === name.toLowerCase());
    if (match) return match.name;
  }
  return textual[0]?.name ?? identifierOf(model);
}

/** The identifier field's name. */
export function identifierOf(model: EntityModel): string {
  return model.identifier ?? 'id';
}
