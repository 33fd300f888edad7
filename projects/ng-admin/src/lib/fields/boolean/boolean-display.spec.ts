import { BooleanField } from '@ng-admin/core/config';
import { booleanIcon, booleanLabel, booleanState, parseBoolean } from './boolean-display';

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

  it('reads booleans as APIs send them: numbers and texts in any case', () => {
    expect(parseBoolean('1')).toBeTrue();
    expect(parseBoolean(1)).toBeTrue();
    expect(parseBoolean('true')).toBeTrue();
    expect(parseBoolean(' Yes ')).toBeTrue();
    expect(parseBoolean('on')).toBeTrue();
    expect(parseBoolean(0)).toBeFalse();
    expect(parseBoolean('0')).toBeFalse();
    expect(parseBoolean('FALSE')).toBeFalse();
    expect(parseBoolean('no')).toBeFalse();
    expect(parseBoolean('off')).toBeFalse();
  });

  it('reads empty texts as unknown and keeps what it does not understand', () => {
    expect(parseBoolean('')).toBeNull();
    expect(parseBoolean('null')).toBeNull();
    expect(parseBoolean(null)).toBeNull();
    expect(parseBoolean(true)).toBeTrue();
    expect(parseBoolean(false)).toBeFalse();
    expect(parseBoolean(undefined)).toBeUndefined();
    expect(parseBoolean(2)).toBe(2);
    expect(parseBoolean('maybe')).toBe('maybe');
  });
});
