import { TEMPLATE_STATE, type TemplateState } from './expression';
import { builtInTemplateFilters } from './filters';
import { discardView, NodePlan, RenderContext, TemplateRenderHost } from './render-context';
import { templateSanitizer, TemplateSanitizer } from './sanitize-html';
import { planFragment } from './template-plan';
import { templateProblems } from './template-problems';
import type { NgaTemplateFilters, TemplateScope } from './template-types';

declare const ngDevMode: unknown;

/** What rendering a template needs besides the template and its scope. */
export interface TemplateDomOptions extends TemplateRenderHost {
  readonly filters?: NgaTemplateFilters;
  /** Registered custom tag names; other unknown elements are removed by the sanitizer. */
  readonly customTags?: readonly string[];
}

/**
 * A template rendered into DOM nodes, which follow new scopes: `update` evaluates the
 * expressions again and changes only the DOM whose values changed; `ng-if` and `ng-repeat`
 * add and remove their elements.
 */
export interface TemplateView {
  /** The top-level nodes as they are now, to insert them where the template shows. */
  nodes(): Node[];
  /** Renders the same template with another scope. */
  update(scope: TemplateScope): void;
  /** Removes the nodes, the event listeners and the custom tag components. */
  destroy(): void;
}

/**
 * Renders a template string into DOM nodes. The template is sanitized and compiled once per
 * source; each rendering copies it and binds it: values become text nodes or attribute values,
 * so a value can never add markup, interpolated attributes are checked again (no
 * `javascript:` URL from a value), and directives (`ng-if`, `ng-repeat`, `ng-show`, `ng-hide`,
 * `ng-class`, `ng-click`, `ng-bind`) are evaluated then removed from the output. What the
 * template uses that templates do not support is reported once per source in development.
 *
 * @usageNotes
 * ```ts
 * const view = renderTemplateView('<b ng-if="value">{{ value }}</b>', { value: '<i>x</i>' });
 * host.append(...view.nodes()); // <b>&lt;i&gt;x&lt;/i&gt;</b><!--nga-if-->
 * view.update({ value: '' }); // <!--nga-if-->
 * ```
 */
export function renderTemplateView(
  template: string,
  scope: TemplateScope,
  options: TemplateDomOptions = {},
): TemplateView {
  const sanitizer = templateSanitizer(options.customTags ?? []);
  const filters = options.filters ?? builtInTemplateFilters;
  return createView(cachedPlans(sanitizer, filters, template), scope, sanitizer, options);
}

/**
 * Renders HTML returned by a template function: sanitized, never interpolated (`{{ }}` stays
 * text and directives are removed, so data concatenated into the HTML cannot become an
 * expression). Custom tags still receive scope values through `[input]="name"` and
 * `input="name"` attributes.
 *
 * @usageNotes
 * ```ts
 * renderHtmlView('<post-link entry="entry"></post-link>', { entry }, { customTags: ['post-link'] });
 * ```
 */
export function renderHtmlView(
  html: string,
  scope: TemplateScope,
  options: TemplateDomOptions = {},
): TemplateView {
  const sanitizer = templateSanitizer(options.customTags ?? []);
  const plans = planFragment(sanitizer.fragment(html), {
    filters: options.filters ?? builtInTemplateFilters,
    customTags: sanitizer.customTags,
    interpolate: false,
  });
  return createView(plans, scope, sanitizer, options);
}

function createView(
  plans: readonly NodePlan[],
  scope: TemplateScope,
  sanitizer: TemplateSanitizer,
  host: TemplateRenderHost,
): TemplateView {
  // The template's own variables (ng-click="open = !open"): they live as long as the
  // rendering, and no scope the host gives replaces them.
  const state: TemplateState = Object.create(null) as TemplateState;
  const withState = (given: TemplateScope): TemplateScope => ({
    ...given,
    [TEMPLATE_STATE]: state,
  });
  let current = withState(scope);
  const update = (next: TemplateScope) => {
    current = withState(next);
    views.forEach((view) => view.update(current));
  };
  const context: RenderContext = {
    sanitizer,
    document,
    listen: host.listen?.bind(host),
    createTag: host.createTag?.bind(host),
    model: host.model,
    refresh: () => update(current),
  };
  const views = plans.map((plan) => plan.create(current, context));
  return {
    nodes: () => views.flatMap((view) => view.nodes()),
    update,
    destroy: () => views.forEach(discardView),
  };
}

const MAX_CACHED_TEMPLATES = 2000;
const plans = new WeakMap<
  TemplateSanitizer,
  WeakMap<NgaTemplateFilters, Map<string, NodePlan[]>>
>();

function cachedPlans(
  sanitizer: TemplateSanitizer,
  filters: NgaTemplateFilters,
  template: string,
): readonly NodePlan[] {
  let byFilters = plans.get(sanitizer);
  if (!byFilters) plans.set(sanitizer, (byFilters = new WeakMap()));
  let cache = byFilters.get(filters);
  if (!cache) byFilters.set(filters, (cache = new Map()));
  let compiled = cache.get(template);
  if (!compiled) {
    // Sources come from the configuration; the cap guards against templates built from data.
    if (cache.size >= MAX_CACHED_TEMPLATES) cache.clear();
    reportProblems(template, sanitizer);
    compiled = planFragment(sanitizer.fragment(template), {
      filters,
      customTags: sanitizer.customTags,
      interpolate: true,
    });
    cache.set(template, compiled);
  }
  return compiled;
}

const reportedTemplates = new Set<string>();

function reportProblems(template: string, sanitizer: TemplateSanitizer): void {
  if (typeof ngDevMode !== 'undefined' && !ngDevMode) return;
  if (reportedTemplates.has(template)) return;
  if (reportedTemplates.size >= MAX_CACHED_TEMPLATES) reportedTemplates.clear();
  reportedTemplates.add(template);
  const problems = templateProblems(template, { customTags: [...sanitizer.customTags] });
  if (problems.length > 0) {
    console.error(
      `[ng-admin] The template ${JSON.stringify(template)} uses what templates do not ` +
        `support, which is left out when it renders:\n- ${problems.join('\n- ')}`,
    );
  }
}
