import { SchematicsException } from '@angular-devkit/schematics';
import { guessFields, withoutCandidate, type GuessedField } from './guess-from-sample';
import { detectDialect } from './url-dialect';
import { labelFieldOf, type DialectModel, type EntityModel, type FieldModel } from './model';
import { getJson, statusMessage, type RequestHeaders } from '../utils/http';
import { sentenceCase } from '../utils/names';

type Row = Record<string, unknown>;

/** An entity read from a live API page, and the entities its references need declared. */
export interface EntityFromUrl {
  model: EntityModel;
  /** Referenced entities that the configuration does not declare yet. */
  newTargets: string[];
  /** The REST dialect the answers show. */
  dialect: DialectModel;
}

/**
 * Reads one page of a collection (`GET http://localhost:3000/posts?_perPage=20`) and guesses
 * the entity's fields from its entries. Foreign keys (`post_id`, `authorId`, arrays of ids)
 * become references when the target is an entity of the configuration or when the API
 * answers for one of the sample identifiers; the API is also asked whether it serves
 * `?id[]=1&id[]=2` lookups, which the reference then uses (`singleApiCall`). The dialect
 * comes from how the API answers a few paging requests (`_page`/`_perPage`, `_page`/`_limit`,
 * `range`, `page`/`per_page`, `offset`/`limit`), with the envelope of its answers; a list
 * that answers `q` gets a search filter. `headers` (credentials) go with every request.
 *
 * @usageNotes
 * ```ts
 * const { model } = await entityFromUrl('posts', 'http://localhost:3000/posts', new Set());
 * ```
 */
export async function entityFromUrl(
  name: string,
  url: string,
  declaredEntities: ReadonlySet<string>,
  headers: RequestHeaders = {},
): Promise<EntityFromUrl> {
  const pageUrl = new URL(url);
  const answer = await getJson(pageUrl.href, headers);
  if (!answer.ok) {
    throw new SchematicsException(
      `${statusMessage(url, answer.status, headers)}${answer.status === 401 || answer.status === 403 ? '.' : `: expected a page of ${name}.`}`,
    );
  }
  const { rows, wrapper } = entriesOf(answer.body, url);
  if (rows.length === 0) {
    throw new SchematicsException(
      `GET ${url} returned no ${name}: the fields are guessed from entries, so add some first.`,
    );
  }
  const segments = pageUrl.pathname.split('/').filter(Boolean);
  const collection = decodeURIComponent(segments[segments.length - 1] ?? name);
  const apiBase = new URL(
    `${segments
      .slice(0, -1)
      .map((segment) => `${segment}/`)
      .join('')}`,
    pageUrl.origin + '/',
  );

  const newTargets: string[] = [];
  const fields: FieldModel[] = [];
  for (const field of guessFields(rows)) {
    fields.push(
      await resolveReference(field, name, apiBase, declaredEntities, newTargets, headers),
    );
  }
  const detected = await detectDialect({ name, pageUrl, answer, rows, wrapper, headers });
  const model: EntityModel = {
    name,
    source: `GET ${url} (${rows.length} ${rows.length === 1 ? 'entry' : 'entries'})`,
    fields,
    notes: [],
  };
  if (detected.search) model.searchParameter = detected.search;
  if (collection !== name) model.url = collection;
  return { model, newTargets, dialect: detected.dialect };
}

/** The entries of a list answer: a JSON array, or the first array of objects in an object. */
export function entriesOf(body: unknown, url: string): { rows: Row[]; wrapper?: string } {
  if (Array.isArray(body)) return { rows: body.filter(isRow) };
  if (isRow(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value) && value.some(isRow))
        return { rows: value.filter(isRow), wrapper: key };
    }
  }
  throw new SchematicsException(
    `GET ${url} did not answer a JSON list of entries: is it the URL of a collection?`,
  );
}

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function resolveReference(
  field: GuessedField,
  entityName: string,
  apiBase: URL,
  declaredEntities: ReadonlySet<string>,
  newTargets: string[],
  headers: RequestHeaders,
): Promise<FieldModel> {
  const candidate = field.candidate;
  if (!candidate) return field;
  const plain = withoutCandidate(field);
  for (const target of candidate.targets) {
    const declared = declaredEntities.has(target) || target === entityName;
    const sample = await readTargetEntry(apiBase, target, candidate.sampleIds[0], headers);
    if (!declared && !sample) continue;
    const targetField = sample
      ? labelFieldOf({ name: target, source: '', fields: guessFields([sample]), notes: [] })
      : 'id';
    const singleApiCall = sample
      ? await servesIdLookups(apiBase, target, candidate.sampleIds, headers)
      : false;
    if (!declared && !newTargets.includes(target)) newTargets.push(target);
    const reference: FieldModel = {
      ...plain,
      type: candidate.many ? 'reference_many' : 'reference',
      reference: { entity: target, targetField, ...(singleApiCall ? { singleApiCall } : {}) },
    };
    delete reference.comment;
    if (!candidate.many) reference.label = sentenceCase(field.name.replace(/(_id|Id|_ID)$/, ''));
    return reference;
  }
  return plain;
}

/** One entry of the target collection, if the API has one for this identifier. */
async function readTargetEntry(
  apiBase: URL,
  target: string,
  id: string | number | undefined,
  headers: RequestHeaders,
): Promise<Row | undefined> {
  if (id === undefined) return undefined;
  try {
    const answer = await getJson(
      new URL(`${encodeURIComponent(target)}/${encodeURIComponent(String(id))}`, apiBase).href,
      headers,
    );
    return answer.ok && isRow(answer.body) && String(answer.body['id']) === String(id)
      ? answer.body
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `GET <target>?id[]=a&id[]=b` answers exactly those entries. */
async function servesIdLookups(
  apiBase: URL,
  target: string,
  ids: readonly (string | number)[],
  headers: RequestHeaders,
): Promise<boolean> {
  const lookup = new URL(encodeURIComponent(target), apiBase);
  for (const id of ids) lookup.searchParams.append('id[]', String(id));
  try {
    const answer = await getJson(lookup.href, headers);
    if (!answer.ok || !Array.isArray(answer.body)) return false;
    const found = answer.body.filter(isRow).map((row) => String(row['id']));
    const wanted = new Set(ids.map(String));
    return found.length === wanted.size && found.every((id) => wanted.has(id));
  } catch {
    return false;
  }
}
