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
});
