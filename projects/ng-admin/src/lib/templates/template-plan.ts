import { CustomTagPlan } from './custom-tag-plan';
import { isAngularAttribute, NgaDirectiveName, supportedDirective } from './directives';
import { ElementBindings, ElementPlan, StaticPlan, TextPlan } from './element-plan';
import type { NgaExpression } from './expression';
import { compileSafeExpression, compileTemplate, CompiledTemplate } from './interpolate';
import { bindsModel } from './ng-model';
import { parseRepeat } from './ng-repeat';
import { needsInterpolation } from './plain-text';
import type { NodePlan } from './render-context';
import { EmptyPlan, IfPlan, RepeatPlan } from './structural-plans';
import type { NgaTemplateFilters } from './template-types';

declare const ngDevMode: unknown;

/** How a sanitized fragment is compiled. */
export interface PlanOptions {
  readonly filters: NgaTemplateFilters;
  /** Registered custom tags, in lower case. */
  readonly customTags: ReadonlySet<string>;
  /**
   * True for template strings: `{{ }}` and directives are evaluated. False for HTML returned
   * by a template function, which may hold data: nothing in it is evaluated, directives are
   * removed, and custom tags read scope names only.
   */
  readonly interpolate: boolean;
}

/**
 * Compiles the nodes of a sanitized fragment into plans. The fragment is consumed: directive
 * and bound attributes are removed from its elements, which become the copies' models.
 */
export function planFragment(fragment: DocumentFragment, options: PlanOptions): NodePlan[] {
  return Array.from(fragment.childNodes, (node) => planNode(node, options));
}

function planNode(node: Node, options: PlanOptions): NodePlan {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node as Text).data;
    return options.interpolate && needsInterpolation(text)
      ? new TextPlan(compileTemplate(text, options.filters))
      : new StaticPlan(node);
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return new StaticPlan(node);
  return planElement(node as Element, options);
}

/** An element with its structural directives: ng-repeat around ng-if around the element. */
function planElement(element: Element, options: PlanOptions): NodePlan {
  const directives = takeDirectives(element, options.interpolate);
  let plan = planElementBody(element, directives, options);
  const ngIf = directives.get('ng-if');
  if (ngIf !== undefined) {
    plan = new IfPlan(directiveExpression('ng-if', ngIf, ngIf, options), plan);
  }
  const ngRepeat = directives.get('ng-repeat');
  if (ngRepeat !== undefined) {
    try {
      const repeat = parseRepeat(ngRepeat);
      const collection = directiveExpression('ng-repeat', ngRepeat, repeat.collection, options);
      plan = new RepeatPlan(repeat, collection, plan);
    } catch {
      // Reported with the template's other problems.
      plan = new EmptyPlan();
    }
  }
  return plan;
}

/** Removes every AngularJS attribute; returns the supported directives when evaluated. */
function takeDirectives(element: Element, evaluate: boolean): Map<NgaDirectiveName, string> {
  const directives = new Map<NgaDirectiveName, string>();
  for (const { name, value } of Array.from(element.attributes)) {
    if (!isAngularAttribute(name)) continue;
    const directive = supportedDirective(name);
    if (directive && evaluate) directives.set(directive, value);
    else if (directive) reportIgnoredDirective(directive);
    element.removeAttribute(name);
  }
  return directives;
}

function planElementBody(
  element: Element,
  directives: ReadonlyMap<NgaDirectiveName, string>,
  options: PlanOptions,
): NodePlan {
  const children = Array.from(element.childNodes, (child) => planNode(child, options));
  const attributes: { name: string; compiled: CompiledTemplate }[] = [];
  let classTemplate: CompiledTemplate | undefined;
  if (options.interpolate) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (!needsInterpolation(value)) continue;
      const compiled = compileTemplate(value, options.filters);
      if (name === 'class') classTemplate = compiled;
      else if (!options.customTags.has(element.localName)) attributes.push({ name, compiled });
      else continue;
      element.removeAttribute(name);
    }
  }
  const expression = (name: NgaDirectiveName) => {
    const source = directives.get(name);
    return source === undefined ? undefined : directiveExpression(name, source, source, options);
  };
  const bindings: ElementBindings = {
    attributes,
    classTemplate,
    ngClass: expression('ng-class'),
    ngShow: expression('ng-show'),
    ngHide: expression('ng-hide'),
    ngClick: expression('ng-click'),
    ngBind: expression('ng-bind'),
    // Anything but ng-model="value" on an input is reported with the template's problems.
    ngModel: bindsModel(element, directives.get('ng-model') ?? '') || undefined,
  };
  const shell = element.cloneNode(false) as Element;
  if (options.customTags.has(element.localName)) {
    const customTag = new CustomTagPlan(
      element.localName,
      shell,
      options.filters,
      options.interpolate,
    );
    return new ElementPlan(shell, { ...bindings, customTag }, children);
  }
  const bound = Object.values(bindings).some((binding) =>
    Array.isArray(binding) ? binding.length > 0 : binding !== undefined,
  );
  if (!bound && children.every((child) => child instanceof StaticPlan)) {
    return new StaticPlan(element);
  }
  return new ElementPlan(shell, bindings, children);
}

function directiveExpression(
  directive: NgaDirectiveName,
  written: string,
  source: string,
  options: PlanOptions,
): NgaExpression {
  // Event directives may set the template's own variables (ng-click="open = !open").
  return compileSafeExpression(source, options.filters, `${directive}="${written}"`, {
    assign: directive === 'ng-click',
  });
}

const reportedIgnoredDirectives = new Set<string>();

function reportIgnoredDirective(directive: NgaDirectiveName): void {
  if (typeof ngDevMode !== 'undefined' && !ngDevMode) return;
  if (reportedIgnoredDirectives.has(directive)) return;
  reportedIgnoredDirectives.add(directive);
  console.error(
    `[ng-admin] ${directive} is not evaluated in HTML returned by a template function, which ` +
      'may hold data: it was removed. Give the template as a string to use directives.',
  );
}
