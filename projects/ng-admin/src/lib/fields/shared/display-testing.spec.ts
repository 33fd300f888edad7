/**
 * Spec helper (no specs of its own): renders a value as read views show it, through its type's
 * `display` function and `NgaDisplayView`, with the built-in types registered, a router and a
 * datastore that `records` fills. Call `configureDisplayTesting()` in a `beforeEach` (other
 * `TestBed.configureTestingModule` calls may add providers), then `renderDisplay` in the spec.
 */
import { EnvironmentProviders, Provider } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { Entity, EntryLike, Field } from '@ng-admin/core/config';
import type { NgaDisplay, NgaDisplayContext } from '../../base/field-type';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../../base/field-type-registry';
import { NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import { ReferenceLookup } from '../../data/reference-lookup';
import { NgaIntl } from '../../i18n/intl';
import { builtInFieldTypes } from '../built-in-field-types';
import { NgaDisplayView } from '../display-view';

/** What `renderDisplay` may set up besides the field and the value. */
export interface DisplayOptions {
  readonly entry?: EntryLike;
  readonly mode?: 'cell' | 'value';
  /** Records the view's datastore knows, by entity (identified by the entity's identifier). */
  readonly records?: readonly { entity: Entity; records: Record<string, unknown>[] }[];
}

/**
 * Configures the testing module for displays: the router, the built-in field types and a
 * datastore. It only configures, so that specs may add providers before anything is created.
 */
export function configureDisplayTesting(...providers: (Provider | EnvironmentProviders)[]): void {
  TestBed.configureTestingModule({
    providers: [
      provideRouter([]),
      provideFieldTypes(...builtInFieldTypes),
      NgaDatastore,
      ...providers,
    ],
  });
}

/** Puts records in the testing module's datastore, as a lookup of the view would. */
export function storeRecords(
  records: readonly { entity: Entity; records: Record<string, unknown>[] }[],
): NgaDatastore {
  const datastore = TestBed.inject(NgaDatastore);
  for (const group of records) {
    const lookup = new ReferenceLookup();
    const identifier = group.entity.identifier().name();
    for (const record of group.records) lookup.add(group.entity, record[identifier], record);
    datastore.addLookup(lookup);
  }
  return datastore;
}

/**
 * Renders a value of a field through `NgaDisplayView` (after `configureDisplayTesting()`) and
 * returns the fixture, its element and the datastore.
 */
export async function renderDisplay(field: Field, value: unknown, options: DisplayOptions = {}) {
  const datastore = storeRecords(options.records ?? []);
  const fixture = TestBed.createComponent(NgaDisplayView);
  fixture.componentRef.setInput('field', field);
  fixture.componentRef.setInput('value', value);
  if (options.entry) fixture.componentRef.setInput('entry', options.entry);
  if (options.mode) fixture.componentRef.setInput('mode', options.mode);
  await fixture.whenStable();
  return { fixture, element: fixture.nativeElement as HTMLElement, datastore };
}

/**
 * Calls the `display` function of a field's type directly, with the testing module's links,
 * intl and datastore (after `configureDisplayTesting()`).
 */
export function displayOf(field: Field, value: unknown, entry?: EntryLike): NgaDisplay {
  const display = TestBed.inject(NgaFieldTypeRegistry).of(field).display;
  if (!display) throw new Error(`The field type "${field.type()}" has no display function.`);
  const context: NgaDisplayContext = {
    field,
    entry: entry ?? {
      entityName: '',
      identifierValue: undefined,
      values: { [field.name()]: value },
    },
    references: TestBed.inject(NgaDatastore),
    links: TestBed.inject(NgaLinks),
    intl: TestBed.inject(NgaIntl),
  };
  return display(value, context);
}
