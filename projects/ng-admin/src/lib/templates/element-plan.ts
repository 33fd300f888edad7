import type { CustomTagPlan } from './custom-tag-plan';
import type { NgaExpression } from './expression';
import type { CompiledTemplate } from './interpolate';
import { ngClassNames, splitClasses } from './ng-class';
import { ModelBinding } from './ng-model';
import {
  listenWithDom,
  NodePlan,
  NodeView,
  RenderContext,
  TemplateTagHandle,
} from './render-context';
import type { TemplateScope } from './template-types';
import { stringifyTemplateValue } from './template-value';

/**
 * The class that `ng-show` and `ng-hide` put on hidden elements; `<nga-template>` ships its
 * style, `display: none !important`, as AngularJS did with `ng-hide`.
 */
export const HIDDEN_CLASS = 'nga-hide';

/** A node without bindings: every rendering is a copy. */
export class StaticPlan implements NodePlan {
  constructor(private readonly node: Node) {}

  create(): NodeView {
    const node = this.node.cloneNode(true);
    return { nodes: () => [node], update: () => undefined, release: () => undefined };
  }
}

/** A text node with `{{ }}` interpolations: values become its text, never markup. */
export class TextPlan implements NodePlan {
  constructor(private readonly compiled: CompiledTemplate) {}

  create(scope: TemplateScope, context: RenderContext): NodeView {
    const compiled = this.compiled;
    const text = context.document.createTextNode(compiled.render(scope));
    return {
      nodes: () => [text],
      update: (next) => {
        const data = compiled.render(next);
        if (text.data !== data) text.data = data;
      },
      release: () => undefined,
    };
  }
}

/** The directives and bindings of one element, compiled once. */
export interface ElementBindings {
  /** Interpolated attributes (not `class`), checked by the sanitizer each time they change. */
  readonly attributes: readonly { readonly name: string; readonly compiled: CompiledTemplate }[];
  /** The `class` attribute when it is interpolated. */
  readonly classTemplate?: CompiledTemplate;
  readonly ngClass?: NgaExpression;
  readonly ngShow?: NgaExpression;
  readonly ngHide?: NgaExpression;
  readonly ngClick?: NgaExpression;
  readonly ngBind?: NgaExpression;
  /** Set when the element is an input bound by `ng-model="value"` to the template's model. */
  readonly ngModel?: true;
  /** The component binding when the element is a registered custom tag. */
  readonly customTag?: CustomTagPlan;
}

/**
 * An element with bindings. `shell` is the sanitized element without its children, its
 * directive attributes and its interpolated attributes: every rendering starts from a copy.
 */
export class ElementPlan implements NodePlan {
  constructor(
    readonly shell: Element,
    readonly bindings: ElementBindings,
    readonly children: readonly NodePlan[],
  ) {}

  create(scope: TemplateScope, context: RenderContext): NodeView {
    return new ElementView(this, scope, context);
  }
}

class ElementView implements NodeView {
  private readonly element: Element;
  private readonly children: NodeView[];
  private readonly attributeTexts = new Map<string, string>();
  private staticClasses: readonly string[];
  private dynamicClasses = new Set<string>();
  private boundText: string | undefined;
  private unlisten: (() => void) | undefined;
  private tag: TemplateTagHandle | undefined;
  private model: ModelBinding | undefined;

  constructor(
    private readonly plan: ElementPlan,
    private scope: TemplateScope,
    private readonly context: RenderContext,
  ) {
    const element = plan.shell.cloneNode(false) as Element;
    this.element = element;
    this.staticClasses = splitClasses(element.getAttribute('class') ?? '');
    // ng-bind replaces the content, which is then never evaluated.
    this.children = plan.bindings.ngBind ? [] : plan.children.map((c) => c.create(scope, context));
    for (const child of this.children) element.append(...child.nodes());
    this.render(scope, true);
    const { ngClick, ngModel, customTag } = plan.bindings;
    const listen = context.listen ?? listenWithDom;
    if (ngClick) {
      this.unlisten = listen(element, 'click', ($event) => {
        ngClick({ ...this.scope, $event });
        // The handler may have set variables of the template (open = !open).
        context.refresh();
      });
    }
    if (ngModel && context.model) {
      this.model = new ModelBinding(element as HTMLInputElement, context.model, listen);
    }
    if (customTag && context.createTag) {
      const inputs = customTag.inputs(element, scope, context.sanitizer, true);
      this.withClassInput(inputs);
      this.tag = context.createTag({ element, tag: customTag.tag, inputs });
    } else if (customTag) {
      customTag.inputs(element, scope, context.sanitizer, true);
    }
  }

  nodes(): Node[] {
    return [this.element];
  }

  update(scope: TemplateScope): void {
    this.scope = scope;
    this.render(scope, false);
    this.model?.sync();
    for (const child of this.children) child.update(scope);
    const customTag = this.plan.bindings.customTag;
    if (customTag) {
      const inputs = customTag.inputs(this.element, scope, this.context.sanitizer, false);
      this.withClassInput(inputs);
      this.tag?.update(inputs);
    }
  }

  release(): void {
    this.unlisten?.();
    this.unlisten = undefined;
    this.model?.release();
    this.model = undefined;
    this.tag?.destroy();
    this.tag = undefined;
    for (const child of this.children) child.release();
  }

  private render(scope: TemplateScope, initial: boolean): void {
    const { attributes, ngBind } = this.plan.bindings;
    for (const { name, compiled } of attributes) this.setAttribute(name, compiled.render(scope));
    this.renderClasses(scope, initial);
    if (ngBind) {
      const text = stringifyTemplateValue(ngBind(scope));
      if (text !== this.boundText) this.element.textContent = this.boundText = text;
    }
  }

  private setAttribute(name: string, text: string): void {
    if (this.attributeTexts.get(name) === text) return;
    this.attributeTexts.set(name, text);
    // A value can make an attribute unsafe (`href="{{ url }}"` with a javascript: URL).
    if (this.context.sanitizer.isValidAttribute(this.element.localName, name, text)) {
      this.element.setAttribute(name, text);
    } else {
      this.element.removeAttribute(name);
    }
  }

  /**
   * The classes are the `class` attribute's, interpolated or not, plus those of `ng-class`,
   * plus the hidden class of `ng-show` and `ng-hide`. Only the latter two are added and
   * removed one by one, so classes that a custom tag's component sets on its host stay.
   */
  private renderClasses(scope: TemplateScope, initial: boolean): void {
    const { classTemplate, ngClass, ngShow, ngHide } = this.plan.bindings;
    const classList = this.element.classList;
    if (classTemplate) {
      const text = classTemplate.render(scope);
      if (initial || text !== this.attributeTexts.get('class')) {
        this.setAttribute('class', text);
        this.staticClasses = splitClasses(this.element.getAttribute('class') ?? '');
        // Setting the attribute dropped the dynamic classes: they are added again below.
        this.dynamicClasses = new Set();
      }
    }
    if (!ngClass && !ngShow && !ngHide) return;
    const wanted = new Set(ngClass ? ngClassNames(ngClass(scope)) : []);
    const hidden =
      (ngShow !== undefined && !ngShow(scope)) || (ngHide !== undefined && !!ngHide(scope));
    if (hidden) wanted.add(HIDDEN_CLASS);
    for (const name of this.dynamicClasses) {
      if (!wanted.has(name) && !this.staticClasses.includes(name)) classList.remove(name);
    }
    for (const name of wanted) if (!this.dynamicClasses.has(name)) classList.add(name);
    this.dynamicClasses = wanted;
  }

  /** A custom tag's `class` input is the text of its class attribute. */
  private withClassInput(inputs: Map<string, unknown>): void {
    if (this.plan.shell.hasAttribute('class') || this.plan.bindings.classTemplate) {
      inputs.set(
        'class',
        this.attributeTexts.get('class') ?? this.plan.shell.getAttribute('class'),
      );
    }
  }
}
