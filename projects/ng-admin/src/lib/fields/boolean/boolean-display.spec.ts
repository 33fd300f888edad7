import { BooleanField } from '@ng-admin/core/config';
import { booleanIcon, booleanLabel, booleanState } from './boolean-display';

describe('boolean display helpers', () => {
  it('reads three states', () => {
    expect(booleanState(true)).toBeTrue();
    expect(booleanState(false)).toBeFalse();
    expect(booleanState(null)).toBeNull();
    expect(booleanState(undefined)).toBeNull();
  });

  it('maps states to check, close and remove icons', () => {
    expect(booleanIcon(true)).toBe('check');
    expect(booleanIcon(false)).toBe('close');
    expect(booleanIcon(null)).toBe('remove');
  });

  it('labels states with the default or custom choices', () => {
    const field = new BooleanField('published');
    expect(booleanLabel(field.choices(), true)).toBe('true');
    expect(booleanLabel(field.choices(), false)).toBe('false');
    expect(booleanLabel(field.choices(), undefined)).toBe('undefined');
    field.choices([
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    expect(booleanLabel(field.choices(), true)).toBe('Yes');
    expect(booleanLabel(field.choices(), null)).toBe('null');
  });
});
