import { NgComponentOutlet } from '@angular/common';
import {
  afterRenderEffect,
  ApplicationRef,
  ChangeDetectorRef,
  Component,
  computed,
  createComponent,
  DestroyRef,
  ElementRef,
  EnvironmentInjector,
  inject,
  Injector,
  input,
  reflectComponentType,
  Renderer2,
  signal,
  Type,
  untracked,
  ViewEncapsulation,
} from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { AbstractControl } from '@angular/forms';
import { EMPTY, scan, switchMap } from 'rxjs';
import { NgaPartDownloadFailed } from '../base/part-download-failed';
import { isPlainTextHtml, isPlainTextTemplate } from './plain-text';
import type { TemplateModel, TemplateTagHandle, TemplateTagRequest } from './render-context';
import { NgaTemplateRenderer } from './template-components';
import type { TemplateView } from './template-dom';
import type { NgaTemplateEngine } from './template-engine-loader';
import { isTemplateComponent } from './template-kind';
import type { NgaTemplateFunction, NgaTemplateSource, TemplateScope } from './template-types';
import { stringifyTemplateValue } from './template-value';

/** What the component shows now: a text node, or a rendered template that follows the scope. */
type Shown =
  | { readonly kind: 'text'; readonly text: string; readonly node: Text }
  | {
      readonly kind: 'view';
      readonly template: NgaTemplateSource;
      /** The HTML that a template function returned; undefined for a template string. */
      readonly html: string | undefined;
      readonly model: TemplateModel | undefined;
      readonly view: TemplateView;
    };

/**
 * Renders a field, title or action template:
 *
 * - a string is an HTML template with `{{ expression }}` interpolations and the directives
 *   `ng-if`, `ng-repeat`, `ng-show`, `ng-hide`, `ng-class`, `ng-click`, `ng-bind` and
 *   `ng-model="value"`, evaluated against the scope by a CSP-safe interpreter; values are
 *   inserted as text, the HTML is sanitized, and registered custom tags become components.
 *   `ng-click` may set variables of the template itself (`open = !open`), which its other
 *   expressions read; `ng-model="value"` inputs edit `control`, when one is given;
 * - a function is called with the entry and its HTML result is sanitized (not interpolated);
 * - a component class is rendered with the scope values it declares as inputs.
 *
 * A new scope updates the rendered template in place. Plain text (no `{{`, `<` or `&`) is
 * shown as a text node without loading the template engine.
 *
 * @usageNotes
 * ```html
 * <nga-template [template]="field.template()" [scope]="{ value, field, entry, entity, datastore }" />
 * ```
 */
@Component({
  selector: 'nga-template',
  imports: [NgComponentOutlet, NgaPartDownloadFailed],
  template: `
    @if (component(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: componentInputs()" />
    }
    @if (waitingForEngine() && templates.notDownloaded()) {
      <nga-part-download-failed />
    }
  `,
  // The rendered nodes are not part of this component's view, so the style cannot be scoped.
  encapsulation: ViewEncapsulation.None,
  styles: `
    .nga-hide {
      display: none !important;
    }
  `,
})
export class NgaTemplate {
  /** The template: a string, a function of the entry, or a component class. */
  readonly template = input.required<NgaTemplateSource | null | undefined>();
  /** The variables the template reads (spec 2.5); a new object renders the template again. */
  readonly scope = input.required<TemplateScope>();
  /**
   * What `ng-model="value"` inputs of the template edit: the field's control in a form, the
   * filter's control in a filter bar. Without it, `ng-model` binds nothing.
   */
  readonly control = input<AbstractControl | null | undefined>(null);
  /** The name of an `ng-model` input that has none of its own (the field's label). */
  readonly label = input<string>('');

  protected readonly templates = inject(NgaTemplateRenderer);
  /** Whether the template needs the engine, which has not arrived. */
  protected readonly waitingForEngine = signal(false);
  private readonly renderer = inject(Renderer2);
  private readonly host: HTMLElement = inject(ElementRef).nativeElement;
  private readonly appRef = inject(ApplicationRef);
  private readonly environmentInjector = inject(EnvironmentInjector);
  private readonly injector = inject(Injector);
  private readonly changeDetector = inject(ChangeDetectorRef);
  private shown: Shown | undefined;

  protected readonly component = computed(() => {
    const template = this.template();
    return isTemplateComponent(template) ? template : null;
  });

  /** The control as the template engine edits it. */
  private readonly model = computed(() => {
    const control = this.control();
    return control ? controlModel(control, this.label()) : undefined;
  });
  /** Changes with every value, status, touched or pristine change of the control. */
  private readonly controlVersion = toSignal(
    toObservable(this.control).pipe(
      switchMap((control) => control?.events ?? EMPTY),
      scan((count) => count + 1, 0),
    ),
    { initialValue: 0 },
  );

  protected readonly componentInputs = computed(() => {
    const component = this.component();
    return component ? declaredInputs(component, this.scope()) : {};
  });

  constructor() {
    // Rendering writes to the DOM outside Angular's template, so it runs after rendering.
    afterRenderEffect({
      write: () => {
        const template = this.template();
        const scope = this.scope();
        const engine = this.templates.engine();
        const model = this.model();
        // ng-model inputs show the control's value and state as they change.
        this.controlVersion();
        untracked(() => this.show(template, scope, engine, model));
      },
    });
    inject(DestroyRef).onDestroy(() => this.clear());
  }

  private show(
    template: NgaTemplateSource | null | undefined,
    scope: TemplateScope,
    engine: NgaTemplateEngine | undefined,
    model: TemplateModel | undefined,
  ): void {
    if (template === null || template === undefined || isTemplateComponent(template)) {
      this.clear();
    } else if (typeof template === 'string') {
      if (isPlainTextTemplate(template)) this.showText(template);
      else this.showView(template, undefined, scope, engine, model);
    } else {
      const html = stringifyTemplateValue((template as NgaTemplateFunction)(scope.entry));
      if (isPlainTextHtml(html)) this.showText(html);
      else this.showView(template, html, scope, engine, model);
    }
  }

  private showText(text: string): void {
    if (this.shown?.kind === 'text' && this.shown.text === text) return;
    this.clear();
    const node = this.renderer.createText(text) as Text;
    this.renderer.appendChild(this.host, node);
    this.shown = { kind: 'text', text, node };
  }

  private showView(
    template: NgaTemplateSource,
    html: string | undefined,
    scope: TemplateScope,
    engine: NgaTemplateEngine | undefined,
    model: TemplateModel | undefined,
  ): void {
    const shown = this.shown;
    if (
      shown?.kind === 'view' &&
      shown.template === template &&
      shown.html === html &&
      shown.model === model
    ) {
      shown.view.update(scope);
      return;
    }
    this.clear();
    if (!engine) {
      this.waitingForEngine.set(true);
      // The effect runs again when the engine arrives.
      this.templates.load().catch(() => undefined);
      return;
    }
    const options = {
      filters: this.templates.filters,
      customTags: this.templates.customTags,
      listen: (element: Element, event: string, handler: (event: Event) => void) =>
        this.renderer.listen(element, event, (domEvent: Event) => {
          handler(domEvent);
          // What the handler changed shows, as after any template event.
          this.changeDetector.markForCheck();
        }),
      createTag: (request: TemplateTagRequest) => this.createTag(request),
      model,
    };
    const view =
      html === undefined
        ? engine.renderTemplateView(template as string, scope, options)
        : engine.renderHtmlView(html, scope, options);
    for (const node of view.nodes()) this.renderer.appendChild(this.host, node);
    this.shown = { kind: 'view', template, html, model, view };
  }

  private clear(): void {
    const shown = this.shown;
    this.shown = undefined;
    this.waitingForEngine.set(false);
    if (shown?.kind === 'text') this.renderer.removeChild(this.host, shown.node);
    else if (shown) shown.view.destroy();
  }

  private createTag({ element, tag, inputs }: TemplateTagRequest): TemplateTagHandle | undefined {
    const type = this.templates.components.get(tag);
    if (!type) return undefined;
    const ref = createComponent(type, {
      environmentInjector: this.environmentInjector,
      elementInjector: this.injector,
      hostElement: element,
      // The tag's children, which `<ng-content>` in the component can show.
      projectableNodes: [Array.from(element.childNodes)],
    });
    const declared = (reflectComponentType(type)?.inputs ?? []).map((i) => i.templateName);
    const setInputs = (values: ReadonlyMap<string, unknown>) => {
      for (const templateName of declared) {
        const key = normalizeName(templateName);
        for (const [attribute, value] of values) {
          if (normalizeName(attribute) === key) ref.setInput(templateName, value);
        }
      }
    };
    setInputs(inputs);
    this.appRef.attachView(ref.hostView);
    return { update: setInputs, destroy: () => ref.destroy() };
  }
}

/** A reactive-form control as `ng-model` inputs edit it, as a user typing in a form field would. */
function controlModel(control: AbstractControl, label: string): TemplateModel {
  return {
    value: () => control.value,
    set: (value) => {
      control.setValue(value);
      control.markAsDirty();
    },
    touch: () => control.markAsTouched(),
    status: () => ({
      valid: control.valid || control.disabled,
      dirty: control.dirty,
      touched: control.touched,
      disabled: control.disabled,
    }),
    label: label || undefined,
  };
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
