import { ONE_TIME_BINDING, type NgaExpression } from './expression';
import { compileTemplate, CompiledTemplate } from './interpolate';
import type { TemplateSanitizer } from './sanitize-html';
import type { NgaTemplateFilters, TemplateScope } from './template-types';

/** How one attribute of a custom tag gives its input value. */
type TagAttribute =
  /** Text, kept on the element: `kind="static"`. */
  | { readonly kind: 'text'; readonly name: string; readonly text: string }
  /** A scope name, if the scope has it when rendered; its text otherwise: `entry="entry"`. */
  | {
      readonly kind: 'path';
      readonly name: string;
      readonly text: string;
      readonly root: string;
      readonly read: NgaExpression | undefined;
    }
  /** A value, never put on the element: `entry="{{ entry }}"`, `[entry]="entry"`. */
  | { readonly kind: 'value'; readonly name: string; readonly read: NgaExpression }
  /** Interpolated text, set on the element when the sanitizer accepts it. */
  | { readonly kind: 'interpolated'; readonly name: string; readonly compiled: CompiledTemplate };

// A scope name, optionally followed by properties: `entry`, `entry.values`.
const SCOPE_PATH = /^\s*([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*\s*$/;

// Global HTML attributes keep their text even when it happens to be a scope name, so that
// `class="entry"` stays a class.
const PLAIN_ATTRIBUTES = new Set(['class', 'id', 'style', 'title', 'role', 'slot', 'lang', 'dir']);

function isPlainAttribute(name: string): boolean {
  return PLAIN_ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-');
}

/**
 * The input bindings of a registered custom tag, compiled once from its sanitized attributes.
 * `interpolate` is false for HTML returned by a template function: there, only scope names
 * are read, and nothing else in an attribute is ever evaluated.
 */
export class CustomTagPlan {
  private readonly attributes: TagAttribute[] = [];

  constructor(
    readonly tag: string,
    element: Element,
    filters: NgaTemplateFilters,
    interpolate: boolean,
  ) {
    for (const { name, value } of Array.from(element.attributes)) {
      // The class attribute is kept by the element's class binding.
      if (name === 'class') continue;
      const attribute = planAttribute(name, value, filters, interpolate);
      this.attributes.push(attribute);
      // Values never reach the DOM, nor do `[input]` attributes; interpolated text is set when
      // rendered.
      if (attribute.kind === 'value' || attribute.kind === 'interpolated' || name.startsWith('[')) {
        element.removeAttribute(name);
      }
    }
  }

  /**
   * The input values for a scope, by attribute name. On the first rendering (`initial`),
   * attributes that read a scope value leave the element.
   */
  inputs(
    element: Element,
    scope: TemplateScope,
    sanitizer: TemplateSanitizer,
    initial: boolean,
  ): Map<string, unknown> {
    const inputs = new Map<string, unknown>();
    for (const attribute of this.attributes) {
      switch (attribute.kind) {
        case 'text':
          inputs.set(attribute.name, attribute.text);
          break;
        case 'value':
          inputs.set(attribute.name, attribute.read(scope));
          break;
        case 'path':
          if (attribute.read && Object.hasOwn(scope, attribute.root)) {
            inputs.set(attribute.name, attribute.read(scope));
            if (initial) element.removeAttribute(attribute.name);
          } else {
            inputs.set(attribute.name, attribute.text);
          }
          break;
        case 'interpolated': {
          const text = attribute.compiled.render(scope);
          if (sanitizer.isValidAttribute(element.localName, attribute.name, text)) {
            if (element.getAttribute(attribute.name) !== text) {
              element.setAttribute(attribute.name, text);
            }
          } else {
            element.removeAttribute(attribute.name);
          }
          inputs.set(attribute.name, text);
          break;
        }
      }
    }
    return inputs;
  }
}

function planAttribute(
  name: string,
  text: string,
  filters: NgaTemplateFilters,
  interpolate: boolean,
): TagAttribute {
  // `field="::field"`: AngularJS's one-time binding reads the same value.
  const value = isPlainAttribute(name) ? text : text.replace(ONE_TIME_BINDING, '');
  const property = /^\[(.+)\]$/.exec(name);
  if (property) {
    // In function output an expression may carry data: there, only a scope name is read.
    if (interpolate)
      return { kind: 'value', name: property[1], read: expressionOf(value, filters) };
    const root = SCOPE_PATH.exec(value)?.[1];
    return root
      ? { kind: 'path', name: property[1], text: value, root, read: pathReader(value, filters) }
      : { kind: 'text', name: property[1], text: value };
  }
  // An object or array literal is an expression, as AngularJS directives read their `=`
  // attributes: `filter="{ post_id: entry.values.id }"` (configuration strings only).
  if (interpolate && /^\s*[[{](?!\{)/.test(value) && !value.includes('{{')) {
    return { kind: 'value', name, read: expressionOf(value, filters) };
  }
  const compiled = interpolate ? compileTemplate(value, filters) : undefined;
  if (compiled?.single) return { kind: 'value', name, read: compiled.single };
  const root = isPlainAttribute(name) ? undefined : SCOPE_PATH.exec(value)?.[1];
  if (root) return { kind: 'path', name, text: value, root, read: pathReader(value, filters) };
  if (compiled?.hasExpressions) return { kind: 'interpolated', name, compiled };
  return { kind: 'text', name, text: value };
}

/** `[entry]="entry"`, `[label]="'#' + entry.values.id"`: the attribute is the expression. */
function expressionOf(source: string, filters: NgaTemplateFilters): NgaExpression {
  const compiled = compileTemplate(source, filters);
  if (compiled.single) return compiled.single;
  if (compiled.hasExpressions) return (scope) => compiled.render(scope);
  if (source.trim() === '') return () => undefined;
  return compileTemplate(`{{${source}}}`, filters).single ?? (() => undefined);
}

function pathReader(path: string, filters: NgaTemplateFilters): NgaExpression | undefined {
  return compileTemplate(`{{${path}}}`, filters).single;
}
