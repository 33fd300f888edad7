import { TestBed } from '@angular/core/testing';
import { NgaIntl } from '../../i18n/intl';
import { NgaFrenchIntl } from '../../i18n/intl-fr';
import { NgaValidationMessages } from './validation-messages';

describe('NgaValidationMessages', () => {
  function messages(intl = NgaIntl): NgaValidationMessages {
    TestBed.configureTestingModule({ providers: [{ provide: NgaIntl, useClass: intl }] });
    return TestBed.inject(NgaValidationMessages);
  }

  it("says Angular's errors in the words of NgaIntl", () => {
    const english = messages();
    expect(english.first(null)).toBe('');
    expect(english.first({ required: true })).toBe('This field is required.');
    expect(english.first({ minlength: { requiredLength: 3, actualLength: 1 } })).toBe(
      'Enter at least 3 characters.',
    );
    expect(english.first({ max: { max: 10, actual: 12 } })).toBe('The value must be at most 10.');
  });

  it('shows the words of a server violation or a validator, and a generic text without them', () => {
    const french = messages(NgaFrenchIntl);
    expect(french.first({ server: 'Déjà pris' })).toBe('Déjà pris');
    expect(french.first({ validator: { message: 'Trop tôt' } })).toBe('Trop tôt');
    expect(french.first({ server: '' })).toBe('Valeur invalide.');
    expect(french.first({ custom: true })).toBe('Valeur invalide.');
  });
});
