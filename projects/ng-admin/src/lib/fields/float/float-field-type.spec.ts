import { TestBed } from '@angular/core/testing';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaNumberInput } from '../shared/number-input';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { floatFieldType } from './float-field-type';

describe('floatFieldType', () => {
  it('extends number: same display and widgets (the DSL gives it its FloatField class)', async () => {
    configureDisplayTesting();
    const registry = TestBed.inject(NgaFieldTypeRegistry);
    const float = registry.get('float');
    expect(floatFieldType.extends).toBe('number');
    expect(float.display).toBe(registry.get('number').display);
    expect(await registry.component('float', 'input')).toBe(NgaNumberInput);
  });
});
