/**
 * Spec helper (no specs of its own): the whole admin of an application in a test bed, its
 * requests answered by the spec through `HttpTestingController`, its pages opened with a
 * `RouterTestingHarness`.
 */
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { RouterTestingHarness } from '@angular/router/testing';
import type { Application } from '@ng-admin/core/config';
import { provideNgAdmin } from '../../provide-ng-admin';

/** The admin in a test bed: its requests, and its pages. */
export interface AdminTestBed {
  readonly http: HttpTestingController;
  readonly harness: RouterTestingHarness;
}

/** Configures the test bed with the admin of `application()`; call it in `beforeEach`. */
export async function setUpAdmin(application: () => Application): Promise<AdminTestBed> {
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      provideNgAdmin(() => application()),
    ],
  });
  return {
    http: TestBed.inject(HttpTestingController),
    harness: await RouterTestingHarness.create(),
  };
}

/**
 * Answers the one request matching `match` once the page has sent it (waiting up to 3 s), and
 * gives back the body the page sent. A pending request keeps the zoneless application
 * unstable: await stability only once every request is answered.
 */
export async function answerRequest(
  http: HttpTestingController,
  match: string | { method: string; url: string },
  body: object,
  options?: { status: number; statusText: string },
): Promise<unknown> {
  const named = typeof match === 'string' ? match : `${match.method} ${match.url}`;
  let sent = http.match(match);
  for (let waited = 0; sent.length === 0; waited += 10) {
    if (waited > 3000) throw new Error(`No request ${named} was sent`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    sent = http.match(match);
  }
  expect(sent.length).withContext(`requests ${named}`).toBe(1);
  const request = sent[0]!;
  request.flush(body, options);
  return request.request.body;
}
