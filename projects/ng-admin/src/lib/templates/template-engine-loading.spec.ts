import { Component, computed, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaTemplate } from './template';
import { NgaTemplateRenderer } from './template-components';
import { NGA_TEMPLATE_ENGINE_LOADER, NgaTemplateEngine } from './template-engine-loader';
import type { NgaTemplateSource, TemplateScope } from './template-types';

@Component({
  selector: 'nga-test-loading-host',
  imports: [NgaTemplate],
  template: `<nga-template [template]="template()" [scope]="scope()" />`,
})
class Host {
  readonly template = signal<NgaTemplateSource>('');
  readonly scope = signal<TemplateScope>({ value: 'V' });
}

describe('the template engine', () => {
  let loader: jasmine.Spy<() => Promise<NgaTemplateEngine>>;

  beforeEach(() => {
    loader = jasmine.createSpy('loader').and.callFake(() => import('./template-engine'));
    TestBed.configureTestingModule({
      providers: [{ provide: NGA_TEMPLATE_ENGINE_LOADER, useValue: loader }],
    });
  });

  async function render(template: NgaTemplateSource) {
    const fixture = TestBed.createComponent(Host);
    fixture.componentInstance.template.set(template);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement.querySelector('nga-template');
    return { fixture, element };
  }

  it('is loaded for an entity, and not needed for plain text, shown as one text node', async () => {
    const { fixture, element } = await render('Posts & comments are not an entity');
    // `&` needs the engine: a plain title does not.
    expect(loader).toHaveBeenCalledTimes(1);
    fixture.componentInstance.template.set('List of posts (all)');
    await fixture.whenStable();
    // Besides the comment that Angular's @if block leaves.
    const rendered = Array.from(element.childNodes).filter(
      (node) => node.nodeType !== Node.COMMENT_NODE,
    );
    expect(rendered.map((node) => node.nodeType)).toEqual([Node.TEXT_NODE]);
    expect(element.textContent).toBe('List of posts (all)');
  });

  it('is never loaded for plain titles, plain function output or components', async () => {
    const { fixture, element } = await render('Posts');
    expect(element.textContent).toBe('Posts');
    fixture.componentInstance.template.set(() => 'Draft {{ not an expression }}');
    await fixture.whenStable();
    expect(element.textContent).toBe('Draft {{ not an expression }}');
    fixture.componentInstance.scope.set({ value: 'W' });
    await fixture.whenStable();
    expect(TestBed.inject(NgaTemplateRenderer).text('Edit post', {})).toBe('Edit post');
    expect(loader).not.toHaveBeenCalled();
  });

  it('is loaded once, when a template needs it, and the template renders when it arrives', async () => {
    const { fixture, element } = await render('<b>{{ value }}</b>');
    expect(element.querySelector('b')?.textContent).toBe('V');
    fixture.componentInstance.template.set((entry: unknown) => `<i>${entry === undefined}</i>`);
    await fixture.whenStable();
    expect(element.querySelector('i')?.textContent).toBe('true');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives text() the value once loaded, which a computed follows', async () => {
    const templates = TestBed.inject(NgaTemplateRenderer);
    const title = computed(() => templates.text('Edit {{ value }}', { value: 'x' }));
    expect(title()).toBe('');
    await templates.load();
    expect(title()).toBe('Edit x');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives the sanitizers and text rendering to code that must not load them eagerly', async () => {
    const engine = await TestBed.inject(NgaTemplateRenderer).load();
    expect(engine.sanitizeRichText('<p onclick="x()">a<script>x()</script></p>')).toBe('<p>a</p>');
    expect(engine.sanitizeHtml('<b ng-if="a" onclick="x()">b</b>')).toBe('<b ng-if="a">b</b>');
    expect(engine.renderTemplateText('#{{ value }}', { value: 3 })).toBe('#3');
  });

  it('reports a failed load and tries again on the next need', async () => {
    const errors = spyOn(console, 'error');
    loader.and.returnValue(Promise.reject(new Error('offline')));
    const templates = TestBed.inject(NgaTemplateRenderer);
    await expectAsync(templates.load()).toBeRejectedWithError('offline');
    expect(errors).toHaveBeenCalled();
    loader.and.callFake(() => import('./template-engine'));
    await expectAsync(templates.load()).toBeResolved();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says in its place that a template did not download, and renders it once the engine comes', async () => {
    spyOn(console, 'error');
    loader.and.returnValue(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: engine.js')),
    );
    const { fixture, element } = await render('<b>{{ value }}</b>');
    await fixture.whenStable();
    expect(element.querySelector('nga-part-download-failed')?.textContent).toContain(
      'This part of the page did not download.',
    );
    expect(console.error).toHaveBeenCalled();

    loader.and.callFake(() => import('./template-engine'));
    await TestBed.inject(NgaTemplateRenderer).load();
    await fixture.whenStable();
    expect(element.querySelector('nga-part-download-failed')).toBeNull();
    expect(element.querySelector('b')?.textContent).toBe('V');
  });
});
