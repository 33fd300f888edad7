import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { NGA_FIELD_TYPES } from '../base/field-type-registry';
import { builtInFieldTypes } from './built-in-field-types';
import { NgaEntryForms } from './entry-form';

describe('NgaEntryForms.creationValues', () => {
  const admin = createAdmin();

  function forms(): NgaEntryForms {
    TestBed.configureTestingModule({
      providers: [{ provide: NGA_FIELD_TYPES, useValue: [builtInFieldTypes], multi: false }],
    });
    return TestBed.inject(NgaEntryForms);
  }

  it("stores a Date default of a date field as its parse() gives it, the picker's form", () => {
    const today = new Date(2024, 2, 5, 23, 30);
    const view = admin
      .entity('comments')
      .creationView()
      .fields(
        admin.field('created_at', 'date').defaultValue(today),
        admin
          .field('noted', 'date')
          .defaultValue(today)
          .parse((date) => date.getTime()),
        admin.field('author').defaultValue('Ann'),
      );
    expect(forms().creationValues(view, null)).toEqual({
      created_at: '2024-03-05',
      noted: today.getTime(),
      author: 'Ann',
    });
  });

  it('lets the defaultValues query parameter win', () => {
    const view = admin
      .entity('posts')
      .creationView()
      .fields(admin.field('published_at', 'date').defaultValue(new Date()));
    expect(forms().creationValues(view, '{"published_at":"2020-01-02"}')).toEqual({
      published_at: '2020-01-02',
    });
  });
});
