import { TestBed } from '@angular/core/testing';
import { FloatField } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaNumberInput } from '../shared/number-input';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { floatFieldType } from './float-field-type';

describe('floatFieldType', () => {
  it('extends number: same display and widgets, its own field class', async () => {
    configureDisplayTesting();
    const registry = TestBed.inject(NgaFieldTypeRegistry);
    const float = registry.get('float');
    expect(floatFieldType.extends).toBe('number');
    expect(float.display).toBe(registry.get('number').display);
    expect(await registry.component('float', 'input')).toBe(NgaNumberInput);
    expect(float.fieldClass).toBe(FloatField);
  });
});
