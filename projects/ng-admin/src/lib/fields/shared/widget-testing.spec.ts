/**
 * Spec helper (no specs of its own): renders a field widget (form input, filter, value) with
 * its inputs set and animations off, and gives its harness loader and its field harness.
 */
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Type } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { provideRouter } from '@angular/router';
import type { Application } from '@ng-admin/core/config';
import { NgaFieldHarness } from '@ng-admin/core/testing';
import { NGA_APPLICATION } from '../../base/tokens';
import { VirtualTimeScheduler } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { NgaDatastore } from '../../data/datastore';

/** Material without animations, so that panels and errors show at once. */
export const NO_ANIMATIONS = {
  provide: MATERIAL_ANIMATIONS,
  useValue: { animationsDisabled: true },
};

/** The rendered widget: its fixture, a harness loader inside it, and its field harness. */
export async function renderWidget<T>(component: Type<T>, inputs: Record<string, unknown>) {
  TestBed.configureTestingModule({ providers: [NO_ANIMATIONS] });
  return createWidget(component, inputs);
}

/** `renderWidget` in a test bed the spec has already configured (and maybe instantiated). */
export async function createWidget<T>(component: Type<T>, inputs: Record<string, unknown>) {
  const fixture = TestBed.createComponent(component);
  for (const [name, value] of Object.entries(inputs)) fixture.componentRef.setInput(name, value);
  await fixture.whenStable();
  return {
    fixture,
    loader: TestbedHarnessEnvironment.loader(fixture),
    input: await TestbedHarnessEnvironment.harnessForFixture(fixture, NgaFieldHarness),
  };
}

/** Lets the answers render, and an autocomplete panel show its options (after a timer). */
export async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
  await fixture.whenStable();
  await new Promise((resolve) => setTimeout(resolve));
  await fixture.whenStable();
}

/**
 * A test bed for the widgets of reference fields: requests answered by the spec, the
 * application, a router and a datastore. Call it in `beforeEach`.
 */
export function setUpReferenceWidgets(application: Application): HttpTestingController {
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter([]),
      NgaDatastore,
      NO_ANIMATIONS,
      { provide: NGA_APPLICATION, useValue: application },
    ],
  });
  return TestBed.inject(HttpTestingController);
}

/**
 * Runs the remote searches of reference widgets on a virtual clock: the debounce waits until
 * the spec calls `flush()` on the returned scheduler (a fresh one for each spec).
 */
export function useVirtualSearchClock(): VirtualTimeScheduler {
  const clock = new VirtualTimeScheduler();
  beforeEach(() => {
    clock.frame = 0;
    clock.actions.length = 0;
    const data = TestBed.inject(NgaDataService);
    const autocomplete = data.autocomplete.bind(data);
    spyOn(data, 'autocomplete').and.callFake((field, texts) => autocomplete(field, texts, clock));
  });
  return clock;
}

/** Waits until `read()` gives something (what a widget loading on demand, like Quill, creates). */
export async function waitFor<T>(read: () => T | null | undefined, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
