import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The backends the CRUD scenarios run against, one Playwright project each. */
export type BackendName = 'drf' | 'graphql';

/** The options the config gives every test (see playwright.config.ts). */
export interface BackendOptions {
  backend: BackendName;
  djangoUrl: string;
  graphqlUrl: string;
}

/** A list query as the tests ask it of a server, in the admin's terms. */
export interface ListAsk {
  page: number;
  perPage: number;
  sort: [field: string, dir: 'ASC' | 'DESC'];
  filter?: Record<string, string>;
}

/**
 * The blog API of a backend, asked directly (not through the admin): what the server holds,
 * to compare the admin's pages with. Identifiers are strings, as the admin shows them.
 */
export interface BlogApi {
  list(resource: string, ask: ListAsk): Promise<{ ids: string[]; total: number }>;
  /** A record with these properties, or null when the server has none. */
  get(resource: string, id: string, fields: string[]): Promise<Record<string, unknown> | null>;
  create(resource: string, values: Record<string, unknown>): Promise<string>;
}

/** A request the page sent to a backend, readable in assertions. */
export interface SentRequest {
  method: string;
  /** The decoded path and query, `/servers/django/api/posts/?page=2&page_size=10`. */
  path: string;
  /** The GraphQL document and variables of a POST to /servers/graphql. */
  query?: string;
  variables?: Record<string, unknown>;
}

/** A post's values that both servers accept at creation. */
export function postValues(title: string): Record<string, unknown> {
  return {
    title,
    teaser: 'A teaser',
    body: '<p>A body</p>',
    published_at: '2024-05-06',
    views: 3,
    average_note: 4,
    category: 'tech',
    subcategory: 'gadgets',
    tags: [],
    pictures: {},
    backlinks: [],
  };
}

/** A name no other test run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

function djangoApi(request: APIRequestContext, baseUrl: string): BlogApi {
  const api = `${baseUrl}/api`;
  return {
    async list(resource, { page, perPage, sort, filter = {} }) {
      const params = new URLSearchParams({
        page: String(page),
        page_size: String(perPage),
        ordering: sort[1] === 'ASC' ? sort[0] : `-${sort[0]}`,
      });
      for (const [name, value] of Object.entries(filter)) {
        params.set(name === 'q' ? 'search' : name, value);
      }
      const response = await request.get(`${api}/${resource}/?${params}`);
      expect(response.status(), await response.text()).toBe(200);
      const body = (await response.json()) as { count: number; results: { id: number }[] };
      return { ids: body.results.map((record) => String(record.id)), total: body.count };
    },
    async get(resource, id) {
      const response = await request.get(`${api}/${resource}/${id}/`);
      if (response.status() === 404) return null;
      expect(response.status()).toBe(200);
      return response.json();
    },
    async create(resource, values) {
      const response = await request.post(`${api}/${resource}/`, { data: values });
      expect(response.status(), await response.text()).toBe(201);
      return String(((await response.json()) as { id: number }).id);
    },
  };
}

/** A value as a GraphQL literal (the tests' own, simple: no key needs quoting). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`);
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(value ?? null);
}

function graphqlApi(request: APIRequestContext, url: string): BlogApi {
  const typeOf = (resource: string) => resource[0].toUpperCase() + resource.slice(1, -1);
  async function ask(query: string, variables: Record<string, unknown> = {}) {
    const response = await request.post(url, { data: { query, variables } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }
  return {
    async list(resource, { page, perPage, sort, filter = {} }) {
      const type = typeOf(resource);
      const data = await ask(
        `query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: ${type}Filter) {
          items: all${type}s(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { id }
          total: _all${type}sMeta(filter: $filter) { count }
        }`,
        { page: page - 1, perPage, sortField: sort[0], sortOrder: sort[1], filter },
      );
      const items = data['items'] as { id: string }[];
      return {
        ids: items.map((item) => item.id),
        total: (data['total'] as { count: number }).count,
      };
    },
    async get(resource, id, fields) {
      const data = await ask(
        `query ($id: ID!) { item: ${typeOf(resource)}(id: $id) { ${fields.join(' ')} } }`,
        {
          id,
        },
      );
      return (data['item'] as Record<string, unknown> | null) ?? null;
    },
    async create(resource, values) {
      const args = Object.entries(values)
        .map(([name, value]) => `${name}: ${literal(value)}`)
        .join(', ');
      const data = await ask(`mutation { item: create${typeOf(resource)}(${args}) { id } }`);
      return String((data['item'] as { id: string }).id);
    },
  };
}

/** The e2e fixtures: the backend's name, its API, and the admin's pages under its path. */
export const test = base.extend<
  BackendOptions & {
    api: BlogApi;
    /** Opens an admin page of the backend: `open('/posts/list')` goes to `/drf/posts/list`. */
    open: (path: string) => Promise<void>;
    /** The path of an admin page of the backend, `/drf/posts/list`. */
    adminPath: (path: string) => string;
    /** The requests the page sends to the backend, from now on. */
    sent: SentRequest[];
  }
>({
  backend: ['drf', { option: true }],
  djangoUrl: ['', { option: true }],
  graphqlUrl: ['', { option: true }],
  api: async ({ backend, request, djangoUrl, graphqlUrl }, use) => {
    await use(backend === 'drf' ? djangoApi(request, djangoUrl) : graphqlApi(request, graphqlUrl));
  },
  adminPath: async ({ backend }, use) => {
    await use((path) => `/${backend}${path}`);
  },
  open: async ({ page, adminPath }, use) => {
    await use(async (path) => {
      await page.goto(adminPath(path));
    });
  },
  sent: async ({ page }, use) => {
    await use(recordRequests(page));
  },
});

export { expect };

/** Records the requests the page sends to the backends behind the proxy. */
export function recordRequests(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/servers/')) return;
    const entry: SentRequest = {
      method: request.method(),
      path: decodeURIComponent(url.pathname + url.search),
    };
    if (url.pathname.startsWith('/servers/graphql')) {
      const body = request.postDataJSON() as {
        query?: string;
        variables?: Record<string, unknown>;
      };
      entry.query = body?.query;
      entry.variables = body?.variables;
    }
    sent.push(entry);
  });
  return sent;
}
