import { SchematicsException } from '@angular-devkit/schematics';
import {
  identifierOf,
  labelFieldOf,
  type DialectModel,
  type EntityModel,
  type FieldModel,
  type ViewsModel,
} from './model';
import { findCollections, readingPath, type Collection } from './openapi-collections';
import { pagingDialect } from './openapi-dialect';
import { checkDocument, SchemaResolver, type Schema } from './openapi-document';
import { displayName, OpenApiReadError, type OpenApiSource } from './openapi-source';
import { sentenceCase, singular } from '../utils/names';

/** The generator's reading of a document: entities and the REST dialect in use. */
export interface OpenApiEntities {
  entities: EntityModel[];
  /** Which views each entity's API allows. */
  views: Map<string, ViewsModel>;
  dialect: DialectModel;
}

/**
 * Reads the collections of an OpenAPI 3 document as entities: a path with an item path
 * (`/pets` and `/pets/{petId}`) or whose GET answers records (an array, or an envelope such
 * as `{ data: [...], total }`). Each property of the record schema becomes a field: types
 * and formats, `minLength`/`maxLength`/`pattern` as validation, `enum` as choices, `readOnly`
 * kept out of the forms, and `$ref` links to another collection as references. The forms
 * take their fields and required ones from the POST and PUT/PATCH request bodies. With
 * `only`, just that collection.
 *
 * @usageNotes
 * ```ts
 * const { entities, dialect } = entitiesFromOpenApi(await loadOpenApi('openapi.yaml'), 'pets');
 * ```
 */
export function entitiesFromOpenApi(source: OpenApiSource, only?: string): OpenApiEntities {
  const document = checkDocument(source);
  const resolver = new SchemaResolver(source);
  const collections = findCollections(document, resolver, displayName(source.root));
  if (collections.length === 0) {
    throw new OpenApiReadError(
      displayName(source.root),
      '/paths',
      'the document describes no collection (a path such as /posts whose GET answers a list, or with /posts/{id}).',
    );
  }
  const selected = only
    ? collections.filter((collection) => matches(collection, only))
    : collections;
  if (selected.length === 0) {
    const names = collections.map((collection) => collection.name).join(', ');
    throw new SchematicsException(
      `No collection "${only}" in the OpenAPI document. Found: ${names}.`,
    );
  }
  // Django REST framework's CharFields have a maxLength: a string without one is a TextField.
  const djangoRest = pagingDialect(selected, resolver).dialect === 'django-rest';
  const reader = new SchemaReader(resolver, collections, djangoRest);
  const file = displayName(source.root);
  const read = (collection: Collection, labels: ReadonlyMap<string, string>) =>
    readingPath(collection.path, () => reader.entity(collection, labels), file);
  const bare = collections.map((collection) => read(collection, new Map()));
  const labels = new Map(bare.map((model) => [model.name, labelFieldOf(model)]));
  const entities = selected.map((collection) => read(collection, labels));
  const views = new Map(
    selected.map((collection, index): [string, ViewsModel] => {
      const item = collection.item;
      const model = entities[index]!;
      const identified = model.fields.some((field) => field.name === identifierOf(model));
      return [
        collection.name,
        {
          creation: !!collection.creationSchema,
          edition: identified && !!(item.put ?? item.patch),
          deletion: identified && !!item.delete,
          show: identified && !!item.get,
        },
      ];
    }),
  );
  const dialect = pagingDialect(selected, resolver);
  if (dialect.dialect === 'django-rest') {
    for (const model of entities) {
      // The dialect sends its `q` filter as DRF's `?search=`.
      if (model.searchParameter === 'search') model.searchParameter = 'q';
    }
  }
  return { entities, views, dialect };
}

function matches(collection: Collection, name: string): boolean {
  const lower = name.toLowerCase();
  return [collection.name, collection.schemaName ?? '', collection.path.replace(/^\//, '')]
    .map((candidate) => candidate.toLowerCase())
    .includes(lower);
}

/** Reads schema properties as fields. */
class SchemaReader {
  constructor(
    private readonly resolver: SchemaResolver,
    private readonly collections: readonly Collection[],
    /** Strings of no format and no `maxLength` are long texts (a TextField). */
    private readonly unboundedStringsAreText = false,
  ) {}

  /** The `$ref` of a schema, or of the one member of its `allOf`. */
  private refOf(schema: Schema | undefined): string | undefined {
    if (!schema) return undefined;
    if (schema.$ref) return schema.$ref;
    if (schema.allOf?.length === 1 && schema.allOf[0]!.$ref) return schema.allOf[0]!.$ref;
    return undefined;
  }

  /** The collection a `$ref` designates: its schema, or a property (its identifier) of it. */
  private referencedCollection(schema: Schema): Collection | undefined {
    const ref = this.refOf(schema);
    const match = ref && /#\/components\/schemas\/([^/]+)(\/properties\/[^/]+)?$/.exec(ref);
    if (!match) return undefined;
    const name = decodeURIComponent(match[1]!);
    return this.collections.find((collection) => collection.schemaName === name);
  }

  entity(collection: Collection, labels: ReadonlyMap<string, string>): EntityModel {
    const properties = Object.keys(collection.schema.properties ?? {});
    const pathParameter = collection.itemPath
      ? /\{([^}]+)\}\/?$/.exec(collection.itemPath)![1]!
      : undefined;
    const identifier =
      pathParameter && properties.includes(pathParameter)
        ? pathParameter
        : properties.includes('id')
          ? 'id'
          : undefined;
    const read = (schema: Schema) => {
      const required = new Set(schema.required ?? []);
      return Object.entries(schema.properties ?? {}).map(([name, property]) =>
        this.field(name, property, required.has(name), collection, labels, name === identifier),
      );
    };
    const fields = read(collection.schema);
    const model: EntityModel = {
      name: collection.name,
      source: `the OpenAPI document (${collection.path}${collection.schemaName ? `, schema ${collection.schemaName}` : ''})`,
      fields,
      notes: [],
    };
    const writable = (list: FieldModel[]) => list.filter((field) => !field.readOnly);
    const sameAs = (a: FieldModel[], b: FieldModel[]) => JSON.stringify(a) === JSON.stringify(b);
    if (collection.creationSchema) {
      const creation = writable(read(collection.creationSchema));
      if (!sameAs(creation, writable(fields))) model.creationFields = creation;
    }
    if (collection.editionSchema) {
      const edition = writable(read(collection.editionSchema));
      const creation = model.creationFields ?? writable(fields);
      if (!sameAs(edition, creation)) model.editionFields = edition;
    }
    if (collection.updateMethod === 'PATCH') model.updateMethod = 'PATCH';
    if (identifier && identifier !== 'id') model.identifier = identifier;
    const url = collection.path.replace(/^\//, '').replace(/\/$/, '');
    if (url !== collection.name) model.url = url;
    if (collection.pathParameters.length > 0) {
      model.pathParameters = collection.pathParameters.map((parameter) => ({
        name: parameter.name!,
        value: String(
          parameter.example ??
            parameter.schema?.example ??
            parameter.schema?.default ??
            parameter.name,
        ),
      }));
    }
    const search = collection.queryParameters.find((parameter) =>
      ['q', 'search'].includes(parameter.name!),
    );
    if (search && collection.listed) model.searchParameter = search.name;
    if (!collection.list.get || !collection.listed) {
      model.notes.push(
        `The document describes no list of ${collection.name} (GET ${collection.path} answering entries): the list view needs the API to serve one.`,
      );
    }
    if (!identifier) {
      model.notes.push(
        `The ${collection.name} have no identifier property: the show, edition and deletion views are left out.`,
      );
    }
    return model;
  }

  private field(
    name: string,
    raw: Schema,
    required: boolean,
    collection: Collection,
    labels: ReadonlyMap<string, string>,
    isIdentifier: boolean,
  ): FieldModel {
    const target = this.referencedCollection(raw);
    const schema = this.resolver.resolve(raw) ?? {};
    const field: FieldModel = { name, type: 'string' };
    // An integer `id` the client need not send is assigned by the server: no form input.
    const serverAssigned = isIdentifier && name === 'id' && schema.type === 'integer' && !required;
    // A reference to another schema's identifier does not inherit its readOnly.
    const readOnly = target ? raw.readOnly : schema.readOnly;
    if (readOnly || serverAssigned) field.readOnly = true;
    if (isIdentifier && name === 'id') field.label = 'ID';
    if (target && !isIdentifier) {
      const refIsObject = !/\/properties\//.test(this.refOf(raw) ?? '');
      field.type = 'reference';
      field.name = refIsObject ? `${name}.${this.identifierOf(target)}` : name;
      field.label = sentenceCase(name.replace(/(_id|Id)$/, ''));
      field.reference = { entity: target.name, targetField: labels.get(target.name) ?? 'id' };
      if (refIsObject)
        field.comment = `The API nests the ${name} object: this field reads its identifier.`;
      return this.withValidation(field, schema, required);
    }
    const items = schema.type === 'array' ? schema.items : undefined;
    const itemTarget = items ? this.referencedCollection(items) : undefined;
    if (items && itemTarget && /\/properties\//.test(this.refOf(items) ?? '')) {
      field.type = 'reference_many';
      field.reference = {
        entity: itemTarget.name,
        targetField: labels.get(itemTarget.name) ?? 'id',
      };
      return this.withValidation(field, schema, required);
    }
    const foreignKey = /^(.+?)(_id|Id)$/.exec(name);
    const keyTarget =
      foreignKey && !isIdentifier ? this.collectionNamed(foreignKey[1]!) : undefined;
    if (keyTarget && ['integer', 'string'].includes(String(schema.type))) {
      field.type = 'reference';
      field.label = sentenceCase(foreignKey![1]!);
      field.reference = { entity: keyTarget.name, targetField: labels.get(keyTarget.name) ?? 'id' };
      return this.withValidation(field, schema, required);
    }
    // `tags: [1, 2]` beside a `tags` collection (`tag_ids` too): Django REST framework's
    // many-to-many fields, json-server's arrays of identifiers.
    const itemType = items ? String(this.resolver.resolve(items)?.type) : undefined;
    const manyTarget =
      itemType && ['integer', 'string'].includes(itemType) && !isIdentifier
        ? this.collectionNamed(name.replace(/(_ids|Ids)$/, ''))
        : undefined;
    // Strings are identifiers only under the collection's own name (an `origins` list of
    // strings beside an `origins` collection may hold values, not identifiers).
    if (
      manyTarget &&
      manyTarget !== collection &&
      (itemType === 'integer' || manyTarget.name === name)
    ) {
      field.type = 'reference_many';
      field.reference = {
        entity: manyTarget.name,
        targetField: labels.get(manyTarget.name) ?? 'id',
      };
      return this.withValidation(field, schema, required);
    }
    Object.assign(field, this.typeOf(schema, collection));
    if (schema['x-nga-missing']) {
      field.comment = `The document's $ref ${schema['x-nga-missing']} names nothing: check its type.`;
    }
    return this.withValidation(field, schema, required);
  }

  private collectionNamed(stem: string): Collection | undefined {
    const lower = singular(stem).toLowerCase();
    return this.collections.find(
      (collection) =>
        singular(collection.name).toLowerCase() === lower ||
        collection.schemaName?.toLowerCase() === lower,
    );
  }

  private identifierOf(collection: Collection): string {
    const parameter = collection.itemPath ? /\{([^}]+)\}\/?$/.exec(collection.itemPath)![1]! : 'id';
    return collection.schema.properties?.[parameter] ? parameter : 'id';
  }

  private typeOf(schema: Schema, collection: Collection): Partial<FieldModel> {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    if (
      schema.enum &&
      schema.enum.length > 0 &&
      (type === 'string' || type === 'integer' || !type)
    ) {
      return { type: 'choice', choices: choicesOf(schema.enum) };
    }
    switch (type) {
      case 'boolean':
        return { type: 'boolean' };
      case 'integer':
        return { type: 'number' };
      case 'number':
        return { type: 'float' };
      case 'array': {
        const items = this.resolver.resolve(schema.items) ?? {};
        if (items.enum?.length) return { type: 'choices', choices: choicesOf(items.enum) };
        if (items.type === 'object' || items.properties) {
          const targetFields = Object.entries(items.properties ?? {})
            .filter(
              ([, inner]) =>
                !['object', 'array'].includes(String(this.resolver.resolve(inner)?.type)),
            )
            .map(
              ([name, inner]) =>
                ({
                  name,
                  ...this.typeOf(this.resolver.resolve(inner) ?? {}, collection),
                }) as FieldModel,
            );
          return targetFields.length > 0
            ? { type: 'embedded_list', targetFields }
            : { type: 'json' };
        }
        return { type: 'json' };
      }
      case 'object':
        return { type: 'json' };
      case 'string':
      case undefined:
        return stringType(schema, this.unboundedStringsAreText);
      default:
        return { type: 'string' };
    }
  }

  private withValidation(field: FieldModel, schema: Schema, required: boolean): FieldModel {
    const validation: FieldModel['validation'] = { ...field.validation };
    if (required && !field.readOnly) validation.required = true;
    if (schema.minLength !== undefined) validation.minlength = schema.minLength;
    if (schema.maxLength !== undefined) validation.maxlength = schema.maxLength;
    if (schema.pattern !== undefined) validation.pattern = schema.pattern;
    if (Object.keys(validation).length > 0) field.validation = validation;
    // Secrets never show in lists or show views.
    if ((schema.writeOnly || /^(password|secret)$/i.test(field.name)) && field.type === 'string') {
      field.type = 'password';
    }
    return field;
  }
}

function stringType(schema: Schema, unboundedIsText: boolean): Partial<FieldModel> {
  switch (schema.format) {
    case 'date':
      return { type: 'date' };
    case 'date-time':
      return { type: 'datetime' };
    case 'email':
      return { type: 'email' };
    case 'password':
      return { type: 'password' };
    case 'html':
      return { type: 'wysiwyg' };
    case 'uri':
    case 'url':
      return { type: 'string', validation: { pattern: '^https?://.+' } };
    default: {
      const unbounded = schema.format === undefined && schema.maxLength === undefined;
      if (unboundedIsText && unbounded && !schema.pattern) return { type: 'text' };
      return { type: (schema.maxLength ?? 0) > 255 ? 'text' : 'string' };
    }
  }
}

function choicesOf(values: readonly unknown[]): { value: string | number; label: string }[] {
  return values
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map((value) => ({
      value,
      label: typeof value === 'string' ? sentenceCase(value) : String(value),
    }));
}
