import { NumberField } from '@ng-admin/core/config';
import { NgaNumberFilter } from '../shared/number-filter';
import { NgaNumberInput } from '../shared/number-input';
import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { numberFieldType } from './number-field-type';

describe('numberFieldType', () => {
  it('shows values with a display function and edits them with the shared number widgets', async () => {
    const resolved = await resolvedFieldType(numberFieldType);
    expect(resolved['cell']).toBeUndefined();
    expect(resolved['input']).toBe(NgaNumberInput);
    expect(resolved['filter']).toBe(NgaNumberFilter);
    expect(resolved['fieldClass']).toBe(NumberField);
    expect(typeof resolved['display']).toBe('function');
  });
});
