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

/** Configures the test bed with the admin of `application()`; call it in `beforeEach`. */
export async function setUpAdmin(
  application: () => Application,
): Promise<{ http: HttpTestingController; harness: RouterTestingHarness }> {
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
