import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Page } from '@playwright/test';

/** What the proxy can do to one request instead of, or on top of, forwarding it. */
export type Fault =
  | 'server-error'
  | 'not-found'
  | 'unauthorized'
  | 'forbidden'
  | 'violations'
  | 'malformed'
  | 'no-total'
  | 'hang'
  | 'drop'
  | 'slow';

/** Every fault, in the order the matrices list them. */
export const FAULTS: readonly Fault[] = [
  'server-error',
  'not-found',
  'unauthorized',
  'forbidden',
  'violations',
  'malformed',
  'no-total',
  'hang',
  'drop',
  'slow',
];

/** How long a `slow` answer waits before it is forwarded (ms). */
export const SLOW_ANSWER_MS = 4_000;

/** The violation a `violations` fault answers with (a 400, as APIs with a validator do). */
export const INJECTED_VIOLATION = {
  propertyPath: 'title',
  message: 'This title is already used by another post.',
};

/** A JSON edit of an answer on its way back, for data the demo API would refuse to store. */
export type AnswerEdit = (body: unknown, url: URL) => unknown;

/** Which requests a rule applies to: method and path (with the query), e.g. `/api/posts/12`. */
export interface RequestMatcher {
  readonly method?: string;
  readonly path: RegExp;
}

/** An answer the proxy makes up: a status and a JSON body, fixed or made from the URL. */
export interface MadeUpAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly bodyOf?: (url: URL) => unknown;
}

interface Rule extends RequestMatcher {
  readonly fault?: Fault;
  readonly edit?: AnswerEdit;
  readonly answer?: MadeUpAnswer;
  /** How many more requests it applies to. */
  remaining: number;
}

/** A request the proxy saw: `GET /api/posts?...` (decoded) and the fault it applied, if any. */
export interface SeenRequest {
  readonly request: string;
  readonly fault: Fault | null;
}

const CANNED: Partial<Record<Fault, { status: number; body: unknown; headers?: object }>> = {
  'server-error': { status: 500, body: { message: 'Internal Server Error' } },
  'not-found': { status: 404, body: { message: 'Not Found' } },
  unauthorized: {
    status: 401,
    body: { message: 'Authentication required' },
    headers: { 'www-authenticate': 'Bearer' },
  },
  forbidden: { status: 403, body: { message: 'Forbidden' } },
  violations: {
    status: 400,
    body: { message: 'Validation failed', violations: [INJECTED_VIOLATION] },
  },
};

/** A JSON answer cut in the middle, as a truncated transfer or a broken server sends it. */
const MALFORMED_BODY = '{"id": 1, "title": "cut in the mid';

/**
 * A real HTTP proxy between the admin and the demo API that breaks chosen requests: it answers
 * 500, 404, 401, 403 or a 400 with `violations`, malformed JSON, a list without its total
 * header, never answers (hang), drops the connection, or answers after 4 s. Requests no rule
 * matches go through untouched.
 *
 * The page's `/api/**` requests are sent to it by `attach(page)`: Chromium itself opens the
 * connection to the proxy, so a hang or a dropped socket reaches the browser's network stack as
 * it would from a real server.
 *
 * @usageNotes
 * ```ts
 * const proxy = await FaultProxy.start(`${baseURL}/api`);
 * await proxy.attach(page);
 * proxy.inject({ method: 'GET', path: /^\/api\/posts\/\d+$/ }, 'drop');
 * await page.goto('/posts/show/1'); // the show view gets a network failure
 * await proxy.stop();
 * ```
 */
export class FaultProxy {
  private readonly rules: Rule[] = [];
  private readonly sockets = new Set<Socket>();
  /** Requests the proxy saw, in order. */
  readonly seen: SeenRequest[] = [];

  private constructor(
    private readonly server: Server,
    private readonly upstream: URL,
  ) {}

  /**
   * Starts a proxy on a free port of 127.0.0.1 that forwards `/api/...` to `upstream` (an
   * address ending in `/api`, such as the dev server's proxy to the demo API).
   */
  static async start(upstream: string): Promise<FaultProxy> {
    const server = createServer();
    const proxy = new FaultProxy(server, new URL(upstream.replace(/\/?$/, '/')));
    server.on('request', (request, response) => void proxy.handle(request, response));
    server.on('connection', (socket) => {
      proxy.sockets.add(socket);
      socket.once('close', () => proxy.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The proxy's own address, `http://127.0.0.1:<port>`. */
  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Sends every `/api/` request of the page (not the app's own files) through the proxy. */
  async attach(page: Page): Promise<void> {
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => {
        const url = new URL(route.request().url());
        return route.continue({ url: `${this.origin}${url.pathname}${url.search}` });
      },
    );
  }

  /** Applies `fault` to the requests `matcher` matches, `times` times (every time by default). */
  inject(matcher: RequestMatcher, fault: Fault, times = Number.POSITIVE_INFINITY): void {
    this.rules.push({ ...matcher, fault, remaining: times });
  }

  /** Rewrites the JSON answers `matcher` matches, for data the API would not store itself. */
  editAnswers(matcher: RequestMatcher, edit: AnswerEdit): void {
    this.rules.push({ ...matcher, edit, remaining: Number.POSITIVE_INFINITY });
  }

  /** Answers the requests `matcher` matches itself, e.g. with an error message of its choice. */
  respond(matcher: RequestMatcher, answer: MadeUpAnswer, times = Number.POSITIVE_INFINITY): void {
    this.rules.push({ ...matcher, answer, remaining: times });
  }

  /** Lets every request through again; requests already hanging stay unanswered. */
  clear(): void {
    this.rules.length = 0;
  }

  /** The requests seen that `matcher` matches, as `GET /api/...`. */
  requests(matcher: RequestMatcher): string[] {
    return this.seen
      .map((entry) => entry.request)
      .filter((line) => {
        const [method, path] = line.split(' ', 2);
        return (!matcher.method || matcher.method === method) && matcher.path.test(path);
      });
  }

  /** The requests seen with a fault applied, as `GET /api/...`. */
  faulted(): string[] {
    return this.seen.filter((entry) => entry.fault !== null).map((entry) => entry.request);
  }

  /** Stops the proxy, closing every connection, the hanging ones included. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private takeRule(method: string, path: string): Rule | undefined {
    const rule = this.rules.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (!candidate.method || candidate.method === method) &&
        candidate.path.test(path),
    );
    if (rule) rule.remaining -= 1;
    return rule;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const rule = this.takeRule(method, decoded(path));
    const fault = rule?.fault ?? null;
    this.seen.push({ request: `${method} ${decoded(path)}`, fault });

    if (rule?.answer) {
      request.resume();
      const { status, body, bodyOf } = rule.answer;
      const url = new URL(path, this.origin);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(bodyOf ? bodyOf(url) : body));
      return;
    }
    const canned = fault ? CANNED[fault] : undefined;
    if (canned) {
      request.resume();
      response.writeHead(canned.status, {
        'content-type': 'application/json; charset=utf-8',
        ...canned.headers,
      });
      response.end(JSON.stringify(canned.body));
      return;
    }
    if (fault === 'malformed') {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(MALFORMED_BODY);
      return;
    }
    if (fault === 'hang') {
      // Read the request and never answer: the socket stays open until stop().
      request.resume();
      return;
    }
    if (fault === 'drop') {
      request.resume();
      request.socket.destroy();
      return;
    }
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    this.forward(request, response, {
      dropTotal: fault === 'no-total',
      edit: rule?.edit,
    });
  }

  private forward(
    request: IncomingMessage,
    response: ServerResponse,
    options: { dropTotal: boolean; edit?: AnswerEdit },
  ): void {
    const target = new URL((request.url ?? '/').replace(/^\/api\//, ''), this.upstream);
    const headers = { ...request.headers, host: target.host };
    // An edited answer is read whole, so it must not come compressed.
    if (options.edit) delete headers['accept-encoding'];
    const upstream = httpRequest(target, { method: request.method, headers });
    request.pipe(upstream);
    upstream.on('error', () => response.destroy());
    upstream.on('response', (answer) => {
      const answerHeaders = { ...answer.headers };
      if (options.dropTotal) {
        delete answerHeaders['x-total-count'];
        delete answerHeaders['content-range'];
      }
      if (!options.edit) {
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const edited = editedJson(text, target, options.edit);
        delete answerHeaders['content-length'];
        delete answerHeaders['etag'];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        response.end(edited);
      });
    });
  }
}

/** A path with its escapes decoded, or as it is when they are malformed. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The answer after the edit, or as it came when it is not JSON (an error page, say). */
function editedJson(text: string, url: URL, edit?: AnswerEdit): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  return edit ? JSON.stringify(edit(body, url)) : text;
}
