import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { createAdmin } from '@ng-admin/core/config';
import { ReferenceLookup } from '../../data/reference-lookup';
import { NgaDatastore } from '../../data/datastore';

describe('NgaDisplayView', () => {
  beforeEach(() => configureDisplayTesting());

  const admin = createAdmin();
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  const postField = () =>
    admin
      .field('post_id', 'reference')
      .targetEntity(posts)
      .targetField(admin.field('title').map((title) => String(title).toUpperCase()));

  let datastore: NgaDatastore;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideRouter([]), NgaDatastore] });
    datastore = TestBed.inject(NgaDatastore);
  });

  async function render(field = postField(), value: unknown = 12) {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('value', value);
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  function knowPost(id: number, title: string): void {
    const lookup = new ReferenceLookup();
    lookup.add(posts, id, { id, title });
    datastore.addLookup(lookup);
  }

  it("shows the target field's mapped value as a link to the referenced entry", async () => {
    knowPost(12, 'Hello');
    const element = await render();
    const link = element.querySelector('a');
    expect(link?.textContent?.trim()).toBe('HELLO');
    expect(link?.getAttribute('href')).toBe('/posts/edit/12');
  });

  it('links to the show view when the field asks for it', async () => {
    posts.showView().fields(admin.field('title'));
    knowPost(12, 'Hello');
    const element = await render(postField().detailLinkRoute('show'));
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/posts/show/12');
  });

  it('renders plain text when the field is not a detail link', async () => {
    knowPost(12, 'Hello');
    const element = await render(postField().isDetailLink(false));
    expect(element.querySelector('a')).toBeNull();
    expect(element.textContent?.trim()).toBe('HELLO');
  });

  it('shows the raw identifier while the entry is unknown, then the label', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('field', postField());
    fixture.componentRef.setInput('value', 7);
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent.trim()).toBe('7');

    knowPost(7, 'Later');
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent.trim()).toBe('LATER');
  });

  it('renders nothing without a value', async () => {
    const element = await render(postField(), null);
    expect(element.textContent?.trim()).toBe('');
  });
});
