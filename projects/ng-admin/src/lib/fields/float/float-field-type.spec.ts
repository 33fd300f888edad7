import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { FloatField } from '@ng-admin/core/config';
import { NgaNumberCell } from '../shared/number-cell';
import { NgaNumberFilter } from '../shared/number-filter';
import { NgaNumberInput } from '../shared/number-input';
import { NgaNumberValue } from '../shared/number-value';
import { floatFieldType } from './float-field-type';

describe('floatFieldType', () => {
  it('uses the shared number components with the float field class', async () => {
    expect(await resolvedFieldType(floatFieldType)).toEqual({
      name: 'float',
      cell: NgaNumberCell,
      value: NgaNumberValue,
      input: NgaNumberInput,
      filter: NgaNumberFilter,
      fieldClass: FloatField,
    });
  });
});
