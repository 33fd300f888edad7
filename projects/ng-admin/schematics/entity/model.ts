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

/** The dialects `withApiMapping(...)` can select. */
export type PagingDialect = 'default' | 'json-server' | 'simple-rest' | 'django-rest' | 'graphql';

/** Settings given to the dialect's constructor (`NgaDjangoRestOptions`, `NgaGraphqlOptions`). */
export type DialectOptionsModel = Readonly<Record<string, string | boolean>>;

/** Where an API's answers hold their data (`NgaEnvelope` of @ng-admin/core). */
export interface EnvelopeModel {
  records?: string;
  total?: string;
  record?: string;
}

/** Names of the paging and sorting parameters (`NgaPagingParams` of @ng-admin/core). */
export interface PagingParamsModel {
  page?: string | null;
  perPage?: string | null;
  offset?: string | null;
  sort?: string | null;
  order?: string | null;
}

/** The REST dialect the generated admin uses, and why. */
export interface DialectModel {
  dialect: PagingDialect;
  /** Paging and sorting parameters, when they are not the dialect's own. */
  params?: PagingParamsModel;
  /** The envelope of each entity whose answers are wrapped. */
  envelopes?: Record<string, EnvelopeModel>;
  /** Settings of a dialect built for one kind of API (Django REST framework's pagination...). */
  options?: DialectOptionsModel;
  /** What the choice was made from, for the output. */
  evidence?: string;
}

/** A parameter of the collection's path (`realm` of `/{realm}/users`) and its first value. */
export interface PathParameterModel {
  name: string;
  value: string;
  description?: string;
}

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
  /** The creation form's fields, when they differ from `fields` (the POST body's). */
  creationFields?: FieldModel[];
  /** The edition form's fields, when they differ from the creation form's (the PUT/PATCH body's). */
  editionFields?: FieldModel[];
  /** The edition sends PATCH: the API has no PUT for an entry. */
  updateMethod?: 'PATCH';
  /** Parameters of `url` written `{name}`, set in the generated file. */
  pathParameters?: PathParameterModel[];
  /** A full-text search parameter of the list (`q`), shown as a pinned filter. */
  searchParameter?: string;
}

/** Which views the API allows (all by default). */
export interface ViewsModel {
  creation?: boolean;
  edition?: boolean;
  deletion?: boolean;
  /** The API answers one entry (`GET /posts/{id}`). */
  show?: boolean;
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
