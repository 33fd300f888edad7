import type { DialectModel, EnvelopeModel, PagingParamsModel } from './model';
import { successSchema, type Collection } from './openapi-collections';
import type { SchemaResolver } from './openapi-document';

/** Page-number paging: the page parameter and the size parameters that go with it. */
const PAGE = ['page', 'pageNumber', 'page_number', 'pageNo'];
const PAGE_SIZE = ['per_page', 'perPage', 'limit', 'pageSize', 'page_size', 'size', 'count', 'max'];
/** Offset paging: the records to skip, and the size. */
const OFFSET = ['offset', 'first', 'skip', 'start', 'startIndex'];
const LIMIT = ['limit', 'max', 'count', 'size', 'take', 'maxResults', 'max_results'];
/** Cursor paging: a token of the next page. */
const CURSOR = [
  'after',
  'before',
  'cursor',
  'marker',
  'starting_after',
  'ending_before',
  'page_token',
  'pageToken',
  'next',
  'continuation',
];
const SORT = ['sort', 'sort_by', 'sortBy', 'order_by', 'orderBy', 'sortField', 'sort_field'];
const ORDER = ['order', 'direction', 'sort_order', 'sortOrder', 'sort_dir', 'sortDir', 'dir'];

/**
 * The REST dialect of the collections: Django REST framework's when their lists answer its
 * pages (see `djangoRestDialect`), the shipped dialect whose parameters their GETs take
 * (`_perPage`, `_limit`, `range`), else json-server's with the document's own paging and
 * sorting parameters (`page`/`per_page`, `offset`/`limit`, a cursor with `limit`), the form
 * most of them share; and the envelope of each collection whose answers are wrapped.
 */
export function pagingDialect(
  collections: readonly Collection[],
  resolver: SchemaResolver,
): DialectModel {
  const django = djangoRestDialect(collections, resolver);
  if (django) return django;
  const envelopes: Record<string, EnvelopeModel> = {};
  for (const collection of collections) {
    if (collection.envelope) envelopes[collection.name] = collection.envelope;
  }
  const withEnvelopes = Object.keys(envelopes).length > 0 ? { envelopes } : {};
  const votes = new Map<string, { params: PagingParamsModel; count: number; evidence: string }>();
  for (const collection of collections.filter((candidate) => candidate.listed)) {
    const names = collection.queryParameters.map((parameter) => parameter.name!);
    const evidence = `GET ${collection.path} takes ${names.join(', ')}`;
    if (names.includes('_perPage')) return { dialect: 'default', evidence, ...withEnvelopes };
    if (names.includes('_limit') || (names.includes('_start') && names.includes('_end'))) {
      return { dialect: 'json-server', evidence, ...withEnvelopes };
    }
    if (names.includes('range')) return { dialect: 'simple-rest', evidence, ...withEnvelopes };
    const params = pagingParamsOf(names);
    if (!params) continue;
    const key = JSON.stringify(params);
    const vote = votes.get(key) ?? { params, count: 0, evidence };
    vote.count++;
    votes.set(key, vote);
  }
  const best = [...votes.values()].sort((a, b) => b.count - a.count)[0];
  if (best) {
    return {
      dialect: 'json-server',
      params: best.params,
      evidence: best.evidence,
      ...withEnvelopes,
    };
  }
  if (Object.keys(envelopes).length > 0) {
    // No paging parameter: the admin sends none, and shows what the API answers.
    const params = { page: null, perPage: null, sort: null, order: null };
    return { dialect: 'json-server', params, ...withEnvelopes };
  }
  return { dialect: 'default' };
}

/** The paging and sorting parameters among a GET's query parameters, if it pages. */
export function pagingParamsOf(names: readonly string[]): PagingParamsModel | undefined {
  const has = (candidates: readonly string[]) => candidates.find((name) => names.includes(name));
  const sort = has(SORT) ?? null;
  const order = (sort && has(ORDER.filter((name) => name !== sort))) ?? null;
  const sorting = { sort, order };
  const page = has(PAGE);
  const offset = has(OFFSET);
  const cursor = has(CURSOR);
  if (page) {
    const perPage = has(PAGE_SIZE) ?? null;
    return { page, perPage, offset: null, ...sorting };
  }
  if (offset) return { page: null, perPage: has(LIMIT) ?? null, offset, ...sorting };
  if (cursor || has(LIMIT))
    return { page: null, perPage: has(LIMIT) ?? null, offset: null, ...sorting };
  return undefined;
}

/** The list answer of Django REST framework's paginations: `{ count, next, previous, results }`. */
const DJANGO_PAGE_KEYS = ['count', 'next', 'previous', 'results'];

/**
 * Django REST framework's dialect, when every list of the collections answers its page
 * (`{ count, next, previous, results }`, as `manage.py generateschema` describes a paginated
 * viewset): with `limit`/`offset` parameters `LimitOffsetPagination`, else page numbers with
 * the page size parameter the GETs take; `search` and `ordering` are DRF's own names.
 */
function djangoRestDialect(
  collections: readonly Collection[],
  resolver: SchemaResolver,
): DialectModel | undefined {
  const lists = collections.filter((collection) => collection.listed && collection.list.get);
  const paged = lists.filter((collection) => {
    const answer = resolver.resolve(successSchema(collection.list.get, resolver));
    const keys = Object.keys(answer?.properties ?? {});
    return DJANGO_PAGE_KEYS.every((key) => keys.includes(key));
  });
  if (paged.length === 0 || paged.length < lists.length) return undefined;
  const first = paged[0]!;
  const names = first.queryParameters.map((parameter) => parameter.name!);
  const evidence = `GET ${first.path} answers { count, next, previous, results } and takes ${names.join(', ')}`;
  const options: Record<string, string> = {};
  if (names.includes('limit') && names.includes('offset')) {
    options['pagination'] = 'limit-offset';
  } else {
    const size = names.find((name) => name !== 'page' && PAGE_SIZE.includes(name));
    if (size && size !== 'page_size') options['pageSizeParam'] = size;
  }
  return { dialect: 'django-rest', evidence, ...(Object.keys(options).length ? { options } : {}) };
}
