/**
 * The heavy part of the template engine, loaded on demand by `NgaTemplateRenderer.load()`: the
 * expression compiler (angular-expressions), the sanitizer (DOMPurify) and the DOM renderer.
 * Only this module and what it imports pull them in; plain-text templates never load it.
 * Code outside the engine that needs the sanitizers without making them eager uses them from
 * here: `(await inject(NgaTemplateRenderer).load()).sanitizeRichText(html)`.
 */
export { interpolate } from './interpolate';
export { renderTemplateText } from './render-template-text';
export { sanitizeHtml, sanitizeRichText } from './sanitize-html';
export { renderHtmlView, renderTemplateView } from './template-dom';
export type { TemplateDomOptions, TemplateView } from './template-dom';
