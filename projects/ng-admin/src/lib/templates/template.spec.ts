import { Component, input, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaTemplate } from './template';
import {
  NgaTemplateRenderer,
  provideTemplateComponents,
  provideTemplateFilters,
  withTemplateComponents,
  withTemplateFilters,
} from './template-components';
import type { NgaTemplateSource, TemplateEntry, TemplateScope } from './template-types';

@Component({
  selector: 'nga-test-post-link',
  template: `<a href="/posts/{{ entry().identifierValue }}">{{ label() }}<ng-content /></a>`,
})
class PostLink {
  readonly entry = input.required<TemplateEntry>();
  readonly label = input('');
}

@Component({
  selector: 'nga-test-title-cell',
  template: `<strong>{{ value() }}</strong> of {{ entry()?.entityName }}`,
})
class TitleCell {
  readonly value = input<unknown>();
  readonly entry = input<TemplateEntry>();
}

@Component({
  imports: [NgaTemplate],
  template: `<nga-template [template]="template()" [scope]="scope()" />`,
})
class Host {
  readonly template = signal<NgaTemplateSource>('');
  readonly scope = signal<TemplateScope>({});
}

const entry: TemplateEntry = {
  entityName: 'posts',
  identifierValue: 7,
  values: { id: 7, title: 'Hello', body: '<img src=x onerror=alert(1)>' },
};

async function render(template: NgaTemplateSource, scope: TemplateScope = { entry }) {
  const fixture = TestBed.createComponent(Host);
  fixture.componentInstance.template.set(template);
  fixture.componentInstance.scope.set(scope);
  await fixture.whenStable();
  const element: HTMLElement = fixture.nativeElement.querySelector('nga-template');
  return { fixture, element };
}

describe('NgaTemplate', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideTemplateComponents({ 'post-link': PostLink }),
        provideTemplateFilters({ shout: (text: string) => `${text}!` }),
      ],
    });
  });

  it('renders an interpolated string template with the registered filters', async () => {
    const { element } = await render(
      '<b>{{ entry.values.title | uppercase }}</b> {{ entry.values.title | shout }}',
    );
    expect(element.querySelector('b')?.textContent).toBe('HELLO');
    expect(element.textContent).toContain('Hello!');
  });

  it('renders HTML in values as inert text', async () => {
    spyOn(window, 'alert');
    const { element } = await render('<p>{{ entry.values.body }}</p>');
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('renders a registered custom tag as its component, with inputs from the scope', async () => {
    const { element } = await render(
      '<post-link entry="{{ entry }}" label="#{{ entry.values.id }}"> more</post-link>',
    );
    const link = element.querySelector('post-link a');
    expect(link?.getAttribute('href')).toBe('/posts/7');
    expect(link?.textContent).toBe('#7 more');
  });

  it('accepts bare scope names and [input] attributes', async () => {
    const { element } = await render(
      '<post-link entry="entry"></post-link><post-link [entry]="entry"></post-link>',
    );
    const links = Array.from(element.querySelectorAll('post-link a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/posts/7', '/posts/7']);
  });

  it('sanitizes the HTML of a function template', async () => {
    const { element } = await render(
      (e) =>
        `<em>${e?.values['title']}</em><img src=x onerror=alert(1)><post-link entry="entry"></post-link>`,
    );
    expect(element.querySelector('em')?.textContent).toBe('Hello');
    expect(element.querySelector('img')?.hasAttribute('onerror')).toBeFalse();
    expect(element.querySelector('post-link a')?.getAttribute('href')).toBe('/posts/7');
  });

  it('renders a component class with the scope values it declares', async () => {
    const { element } = await render(TitleCell, { value: 'Hello', entry, datastore: {} });
    expect(element.textContent?.trim()).toBe('Hello of posts');
  });

  it('updates in place when the scope changes, keeping the components', async () => {
    const { fixture, element } = await render('<post-link entry="{{ entry }}"></post-link>');
    const link = element.querySelector('post-link a');
    const next = { ...entry, identifierValue: 8 };
    fixture.componentInstance.scope.set({ entry: next });
    await fixture.whenStable();
    const links = element.querySelectorAll('post-link a');
    expect(links.length).toBe(1);
    expect(links[0]).toBe(link!);
    expect(links[0].getAttribute('href')).toBe('/posts/8');
  });

  it('renders again from scratch when the template changes', async () => {
    const { fixture, element } = await render('<post-link entry="{{ entry }}"></post-link>');
    fixture.componentInstance.template.set('<post-link entry="entry" label="other"></post-link>');
    await fixture.whenStable();
    const links = element.querySelectorAll('post-link a');
    expect(links.length).toBe(1);
    expect(links[0].textContent).toBe('other');
  });

  it('switches between a string and a component class', async () => {
    const { fixture, element } = await render('<i>{{ entry.values.title }}</i>', {
      value: 'V',
      entry,
    });
    fixture.componentInstance.template.set(TitleCell);
    await fixture.whenStable();
    expect(element.querySelector('i')).toBeNull();
    expect(element.querySelector('strong')?.textContent).toBe('V');
    fixture.componentInstance.template.set('<i>{{ entry.values.title }}</i>');
    await fixture.whenStable();
    expect(element.querySelector('strong')).toBeNull();
    expect(element.querySelector('i')?.textContent).toBe('Hello');
  });

  it('cleans up when destroyed', async () => {
    const { fixture, element } = await render('<post-link entry="entry"></post-link>');
    fixture.destroy();
    expect(element.querySelector('post-link')).toBeNull();
  });
});

describe('NgaTemplateRenderer', () => {
  it('renders text with the registered filters, later registrations winning', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideTemplateFilters({ tag: () => 'first' }),
        provideTemplateFilters({ tag: () => 'second', uppercase: () => 'replaced' }),
      ],
    });
    const templates = TestBed.inject(NgaTemplateRenderer);
    await templates.load();
    expect(templates.text('{{ value | tag }} {{ value | uppercase }}', { value: 'x' })).toBe(
      'second replaced',
    );
    expect(templates.text((e) => e?.identifierValue, { entry })).toBe('7');
    expect(templates.text(TitleCell, { entry })).toBe('');
  });

  it('merges component registrations, later ones overriding earlier ones', () => {
    TestBed.configureTestingModule({
      providers: [
        provideTemplateComponents({ 'post-link': PostLink, 'title-cell': TitleCell }),
        provideTemplateComponents({ 'Post-Link': TitleCell }),
      ],
    });
    const templates = TestBed.inject(NgaTemplateRenderer);
    expect(templates.customTags).toEqual(['post-link', 'title-cell']);
    expect(templates.components.get('post-link')).toBe(TitleCell);
  });

  it('are registered through provideNgAdmin features', () => {
    expect(withTemplateComponents({ 'post-link': PostLink }).kind).toBe('templateComponents');
    expect(withTemplateFilters({ shout: (text: string) => text }).kind).toBe('templateFilters');
  });

  it('rejects invalid registrations', () => {
    expect(() => provideTemplateComponents({ postlink: PostLink })).toThrowError(/postlink/);
    expect(() => provideTemplateComponents({ 'post-link': class {} })).toThrowError(/component/);
    expect(() => provideTemplateFilters({ 'a-b': () => 1 })).toThrowError(/a-b/);
  });
});
