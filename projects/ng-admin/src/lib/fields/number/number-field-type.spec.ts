import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { numberFieldType } from './number-field-type';

describe('numberFieldType', () => {
  it('shows values with a display function and edits them with the shared number widgets', async () => {
    expect(await fieldTypeSummary(numberFieldType)).toBe(
      'number: display=fn filter=nga-number-filter input=nga-number-input load=fn',
    );
  });
});
