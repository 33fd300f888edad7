import {
  EnvironmentProviders,
  inject,
  Injectable,
  InjectionToken,
  makeEnvironmentProviders,
  PendingTasks,
  reflectComponentType,
  Signal,
  signal,
  Type,
} from '@angular/core';
import { isFailedDownload } from '../base/failed-download';
import { ngaFeature, NgaFeature } from '../base/feature';
import { loadDateFormat } from '../i18n/date-format';
import { NgaIntl } from '../i18n/intl';
import { builtInTemplateFilters, dateFilterIn } from './filters';
import { needsInterpolation } from './plain-text';
import { NGA_TEMPLATE_ENGINE_LOADER, NgaTemplateEngine } from './template-engine-loader';
import { isTemplateComponent } from './template-kind';
import type { NgaTemplateFilters, NgaTemplateSource, TemplateScope } from './template-types';
import { stringifyTemplateValue } from './template-value';

declare const ngDevMode: unknown;

/** Components by custom tag name, as given to `withTemplateComponents`. */
export type NgaTemplateComponents = Readonly<Record<string, Type<unknown>>>;

/** Every `withTemplateComponents` registration, in order; later ones override earlier ones. */
export const NGA_TEMPLATE_COMPONENTS = new InjectionToken<readonly NgaTemplateComponents[]>(
  'NGA_TEMPLATE_COMPONENTS',
);

/**
 * Custom tags whose components load with the template engine: their names are known at once
 * (so templates that use them are checked and sanitized as registered), their code only when
 * a template renders. Components registered with `withTemplateComponents` win over them.
 */
export interface NgaLazyTemplateComponents {
  readonly tags: readonly string[];
  readonly load: () => Promise<NgaTemplateComponents>;
}

/** The lazily loaded custom tags (ng-admin's `ma-*` tags among them). */
export const NGA_LAZY_TEMPLATE_COMPONENTS = new InjectionToken<
  readonly NgaLazyTemplateComponents[]
>('NGA_LAZY_TEMPLATE_COMPONENTS');

/** The tag names of every registration, loaded lazily or not. */
export function registeredTemplateTags(): string[] {
  return [
    ...(inject(NGA_LAZY_TEMPLATE_COMPONENTS, { optional: true }) ?? []).flatMap(
      (lazy) => lazy.tags,
    ),
    ...(inject(NGA_TEMPLATE_COMPONENTS, { optional: true }) ?? []).flatMap(Object.keys),
  ];
}

/** Every `withTemplateFilters` registration, in order; later ones override earlier ones. */
export const NGA_TEMPLATE_FILTERS = new InjectionToken<readonly NgaTemplateFilters[]>(
  'NGA_TEMPLATE_FILTERS',
);

// A valid custom element name: a lower-case letter first and at least one dash.
const CUSTOM_TAG = /^[a-z][a-z0-9._]*(-[a-z0-9._]*)+$/;
const FILTER_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Lets templates use components as custom tags: `<post-link entry="{{ entry }}"></post-link>`
 * renders `PostLinkComponent` with the entry as its `entry` input. Tag names need a dash.
 * Attributes bind inputs the component declares: `{{ expression }}` alone, or a bare scope
 * name (`entry="entry"`), passes the value itself; other attributes pass their text.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withTemplateComponents({ 'post-link': PostLinkComponent }));
 *
 * admin.field('title').template('<post-link entry="{{ entry }}">{{ value }}</post-link>');
 * ```
 */
export function withTemplateComponents(
  components: NgaTemplateComponents,
): NgaFeature<'templateComponents'> {
  return ngaFeature('templateComponents', [provideTemplateComponents(components)]);
}

/**
 * The provider behind `withTemplateComponents`, for libraries that ship template components.
 *
 * @usageNotes
 * ```ts
 * export const provideMapTags = () => provideTemplateComponents({ 'nga-map': MapComponent });
 * ```
 */
export function provideTemplateComponents(components: NgaTemplateComponents): EnvironmentProviders {
  const normalized: Record<string, Type<unknown>> = {};
  for (const [tag, component] of Object.entries(components)) {
    const name = tag.toLowerCase();
    if (!CUSTOM_TAG.test(name)) {
      throw new Error(
        `withTemplateComponents: "${tag}" is not a valid custom tag name; ` +
          'use lower-case letters and at least one dash, as "post-link".',
      );
    }
    if (typeof component !== 'function' || reflectComponentType(component) === null) {
      throw new Error(`withTemplateComponents: the value for "${tag}" is not a component class.`);
    }
    normalized[name] = component;
  }
  return makeEnvironmentProviders([
    { provide: NGA_TEMPLATE_COMPONENTS, useValue: normalized, multi: true },
  ]);
}

/**
 * Adds filters to template expressions, or replaces built-in ones (`uppercase`, `lowercase`,
 * `date`, `number`, `currency`, `json`, `limitTo`, `orderBy`, `stripTags`). A filter receives
 * the piped value, then the arguments written after colons.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(
 *   () => buildAdmin(),
 *   withTemplateFilters({ truncate: (text: string, size = 20) => text.slice(0, size) }),
 * );
 *
 * admin.field('body').template('{{ value | truncate:50 }}');
 * ```
 */
export function withTemplateFilters(filters: NgaTemplateFilters): NgaFeature<'templateFilters'> {
  return ngaFeature('templateFilters', [provideTemplateFilters(filters)]);
}

/**
 * The provider behind `withTemplateFilters`.
 *
 * @usageNotes
 * ```ts
 * export const provideMoneyFilters = () => provideTemplateFilters({ cents: (v: number) => v / 100 });
 * ```
 */
export function provideTemplateFilters(filters: NgaTemplateFilters): EnvironmentProviders {
  for (const [name, filter] of Object.entries(filters)) {
    if (!FILTER_NAME.test(name) || typeof filter !== 'function') {
      throw new Error(`withTemplateFilters: "${name}" must be an identifier mapped to a function.`);
    }
  }
  return makeEnvironmentProviders([
    { provide: NGA_TEMPLATE_FILTERS, useValue: { ...filters }, multi: true },
  ]);
}

/**
 * The registered template components and filters, merged once; text rendering with them; and
 * the template engine (expression compiler, sanitizer, DOM renderer), which is loaded on
 * first need so that pages whose templates are plain text never download it.
 *
 * @usageNotes
 * ```ts
 * const templates = inject(NgaTemplateRenderer);
 * const title = computed(() => templates.text(view.title(), { entry: entry() }));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaTemplateRenderer {
  /** Components by lower-case tag name; the lazily loaded ones once the engine has loaded. */
  readonly components: ReadonlyMap<string, Type<unknown>>;
  /** The registered tag names. */
  readonly customTags: readonly string[];
  /** The built-in filters, then the registered ones. */
  readonly filters: NgaTemplateFilters;

  private readonly loader = inject(NGA_TEMPLATE_ENGINE_LOADER);
  private readonly intl = inject(NgaIntl);
  private readonly pendingTasks = inject(PendingTasks);
  private readonly loadedEngine = signal<NgaTemplateEngine | undefined>(undefined);
  private loading: Promise<NgaTemplateEngine> | undefined;
  private readonly lazyComponents = inject(NGA_LAZY_TEMPLATE_COMPONENTS, { optional: true }) ?? [];

  /** The template engine once loaded, `undefined` before: read it to follow its arrival. */
  readonly engine: Signal<NgaTemplateEngine | undefined> = this.loadedEngine.asReadonly();
  private readonly failedDownload = signal(false);
  /**
   * Whether the engine's code did not download on its last try: templates that need it say
   * so in their place (`NgaPartDownloadFailed`) instead of staying blank.
   */
  readonly notDownloaded: Signal<boolean> = this.failedDownload.asReadonly();

  constructor() {
    const components = new Map<string, Type<unknown>>();
    for (const group of inject(NGA_TEMPLATE_COMPONENTS, { optional: true }) ?? []) {
      for (const [tag, component] of Object.entries(group)) components.set(tag, component);
    }
    this.components = components;
    this.customTags = [
      ...new Set([...this.lazyComponents.flatMap((lazy) => lazy.tags), ...components.keys()]),
    ];
    this.filters = Object.freeze(
      Object.assign(
        {},
        builtInTemplateFilters,
        // `{{ value | date:'longDate' }}` in the admin's words.
        { date: dateFilterIn(this.intl.locale) },
        ...(inject(NGA_TEMPLATE_FILTERS, { optional: true }) ?? []),
      ),
    );
  }

  /**
   * Loads the template engine, once. The application stays unstable until it has arrived, so
   * that `whenStable()` (tests, server rendering) sees the templates rendered.
   */
  load(): Promise<NgaTemplateEngine> {
    if (!this.loading) {
      const done = this.pendingTasks.add();
      // The `date` filter's formatting and locale data come with the engine.
      const dates = loadDateFormat(this.intl.locale, this.intl.localeData)?.catch(() => undefined);
      const tags = this.lazyComponents.map((lazy) => lazy.load());
      this.loading = Promise.all([this.loader(), dates, ...tags]).then(
        ([engine, , ...groups]) => {
          const components = this.components as Map<string, Type<unknown>>;
          for (const group of groups as NgaTemplateComponents[]) {
            for (const [tag, component] of Object.entries(group)) {
              if (!components.has(tag)) components.set(tag, component);
            }
          }
          this.loadedEngine.set(engine as NgaTemplateEngine);
          this.failedDownload.set(false);
          done();
          return engine;
        },
        (error: unknown) => {
          // A later call tries again, for instance after a network failure.
          this.loading = undefined;
          done();
          this.failedDownload.set(isFailedDownload(error));
          if (typeof ngDevMode === 'undefined' || ngDevMode || isFailedDownload(error)) {
            console.error('[ng-admin] The template engine could not be loaded:', error);
          }
          throw error;
        },
      );
    }
    return this.loading;
  }

  /**
   * The text of a template with the registered filters: a string is interpolated against the
   * scope, a function is called with `scope.entry`, a component class gives `''`. The result
   * is not escaped: bind it as text, never as HTML.
   *
   * A string with `{{ }}` needs the template engine: until it has loaded, the text is `''` and
   * loading starts. Called in a reactive context (`computed`, a component template), the text
   * updates by itself when the engine arrives; elsewhere, `await load()` first.
   */
  text(template: NgaTemplateSource | null | undefined, scope: TemplateScope): string {
    if (template === null || template === undefined) return '';
    if (typeof template === 'string') {
      if (!needsInterpolation(template)) return template;
      const engine = this.engine();
      if (engine) return engine.interpolate(template, scope, this.filters);
      void this.load().catch(() => undefined);
      return '';
    }
    if (isTemplateComponent(template)) return '';
    return stringifyTemplateValue((template as (entry: unknown) => unknown)(scope.entry));
  }
}
