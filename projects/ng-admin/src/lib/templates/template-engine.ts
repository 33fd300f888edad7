/**
 * The heavy part of the template engine, loaded on demand by `NgaTemplateRenderer`: the
 * expression compiler (angular-expressions), the sanitizer (DOMPurify) and the DOM renderer.
 * Only this module and what it imports pull them in; plain-text templates never load it.
 */
export { interpolate } from './interpolate';
export { renderHtmlView, renderTemplateView } from './template-dom';
export type { TemplateDomOptions, TemplateView } from './template-dom';
