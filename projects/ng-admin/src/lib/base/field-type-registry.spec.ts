import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Field } from '@ng-admin/core/config';
import type { NgaDisplay, NgaFieldType } from './field-type';
import { NgaPartDownloadFailed } from './part-download-failed';
import { NgaFieldTypeRegistry, provideFieldTypes } from './field-type-registry';

@Component({ selector: 'nga-registry-test-input', template: '' })
class TestInput {}

@Component({ selector: 'nga-registry-test-other-input', template: '' })
class TestOtherInput {}

@Component({ selector: 'nga-registry-test-cell', template: '' })
class TestCell {}

const text = (value: unknown): NgaDisplay => ({ kind: 'text', text: String(value) });

function registry(...groups: NgaFieldType[][]): NgaFieldTypeRegistry {
  TestBed.configureTestingModule({
    providers: groups.map((types) => provideFieldTypes(...types)),
  });
  return TestBed.inject(NgaFieldTypeRegistry);
}

describe('NgaFieldTypeRegistry', () => {
  describe('registration', () => {
    it('knows the registered names in order; a later registration of a name replaces it', () => {
      const types = registry(
        [
          { name: 'string', input: TestInput },
          { name: 'number', input: TestInput },
        ],
        [{ name: 'string', input: TestOtherInput }],
      );
      expect(types.names()).toEqual(['string', 'number']);
      expect(types.has('number')).toBeTrue();
      expect(types.has('rating')).toBeFalse();
      expect(types.get('string').input).toBe(TestOtherInput);
      expect(types.all().map((type) => type.input)).toEqual([TestOtherInput, TestInput]);
    });

    it('names the known types when asked for an unknown one', () => {
      const types = registry([{ name: 'string' }, { name: 'number' }]);
      expect(() => types.get('rating')).toThrowError(
        'No field type "rating" is registered. Known types: string, number. ' +
          'Register it with withFieldTypes(...) in provideNgAdmin.',
      );
      expect(() => types.of(new Field('stars', 'rating'))).toThrowError(/"rating"/);
    });
  });

  describe('extends', () => {
    const number: NgaFieldType = {
      name: 'number',
      display: text,
      input: TestInput,
      sortable: true,
      valueShape: 'scalar',
    };

    it('inherits every member the type does not set, and keeps its own name', () => {
      const types = registry([number, { name: 'float', extends: 'number' }]);
      const float = types.get('float');
      expect(float.name).toBe('float');
      expect(float.display).toBe(text);
      expect(float.input).toBe(TestInput);
      expect(float.sortable).toBeTrue();
    });

    it("overrides the parent's members with its own, an undefined member not counting", () => {
      const types = registry([
        number,
        {
          name: 'rating',
          extends: 'number',
          input: TestOtherInput,
          sortable: false,
          display: undefined,
        },
      ]);
      const rating = types.get('rating');
      expect(rating.input).toBe(TestOtherInput);
      expect(rating.sortable).toBeFalse();
      expect(rating.display).toBe(text);
    });

    it('resolves a chain, whatever the registration order', () => {
      const types = registry([
        { name: 'stars', extends: 'rating', cell: TestCell },
        { name: 'rating', extends: 'number', input: TestOtherInput },
        number,
      ]);
      const stars = types.get('stars');
      expect(stars.cell).toBe(TestCell);
      expect(stars.input).toBe(TestOtherInput);
      expect(stars.display).toBe(text);
    });

    it('follows a replaced parent', () => {
      const types = registry(
        [number, { name: 'float', extends: 'number' }],
        [{ name: 'number', input: TestOtherInput }],
      );
      expect(types.get('float').input).toBe(TestOtherInput);
      expect(types.get('float').display).toBeUndefined();
    });

    it('throws on a cycle, naming the chain', () => {
      const types = registry([
        { name: 'a', extends: 'b' },
        { name: 'b', extends: 'a' },
        { name: 'self', extends: 'self' },
      ]);
      expect(() => types.get('a')).toThrowError('The field type "a" extends itself: a > b > a');
      expect(() => types.get('self')).toThrowError('The field type "self" extends itself: self');
    });

    it('throws on an unknown parent, naming the type that extends it', () => {
      const types = registry([{ name: 'rating', extends: 'integer' }]);
      expect(() => types.get('rating')).toThrowError(
        /^No field type "integer" is registered \(extended by "rating"\)\. Known types: rating\./,
      );
    });
  });

  describe('loaderOf', () => {
    const types = () =>
      registry([
        { name: 'shown', display: text, input: TestInput },
        { name: 'drawn', cell: TestCell, input: TestInput, filter: TestOtherInput },
        { name: 'both', cell: TestCell, display: text },
      ]);

    it('is undefined for the roles that display renders', () => {
      const registered = types();
      expect(registered.loaderOf('shown', 'cell')).toBeUndefined();
      expect(registered.loaderOf('shown', 'value')).toBeUndefined();
      expect(registered.loaderOf('shown', 'input')).toBe(TestInput);
    });

    it('uses the cell for the value without display, and the input for the filter', () => {
      const registered = types();
      expect(registered.loaderOf('drawn', 'value')).toBe(TestCell);
      expect(registered.loaderOf('drawn', 'filter')).toBe(TestOtherInput);
      expect(registered.loaderOf('shown', 'filter')).toBe(TestInput);
      // With a display, the value of a type with a cell component is the display's.
      expect(registered.loaderOf('both', 'cell')).toBe(TestCell);
      expect(registered.loaderOf('both', 'value')).toBeUndefined();
    });
  });

  describe('component', () => {
    it('loads a lazy component once, and gives a component class as it is', async () => {
      const load = jasmine.createSpy('load').and.resolveTo(TestInput);
      const types = registry([{ name: 'lazy', input: load, cell: TestCell }]);
      expect(await types.component('lazy', 'input')).toBe(TestInput);
      expect(await types.component('lazy', 'input')).toBe(TestInput);
      expect(load).toHaveBeenCalledTimes(1);
      expect(await types.component('lazy', 'cell')).toBe(TestCell);
    });

    it('gives NgaPartDownloadFailed for a component that did not download, and tries again next time', async () => {
      const errors = spyOn(console, 'error');
      const load = jasmine
        .createSpy('load')
        .and.returnValues(
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /chunk-A.js')),
          Promise.resolve(TestInput),
        );
      const types = registry([{ name: 'lazy', input: load }]);
      expect(await types.component('lazy', 'input')).toBe(NgaPartDownloadFailed);
      expect(errors.calls.mostRecent().args[0]).toBe(
        '[ng-admin] The input of the field type "lazy" did not download:',
      );
      expect(await types.component('lazy', 'input')).toBe(TestInput);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('rejects what a loader throws besides a failed download, and tries again next time', async () => {
      const failure = new Error('the module threw while it was evaluated');
      const load = jasmine
        .createSpy('load')
        .and.returnValues(Promise.reject(failure), Promise.resolve(TestInput));
      const types = registry([{ name: 'lazy', input: load }]);
      await expectAsync(types.component('lazy', 'input')).toBeRejectedWith(failure);
      expect(await types.component('lazy', 'input')).toBe(TestInput);
    });

    it('rejects a role the type has no component for', async () => {
      const types = registry([{ name: 'shown', display: text }]);
      await expectAsync(types.component('shown', 'input')).toBeRejectedWithError(
        'The field type "shown" has no input component and no display function.',
      );
    });
  });

  describe('values', () => {
    const types = () =>
      registry([
        { name: 'json', valueShape: 'whole' },
        { name: 'boolean', parse: (value) => value === '1' },
        { name: 'flag', extends: 'boolean' },
        { name: 'object', extends: 'json' },
      ]);

    it('keeps whole the values of whole types, inherited too; others and unknown types are flat', () => {
      const registered = types();
      expect(registered.isWholeValue(new Field('meta', 'json'))).toBeTrue();
      expect(registered.isWholeValue(new Field('meta', 'object'))).toBeTrue();
      expect(registered.isWholeValue(new Field('ok', 'boolean'))).toBeFalse();
      expect(registered.isWholeValue(new Field('meta', 'unregistered'))).toBeFalse();
    });

    it("parses with the type's parse, inherited too, and leaves other values as they are", () => {
      const registered = types();
      expect(registered.parseValue(new Field('ok', 'boolean'), '1')).toBeTrue();
      expect(registered.parseValue(new Field('ok', 'flag'), '0')).toBeFalse();
      expect(registered.parseValue(new Field('meta', 'json'), '1')).toBe('1');
      expect(registered.parseValue(new Field('x', 'unregistered'), '1')).toBe('1');
    });
  });
});
