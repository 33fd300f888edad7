import { Injectable } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { admin, PasswordField } from '@ng-admin/core/config';
import { NgaDateInput } from '../fields/date/date-input';
import { NgaPasswordInput } from '../fields/password/password-input';
import { NgaIntl } from './intl';

@Injectable()
class FrenchIntl extends NgaIntl {
  override showPassword = 'Afficher le mot de passe';
  override openCalendar = (fieldLabel: string) => `Ouvrir le calendrier : ${fieldLabel}`;
}

describe('NgaIntl', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [{ provide: NgaIntl, useClass: FrenchIntl }] });
  });

  it('rewords a field widget through an overridden text', async () => {
    const fixture = TestBed.createComponent(NgaPasswordInput);
    fixture.componentRef.setInput('field', new PasswordField('password'));
    fixture.componentRef.setInput('control', new FormControl<unknown>('secret'));
    await fixture.whenStable();
    const toggle = (fixture.nativeElement as HTMLElement).querySelector('button[matSuffix]');
    expect(toggle?.getAttribute('aria-label')).toBe('Afficher le mot de passe');
  });

  it('rewords a field widget through an overridden text with parameters', async () => {
    const fixture = TestBed.createComponent(NgaDateInput);
    fixture.componentRef.setInput('field', admin.field('published_at', 'date').label('Publié'));
    fixture.componentRef.setInput('control', new FormControl<unknown>(null));
    await fixture.whenStable();
    const toggle = (fixture.nativeElement as HTMLElement).querySelector(
      'mat-datepicker-toggle button',
    );
    expect(toggle?.getAttribute('aria-label')).toBe('Ouvrir le calendrier : Publié');
  });
});
