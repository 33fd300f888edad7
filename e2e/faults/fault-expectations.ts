import { expect, type Locator, type Page } from '@playwright/test';
import type { Fault, FaultProxy } from '../support/fault-proxy';

/** The faults that make a request fail (the others only change how the answer comes). */
export const FAILURES = [
  'server-error',
  'not-found',
  'unauthorized',
  'forbidden',
  'violations',
  'malformed',
  'hang',
  'drop',
] as const satisfies readonly Fault[];

export type Failure = (typeof FAILURES)[number];

/** The `data-problem` of the problem view each failure of a load should give. */
export const PROBLEM_KIND: Record<Failure, string> = {
  'server-error': 'server',
  'not-found': 'not-found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  violations: 'invalid',
  malformed: 'malformed',
  hang: 'timeout',
  drop: 'network',
};

/** Whether trying the same request again can help, hence whether a Retry button is offered. */
export const RETRYABLE: Record<Failure, boolean> = {
  'server-error': true,
  'not-found': false,
  unauthorized: true,
  forbidden: true,
  violations: false,
  malformed: true,
  hang: true,
  drop: true,
};

/**
 * What the user should read for each failure, in the admin's own words: the same words in a
 * problem view, a list, beside Save or beside a deletion. `subject` is the record a load was
 * for (`Post #12`); without it a 404 is a failure of the server like any other.
 */
export function failureWords(failure: Failure, subject?: string): RegExp {
  switch (failure) {
    case 'server-error':
      return /The server failed \(HTTP 500\)/;
    case 'not-found':
      return subject ? new RegExp(`${subject} was not found`) : /HTTP 404|was not found/;
    case 'unauthorized':
      return /You are signed out/;
    case 'forbidden':
      return /You are not allowed to do this/;
    case 'violations':
      return /The server refused the data/;
    case 'malformed':
      return /The server sent an answer that cannot be read/;
    case 'hang':
      return /The server did not answer in time/;
    case 'drop':
      return /The server could not be reached/;
  }
}

/**
 * How many answers a failure takes to reach the user: a 401 makes the admin renew the session
 * once and replay the request, so the replay must fail too.
 */
export function timesToFail(failure: Fault): number {
  return failure === 'unauthorized' ? 2 : 1;
}

/** The timeout of the admin's requests (NGA_REQUEST_TIMEOUT's default, the sample's). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Waits until the proxy applied the fault to as many requests as expected; for a hang, then
 * lets the request timeout pass on the page's clock (installed by the fixture), once `waiting` (by default the view's
 * loading bar) shows that the view itself waits for the answer: a route may start a request
 * before its view's code has arrived.
 */
export async function letFaultHappen(
  page: Page,
  faults: FaultProxy,
  fault: Fault,
  options: { count?: number; waiting?: Locator } = {},
): Promise<void> {
  await expect
    .poll(() => faults.faulted().length, { message: `${fault} applied` })
    .toBe(options.count ?? timesToFail(fault));
  if (fault !== 'hang') return;
  await expect(
    options.waiting ?? page.locator('nga-loading-bar.nga-loading-bar-active'),
  ).toBeVisible();
  await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1_000);
}
