import { NgComponentOutlet } from '@angular/common';
import {
  afterRenderEffect,
  ApplicationRef,
  Component,
  ComponentRef,
  computed,
  createComponent,
  ElementRef,
  EnvironmentInjector,
  inject,
  Injector,
  input,
  reflectComponentType,
  Renderer2,
  Type,
  untracked,
} from '@angular/core';
import { isTemplateComponent } from './render-template-text';
import { CustomTagBinding, renderHtmlDom, renderTemplateDom } from './template-dom';
import { NgaTemplateRenderer } from './template-components';
import type { NgaTemplateSource, TemplateScope } from './template-types';

/**
 * Renders a field, title or action template:
 *
 * - a string is an HTML template with `{{ expression }}` interpolations, evaluated against the
 *   scope by a CSP-safe interpreter; values are inserted as text, the HTML is sanitized, and
 *   registered custom tags become components;
 * - a function is called with the entry and its HTML result is sanitized (not interpolated);
 * - a component class is rendered with the scope values it declares as inputs.
 *
 * @usageNotes
 * ```html
 * <nga-template [template]="field.template()" [scope]="{ value, field, entry, entity, datastore }" />
 * ```
 */
@Component({
  selector: 'nga-template',
  imports: [NgComponentOutlet],
  template: `
    @if (component(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: componentInputs()" />
    }
  `,
})
export class NgaTemplate {
  /** The template: a string, a function of the entry, or a component class. */
  readonly template = input.required<NgaTemplateSource | null | undefined>();
  /** The variables the template reads (spec 2.5). */
  readonly scope = input.required<TemplateScope>();

  private readonly templates = inject(NgaTemplateRenderer);
  private readonly renderer = inject(Renderer2);
  private readonly host: HTMLElement = inject(ElementRef).nativeElement;
  private readonly appRef = inject(ApplicationRef);
  private readonly environmentInjector = inject(EnvironmentInjector);
  private readonly injector = inject(Injector);

  protected readonly component = computed(() => {
    const template = this.template();
    return isTemplateComponent(template) ? template : null;
  });

  protected readonly componentInputs = computed(() => {
    const component = this.component();
    return component ? declaredInputs(component, this.scope()) : {};
  });

  constructor() {
    // Rendering writes to the DOM outside Angular's template, so it runs after rendering; the
    // cleanup removes the nodes and components of the previous template or scope.
    afterRenderEffect({
      write: (onCleanup) => {
        const template = this.template();
        const scope = this.scope();
        if (template === null || template === undefined || this.component()) return;
        const dispose = untracked(() => this.renderHtml(template, scope));
        onCleanup(dispose);
      },
    });
  }

  private renderHtml(template: NgaTemplateSource, scope: TemplateScope): () => void {
    const options = { filters: this.templates.filters, customTags: this.templates.customTags };
    const rendered =
      typeof template === 'string'
        ? renderTemplateDom(template, scope, options)
        : renderHtmlDom(this.templates.text(template, scope), scope, options);
    const nodes = Array.from(rendered.fragment.childNodes);
    for (const node of nodes) this.renderer.appendChild(this.host, node);
    const components = rendered.customElements.map((binding) => this.createTagComponent(binding));
    return () => {
      for (const component of components) component?.destroy();
      for (const node of nodes) this.renderer.removeChild(this.host, node);
    };
  }

  private createTagComponent(binding: CustomTagBinding): ComponentRef<unknown> | undefined {
    const type = this.templates.components.get(binding.tag);
    if (!type) return undefined;
    const ref = createComponent(type, {
      environmentInjector: this.environmentInjector,
      elementInjector: this.injector,
      hostElement: binding.element,
      // The tag's children, which `<ng-content>` in the component can show.
      projectableNodes: [Array.from(binding.element.childNodes)],
    });
    for (const { templateName } of reflectComponentType(type)?.inputs ?? []) {
      const key = normalizeName(templateName);
      for (const [attribute, value] of binding.inputs) {
        if (normalizeName(attribute) === key) ref.setInput(templateName, value);
      }
    }
    this.appRef.attachView(ref.hostView);
    return ref;
  }
}

/** The scope values a component declares as inputs, by input name. */
function declaredInputs(component: Type<unknown>, scope: TemplateScope): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const { templateName } of reflectComponentType(component)?.inputs ?? []) {
    if (Object.hasOwn(scope, templateName)) inputs[templateName] = scope[templateName];
  }
  return inputs;
}

// HTML lower-cases attribute names: `postId`, `postid` and `post-id` all bind the input postId.
function normalizeName(name: string): string {
  return name.toLowerCase().replace(/-/g, '');
}
