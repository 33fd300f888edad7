import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { admin } from '@ng-admin/core/config';
import { RatingCell } from './rating-cell';
import { RatingField } from './rating-field';
import { RatingInput } from './rating-input';

admin.registerFieldType('rating', RatingField);

@Component({
  imports: [RatingCell, RatingInput],
  template: `
    <app-rating-cell [field]="field" [value]="value()" />
    <app-rating-input [field]="field" [control]="control" />
  `,
})
class Host {
  readonly field = admin.field('average_note', 'rating').label('Note');
  readonly value = signal<unknown>(3.5);
  readonly control = new FormControl<unknown>(2);
}

describe('rating field type', () => {
  it('shows full, half and empty stars with an accessible label', async () => {
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const stars = fixture.nativeElement.querySelector(
      'app-rating-cell [role="img"]',
    ) as HTMLElement;
    expect(stars.getAttribute('aria-label')).toBe('3.5 out of 5');
    const icons = [...stars.querySelectorAll('.material-icons')].map((icon) =>
      icon.textContent?.trim(),
    );
    expect(icons).toEqual(['star', 'star', 'star', 'star_half', 'star_outline']);
  });

  it('writes the clicked star to the control', async () => {
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const radios = fixture.nativeElement.querySelectorAll(
      '[role="radio"]',
    ) as NodeListOf<HTMLButtonElement>;
    expect(radios[1].getAttribute('aria-checked')).toBe('true');
    radios[3].click();
    await fixture.whenStable();
    expect(fixture.componentInstance.control.value).toBe(4);
    expect(fixture.componentInstance.control.dirty).toBeTrue();
    expect(radios[3].getAttribute('aria-checked')).toBe('true');
  });

  it("shows the control's error once touched, in the library's words", async () => {
    const fixture = TestBed.createComponent(Host);
    const control = fixture.componentInstance.control;
    control.setValue(null);
    control.setValidators(Validators.required);
    control.updateValueAndValidity();
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelector('[role="alert"]')).toBeNull();
    control.markAsTouched();
    await fixture.whenStable();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe('This field is required.');
  });
});
