import { HttpTestingController } from '@angular/common/http/testing';
import { Router } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { createAdmin, type SubmitSuccessContext } from '@ng-admin/core/config';
import { answerRequest, setUpAdmin } from '../shared/admin-testing.spec';

describe('NgaFormPage field templates', () => {
  const POST = { id: 1, title: 'Hello', views: 3 };

  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts
      .editionView()
      .fields(
        admin.field('title').validation({ required: true }),
        admin.field('views', 'number'),
        admin
          .field('')
          .template(
            '<p class="popular" ng-if="entry.values.views > 10">Popular: {{ entry.values.title }}</p>',
          ),
      )
      .onSubmitSuccess([
        Router,
        (router: Router, { entry }: SubmitSuccessContext) => {
          void router.navigateByUrl(`/posts/show/${entry.identifierValue}`);
          return false;
        },
      ]);
    posts.showView().fields(admin.field('title'));
    // ng-admin 1.0's way to give a field an input of its own.
    posts
      .creationView()
      .fields(
        admin
          .field('title')
          .label('Title')
          .validation({ required: true, minlength: 3 })
          .template(
            '<div class="input-group"><input type="text" ng-model="value" class="form-control"></div>',
          ),
      );
    return admin.application('Test').baseApiUrl('/api/').addEntity(posts);
  }

  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  const answer = (
    match: { method: string; url: string },
    body: object,
    options?: { status: number; statusText: string },
  ) => answerRequest(http, match, body, options);

  async function openEditionForm(): Promise<HTMLElement> {
    const navigation = harness.navigateByUrl('/posts/edit/1');
    await answer({ method: 'GET', url: '/api/posts/1' }, POST);
    await navigation;
    await harness.fixture.whenStable();
    return harness.routeNativeElement as HTMLElement;
  }

  function type(input: HTMLInputElement, value: string): void {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  }

  beforeEach(async () => {
    spyOn(globalThis, 'confirm').and.returnValue(false);
    ({ http, harness } = await setUpAdmin(application));
  });

  it('renders field templates with the values the user is typing', async () => {
    const page = await openEditionForm();
    expect(page.querySelector('.popular')).toBeNull();

    type(page.querySelector<HTMLInputElement>('input[type="number"]')!, '20');
    await harness.fixture.whenStable();
    expect(page.querySelector('.popular')?.textContent).toBe('Popular: Hello');

    type(page.querySelector<HTMLInputElement>('input[type="text"]')!, 'Changed');
    await harness.fixture.whenStable();
    expect(page.querySelector('.popular')?.textContent).toBe('Popular: Changed');

    type(page.querySelector<HTMLInputElement>('input[type="number"]')!, '5');
    await harness.fixture.whenStable();
    expect(page.querySelector('.popular')).toBeNull();
  });

  it('binds an ng-model="value" input to the field: typing, validation, errors and the saved value', async () => {
    const navigation = harness.navigateByUrl('/posts/create');
    await navigation;
    await harness.fixture.whenStable();
    const page = harness.routeNativeElement as HTMLElement;
    const input = page.querySelector<HTMLInputElement>('.input-group input')!;
    expect(input.getAttribute('aria-label')).toBe('Title');
    expect(input.classList).toContain('ng-pristine');

    type(input, 'Hi');
    input.dispatchEvent(new Event('blur'));
    await harness.fixture.whenStable();
    expect(input.classList).toContain('ng-invalid');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(page.querySelector('.nga-template-error')?.textContent?.trim()).toMatch(/3/);

    // An invalid form is not sent; focus goes to the template's input.
    page.querySelector<HTMLButtonElement>('.nga-save')!.click();
    await harness.fixture.whenStable();
    http.expectNone({ method: 'POST' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(input);

    type(input, 'Hello there');
    await harness.fixture.whenStable();
    expect(input.classList).toContain('ng-valid');
    expect(page.querySelector('.nga-template-error')).toBeNull();
    page.querySelector<HTMLButtonElement>('.nga-save')!.click();
    await harness.fixture.whenStable();
    const saved = http.expectOne({ method: 'POST', url: '/api/posts' });
    expect(saved.request.body).toEqual({ title: 'Hello there' });
  });
});
