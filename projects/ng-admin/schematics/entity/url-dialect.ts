import type { DialectModel, EnvelopeModel, PagingParamsModel } from './model';
import { getJson, type JsonAnswer, type RequestHeaders } from '../utils/http';

type Row = Record<string, unknown>;

/** What the generator saw of a collection's first page. */
export interface FirstPage {
  name: string;
  pageUrl: URL;
  answer: JsonAnswer;
  rows: readonly Row[];
  /** The key of the envelope that holds the rows (`data` of `{ data: [...] }`). */
  wrapper?: string;
  headers: RequestHeaders;
}

/** Paging parameters tried on an API of no known dialect, most common first. */
const PAGING_PAIRS: readonly PagingParamsModel[] = [
  { page: 'page', perPage: 'per_page' },
  { page: 'page', perPage: 'limit' },
  { page: 'page', perPage: 'pageSize' },
  { page: 'page', perPage: 'page_size' },
  { page: 'page', perPage: 'size' },
  { offset: 'offset', perPage: 'limit' },
  { offset: 'skip', perPage: 'limit' },
];
/** Paging parameters the generator removes from the URL before trying its own. */
const PAGING_NAMES = [
  '_page',
  '_perPage',
  '_limit',
  '_start',
  '_end',
  '_sort',
  '_order',
  '_sortField',
  '_sortDir',
  'range',
  'page',
  'per_page',
  'limit',
  'pageSize',
  'page_size',
  'size',
  'offset',
  'skip',
  'search',
];
const TOTAL_KEYS = ['total', 'total_count', 'totalCount', 'count', 'total_items', 'totalItems'];

/**
 * The dialect a live API speaks, from how it answers a few requests for two pages of two
 * entries: ng-admin's (`_page`/`_perPage`), json-server's (`_page`/`_limit`, `X-Total-Count`),
 * simple REST (`range`, `Content-Range`), else json-server's with the API's own parameters
 * (`page`/`per_page`, `offset`/`limit`...); the envelope of its answers (`{ data: [...],
 * total }`, `{ data: {...} }`); and `q` when the list answers a full-text search. A page of
 * Django REST framework (`{ count, next, previous, results }`) gives its dialect.
 *
 * @usageNotes
 * ```ts
 * const { dialect, search } = await detectDialect({ name, pageUrl, answer, rows, headers: {} });
 * ```
 */
export async function detectDialect(
  page: FirstPage,
): Promise<{ dialect: DialectModel; search?: string }> {
  if (isDjangoRestPage(page)) return djangoRestDialect(page);
  const envelope = await envelopeOf(page);
  const envelopes = Object.keys(envelope).length > 0 ? { [page.name]: envelope } : undefined;
  const withEnvelope = (dialect: DialectModel): DialectModel =>
    envelopes ? { ...dialect, envelopes } : dialect;

  let dialect: DialectModel | undefined;
  if (await pages(page, (size, number) => ({ _page: number, _perPage: size }))) {
    dialect = { dialect: 'default', evidence: 'GET answers _page and _perPage' };
  } else if (await pages(page, (size, number) => ({ _page: number, _limit: size }))) {
    dialect = { dialect: 'json-server', evidence: 'GET answers _page and _limit' };
  } else if (
    await pages(page, (size, number) => ({
      range: JSON.stringify([(number - 1) * size, number * size - 1]),
    }))
  ) {
    dialect = { dialect: 'simple-rest', evidence: 'GET answers range with Content-Range' };
  } else {
    for (const pair of PAGING_PAIRS) {
      const answered = await pages(page, (size, number) =>
        pair.page
          ? { [pair.page]: number, [pair.perPage!]: size }
          : { [pair.offset!]: (number - 1) * size, [pair.perPage!]: size },
      );
      if (answered) {
        const names = [pair.page ?? pair.offset, pair.perPage].join(' and ');
        dialect = {
          dialect: 'json-server',
          params: { page: null, offset: null, sort: null, order: null, ...pair },
          evidence: `GET answers ${names}`,
        };
        break;
      }
    }
  }
  if (!dialect) {
    // No paging the generator could see: the admin asks for nothing and shows what comes.
    dialect = page.answer.headers.get('X-Total-Count')
      ? { dialect: 'default', evidence: 'GET answers X-Total-Count' }
      : envelopes
        ? { dialect: 'json-server', params: { page: null, perPage: null, sort: null, order: null } }
        : { dialect: 'default' };
  }
  const search = (await searches(page, dialect)) ? 'q' : undefined;
  return { dialect: withEnvelope(dialect), ...(search ? { search } : {}) };
}

/** Whether the first page is one of Django REST framework's: `{ count, next, previous, results }`. */
function isDjangoRestPage(page: FirstPage): boolean {
  const body = page.answer.body as Row;
  return (
    page.wrapper === 'results' &&
    typeof body['count'] === 'number' &&
    'next' in body &&
    'previous' in body
  );
}

/**
 * Django REST framework's dialect: `PageNumberPagination` when `page` and `page_size` page
 * the list (or when nothing else does: a pagination class without `page_size_query_param`
 * answers its own page size), `LimitOffsetPagination` when `limit` and `offset` do; and the
 * `SearchFilter` when `?search=` answers a word of the first entry.
 */
async function djangoRestDialect(
  page: FirstPage,
): Promise<{ dialect: DialectModel; search?: string }> {
  let dialect: DialectModel;
  if (await pages(page, (size, number) => ({ page: number, page_size: size }))) {
    dialect = {
      dialect: 'django-rest',
      evidence: 'GET answers { count, next, previous, results } with page and page_size',
    };
  } else if (await pages(page, (size, number) => ({ limit: size, offset: (number - 1) * size }))) {
    dialect = {
      dialect: 'django-rest',
      options: { pagination: 'limit-offset' },
      evidence: 'GET answers { count, next, previous, results } with limit and offset',
    };
  } else {
    dialect = {
      dialect: 'django-rest',
      evidence:
        'GET answers { count, next, previous, results }, and ignores page_size: give the pagination class page_size_query_param',
    };
  }
  const search = (await searches(page, { search: true })) ? 'q' : undefined;
  return { dialect, ...(search ? { search } : {}) };
}

/** GETs the collection with `params` instead of the URL's paging parameters. */
async function get(page: FirstPage, params: Record<string, string | number>) {
  const url = new URL(page.pageUrl);
  for (const name of PAGING_NAMES) url.searchParams.delete(name);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  try {
    const answer = await getJson(url.href, page.headers);
    if (!answer.ok) return undefined;
    const body = answer.body;
    const rows = Array.isArray(body)
      ? body
      : page.wrapper && typeof body === 'object' && body !== null
        ? (body as Row)[page.wrapper]
        : undefined;
    return Array.isArray(rows) ? { answer, rows: rows as Row[] } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the API pages with these parameters: pages 1 and 2 of `size` entries come back
 * with that many entries each, and different ones.
 */
async function pages(
  page: FirstPage,
  params: (size: number, number: number) => Record<string, string | number>,
): Promise<boolean> {
  if (page.rows.length < 2) return false;
  const size = page.rows.length > 4 ? 2 : 1;
  const first = await get(page, params(size, 1));
  if (!first || first.rows.length !== size) return false;
  const second = await get(page, params(size, 2));
  if (!second || second.rows.length !== size) return false;
  return JSON.stringify(first.rows) !== JSON.stringify(second.rows);
}

/** The envelope of the answers: where the rows, the total and one entry are. */
async function envelopeOf(page: FirstPage): Promise<EnvelopeModel> {
  const envelope: EnvelopeModel = {};
  if (!page.wrapper) return envelope;
  envelope.records = page.wrapper;
  const body = page.answer.body as Row;
  const total = TOTAL_KEYS.find((key) => typeof body[key] === 'number');
  const meta = ['meta', 'pagination'].find(
    (key) => typeof body[key] === 'object' && body[key] !== null,
  );
  if (total) envelope.total = total;
  else if (meta) {
    const inner = TOTAL_KEYS.find((key) => typeof (body[meta] as Row)[key] === 'number');
    if (inner) envelope.total = `${meta}.${inner}`;
  }
  const id = page.rows[0]?.['id'];
  if (id !== undefined) {
    const url = new URL(page.pageUrl);
    url.search = '';
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(String(id))}`;
    try {
      const one = await getJson(url.href, page.headers);
      const answer = one.body as Row | undefined;
      if (one.ok && answer && typeof answer === 'object' && !('id' in answer)) {
        const key = Object.keys(answer).find((candidate) => {
          const value = answer[candidate] as Row | null;
          return typeof value === 'object' && value !== null && String(value['id']) === String(id);
        });
        if (key) envelope.record = key;
      }
    } catch {
      // No entry to read: the record envelope stays unknown.
    }
  }
  return envelope;
}

/**
 * Whether the list answers a full-text search in `q` (`search` for Django REST framework): a
 * word of the first entry brings back entries that all hold it, and not the entries that do
 * not. Up to three words are tried, as the API may search some properties only.
 */
async function searches(
  page: FirstPage,
  dialect: DialectModel | { search: true },
): Promise<boolean> {
  const texts = page.rows.map((row) => JSON.stringify(row).toLowerCase());
  const words = (
    JSON.stringify(page.rows[0] ?? {})
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? []
  ).filter(
    (candidate, index, all) =>
      all.indexOf(candidate) === index &&
      !/^(true|false|null|http|https)$/.test(candidate) &&
      !Object.keys(page.rows[0] ?? {}).some((key) => key.toLowerCase().includes(candidate)) &&
      texts.some((text) => !text.includes(candidate)),
  );
  for (const word of words.slice(0, 3)) {
    const params: Record<string, string> =
      'search' in dialect
        ? { search: word }
        : dialect.dialect === 'default' && !dialect.params
          ? { _filters: JSON.stringify({ q: word }) }
          : dialect.dialect === 'simple-rest'
            ? { filter: JSON.stringify({ q: word }) }
            : { q: word };
    const found = await get(page, params);
    if (!found || found.rows.length === 0) continue;
    const all = found.rows.every((row) => JSON.stringify(row).toLowerCase().includes(word));
    if (all && found.rows.length < page.rows.length) return true;
  }
  return false;
}
