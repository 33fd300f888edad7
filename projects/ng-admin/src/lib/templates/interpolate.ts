import { compileExpression, type CompileExpressionOptions, NgaExpression } from './expression';
import { builtInTemplateFilters } from './filters';
import type { NgaTemplateFilters } from './template-types';
import { stringifyTemplateValue } from './template-value';

export { stringifyTemplateValue } from './template-value';

declare const ngDevMode: unknown;

/** A piece of a template string: literal text, or the source of a `{{ expression }}`. */
export type InterpolationPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'expression'; readonly source: string };

/**
 * Splits a template into text and `{{ expression }}` parts. A `}}` inside a string literal or
 * an object literal does not end the expression; `\{\{` and `\}\}` are literal braces, as in
 * AngularJS; an unterminated `{{` is kept as text.
 *
 * @usageNotes
 * ```ts
 * parseInterpolation('Hi {{ name }}!');
 * // [{ kind: 'text', text: 'Hi ' }, { kind: 'expression', source: ' name ' }, { kind: 'text', text: '!' }]
 * ```
 */
export function parseInterpolation(template: string): InterpolationPart[] {
  const parts: InterpolationPart[] = [];
  let text = '';
  let index = 0;
  while (index < template.length) {
    if (template.startsWith('\\{\\{', index) || template.startsWith('\\}\\}', index)) {
      text += template[index + 1] + template[index + 1];
      index += 4;
      continue;
    }
    if (!template.startsWith('{{', index)) {
      text += template[index++];
      continue;
    }
    const end = expressionEnd(template, index + 2);
    if (end < 0) {
      text += template.slice(index);
      break;
    }
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'expression', source: template.slice(index + 2, end) });
    index = end + 2;
  }
  if (text) parts.push({ kind: 'text', text });
  return parts;
}

/** The index of the `}}` that closes an expression starting at `start`, or -1. */
function expressionEnd(template: string, start: number): number {
  let quote: string | undefined;
  let depth = 0;
  for (let index = start; index < template.length; index++) {
    const char = template[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      if (depth === 0 && template[index + 1] === '}') return index;
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

/**
 * A template compiled once: renders to a string, or, for a template that is exactly one
 * expression, gives the raw value (what a component input bound with `{{ entry }}` receives).
 */
export interface CompiledTemplate {
  /** Whether the template contains at least one expression. */
  readonly hasExpressions: boolean;
  /** The expression when the template is exactly `{{ expression }}`, blanks around allowed. */
  readonly single: NgaExpression | undefined;
  /** The text with every expression replaced by its value (`''` for undefined and null). */
  render(scope: object): string;
}

const MAX_CACHED_TEMPLATES = 2000;
const caches = new WeakMap<NgaTemplateFilters, Map<string, CompiledTemplate>>();

/**
 * Compiles a template string with the given filters; the result is cached by source, once per
 * filter set. Expressions that fail to compile render as `''` and are reported in development.
 *
 * @usageNotes
 * ```ts
 * const title = compileTemplate('Edit {{ entry.values.title }}', builtInTemplateFilters);
 * title.render({ entry }); // 'Edit Hello'
 * ```
 */
export function compileTemplate(
  template: string,
  filters: NgaTemplateFilters = builtInTemplateFilters,
): CompiledTemplate {
  let cache = caches.get(filters);
  if (!cache) caches.set(filters, (cache = new Map()));
  let compiled = cache.get(template);
  if (!compiled) {
    // Sources come from the configuration, so the cache stays small; the cap guards against
    // an application that builds template strings from data.
    if (cache.size >= MAX_CACHED_TEMPLATES) cache.clear();
    compiled = buildTemplate(template, filters);
    cache.set(template, compiled);
  }
  return compiled;
}

function buildTemplate(template: string, filters: NgaTemplateFilters): CompiledTemplate {
  const parts = parseInterpolation(template).map((part) =>
    part.kind === 'text' ? part.text : safeExpression(part.source, filters),
  );
  const expressions = parts.filter((part): part is NgaExpression => typeof part !== 'string');
  const blanksOnly = parts.every((part) => typeof part !== 'string' || part.trim() === '');
  return {
    hasExpressions: expressions.length > 0,
    single: expressions.length === 1 && blanksOnly ? expressions[0] : undefined,
    render: (scope) =>
      parts
        .map((part) => (typeof part === 'string' ? part : stringifyTemplateValue(part(scope))))
        .join(''),
  };
}

function safeExpression(source: string, filters: NgaTemplateFilters): NgaExpression {
  return compileSafeExpression(source, filters, `{{${source}}}`);
}

/**
 * Compiles an expression that never throws: a syntax error or an unknown filter gives an
 * expression of `undefined`, and an expression that throws gives `undefined`; both are
 * reported once in development, under `description` (`{{ value }}`, `ng-if="value"`).
 * `options.assign` lets an event directive assign the template's variables.
 *
 * @usageNotes
 * ```ts
 * const visible = compileSafeExpression('entry.values.published', filters, 'ng-if="…"');
 * visible({ entry }); // true
 * ```
 */
export function compileSafeExpression(
  source: string,
  filters: NgaTemplateFilters,
  description: string,
  options: CompileExpressionOptions = {},
): NgaExpression {
  if (source.trim() === '') return () => undefined;
  let expression: NgaExpression;
  try {
    expression = compileExpression(source, filters, options);
  } catch (error) {
    reportTemplateError(`Cannot compile the template expression ${description}`, error);
    return () => undefined;
  }
  let reported = false;
  return (scope) => {
    try {
      return expression(scope);
    } catch (error) {
      if (!reported) reportTemplateError(`The template expression ${description} threw`, error);
      reported = true;
      return undefined;
    }
  };
}

function reportTemplateError(message: string, error: unknown): void {
  if (typeof ngDevMode === 'undefined' || ngDevMode) {
    console.error(`[ng-admin] ${message}:`, error);
  }
}

/**
 * Renders a template string against a scope, as plain text: the values are not escaped, so
 * show the result as text (titles, aria labels, CSV), never as HTML.
 *
 * @usageNotes
 * ```ts
 * interpolate('{{ entry.values.title | uppercase }}', { entry }); // 'HELLO'
 * ```
 */
export function interpolate(
  template: string,
  scope: object,
  filters: NgaTemplateFilters = builtInTemplateFilters,
): string {
  return compileTemplate(template, filters).render(scope);
}
