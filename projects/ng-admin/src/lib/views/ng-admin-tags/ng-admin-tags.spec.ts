import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { createAdmin } from '@ng-admin/core/config';
import { provideNgAdmin } from '../../provide-ng-admin';
import { NgaTemplate } from '../../templates/template';
import type { TemplateScope } from '../../templates/template-types';

@Component({
  imports: [NgaTemplate],
  template: `<nga-template [template]="template()" [scope]="scope()" />`,
})
class Host {
  readonly template = signal('');
  readonly scope = signal<TemplateScope>({});
}

describe('<ma-view-actions>', () => {
  beforeEach(() => {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideNgAdmin(() => admin.application('Test').addEntity(posts)),
      ],
    });
  });

  async function render(template: string): Promise<HTMLElement> {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.template.set(template);
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  const buttons = (element: HTMLElement) =>
    Array.from(element.querySelectorAll('a, button'), (button) => button.textContent?.trim());

  it('shows the buttons written inside it when there is no override, as ng-admin did', async () => {
    const element = await render(
      '<ma-view-actions><ma-back-button></ma-back-button></ma-view-actions>',
    );
    expect(buttons(element)).toEqual(['arrow_backBack']);
  });

  it('shows the buttons an override names', async () => {
    const element = await render(
      `<ma-view-actions override="['list']" entity="posts"></ma-view-actions>`,
    );
    expect(buttons(element)).toEqual(['listList']);
  });

  it("takes the entry's entity when the tag names none", async () => {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.template.set(
      `<ma-view-actions override="['list']" entry="entry"></ma-view-actions>`,
    );
    fixture.componentInstance.scope.set({
      entry: { entityName: 'posts', identifierValue: 7, values: { id: 7 } },
    });
    await fixture.whenStable();
    expect(buttons(fixture.nativeElement as HTMLElement)).toEqual(['listList']);
  });
});

describe('ng-admin link button tags', () => {
  const post = { entityName: 'posts', identifierValue: 7, values: { id: 7 } };

  function setUp(configure: (posts: ReturnType<ReturnType<typeof createAdmin>['entity']>) => void) {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    const comments = admin.entity('comments');
    for (const entity of [posts, comments]) {
      for (const view of [entity.listView(), entity.creationView(), entity.editionView()]) {
        view.fields(admin.field('title'));
      }
      entity.showView().fields(admin.field('title'));
    }
    configure(posts);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
        provideNgAdmin(() => admin.application('Test').addEntity(posts).addEntity(comments)),
      ],
    });
  }

  async function links(template: string): Promise<{ text: string; href: string | null }[]> {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.template.set(template);
    fixture.componentInstance.scope.set({ entry: post });
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    return Array.from(element.querySelectorAll('a'), (link) => ({
      text: link.textContent!.trim(),
      href: link.getAttribute('href'),
    }));
  }

  it("opens each tag's view, with its icon and default label", async () => {
    setUp(() => undefined);
    expect(
      await links(`
        <ma-list-button entity-name="posts"></ma-list-button>
        <ma-create-button entity-name="posts"></ma-create-button>
        <ma-show-button entry="entry"></ma-show-button>
        <ma-edit-button entry="entry"></ma-edit-button>
        <ma-delete-button entry="entry"></ma-delete-button>
      `),
    ).toEqual([
      { text: 'listList', href: '/posts/list' },
      { text: 'addCreate', href: '/posts/create' },
      { text: 'visibilityShow', href: '/posts/show/7' },
      { text: 'editEdit', href: '/posts/edit/7' },
      { text: 'deleteDelete', href: '/posts/delete/7' },
    ]);
  });

  it('filters a list and gives a creation form its default values, under their own labels', async () => {
    setUp(() => undefined);
    const [filtered, create] = await links(`
      <ma-filtered-list-button entity-name="comments" filter="{ post_id: entry.values.id }"
        label="Comments"></ma-filtered-list-button>
      <ma-create-button entity-name="comments" default-values="{ post_id: entry.values.id }"
        label="Add a comment"></ma-create-button>
    `);
    expect(filtered.text).toBe('listComments');
    expect(decodeURIComponent(filtered.href!)).toBe('/comments/list?search={"post_id":7}');
    expect(create.text).toBe('addAdd a comment');
    expect(decodeURIComponent(create.href!)).toBe('/comments/create?defaultValues={"post_id":7}');
  });

  it('shows no button for a disabled view, nor an entry button without an entry', async () => {
    setUp((posts) => {
      posts.deletionView().disable();
      posts.creationView().disable();
    });
    expect(
      await links(`
        <ma-create-button entity-name="posts"></ma-create-button>
        <ma-delete-button entry="entry"></ma-delete-button>
        <ma-edit-button entity-name="posts"></ma-edit-button>
        <ma-show-button entry="entry" size="xs"></ma-show-button>
      `),
    ).toEqual([{ text: 'visibilityShow', href: '/posts/show/7' }]);
  });
});
