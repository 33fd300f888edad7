import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { NumberField } from '@ng-admin/core/config';
import { NgaNumberCell } from '../shared/number-cell';
import { NgaNumberFilter } from '../shared/number-filter';
import { NgaNumberInput } from '../shared/number-input';
import { NgaNumberValue } from '../shared/number-value';
import { numberFieldType } from './number-field-type';

describe('numberFieldType', () => {
  it('uses the shared number components', async () => {
    expect(await resolvedFieldType(numberFieldType)).toEqual({
      name: 'number',
      cell: NgaNumberCell,
      value: NgaNumberValue,
      input: NgaNumberInput,
      filter: NgaNumberFilter,
      fieldClass: NumberField,
    });
  });
});
