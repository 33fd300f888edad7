import { builtInTemplateFilters } from './filters';
import { compileTemplate } from './interpolate';
import { templateSanitizer, TemplateSanitizer } from './sanitize-html';
import type { NgaTemplateFilters, TemplateScope } from './template-types';

/** A custom tag found in a rendered template, with the values its attributes give. */
export interface CustomTagBinding {
  /** The element, which becomes the host of the tag's component. */
  readonly element: Element;
  /** The tag name, in lower case. */
  readonly tag: string;
  /**
   * Values by attribute name as written (lower case, `[entry]` read as `entry`): the value of
   * an expression for `entry="{{ entry }}"`, `entry="entry"` (a scope name) and
   * `[entry]="entry"`; the text for any other attribute.
   */
  readonly inputs: ReadonlyMap<string, unknown>;
}

/** A template rendered into sanitized, detached DOM nodes. */
export interface RenderedTemplate {
  readonly fragment: DocumentFragment;
  /** The registered custom tags of the fragment, in document order. */
  readonly customElements: readonly CustomTagBinding[];
}

/** What rendering a template needs besides the template and its scope. */
export interface TemplateDomOptions {
  readonly filters?: NgaTemplateFilters;
  /** Registered custom tag names; other unknown elements are removed by the sanitizer. */
  readonly customTags?: readonly string[];
}

// A scope name, optionally followed by properties: `entry`, `entry.values`.
const SCOPE_PATH = /^\s*([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*\s*$/;

/**
 * Renders a template string into DOM nodes. The template is sanitized first (once per source),
 * then interpolated in the DOM: values become text nodes or attribute values, so a value can
 * never add markup, and interpolated attributes are checked again (no `javascript:` URL from a
 * value). Custom tags are reported with the values of their attributes.
 *
 * @usageNotes
 * ```ts
 * const { fragment } = renderTemplateDom('<b>{{ value }}</b>', { value: '<i>x</i>' });
 * // fragment holds <b>&lt;i&gt;x&lt;/i&gt;</b>
 * ```
 */
export function renderTemplateDom(
  template: string,
  scope: TemplateScope,
  options: TemplateDomOptions = {},
): RenderedTemplate {
  const sanitizer = templateSanitizer(options.customTags ?? []);
  const fragment = cachedFragment(sanitizer, template).cloneNode(true) as DocumentFragment;
  return bindFragment(fragment, scope, sanitizer, options.filters ?? builtInTemplateFilters, true);
}

/**
 * Renders HTML returned by a template function: sanitized, never interpolated (`{{ }}` stays
 * text, so data concatenated into the HTML cannot become an expression). Custom tags still
 * receive scope values through `[input]="name"` and `input="name"` attributes.
 *
 * @usageNotes
 * ```ts
 * renderHtmlDom('<post-link entry="entry"></post-link>', { entry }, { customTags: ['post-link'] });
 * ```
 */
export function renderHtmlDom(
  html: string,
  scope: TemplateScope,
  options: TemplateDomOptions = {},
): RenderedTemplate {
  const sanitizer = templateSanitizer(options.customTags ?? []);
  const fragment = sanitizer.fragment(html);
  return bindFragment(fragment, scope, sanitizer, options.filters ?? builtInTemplateFilters, false);
}

const fragments = new WeakMap<TemplateSanitizer, Map<string, DocumentFragment>>();

function cachedFragment(sanitizer: TemplateSanitizer, template: string): DocumentFragment {
  let cache = fragments.get(sanitizer);
  if (!cache) fragments.set(sanitizer, (cache = new Map()));
  let fragment = cache.get(template);
  if (!fragment) {
    if (cache.size >= 2000) cache.clear();
    fragment = sanitizer.fragment(template);
    cache.set(template, fragment);
  }
  return fragment;
}

function bindFragment(
  fragment: DocumentFragment,
  scope: TemplateScope,
  sanitizer: TemplateSanitizer,
  filters: NgaTemplateFilters,
  interpolateContent: boolean,
): RenderedTemplate {
  const customElements: CustomTagBinding[] = [];
  const document = fragment.ownerDocument;
  const walker = document.createTreeWalker(
    fragment,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      if (interpolateContent && text.data.includes('{{')) {
        text.data = compileTemplate(text.data, filters).render(scope);
      }
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    if (sanitizer.customTags.has(tag)) {
      const inputs = bindCustomTag(element, scope, filters, sanitizer, interpolateContent);
      customElements.push({ element, tag, inputs });
    } else if (interpolateContent) {
      interpolateAttributes(element, scope, filters, sanitizer);
    }
  }
  return { fragment, customElements };
}

function interpolateAttributes(
  element: Element,
  scope: TemplateScope,
  filters: NgaTemplateFilters,
  sanitizer: TemplateSanitizer,
): void {
  for (const { name, value } of Array.from(element.attributes)) {
    if (!value.includes('{{')) continue;
    const text = compileTemplate(value, filters).render(scope);
    if (sanitizer.isValidAttribute(element.localName, name, text)) {
      element.setAttribute(name, text);
    } else {
      element.removeAttribute(name);
    }
  }
}

function bindCustomTag(
  element: Element,
  scope: TemplateScope,
  filters: NgaTemplateFilters,
  sanitizer: TemplateSanitizer,
  interpolateContent: boolean,
): Map<string, unknown> {
  const inputs = new Map<string, unknown>();
  for (const { name, value } of Array.from(element.attributes)) {
    const property = /^\[(.+)\]$/.exec(name);
    if (property) {
      // Function output may carry data: there, only a scope name is read, never an expression.
      const bound =
        interpolateContent || isScopePath(value, scope) ? evaluate(value, scope, filters) : value;
      inputs.set(property[1], bound);
      element.removeAttribute(name);
      continue;
    }
    const compiled = interpolateContent ? compileTemplate(value, filters) : undefined;
    if (compiled?.single) {
      inputs.set(name, compiled.single(scope));
      element.removeAttribute(name);
    } else if (!isPlainAttribute(name) && isScopePath(value, scope)) {
      inputs.set(name, evaluate(value, scope, filters));
      element.removeAttribute(name);
    } else if (compiled?.hasExpressions) {
      const text = compiled.render(scope);
      if (sanitizer.isValidAttribute(element.localName, name, text)) {
        element.setAttribute(name, text);
      } else {
        element.removeAttribute(name);
      }
      inputs.set(name, text);
    } else {
      inputs.set(name, value);
    }
  }
  return inputs;
}

// Global HTML attributes keep their text even when it happens to be a scope name, so that
// `class="entry"` stays a class.
const PLAIN_ATTRIBUTES = new Set(['class', 'id', 'style', 'title', 'role', 'slot', 'lang', 'dir']);

function isPlainAttribute(name: string): boolean {
  return PLAIN_ATTRIBUTES.has(name) || name.startsWith('aria-') || name.startsWith('data-');
}

function isScopePath(value: string, scope: TemplateScope): boolean {
  const match = SCOPE_PATH.exec(value);
  return match !== null && Object.hasOwn(scope, match[1]);
}

function evaluate(source: string, scope: TemplateScope, filters: NgaTemplateFilters): unknown {
  const compiled = compileTemplate(source, filters);
  if (compiled.single) return compiled.single(scope);
  if (compiled.hasExpressions) return compiled.render(scope);
  if (source.trim() === '') return undefined;
  // `[entry]="entry"`: the attribute value is the expression itself.
  return compileTemplate(`{{${source}}}`, filters).single?.(scope);
}
