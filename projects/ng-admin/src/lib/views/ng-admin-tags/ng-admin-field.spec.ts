import { HttpTestingController } from '@angular/common/http/testing';
import { RouterTestingHarness } from '@angular/router/testing';
import { createAdmin } from '@ng-admin/core/config';
import { answerRequest, setUpAdmin } from '../shared/admin-testing.spec';

// ng-admin 1.0's conditional input, as its blog demo wrote it.
const CONDITIONAL_INPUT =
  '<ma-field ng-if="entry.values.title" field="::field" value="entry.values[field.name()]"' +
  ' entry="entry" entity="::entity" form="formController.form"' +
  ' datastore="::formController.dataStore"></ma-field>';

describe('<ma-field>', () => {
  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts
      .editionView()
      .fields(admin.field('title'), admin.field('subtitle').template(CONDITIONAL_INPUT, true));
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  }

  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  const answer = (match: { method: string; url: string }, body: object) =>
    answerRequest(http, match, body);

  async function openEditionForm(post: object): Promise<HTMLElement> {
    const navigation = harness.navigateByUrl('/posts/edit/1');
    await answer({ method: 'GET', url: '/api/posts/1' }, post);
    await navigation;
    await harness.fixture.whenStable();
    return harness.routeNativeElement as HTMLElement;
  }

  async function type(input: HTMLInputElement, value: string): Promise<void> {
    input.value = value;
    input.dispatchEvent(new Event('input'));
    await harness.fixture.whenStable();
  }

  const inputs = (page: HTMLElement) => page.querySelectorAll<HTMLInputElement>('input');

  beforeEach(async () => {
    ({ http, harness } = await setUpAdmin(application));
  });

  it("renders the field's own input while the template's condition holds", async () => {
    const page = await openEditionForm({ id: 1, title: 'Hello', subtitle: 'World' });
    expect(inputs(page).length).toBe(2);
    expect(inputs(page)[1].value).toBe('World');
    expect(page.querySelector('ma-field mat-label')?.textContent?.trim()).toBe('Subtitle');

    await type(inputs(page)[0], '');
    expect(inputs(page).length).toBe(1);

    await type(inputs(page)[0], 'Back');
    expect(inputs(page).length).toBe(2);
    expect(inputs(page)[1].value).toBe('World');
  });

  it('edits the value of the form, which is saved', async () => {
    const page = await openEditionForm({ id: 1, title: 'Hello', subtitle: 'World' });
    await type(inputs(page)[1], 'Everyone');
    page.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    const body = await answer(
      { method: 'PUT', url: '/api/posts/1' },
      { id: 1, title: 'Hello', subtitle: 'Everyone' },
    );
    expect(body).toEqual(jasmine.objectContaining({ title: 'Hello', subtitle: 'Everyone' }));
  });

  it('shows nothing while the condition is false', async () => {
    const page = await openEditionForm({ id: 1, title: '', subtitle: 'World' });
    expect(inputs(page).length).toBe(1);
    expect(page.querySelector('ma-field')).toBeNull();
  });
});
