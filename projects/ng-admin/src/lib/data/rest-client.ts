import { HttpClient, HttpErrorResponse, HttpResponse } from '@angular/common/http';
import { inject, Injectable } from '@angular/core';
import {
  catchError,
  defer,
  finalize,
  from,
  map,
  Observable,
  switchMap,
  throwError,
  timeout,
} from 'rxjs';
import { NgaProgression } from '../base/progression';
import {
  NgaHttpError,
  rethrowAsNgaHttpError,
  statusMessage,
  statusReason,
  toNgaHttpError,
} from './nga-http-error';
import { readJsonBody, RequestSpec, ResponseLike, urlWithParams } from './request-spec';
import { NGA_API_MAPPING, NGA_REQUEST_TIMEOUT } from './tokens';
import { NgaAuth } from './auth/auth';

/** Options of `NgaRestClient.send`. */
export interface NgaSendOptions {
  /**
   * Lets the request outlive the page (`fetch(..., { keepalive: true })`): a write sent as the
   * tab closes. Needs HttpClient's fetch backend (Angular's default) and a body under 64 KiB.
   */
  readonly keepalive?: boolean;
}

/**
 * Executes the requests a dialect describes. It writes the query string itself, so the URL
 * sent is byte for byte what `urlWithParams` gives, reads every body as JSON, and turns any
 * failure (HTTP error status, body that is not JSON, network failure, a parser throwing)
 * into an `NgaHttpError`.
 */
@Injectable({ providedIn: 'root' })
export class NgaRestClient {
  private readonly http = inject(HttpClient);
  private readonly mapping = inject(NGA_API_MAPPING);
  private readonly progression = inject(NgaProgression);
  private readonly timeoutMs = inject(NGA_REQUEST_TIMEOUT);
  private readonly auth = inject(NgaAuth);
  /** The credentials' generation each failed request was sent with (see `NgaAuth.renew`). */
  private readonly sentAt = new WeakMap<object, number>();

  /**
   * Sends a request; emits its answer with the body parsed from JSON. The top progress bar
   * shows while it runs, until it answers, fails, is cancelled or times out
   * (`NGA_REQUEST_TIMEOUT`).
   */
  send(request: RequestSpec, options: NgaSendOptions = {}): Observable<ResponseLike> {
    return this.sendOnce(request, options).pipe(
      // A 401 renews the session once (shared by every request that got one) and replays the
      // request with the new credentials; a failed renewal leaves the 401 to the view.
      catchError((error: unknown) => {
        if (!this.auth.enabled || (error as NgaHttpError).status !== 401) {
          return throwError(() => error);
        }
        const sentAt = this.sentAt.get(error as object) ?? this.auth.generation;
        return from(this.auth.renew(sentAt)).pipe(
          switchMap((renewed) =>
            renewed ? this.sendOnce(request, options) : throwError(() => error),
          ),
        );
      }),
    );
  }

  private sendOnce(request: RequestSpec, options: NgaSendOptions): Observable<ResponseLike> {
    const url = urlWithParams(request);
    let sentAt = 0;
    return defer(() => {
      this.progression.start();
      sentAt = this.auth.generation;
      return this.http
        .request(request.method, url, {
          body: request.body ?? null,
          headers: { ...request.headers, ...this.auth.headers() },
          observe: 'response',
          responseType: 'text',
          ...(options.keepalive ? { keepalive: true } : {}),
        })
        .pipe(
          timeout({
            first: this.timeoutMs,
            with: () => {
              const seconds = Math.round(this.timeoutMs / 1000);
              return throwError(
                () =>
                  new NgaHttpError({
                    status: 0,
                    timedOut: true,
                    message: `The server did not answer within ${seconds} s.`,
                    reason: { kind: 'timeout', seconds },
                    url,
                  }),
              );
            },
          }),
          finalize(() => this.progression.done()),
        );
    }).pipe(
      map((response) => this.toResponse(response, url)),
      catchError((error: unknown) => {
        const failure = this.toError(error, request, url);
        this.sentAt.set(failure, sentAt);
        return throwError(() => failure);
      }),
    );
  }

  /** Sends a request and reads its answer with `parse`; a throwing parser fails the stream. */
  fetch<T>(request: RequestSpec, parse: (response: ResponseLike) => T): Observable<T> {
    return this.send(request).pipe(map(parse), rethrowAsNgaHttpError(urlWithParams(request)));
  }

  private toResponse(response: HttpResponse<string>, url: string): ResponseLike {
    const json = readJsonBody(response.body);
    if (!json.ok) {
      throw new NgaHttpError({
        status: response.status,
        message: 'The server answer is not valid JSON.',
        reason: { kind: 'not-json' },
        body: json.text,
        url,
      });
    }
    return {
      status: response.status,
      statusText: response.statusText,
      url: response.url ?? url,
      headers: response.headers,
      body: json.value,
    };
  }

  private toError(error: unknown, request: RequestSpec, url: string): NgaHttpError {
    if (!(error instanceof HttpErrorResponse)) {
      return toNgaHttpError(error, url);
    }
    if (error.status === 0) {
      return new NgaHttpError({
        status: 0,
        message: statusMessage(0),
        reason: statusReason(0),
        url,
        cause: error,
      });
    }
    const json = readJsonBody(typeof error.error === 'string' ? error.error : null);
    try {
      return this.mapping.parseError(
        {
          status: error.status,
          statusText: error.statusText,
          url: error.url ?? url,
          headers: error.headers,
          body: json.ok ? json.value : json.text,
        },
        request,
      );
    } catch (parseFailure) {
      return toNgaHttpError(parseFailure, url);
    }
  }
}
