import { createAdmin, ReferenceField } from '@ng-admin/core/config';
import { ReferenceLookup } from '../../data/reference-lookup';
import { NgaHttpError } from '../../data/nga-http-error';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import {
  configureDisplayTesting,
  displayOf,
  renderDisplay,
  storeRecords,
} from '../shared/display-testing.spec';
import { referenceFieldType } from './reference-field-type';

describe('reference display', () => {
  beforeEach(() => configureDisplayTesting());

  const admin = createAdmin();
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  const postField = (): ReferenceField =>
    admin
      .field('post_id', 'reference')
      .targetEntity(posts)
      .targetField(admin.field('title').map((title) => String(title).toUpperCase()));
  const known = (...records: { id: number; title: string }[]) => ({
    records: [{ entity: posts, records }],
  });

  it("shows the target field's mapped value as a link to the referenced entry", async () => {
    const { element } = await renderDisplay(postField(), 12, known({ id: 12, title: 'Hello' }));
    const link = element.querySelector('a')!;
    expect(link.textContent).toBe('HELLO');
    expect(link.getAttribute('href')).toBe('/posts/edit/12');
    expect(link.getAttribute('data-nga-url')).toBe('/posts/edit/12');
  });

  it('links to the show view when the field asks for it', async () => {
    posts.showView().fields(admin.field('title'));
    const field = postField().detailLinkRoute('show');
    const { element } = await renderDisplay(field, 12, known({ id: 12, title: 'Hello' }));
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/posts/show/12');
  });

  it('renders plain text when the field is not a detail link', async () => {
    const field = postField().isDetailLink(false);
    const { element } = await renderDisplay(field, 12, known({ id: 12, title: 'Hello' }));
    expect(element.querySelector('a')).toBeNull();
    expect(element.querySelector('span')?.textContent).toBe('HELLO');
  });

  it('shows the raw identifier while the entry is unknown, then the label', async () => {
    const { fixture, element } = await renderDisplay(postField(), 7);
    expect(element.textContent).toBe('7');
    expect(element.querySelector('.nga-unresolved')).toBeNull();

    storeRecords([{ entity: posts, records: [{ id: 7, title: 'Later' }] }]);
    await fixture.whenStable();
    expect(element.textContent).toBe('LATER');
  });

  it('marks the identifier unresolved when its lookup failed', async () => {
    const { fixture, element, datastore } = await renderDisplay(postField().isDetailLink(false), 7);
    const lookup = new ReferenceLookup();
    lookup.addError(new NgaHttpError({ status: 404, message: 'Not found' }), 'posts', [7]);
    datastore.addLookup(lookup);
    await fixture.whenStable();
    const text = element.querySelector('span.nga-unresolved')!;
    expect(text.textContent).toBe('7');
    expect(text.getAttribute('title')).toBe('Label unavailable');
  });

  it('renders nothing without a value, 0 being a value', async () => {
    const { element } = await renderDisplay(postField(), null);
    expect(element.textContent).toBe('');
    expect(displayOf(postField(), '')).toEqual({ kind: 'text', text: '' });
    const zero = displayOf(postField(), 0);
    expect(zero.kind === 'text' && zero.text).toBe('0');
  });
});

describe('referenceFieldType', () => {
  it('displays its own links and has lazy input and filter components', async () => {
    expect(await fieldTypeSummary(referenceFieldType)).toBe(
      'reference: display=fn filter=nga-reference-filter input=nga-reference-input ownLinks=true',
    );
  });
});
