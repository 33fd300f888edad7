import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { supportedDirective } from './directives';

/** Options of `sanitizeHtml`. */
export interface SanitizeHtmlOptions {
  /**
   * Custom element names (with a dash, as `post-link`) to keep with their attributes, except
   * event handlers; standard URL attributes on them are still checked.
   */
  readonly allowedCustomTags?: readonly string[];
}

// Template authors never need these, and their content would be a place where interpolated
// values become CSS or markup.
const TEMPLATE_FORBIDDEN_TAGS = ['style', 'template', 'noscript'];
// Rich text comes from users: no forms, no embedded styles sheets.
const RICH_TEXT_FORBIDDEN_TAGS = [...TEMPLATE_FORBIDDEN_TAGS, 'form', 'input', 'button', 'select', 'textarea', 'option']; // prettier-ignore
const CUSTOM_ATTRIBUTE_NAME = /^\[?[a-z_][\w.:-]*\]?$/i;

function templateConfig(customTags: readonly string[]): Config {
  const tags = new Set(customTags.map((tag) => tag.toLowerCase()));
  return {
    FORBID_TAGS: TEMPLATE_FORBIDDEN_TAGS,
    // The directives that templates evaluate (`ng-if`, `ng-click`, ...) stay in the sanitized
    // template, as inert attributes: the renderer reads and removes them, and never turns
    // them into DOM event handler attributes.
    ADD_ATTR: (name: string) => supportedDirective(name) !== undefined,
    CUSTOM_ELEMENT_HANDLING: {
      tagNameCheck: (tag: string) => tags.has(tag.toLowerCase()),
      // `[entry]` is accepted as an alias of `entry="{{ entry }}"`; `on*` never is.
      attributeNameCheck: (name: string) => !/^on/i.test(name) && CUSTOM_ATTRIBUTE_NAME.test(name),
      allowCustomizedBuiltInElements: false,
    },
  };
}

/** Whether the HTML sanitizer can run here (it needs a DOM: browsers, not plain Node). */
function canSanitize(): boolean {
  return DOMPurify.isSupported;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Cleans HTML for insertion into the page: removes scripts, event handler attributes,
 * `javascript:` URLs, styles sheets and everything else DOMPurify removes, but keeps the
 * registered custom tags and their attributes, and the template directives (`ng-if`, ...) as
 * inert attributes. Where no DOM is available the HTML is escaped into text rather than passed
 * through.
 *
 * @usageNotes
 * ```ts
 * sanitizeHtml('<post-link entry="entry"></post-link><img src=x onerror=alert(1)>', {
 *   allowedCustomTags: ['post-link'],
 * }); // '<post-link entry="entry"></post-link><img src="x">'
 * ```
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  if (!canSanitize()) return escapeHtml(html);
  return DOMPurify.sanitize(html, templateConfig(options.allowedCustomTags ?? []));
}

/**
 * Cleans the HTML of a rich-text (wysiwyg) value: formatting, links, images and lists stay;
 * scripts, event handlers, dangerous URLs, forms, styles sheets and custom elements go.
 *
 * @usageNotes
 * ```ts
 * sanitizeRichText('<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>');
 * // '<p>Hi <b>there</b></p>'
 * ```
 */
export function sanitizeRichText(html: string): string {
  if (!canSanitize()) return escapeHtml(html);
  return DOMPurify.sanitize(html, { FORBID_TAGS: RICH_TEXT_FORBIDDEN_TAGS });
}

/** A sanitizer configured for the templates of one set of custom tags. */
export interface TemplateSanitizer {
  /** The custom tags this sanitizer keeps. */
  readonly customTags: ReadonlySet<string>;
  /** Sanitizes HTML into an inert fragment of a detached document. */
  fragment(html: string): DocumentFragment;
  /** Whether an attribute value, set after sanitization, would have been kept. */
  isValidAttribute(tag: string, name: string, value: string): boolean;
}

const sanitizers = new Map<string, TemplateSanitizer>();

/**
 * The sanitizer behind `NgaTemplate`, one per set of custom tags. It has its own DOMPurify
 * instance because attribute checks use the instance's fixed configuration.
 */
export function templateSanitizer(customTags: readonly string[]): TemplateSanitizer {
  const tags = [...new Set(customTags.map((tag) => tag.toLowerCase()))].sort();
  const key = tags.join(' ');
  let sanitizer = sanitizers.get(key);
  if (!sanitizer) {
    sanitizer = createTemplateSanitizer(tags);
    sanitizers.set(key, sanitizer);
  }
  return sanitizer;
}

function createTemplateSanitizer(tags: readonly string[]): TemplateSanitizer {
  if (!canSanitize()) {
    throw new Error('ng-admin templates need a DOM to render HTML.');
  }
  const purify: Purifier = DOMPurify(window);
  const config = { ...templateConfig(tags), RETURN_DOM_FRAGMENT: true as const };
  purify.setConfig(config);
  return {
    customTags: new Set(tags),
    fragment: (html) => purify.sanitize(html, config),
    isValidAttribute: (tag, name, value) => purify.isValidAttribute(tag, name, value),
  };
}
