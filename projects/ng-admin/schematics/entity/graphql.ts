import { SchematicsException } from '@angular-devkit/schematics';
import { guessFields, withoutCandidate } from './guess-from-sample';
import {
  identifierOf,
  labelFieldOf,
  type DialectModel,
  type EntityModel,
  type FieldModel,
  type ViewsModel,
} from './model';
import { postJson, statusMessage, type RequestHeaders } from '../utils/http';
import { plural, sentenceCase, singular } from '../utils/names';

/** The generator's reading of a GraphQL API: entities, their views, the dialect. */
export interface GraphqlEntities {
  entities: EntityModel[];
  views: Map<string, ViewsModel>;
  dialect: DialectModel;
}

/** A type reference of the introspection: `[String]!` is NON_NULL of LIST of String. */
interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

interface IntrospectedField {
  name: string;
  args?: { name: string; type: TypeRef }[];
  type: TypeRef;
}

interface IntrospectedType {
  kind: string;
  name: string;
  fields: IntrospectedField[] | null;
  inputFields: { name: string; type: TypeRef }[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INTROSPECTION = `query NgAdminIntrospection {
  __schema {
    queryType { name }
    mutationType { name }
    types {
      kind name
      fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
      inputFields { name type { ${TYPE_REF} } }
      enumValues { name }
    }
  }
}`;

/** Entries read to refine the types the schema gives (a `String` holding dates, HTML...). */
const SAMPLE_SIZE = 10;

/**
 * Reads a GraphQL API in the shape of react-admin's simple GraphQL provider (json-graphql-
 * server's) by introspection: every query `allPosts` returning a list of a type `Post` is the
 * entity `posts`. Each scalar field of the type becomes a field (`Int` number, `Float` float,
 * `Boolean` boolean, an enum choices; `String` and `JSON` from a sample of entries, as
 * `--from-url` guesses them); `post_id` beside a `Post` relation, or a list named like another
 * entity (`tags`), becomes a reference. `createPost`, `updatePost` and `deletePost` give the
 * views and the forms' fields, the arguments required at creation their validation; a `q`
 * in the type's filter a search. With `only`, just that entity.
 *
 * @usageNotes
 * ```ts
 * const { entities, dialect } = await entitiesFromGraphql('http://localhost:3000/', 'posts');
 * ```
 */
export async function entitiesFromGraphql(
  url: string,
  only?: string,
  headers: RequestHeaders = {},
): Promise<GraphqlEntities> {
  const schema = await introspect(url, headers);
  const types = new Map(schema.types.map((type) => [type.name, type]));
  const query = types.get(schema.queryType?.name ?? 'Query');
  const mutation = schema.mutationType ? types.get(schema.mutationType.name) : undefined;
  const queries = new Map((query?.fields ?? []).map((field) => [field.name, field]));
  const mutations = new Map((mutation?.fields ?? []).map((field) => [field.name, field]));

  // allPosts: [Post] is the entity posts, of type Post.
  const found: { name: string; type: IntrospectedType; list: string }[] = [];
  for (const field of queries.values()) {
    const match = /^all([A-Z]\w*)$/.exec(field.name);
    const itemType = listOf(field.type);
    const type = itemType ? types.get(itemType) : undefined;
    if (!match || type?.kind !== 'OBJECT' || !type.fields) continue;
    const name = match[1]![0]!.toLowerCase() + match[1]!.slice(1);
    found.push({ name, type, list: field.name });
  }
  if (found.length === 0) {
    throw new SchematicsException(
      `The GraphQL API at ${url} has no query allPosts(page, perPage, sortField, sortOrder, filter) ` +
        "returning a list of a type: the generator reads APIs in the shape of react-admin's simple GraphQL provider (json-graphql-server's).",
    );
  }
  const selected = only ? found.filter((entry) => entry.name === only) : found;
  if (selected.length === 0) {
    throw new SchematicsException(
      `No entity "${only}" in the GraphQL API at ${url}. Found: ${found.map((entry) => entry.name).join(', ')}.`,
    );
  }
  const byType = new Map(found.map((entry) => [entry.type.name, entry.name]));
  const names = new Set(found.map((entry) => entry.name));

  const read = async (entry: (typeof found)[number]) => {
    const scalars = (entry.type.fields ?? []).filter((field) => !byType.has(namedType(field.type)));
    const rows = await sample(url, entry.list, scalars, headers);
    const guessed = new Map(guessFields(rows).map((field) => [field.name, field]));
    const fields = scalars.map((field) =>
      fieldOf(field, entry.type, types, guessed.get(field.name), byType, names),
    );
    return { entry, fields };
  };
  const all = await Promise.all(found.map(read));
  const labels = new Map(
    all.map(({ entry, fields }) => [
      entry.name,
      labelFieldOf({ name: entry.name, source: '', fields, notes: [] }),
    ]),
  );

  const entities: EntityModel[] = [];
  const views = new Map<string, ViewsModel>();
  for (const { entry, fields } of all.filter(({ entry }) => selected.includes(entry))) {
    for (const field of fields) {
      if (field.reference) field.reference.targetField = labels.get(field.reference.entity) ?? 'id';
    }
    const typeName = entry.type.name;
    const create = mutations.get(`create${typeName}`);
    const update = mutations.get(`update${typeName}`);
    const remove = mutations.get(`delete${typeName}`);
    const model: EntityModel = {
      name: entry.name,
      source: `the GraphQL API at ${url} (type ${typeName}, ${entry.list})`,
      fields,
      notes: [],
    };
    if (create) {
      const required = new Set(
        (create.args ?? []).filter((arg) => arg.type.kind === 'NON_NULL').map((arg) => arg.name),
      );
      model.creationFields = formFields(fields, create, required);
    }
    if (update) {
      const edition = formFields(fields, update, new Set());
      if (JSON.stringify(edition) !== JSON.stringify(model.creationFields)) {
        model.editionFields = edition;
      }
    }
    const filter = (queries.get(entry.list)?.args ?? []).find((arg) => arg.name === 'filter');
    const filterType = filter ? types.get(namedType(filter.type)) : undefined;
    if (filterType?.inputFields?.some((input) => input.name === 'q')) model.searchParameter = 'q';
    const identified = fields.some((field) => field.name === identifierOf(model));
    entities.push(model);
    views.set(entry.name, {
      creation: !!create,
      edition: identified && !!update,
      deletion: identified && !!remove,
      show: identified && queries.has(typeName),
    });
  }
  const first = selected[0]!;
  return {
    entities,
    views,
    dialect: {
      dialect: 'graphql',
      evidence: `${url} answers ${first.list} and _${first.list}Meta by introspection`,
    },
  };
}

/** The schema of the API, from the standard introspection query. */
async function introspect(
  url: string,
  headers: RequestHeaders,
): Promise<{
  queryType: { name: string } | null;
  mutationType: { name: string } | null;
  types: IntrospectedType[];
}> {
  const answer = await postJson(url, { query: INTROSPECTION }, headers);
  const body = answer.body as { data?: { __schema?: unknown }; errors?: { message?: string }[] };
  if (!answer.ok && !body?.errors) {
    throw new SchematicsException(
      `${statusMessage(url, answer.status, headers).replace(/^GET/, 'POST')}: expected a GraphQL endpoint.`,
    );
  }
  if (body?.errors?.length) {
    throw new SchematicsException(
      `The GraphQL API at ${url} refused the introspection query: ${body.errors.map((error) => error.message).join('; ')}`,
    );
  }
  const schema = body?.data?.__schema as
    | {
        queryType: { name: string } | null;
        mutationType: { name: string } | null;
        types: IntrospectedType[];
      }
    | undefined;
  if (!schema || !Array.isArray(schema.types)) {
    throw new SchematicsException(
      `POST ${url} did not answer a GraphQL introspection ({ data: { __schema } }): is it the GraphQL endpoint?`,
    );
  }
  return schema;
}

/** A few entries of the list, their scalar fields selected, to guess the types from. */
async function sample(
  url: string,
  list: string,
  scalars: readonly IntrospectedField[],
  headers: RequestHeaders,
): Promise<Record<string, unknown>[]> {
  const selection = scalars
    .filter((field) => !field.args?.some((arg) => arg.type.kind === 'NON_NULL'))
    .map((field) => field.name)
    .join(' ');
  try {
    const answer = await postJson(
      url,
      { query: `{ items: ${list}(perPage: ${SAMPLE_SIZE}) { ${selection} } }` },
      headers,
    );
    const items = (answer.body as { data?: { items?: unknown } } | undefined)?.data?.items;
    return Array.isArray(items)
      ? items.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
      : [];
  } catch {
    // No sample: the types come from the schema alone.
    return [];
  }
}

/** One scalar field of a type as a field of the entity. */
function fieldOf(
  field: IntrospectedField,
  type: IntrospectedType,
  types: ReadonlyMap<string, IntrospectedType>,
  guessed: FieldModel | undefined,
  byType: ReadonlyMap<string, string>,
  entities: ReadonlySet<string>,
): FieldModel {
  const named = namedType(field.type);
  if (field.name === 'id' && named === 'ID') {
    return { name: 'id', type: 'string', label: 'ID', readOnly: true };
  }
  // post_id beside the relation Post: Post (json-graphql-server's), or postId.
  const key = /^(.+?)(_id|Id)$/.exec(field.name);
  if (key && !listOf(field.type)) {
    const relation = (type.fields ?? []).find(
      (candidate) =>
        candidate.name.toLowerCase() === key[1]!.toLowerCase() &&
        byType.has(namedType(candidate.type)),
    );
    const target = relation
      ? byType.get(namedType(relation.type))
      : [...entities].find((name) => singular(name).toLowerCase() === key[1]!.toLowerCase());
    if (target) {
      return {
        name: field.name,
        type: 'reference',
        label: sentenceCase(key[1]!),
        reference: { entity: target, targetField: 'id' },
      };
    }
  }
  // tags: [ID] beside the entity tags.
  const manyName = field.name.replace(/(_ids|Ids)$/, '');
  const manyTarget = [...entities].find(
    (name) => name === manyName || name === plural(manyName) || singular(name) === manyName,
  );
  if (listOf(field.type) && manyTarget && ['ID', 'String', 'Int'].includes(named)) {
    return {
      name: field.name,
      type: 'reference_many',
      reference: { entity: manyTarget, targetField: 'id' },
    };
  }
  const plain: FieldModel = { name: field.name, type: 'string' };
  const enumType = types.get(named);
  if (enumType?.kind === 'ENUM') {
    plain.type = 'choice';
    plain.choices = (enumType.enumValues ?? []).map((value) => ({
      value: value.name,
      label: sentenceCase(value.name.toLowerCase()),
    }));
    return plain;
  }
  if (listOf(field.type)) return { ...plain, type: 'json' };
  switch (named) {
    case 'Int':
      return { ...plain, type: 'number' };
    case 'Float':
      return { ...plain, type: 'float' };
    case 'Boolean':
      return { ...plain, type: 'boolean' };
    case 'String':
    case 'ID':
    case 'JSON':
    default: {
      if (!guessed) return named === 'JSON' ? { ...plain, type: 'json' } : plain;
      const refined = withoutCandidate(guessed as Parameters<typeof withoutCandidate>[0]);
      // The schema, not the sample, says whether the server assigns a value.
      delete refined.readOnly;
      // A String holding numbers stays a string: the API wants one back.
      if (named !== 'JSON' && ['number', 'float', 'boolean', 'json'].includes(refined.type)) {
        return plain;
      }
      return refined;
    }
  }
}

/** The fields a mutation takes, required where its argument is non-null. */
function formFields(
  fields: readonly FieldModel[],
  mutation: IntrospectedField,
  required: ReadonlySet<string>,
): FieldModel[] {
  const args = new Set((mutation.args ?? []).map((arg) => arg.name));
  return fields
    .filter((field) => !field.readOnly && args.has(field.name))
    .map((field) =>
      required.has(field.name)
        ? { ...field, validation: { ...field.validation, required: true } }
        : field,
    );
}

/** The named type under NON_NULL and LIST wrappers. */
function namedType(type: TypeRef | null): string {
  let current = type;
  while (current && !current.name) current = current.ofType;
  return current?.name ?? '';
}

/** The item type's name when the type is a list (`[Post]`, `[Post!]!`). */
function listOf(type: TypeRef): string | undefined {
  const inner = type.kind === 'NON_NULL' ? type.ofType : type;
  return inner?.kind === 'LIST' ? namedType(inner.ofType) : undefined;
}
