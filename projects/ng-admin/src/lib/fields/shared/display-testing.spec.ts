/**
 * Spec helper (no specs of its own): renders a value as read views show it, through its type's
 * `display` function and `NgaDisplayView`, with the built-in types registered, a router and a
 * datastore that `records` fills.
 */
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { Entity, EntryLike, Field } from '@ng-admin/core/config';
import { provideFieldTypes } from '../../base/field-type-registry';
import { NgaDatastore } from '../../data/datastore';
import { ReferenceLookup } from '../../data/reference-lookup';
import { builtInFieldTypes } from '../built-in-field-types';
import { NgaDisplayView } from '../display-view';

/** What `renderDisplay` may set up besides the field and the value. */
export interface DisplayOptions {
  readonly entry?: EntryLike;
  readonly mode?: 'cell' | 'value';
  /** Records the view's datastore knows, by entity. */
  readonly records?: readonly { entity: Entity; records: Record<string, unknown>[] }[];
}

/** Configures the testing module for displays; call before `renderDisplay` to add providers. */
export function configureDisplayTesting(): NgaDatastore {
  TestBed.configureTestingModule({
    providers: [provideRouter([]), provideFieldTypes(...builtInFieldTypes), NgaDatastore],
  });
  return TestBed.inject(NgaDatastore);
}

/** Renders a value of a field and returns the fixture. */
export async function renderDisplay(field: Field, value: unknown, options: DisplayOptions = {}) {
  const datastore = configureDisplayTesting();
  for (const { entity, records } of options.records ?? []) {
    const lookup = new ReferenceLookup();
    for (const record of records) lookup.add(entity, record['id'], record);
    datastore.addLookup(lookup);
  }
  const fixture = TestBed.createComponent(NgaDisplayView);
  fixture.componentRef.setInput('field', field);
  fixture.componentRef.setInput('value', value);
  if (options.entry) fixture.componentRef.setInput('entry', options.entry);
  if (options.mode) fixture.componentRef.setInput('mode', options.mode);
  await fixture.whenStable();
  return { fixture, element: fixture.nativeElement as HTMLElement, datastore };
}
