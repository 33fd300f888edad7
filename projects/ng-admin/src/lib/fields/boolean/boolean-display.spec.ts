import { BooleanField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { NgaFrenchIntl } from '../../i18n/intl-fr';
import {
  booleanChoiceLabel,
  booleanIcon,
  booleanLabel,
  booleanState,
  parseBoolean,
} from './boolean-display';

const intl = new NgaIntl();

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
    expect(booleanLabel(field.choices(), true, intl)).toBe('true');
    expect(booleanLabel(field.choices(), false, intl)).toBe('false');
    expect(booleanLabel(field.choices(), undefined, intl)).toBe('Not set');
    field.choices([
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    expect(booleanLabel(field.choices(), true, intl)).toBe('Yes');
    expect(booleanLabel(field.choices(), null, intl)).toBe('Not set');
  });

  it("words the DSL's default labels with NgaIntl and keeps custom ones", () => {
    const french = new NgaFrenchIntl();
    const defaults = new BooleanField('published').choices();
    expect(defaults.map((option) => booleanChoiceLabel(option, french))).toEqual([
      'Non renseigné',
      'Oui',
      'Non',
    ]);
    expect(booleanLabel(defaults, false, french)).toBe('Non');
    expect(booleanChoiceLabel({ value: true, label: 'Published' }, french)).toBe('Published');
    // A default word on another state is a custom label.
    expect(booleanChoiceLabel({ value: false, label: 'true' }, french)).toBe('true');
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
