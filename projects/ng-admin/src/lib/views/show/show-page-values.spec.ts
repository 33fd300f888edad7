import { HttpTestingController } from '@angular/common/http/testing';
import { RouterTestingHarness } from '@angular/router/testing';
import { createAdmin } from '@ng-admin/core/config';
import { answerRequest, setUpAdmin } from '../shared/admin-testing.spec';

describe('NgaShowPage', () => {
  function application() {
    const admin = createAdmin();
    const users = admin.entity('users');
    users.editionView().fields(admin.field('name'));
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts
      .showView()
      .fields(
        admin.field('title').label('Title'),
        admin.field('published', 'boolean').label('Published'),
        admin
          .field('author_id', 'reference')
          .label('Author')
          .targetEntity(users)
          .targetField(admin.field('name')),
        admin
          .field('summary', 'template')
          .label('Summary')
          .template(
            '<b>{{ entry.values.title }}</b> ({{ value }}) in {{ entity.name() }} {{ datastore ? "with" : "without" }} datastore',
          ),
        admin
          .field('banner', 'template')
          .template('<h3>All about {{ entry.values.title }}</h3>', true),
      );
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts).addEntity(users);
  }

  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  const answer = (url: string, body: object) => answerRequest(http, url, body);

  async function openShowView(): Promise<HTMLElement> {
    const navigation = harness.navigateByUrl('/posts/show/1');
    await answer('/api/posts/1', {
      id: 1,
      title: 'Hello',
      published: '1',
      author_id: 3,
      summary: 12,
    });
    await answer('/api/users/3', { id: 3, name: 'Ann' });
    await navigation;
    await harness.fixture.whenStable();
    return harness.routeNativeElement as HTMLElement;
  }

  /** The value shown for a label. */
  function valueOf(page: HTMLElement, label: string): HTMLElement {
    const term = [...page.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === label);
    if (!term) throw new Error(`No field labelled ${label}`);
    return term.nextElementSibling as HTMLElement;
  }

  beforeEach(async () => {
    ({ http, harness } = await setUpAdmin(application));
  });

  afterEach(() => http.verify());

  it('shows display types through NgaDisplayView', async () => {
    const page = await openShowView();
    const title = valueOf(page, 'Title');
    expect(title.querySelector('nga-display-view span')?.textContent).toBe('Hello');
  });

  it('shows types with a value component through it, with values parsed by their type', async () => {
    const page = await openShowView();
    const published = valueOf(page, 'Published');
    expect(published.querySelector('nga-boolean-value')?.textContent).toContain('true');
    expect(published.querySelector('nga-display-view')).toBeNull();
  });

  it('labels references from the datastore, linked to the referenced entry', async () => {
    const page = await openShowView();
    const link = valueOf(page, 'Author').querySelector('a')!;
    expect(link.textContent).toBe('Ann');
    expect(link.getAttribute('href')).toBe('/users/edit/3');
    expect(link.getAttribute('data-nga-url')).toBe('/users/edit/3');
  });

  it('renders templated fields with the read-view scope, the datastore included', async () => {
    const page = await openShowView();
    const summary = valueOf(page, 'Summary');
    expect(summary.querySelector('b')?.textContent).toBe('Hello');
    expect(summary.textContent?.trim()).toBe('Hello (12) in posts with datastore');
  });

  it('lets a template that includes its label replace the label', async () => {
    const page = await openShowView();
    expect(page.querySelector('h3')?.textContent).toBe('All about Hello');
    const labels = [...page.querySelectorAll('dt')].map((dt) => dt.textContent?.trim());
    expect(labels).toEqual(['Title', 'Published', 'Author', 'Summary']);
  });
});
