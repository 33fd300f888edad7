import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown>;

/** A small blog in the shape of the demo API's, for the generator's specs. */
export const BLOG: Readonly<Record<string, readonly Row[]>> = {
  posts: Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    title: `Post number ${index + 1}`,
    body: `<p>Paragraph of post ${index + 1}, <strong>with markup</strong>.</p>`,
    teaser: `A teaser that runs long enough to need a text area rather than a one-line input, for post ${index + 1} of the small blog.`,
    published_at: `2024-0${(index % 9) + 1}-1${index % 10}`,
    updated_at: `2024-05-0${(index % 9) + 1}T10:0${index % 10}:00Z`,
    views: 100 * index,
    average_note: 3.5 + (index % 3) / 2,
    published: index % 2 === 0,
    category: index % 3 === 0 ? 'tech' : 'lifestyle',
    author_email: `author${index}@example.com`,
    website: `https://example.com/posts/${index + 1}`,
    tags: [1 + (index % 3), 2 + (index % 3)],
    pictures: { first: { name: 'cover.jpg' } },
    backlinks: [{ date: '2024-01-02', url: 'https://example.org/a' }],
  })),
  comments: Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    created_at: '2024-03-01',
    body: `Comment ${index + 1}`,
    post_id: (index % 3) + 1,
    author: { name: 'Ann' },
  })),
  tags: Array.from({ length: 5 }, (_, index) => ({
    id: index + 1,
    name: `Tag ${index + 1}`,
    published: true,
  })),
};

/** A running fake API; `url` ends with a slash. */
export interface FakeApi {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves `collections` like the demo API on a free port: `GET /<name>` lists (with `id[]=`
 * lookups when `idLookups` is true), `GET /<name>/<id>` reads one (404 if unknown), and any
 * other collection name lists nothing, as the demo API does. With `authorization`, every
 * request without that Authorization header gets a 401.
 */
export async function startFakeApi(
  collections: Readonly<Record<string, readonly Row[]>> = BLOG,
  {
    idLookups = true,
    authorization,
  }: {
    idLookups?: boolean;
    /** Answers 401 to requests without it. */ authorization?: string;
  } = {},
): Promise<FakeApi> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (authorization !== undefined && request.headers.authorization !== authorization) {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'Unauthorized' }));
      return;
    }
    const [name = '', id] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const rows = collections[name] ?? [];
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (id !== undefined) {
      const row = rows.find((candidate) => String(candidate['id']) === id);
      send(row ? 200 : 404, row ?? { message: 'Not found' });
      return;
    }
    const ids = url.searchParams.getAll('id[]');
    send(
      200,
      idLookups && ids.length > 0 ? rows.filter((row) => ids.includes(String(row['id']))) : rows,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
