import { computed } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { provideFieldTypes } from '../base/field-type-registry';
import { builtInFieldTypes } from '../fields/built-in-field-types';
import { NgaDatastore } from './datastore';
import { Entry } from './entry';
import { NgaHttpError } from './nga-http-error';
import { ReferenceLookup } from './reference-lookup';

describe('NgaDatastore', () => {
  const admin = createAdmin();
  const users = admin.entity('users');
  const tags = admin.entity('tags');
  const author = () =>
    admin
      .field('author_id', 'reference')
      .targetEntity(users)
      .targetField(admin.field('name').map((name: string) => name.toUpperCase()));

  let datastore: NgaDatastore;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideFieldTypes(...builtInFieldTypes), NgaDatastore],
    });
    datastore = TestBed.inject(NgaDatastore);
  });

  function lookup(...records: { id: unknown; name: string }[]): ReferenceLookup {
    const found = new ReferenceLookup();
    for (const record of records) found.add(users, record.id, record);
    return found;
  }

  function failure(...ids: unknown[]): ReferenceLookup {
    const failed = new ReferenceLookup();
    failed.addError(new NgaHttpError({ status: 500, message: 'Boom' }), 'users', ids);
    return failed;
  }

  it("labels a reference with its target field's mapped value; ids compare as text", () => {
    datastore.setLookup(lookup({ id: 3, name: 'Ann' }));
    expect(datastore.referenceLabel(author(), 3)).toBe('ANN');
    expect(datastore.referenceLabel(author(), '3')).toBe('ANN');
    expect(datastore.referenceLabel(author(), 4)).toBeUndefined();
    const entry = datastore.referenceEntry(author(), 3);
    expect(entry).toEqual(jasmine.any(Entry));
    expect(entry?.identifierValue).toBe(3);
    expect(datastore.referenceEntry(author(), null)).toBeUndefined();
    expect(datastore.referenceEntry(author(), '')).toBeUndefined();
  });

  it('replaces what it knew with setLookup, adds to it with addLookup', () => {
    datastore.setLookup(lookup({ id: 1, name: 'Ann' }));
    datastore.addLookup(lookup({ id: 2, name: 'Bob' }));
    expect(datastore.referenceLabel(author(), 1)).toBe('ANN');
    expect(datastore.referenceLabel(author(), 2)).toBe('BOB');
    datastore.setLookup(lookup({ id: 3, name: 'Cy' }));
    expect(datastore.referenceLabel(author(), 1)).toBeUndefined();
    expect(datastore.getEntries('users').map((entry) => entry.identifierValue)).toEqual([3]);
  });

  it('says which lookups failed, until their record arrives', () => {
    datastore.setLookup(failure(5, 6));
    expect(datastore.referenceFailed(author(), 5)).toBeTrue();
    expect(datastore.referenceFailed(author(), 7)).toBeFalse();
    datastore.addLookup(lookup({ id: 5, name: 'Eve' }));
    expect(datastore.referenceFailed(author(), 5)).toBeFalse();
    expect(datastore.referenceLabel(author(), 5)).toBe('EVE');
    // A failure does not hide a record that is already known.
    datastore.addLookup(failure(5));
    expect(datastore.referenceFailed(author(), 5)).toBeFalse();
  });

  it('keeps the entries widgets found, from their source record when they have one', () => {
    const fromApi = Entry.fromRest({ id: 8, name: 'Dan', nested: { a: 1 } }, users);
    const plain = { entityName: 'users', identifierValue: 9, values: { id: 9, name: 'Fay' } };
    datastore.addRecords(users, [fromApi, plain]);
    expect(datastore.referenceLabel(author(), 8)).toBe('DAN');
    expect(datastore.referenceLabel(author(), 9)).toBe('FAY');
    expect(datastore.getEntry('users', 8)?.values).toEqual({ id: 8, name: 'Dan', 'nested.a': 1 });
  });

  it('gives entries of any entity without field maps', () => {
    const found = lookup({ id: 1, name: 'Ann' });
    found.add(tags, 1, { id: 1, name: 'angular' });
    datastore.setLookup(found);
    expect(datastore.getEntry('users', 1)?.values['name']).toBe('Ann');
    expect(datastore.getEntry('tags', 1)?.values['name']).toBe('angular');
    expect(datastore.getEntry('tags', 2)).toBeUndefined();
    expect(datastore.getEntries('tags').length).toBe(1);
  });

  it('is reactive: a label read in a computed follows new lookups', () => {
    const label = TestBed.runInInjectionContext(() =>
      computed(() => datastore.referenceLabel(author(), 3)),
    );
    expect(label()).toBeUndefined();
    datastore.addLookup(lookup({ id: 3, name: 'Ann' }));
    expect(label()).toBe('ANN');
  });
});
