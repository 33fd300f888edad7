import { NgComponentOutlet } from '@angular/common';
import { Component, input, Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { createAdmin, type Field, type ReferenceField } from '@ng-admin/core/config';
import { NgaDateInput } from '../date/date-input';
import { NgaDatetimeInput } from '../datetime/datetime-input';
import { NgaReferenceInput } from '../reference/reference-input';
import { NgaReferenceManyInput } from '../reference-many/reference-many-input';
import { NgaStringInput } from '../string/string-input';
import { NgaTextInput } from '../text/text-input';
import { NgaEmailInput } from '../email/email-input';
import { NgaPasswordInput } from '../password/password-input';
import { NgaNumberInput } from './number-input';
import { NgaJsonInput } from '../json/json-input';
import { NgaChoiceInput } from '../choice/choice-input';
import { NgaChoicesInput } from '../choices/choices-input';
import { NgaFileInput } from '../file/file-input';
import { setUpReferenceWidgets } from './widget-testing.spec';

/** A form around a widget, touching every control on Save as the form page does. */
@Component({
  imports: [NgComponentOutlet],
  template: `
    <ng-container *ngComponentOutlet="widget(); inputs: { field: field(), control }" />
    <button type="button" class="save" (click)="control.markAllAsTouched()">Save</button>
  `,
})
class FormHost {
  readonly widget = input.required<Type<unknown>>();
  readonly field = input.required<Field>();
  readonly control = new FormControl<unknown>(null, Validators.required);
}

describe('a required widget, left empty, on Save', () => {
  const admin = createAdmin();
  const posts = admin.entity('posts');
  const application = admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  const REQUIRED = 'This field is required.';
  const CHOICES = [{ value: 'a', label: 'A' }];
  const target = (field: ReferenceField) =>
    field.targetEntity(posts).targetField(admin.field('title'));

  const widgets: readonly [string, Type<unknown>, () => Field][] = [
    ['string', NgaStringInput, () => admin.field('title')],
    ['text', NgaTextInput, () => admin.field('body', 'text')],
    ['email', NgaEmailInput, () => admin.field('mail', 'email')],
    ['password', NgaPasswordInput, () => admin.field('secret', 'password')],
    ['number', NgaNumberInput, () => admin.field('views', 'number')],
    ['json', NgaJsonInput, () => admin.field('data', 'json')],
    ['choice', NgaChoiceInput, () => admin.field('kind', 'choice').choices(CHOICES)],
    ['choices', NgaChoicesInput, () => admin.field('kinds', 'choices').choices(CHOICES)],
    ['file', NgaFileInput, () => admin.field('cover', 'file').uploadInformation({ url: '/up' })],
    ['reference dropdown', NgaReferenceInput, () => target(admin.field('post_id', 'reference'))],
    [
      'reference_many select',
      NgaReferenceManyInput,
      () => target(admin.field('post_ids', 'reference_many')),
    ],
    ['date', NgaDateInput, () => admin.field('day', 'date')],
    ['datetime', NgaDatetimeInput, () => admin.field('at', 'datetime')],
    [
      'remote reference',
      NgaReferenceInput,
      () => target(admin.field('post_id', 'reference').remoteComplete(true)),
    ],
    [
      'remote reference_many',
      NgaReferenceManyInput,
      () => target(admin.field('post_ids', 'reference_many').remoteComplete(true)),
    ],
  ];

  beforeEach(() => setUpReferenceWidgets(application));

  for (const [name, widget, field] of widgets) {
    it(`says so under the ${name} input`, async () => {
      const fixture = TestBed.createComponent(FormHost);
      fixture.componentRef.setInput('widget', widget);
      fixture.componentRef.setInput('field', field().validation({ required: true }));
      await fixture.whenStable();
      const element = fixture.nativeElement as HTMLElement;
      expect(element.textContent).not.toContain(REQUIRED);

      element.querySelector<HTMLButtonElement>('button.save')!.click();
      await fixture.whenStable();
      expect(element.textContent).toContain(REQUIRED);
    });
  }
});
