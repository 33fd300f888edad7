import { NumberField } from '@ng-admin/core/config';
import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { NgaNumberFilter } from '../shared/number-filter';
import { NgaNumberInput } from '../shared/number-input';
import { numberFieldType } from './number-field-type';

describe('numberFieldType', () => {
  it('shows values with a display function and edits them with the shared number widgets', async () => {
    expect(await resolvedFieldType(numberFieldType)).toEqual({
      name: 'number',
      display: jasmine.any(Function),
      input: NgaNumberInput,
      filter: NgaNumberFilter,
      fieldClass: NumberField,
    });
  });
});
