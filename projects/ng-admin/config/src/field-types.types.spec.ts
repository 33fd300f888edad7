// Compile-time tests of the field typing: `tsc -p tsconfig.spec.json` (the first step of
// `npm run test:config`) fails if a correct call stops compiling, or if a wrong call
// marked with @ts-expect-error starts compiling. The checks live in a function that is
// never run; the runtime test at the end only checks the same calls behave.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createAdmin,
  DateField,
  NumberField,
  StringField,
  type Admin,
  type BooleanField,
  type ChoiceField,
  type ChoicesField,
  type DateTimeField,
  type EmailField,
  type EmbeddedListField,
  type Entity,
  type Field,
  type FileField,
  type FloatField,
  type JsonField,
  type PasswordField,
  type ReferencedListField,
  type ReferenceField,
  type ReferenceManyField,
  type SubmitSuccessContext,
  type TemplateField,
  type TextField,
  type WysiwygField,
} from './public-api';

/** A user type, declared the way the README tells users to. */
class RatingField extends NumberField {
  max(): number {
    return 5;
  }
}

declare module '@ng-admin/core/config' {
  interface FieldTypeMap {
    rating: RatingField;
  }
}

type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | undefined => undefined;

function _typeChecks(admin: Admin, post: Entity): void {
  // Each literal type name gives its class; no type gives StringField.
  expectType<Equals<ReturnType<typeof admin.field<'string'>>, StringField>>();
  const plain = admin.field('title');
  expectType<Equals<typeof plain, StringField>>();
  expectType<Equals<typeof admin.field<'text'>, (name: string, type?: 'text') => TextField>>();
  const _fields = {
    wysiwyg: admin.field('a', 'wysiwyg'),
    password: admin.field('a', 'password'),
    email: admin.field('a', 'email'),
    date: admin.field('a', 'date'),
    datetime: admin.field('a', 'datetime'),
    number: admin.field('a', 'number'),
    float: admin.field('a', 'float'),
    boolean: admin.field('a', 'boolean'),
    choice: admin.field('a', 'choice'),
    choices: admin.field('a', 'choices'),
    json: admin.field('a', 'json'),
    file: admin.field('a', 'file'),
    reference: admin.field('a', 'reference'),
    referenced_list: admin.field('a', 'referenced_list'),
    embedded_list: admin.field('a', 'embedded_list'),
    reference_many: admin.field('a', 'reference_many'),
    template: admin.field('a', 'template'),
    rating: admin.field('a', 'rating'),
  };
  expectType<
    Equals<
      typeof _fields,
      {
        wysiwyg: WysiwygField;
        password: PasswordField;
        email: EmailField;
        date: DateField;
        datetime: DateTimeField;
        number: NumberField;
        float: FloatField;
        boolean: BooleanField;
        choice: ChoiceField;
        choices: ChoicesField;
        json: JsonField;
        file: FileField;
        reference: ReferenceField;
        referenced_list: ReferencedListField;
        embedded_list: EmbeddedListField;
        reference_many: ReferenceManyField;
        template: TemplateField;
        rating: RatingField;
      }
    >
  >();

  // Type-specific methods type-check, and general setters keep the specific class.
  const _views = admin.field('views', 'number').label('Views').format('0,0');
  expectType<Equals<typeof _views, NumberField>>();
  admin.field('body', 'wysiwyg').stripTags(true).sanitize(false);
  admin
    .field('post_id', 'reference')
    .targetEntity(post)
    .targetField(admin.field('title'))
    .perPage(10);
  admin.field('post_id', 'reference').remoteComplete(true, { refreshDelay: 300 });
  const delay: number = admin.field('post_id', 'reference').remoteCompleteOptions().refreshDelay;
  admin.field('comments', 'referenced_list').targetReferenceField('post_id').targetFields([plain]);
  admin.field('stars', 'rating').max();
  admin
    .field('status', 'choice')
    .choices((entry) => [{ value: entry.identifierValue, label: 'x' }]);
  const picked: string = admin.field('published', 'date').format();
  const label: string = admin.field('title').label();
  void [delay, picked, label];

  // Wrong calls do not compile.
  // @ts-expect-error a string field has no targetEntity
  admin.field('x', 'string').targetEntity(post);
  // @ts-expect-error a number field has no stripTags
  admin.field('v', 'number').stripTags(true);
  // @ts-expect-error unknown type name
  admin.field('x', 'nope');
  // @ts-expect-error label takes a string
  admin.field('x').label(3);
  // @ts-expect-error a getter returns a value, not the field
  admin.field('x').label().label('y');
  // @ts-expect-error sortDir takes ASC or DESC
  post.listView().sortDir('up');
  // @ts-expect-error perPage belongs to list views
  post.creationView().perPage(10);
  // @ts-expect-error only creation and edition views have submit hooks
  post.showView().onSubmitSuccess(() => false);
  // @ts-expect-error detailLinkRoute is edit or show
  admin.field('x').detailLinkRoute('list');
  // @ts-expect-error the identifier is a field, not a name
  post.identifier('_id');

  // Hooks: functions and injectable arrays.
  class Router {}
  post
    .editionView()
    .onSubmitSuccess((context: SubmitSuccessContext) => context.entry.values['id'] !== 1);
  post
    .editionView()
    .onSubmitSuccess([Router, (_router: Router, _context: SubmitSuccessContext) => false]);
  post.listView().prepare(({ query, view }) => [query, view.kind]);

  // registerFieldType checks the class against the augmented map.
  admin.registerFieldType('rating', RatingField);
  admin.registerFieldType('date', class extends DateField {});
  admin.registerFieldType('anything', StringField);
  // @ts-expect-error a StringField is not a NumberField
  admin.registerFieldType('number', StringField);

  // The view returns plain Field arrays that other views accept.
  const listed: Field[] = post.listView().fields();
  post.showView().fields(listed, [admin.field('body', 'text')]);
}

describe('field typing (compile-time checks in this file)', () => {
  it('the typed calls behave at run time', () => {
    const admin = createAdmin().registerFieldType('rating', RatingField);
    const stars = admin.field('stars', 'rating');
    assert.ok(stars instanceof RatingField);
    assert.equal(stars.max(), 5);
    assert.equal(admin.field('views', 'number').label('Views').format('0,0').format(), '0,0');
    assert.equal(typeof _typeChecks, 'function');
  });
});
