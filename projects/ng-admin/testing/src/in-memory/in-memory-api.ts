import {
  HttpBackend,
  HttpErrorResponse,
  HttpEvent,
  HttpEventType,
  HttpHeaders,
  HttpRequest,
  HttpResponse,
} from '@angular/common/http';
import { Observable } from 'rxjs';
import type { NgaInMemoryRecord } from './in-memory-query';
import {
  NgaInMemoryAnswer,
  NgaInMemoryMethod,
  NgaInMemoryOptions,
  NgaInMemoryStore,
  NgaInMemoryViolation,
  toViolations,
} from './in-memory-store';

/**
 * Which requests a failure applies to; every request when all are absent.
 *
 * @usageNotes
 * ```ts
 * const deletingPostTwo: NgaInMemoryRequestMatch = { method: 'DELETE', collection: 'posts', id: 2 };
 * ```
 */
export interface NgaInMemoryRequestMatch {
  readonly method?: NgaInMemoryMethod | readonly NgaInMemoryMethod[];
  /** The collection named by the URL path. */
  readonly collection?: string;
  /** The record identifier named by the URL path; a collection request has none. */
  readonly id?: string | number;
}

/**
 * A failure the in-memory API gives instead of its answer (see `NgaInMemoryApi.fail`).
 *
 * @usageNotes
 * ```ts
 * api.fail({ method: 'PUT', violations: { title: 'Already used.' } }); // a 422
 * api.fail({ collection: 'posts', status: 503, message: 'Maintenance', times: 2 });
 * api.fail({ status: 0 }); // no answer at all
 * ```
 */
export interface NgaInMemoryFailure extends NgaInMemoryRequestMatch {
  /** The HTTP status: 422 with violations, else 500; 0 is a network failure (no answer). */
  readonly status?: number;
  /** The `message` of the error body. */
  readonly message?: string;
  /** Server violations, as an array or as messages by property (`{ title: 'Taken.' }`). */
  readonly violations?: readonly NgaInMemoryViolation[] | Readonly<Record<string, string>>;
  /** The whole error body, instead of one built from `message` and `violations`. */
  readonly body?: unknown;
  /** How many matching requests fail; 1 by default, `Infinity` until `clearFailures()`. */
  readonly times?: number;
}

/**
 * A request the in-memory API received, for assertions on what the admin sent.
 *
 * @usageNotes
 * ```ts
 * const [list]: readonly NgaInMemoryRequest[] = api.requests;
 * expect(list.params.get('_sortField')).toBe('title');
 * ```
 */
export interface NgaInMemoryRequest {
  readonly method: string;
  /** The URL with its query string, as sent. */
  readonly url: string;
  /** The query parameters, decoded. */
  readonly params: URLSearchParams;
  readonly body: unknown;
  /** The collection and record the path names, when it names one. */
  readonly collection?: string;
  readonly id?: string;
}

/**
 * An in-memory REST API that answers the admin's requests the way the bundled demo API does,
 * in ng-admin's default dialect (`_page`, `_perPage`, `_sortField`, `_sortDir`, `_filters`,
 * `X-Total-Count`, plain REST for one record), so a unit test needs no HTTP backend. It is an
 * Angular `HttpBackend`: every request the application sends through `HttpClient` reaches it,
 * after the interceptors. Answers are asynchronous, and Angular counts pending requests, so
 * `fixture.whenStable()` (and every harness call) waits for them.
 *
 * Failures are given on demand (`fail`), and `latency` delays every answer. `requests` lists
 * what was sent.
 *
 * @usageNotes
 * ```ts
 * TestBed.configureTestingModule({
 *   providers: [provideNgAdminTesting(() => buildAdmin(), { data: { posts: [{ id: 1, title: 'Hi' }] } })],
 * });
 * const api = TestBed.inject(NgaInMemoryApi);
 * api.fail({ method: 'PUT', collection: 'posts', violations: { title: 'Too short.' } });
 * // ...save the form, then:
 * expect(api.record('posts', 1)?.['title']).toBe('Hi');
 * ```
 */
export class NgaInMemoryApi implements HttpBackend {
  /** Milliseconds before each answer. */
  latency: number;

  private readonly store: NgaInMemoryStore;
  private readonly failures: { failure: NgaInMemoryFailure; left: number }[] = [];
  private readonly sent: NgaInMemoryRequest[] = [];

  constructor(options: NgaInMemoryOptions = {}) {
    this.store = new NgaInMemoryStore(options);
    this.latency = options.latency ?? 0;
  }

  /** The requests received so far, oldest first. */
  get requests(): readonly NgaInMemoryRequest[] {
    return this.sent;
  }

  /** Forgets the requests received so far. */
  clearRequests(): void {
    this.sent.length = 0;
  }

  /** Copies of a collection's records, in stored order. Throws for an unknown collection. */
  collection(name: string): NgaInMemoryRecord[] {
    return this.store.records(name);
  }

  /** A copy of one record, or `undefined` when the collection has none with this identifier. */
  record(name: string, id: string | number): NgaInMemoryRecord | undefined {
    return this.store.record(name, id);
  }

  /** Replaces (or creates) one collection. */
  seed(name: string, records: readonly NgaInMemoryRecord[]): void {
    this.store.seed(name, records);
  }

  /** Replaces every collection. */
  reset(data: Readonly<Record<string, readonly NgaInMemoryRecord[]>>): void {
    this.store.reset(data);
  }

  /**
   * Makes the next matching request (or the next `times` ones) fail with the given status,
   * message and violations instead of being answered. Failures apply in the order given.
   */
  fail(failure: NgaInMemoryFailure = {}): void {
    const times = failure.times ?? 1;
    if (!(times > 0)) {
      throw new Error(`NgaInMemoryApi.fail: times must be a positive number, got ${times}`);
    }
    this.failures.push({ failure, left: times });
  }

  /** Removes the failures not used yet. */
  clearFailures(): void {
    this.failures.length = 0;
  }

  /** Answers a request of `HttpClient` (the `HttpBackend` contract). */
  handle(request: HttpRequest<unknown>): Observable<HttpEvent<unknown>> {
    return new Observable<HttpEvent<unknown>>((subscriber) => {
      const url = new URL(request.urlWithParams, 'http://localhost/');
      const target = this.store.route(url);
      const recorded: NgaInMemoryRequest = {
        method: request.method,
        url: request.urlWithParams,
        params: url.searchParams,
        body: request.body,
        ...(target ?? {}),
      };
      this.sent.push(recorded);
      subscriber.next({ type: HttpEventType.Sent });
      const timer = setTimeout(() => {
        const failure = this.takeFailure(recorded);
        if (failure?.status === 0) {
          subscriber.error(
            new HttpErrorResponse({ status: 0, statusText: 'Unknown Error', url: recorded.url }),
          );
          return;
        }
        const answer = failure
          ? failureAnswer(failure)
          : this.store.answer({ method: request.method, url, body: request.body });
        const body = responseBody(answer.body, request.responseType);
        const init = {
          status: answer.status,
          statusText: STATUS_TEXT[answer.status] ?? '',
          url: recorded.url,
          headers: new HttpHeaders({ 'Content-Type': 'application/json', ...answer.headers }),
        };
        if (answer.status >= 200 && answer.status < 300) {
          subscriber.next(new HttpResponse({ ...init, body }));
          subscriber.complete();
        } else {
          subscriber.error(new HttpErrorResponse({ ...init, error: body }));
        }
      }, this.latency);
      return () => clearTimeout(timer);
    });
  }

  private takeFailure(request: NgaInMemoryRequest): NgaInMemoryFailure | undefined {
    const index = this.failures.findIndex(({ failure }) => applies(failure, request));
    if (index < 0) return undefined;
    const entry = this.failures[index];
    entry.left -= 1;
    if (entry.left <= 0) this.failures.splice(index, 1);
    return entry.failure;
  }
}

function applies(match: NgaInMemoryRequestMatch, request: NgaInMemoryRequest): boolean {
  const methods = match.method === undefined ? [] : [match.method].flat();
  return (
    (methods.length === 0 || methods.includes(request.method as NgaInMemoryMethod)) &&
    (match.collection === undefined || match.collection === request.collection) &&
    (match.id === undefined || String(match.id) === request.id)
  );
}

function failureAnswer(failure: NgaInMemoryFailure): NgaInMemoryAnswer {
  const violations = toViolations(failure.violations ?? []);
  const status = failure.status ?? (violations.length > 0 ? 422 : 500);
  const body =
    failure.body !== undefined
      ? failure.body
      : {
          message:
            failure.message ?? (violations.length > 0 ? 'Validation failed' : 'Server error'),
          ...(violations.length > 0 ? { violations } : {}),
        };
  return { status, body, headers: {} };
}

/** The body in the form the request asked for: JSON text for `text`, the value for `json`. */
function responseBody(body: unknown, responseType: HttpRequest<unknown>['responseType']): unknown {
  const text = body === undefined ? '' : JSON.stringify(body);
  switch (responseType) {
    case 'json':
      return body ?? null;
    case 'text':
      return text;
    case 'blob':
      return new Blob([text], { type: 'application/json' });
    default:
      return new TextEncoder().encode(text).buffer;
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};
