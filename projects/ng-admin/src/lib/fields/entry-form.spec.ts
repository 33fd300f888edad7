import { TestBed } from '@angular/core/testing';
import { createAdmin } from '@ng-admin/core/config';
import { provideFieldTypes } from '../base/field-type-registry';
import { builtInFieldTypes } from './built-in-field-types';
import { applyViolations, formEntry, NgaEntryForms } from './entry-form';

describe('NgaEntryForms', () => {
  const admin = createAdmin();
  const comments = admin.entity('comments');
  const posts = admin.entity('posts');
  const related = () =>
    admin
      .field('comments', 'referenced_list')
      .targetEntity(comments)
      .targetReferenceField('post_id')
      .targetFields([admin.field('body')]);

  let forms: NgaEntryForms;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    forms = TestBed.inject(NgaEntryForms);
  });

  it('leaves out of creation forms the types that need an entry first', () => {
    const fields = [admin.field('title'), related()];
    const creation = admin.entity('posts').creationView().fields(fields);
    const edition = admin.entity('posts').editionView().fields(fields);
    expect(forms.fields(creation).map((field) => field.name())).toEqual(['title']);
    expect(forms.fields(edition).map((field) => field.name())).toEqual(['title', 'comments']);
  });

  it('gives a control to the fields that hold a value, not to shown-only types', () => {
    const view = admin
      .entity('posts')
      .editionView()
      .fields(admin.field('title'), related(), admin.field('preview', 'template'));
    const form = forms.build(view, { title: 'Hello' });
    expect(Object.keys(form.controls)).toEqual(['title']);
    expect(forms.hasControl(admin.field('preview', 'template'))).toBeFalse();
  });

  it('disables non-editable fields in edition forms only', () => {
    const fields = [admin.field('slug').editable(false), admin.field('title')];
    const edition = forms.build(posts.editionView().fields(fields), { slug: 'hello' });
    expect(edition.controls['slug'].disabled).toBeTrue();
    expect(edition.controls['slug'].value).toBe('hello');
    expect(edition.controls['title'].value).toBeNull();
    const creation = forms.build(admin.entity('drafts').creationView().fields(fields), {});
    expect(creation.controls['slug'].enabled).toBeTrue();
  });

  describe('validators', () => {
    function errors(field: Parameters<NgaEntryForms['validators']>[0], value: unknown) {
      const form = forms.group([field], { [field.name()]: value }, false);
      return form.controls[field.name()].errors;
    }

    it('checks validation(): required, lengths, pattern', () => {
      const title = admin
        .field('title')
        .validation({ required: true, minlength: 2, maxlength: 4, pattern: '[A-Z].*' });
      expect(errors(title, '')).toEqual({ required: true });
      expect(errors(title, 'A')).toEqual({
        minlength: { requiredLength: 2, actualLength: 1 },
      });
      expect(errors(title, 'Abcde')).toEqual({
        maxlength: { requiredLength: 4, actualLength: 5 },
      });
      expect(errors(title, 'abc')).toEqual({
        pattern: { requiredPattern: '^[A-Z].*$', actualValue: 'abc' },
      });
      expect(errors(title, 'Abc')).toBeNull();
    });

    it('makes the message a validator function throws the error, and skips empty values', () => {
      const code = admin.field('code').validation({
        validator: (value: string) => {
          if (!value.startsWith('X')) throw new Error('Codes start with X.');
        },
      });
      expect(errors(code, 'Y1')).toEqual({ validator: 'Codes start with X.' });
      expect(errors(code, 'X1')).toBeNull();
      expect(errors(code, null)).toBeNull();
    });

    it("reads a required value with the type's idea of empty", () => {
      const tags = admin.field('tags', 'choices').validation({ required: true });
      expect(errors(tags, [])).toEqual({ required: true });
      expect(errors(tags, ['a'])).toBeNull();
      const accepted = admin.field('accepted', 'boolean').validation({ required: true });
      expect(errors(accepted, false)).toBeNull();
      expect(errors(accepted, null)).toEqual({ required: true });
    });

    it("adds the type's validators before the field's rules", () => {
      const email = admin.field('email', 'email').validation({ maxlength: 40 });
      expect(errors(email, 'not an address')).toEqual({ email: true });
      expect(errors(email, 'ada@example.com')).toBeNull();
    });
  });

  describe('creationValues', () => {
    const view = () =>
      admin
        .entity('posts')
        .creationView()
        .fields(admin.field('status').defaultValue('draft'), admin.field('title'));

    it('starts from the default values, the defaultValues parameter winning', () => {
      expect(forms.creationValues(view(), null)).toEqual({ status: 'draft' });
      expect(forms.creationValues(view(), '{"status":"published","title":"Hi"}')).toEqual({
        status: 'published',
        title: 'Hi',
      });
    });

    it("stores a Date default of a date field as its parse() gives it, the picker's form", () => {
      const today = new Date(2024, 2, 5, 23, 30);
      const dated = admin
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
      expect(forms.creationValues(dated, null)).toEqual({
        created_at: '2024-03-05',
        noted: today.getTime(),
        author: 'Ann',
      });
      const published = admin
        .entity('posts')
        .creationView()
        .fields(admin.field('published_at', 'date').defaultValue(new Date()));
      expect(forms.creationValues(published, '{"published_at":"2020-01-02"}')).toEqual({
        published_at: '2020-01-02',
      });
    });

    it('ignores a malformed or non-object defaultValues parameter', () => {
      expect(forms.creationValues(view(), '{broken')).toEqual({ status: 'draft' });
      expect(forms.creationValues(view(), '[1]')).toEqual({ status: 'draft' });
    });
  });
});

describe('applyViolations', () => {
  it('marks the rejected controls, a dotted path falling back to its first key', () => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    const admin = createAdmin();
    const form = TestBed.inject(NgaEntryForms).group(
      [admin.field('title'), admin.field('author')],
      {},
      false,
    );
    const unmatched = applyViolations(form, [
      { propertyPath: 'title', message: 'Too short.' },
      { propertyPath: 'author.name', message: 'Unknown author.' },
      { propertyPath: 'slug', message: 'Taken.' },
    ]);
    expect(form.controls['title'].errors).toEqual({ server: 'Too short.' });
    expect(form.controls['title'].touched).toBeTrue();
    expect(form.controls['author'].errors).toEqual({ server: 'Unknown author.' });
    expect(unmatched).toEqual([{ propertyPath: 'slug', message: 'Taken.' }]);
    expect(formEntry({ entityName: 'posts', identifierValue: 1, values: { id: 1 } }, form)).toEqual(
      { entityName: 'posts', identifierValue: 1, values: { id: 1, title: null, author: null } },
    );
  });

  it('keeps the message through a new validation until the value changes', () => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    const admin = createAdmin();
    const form = TestBed.inject(NgaEntryForms).group([admin.field('pictures', 'json')], {}, false);
    const pictures = form.controls['pictures'];
    applyViolations(form, [{ propertyPath: 'pictures', message: 'May not be null.' }]);
    // An input shown only now (in a tab) validates its control again.
    pictures.updateValueAndValidity();
    expect(pictures.errors).toEqual({ server: 'May not be null.' });
    pictures.setValue({ first: 'cover.png' });
    expect(pictures.errors).toBeNull();
    pictures.setValue(null);
    expect(pictures.errors).toBeNull();
  });
});
