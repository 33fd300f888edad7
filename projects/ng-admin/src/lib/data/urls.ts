import type { Application, Entity, UrlSetting, View } from '@ng-admin/core/config';

/** Where a collection of records lives, as a dialect receives it. */
export interface ResourceTarget {
  entityName: string;
  /** The name of the entity's identifier field (`id` by default). */
  identifierName: string;
  /** The collection URL, API base included: `/api/posts`. */
  url: string;
  /**
   * The properties of the records that the caller reads, when it knows them: the identifier,
   * then the first segment of each field name (`author` for `author.name`). A dialect that
   * asks for some properties only (GraphQL) selects these; the others ignore it.
   */
  fields?: readonly string[];
}

/** Where one record lives, as a dialect receives it. */
export interface RecordTarget extends ResourceTarget {
  id: unknown;
  /** The record URL: `<url>/<URL-encoded id>`, or what a `url` function returned. */
  recordUrl: string;
}

/** Whether a URL has a scheme (`https://`) or is protocol-relative (`//host`). */
export function isAbsoluteUrl(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url);
}

/** Joins a base URL and a path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  if (!base) {
    return path;
  }
  if (!path) {
    return base;
  }
  const baseEndsWithSlash = base.endsWith('/');
  const pathStartsWithSlash = path.startsWith('/');
  if (baseEndsWithSlash && pathStartsWithSlash) {
    return base + path.slice(1);
  }
  return baseEndsWithSlash || pathStartsWithSlash ? base + path : `${base}/${path}`;
}

/** The API base of an entity: its own `baseApiUrl`, else the application's, else `/`. */
export function apiBaseUrl(application: Application | null, entity: Entity): string {
  return entity.baseApiUrl() ?? application?.baseApiUrl() ?? '/';
}

/** A configured URL made usable: absolute ones kept, relative ones prefixed with the base. */
function withBase(base: string, url: string): string {
  return isAbsoluteUrl(url) ? url : joinUrl(base, url);
}

/** The `url` setting in force: the view's, else the entity's. */
function urlSetting(entity: Entity, view?: View | null): UrlSetting | undefined {
  return view?.url() ?? entity.url();
}

/**
 * The collection URL of an entity: `<base><entity name>` by default; a `url` string of the
 * view or entity replaces the entity name; a `url` function is called without identifier.
 */
export function collectionUrl(
  application: Application | null,
  entity: Entity,
  view?: View | null,
): string {
  const base = apiBaseUrl(application, entity);
  const setting = urlSetting(entity, view);
  if (setting === undefined) {
    return joinUrl(base, encodeURIComponent(entity.name()));
  }
  return withBase(base, typeof setting === 'function' ? setting(undefined) : setting);
}

/**
 * The URL of one record: the collection URL followed by `/<URL-encoded id>`. A `url`
 * function of the view or entity receives the raw identifier and returns the whole path.
 */
export function recordUrl(
  application: Application | null,
  entity: Entity,
  id: unknown,
  view?: View | null,
): string {
  const setting = urlSetting(entity, view);
  if (typeof setting === 'function') {
    return withBase(apiBaseUrl(application, entity), setting(id));
  }
  return `${collectionUrl(application, entity, view)}/${encodeURIComponent(String(id))}`;
}

/** The collection target a dialect receives. */
export function resourceTarget(
  application: Application | null,
  entity: Entity,
  view?: View | null,
): ResourceTarget {
  return {
    entityName: entity.name(),
    identifierName: entity.identifier().name(),
    url: collectionUrl(application, entity, view),
  };
}

/** The record target a dialect receives. */
export function recordTarget(
  application: Application | null,
  entity: Entity,
  id: unknown,
  view?: View | null,
): RecordTarget {
  return {
    ...resourceTarget(application, entity, view),
    id,
    recordUrl: recordUrl(application, entity, id, view),
  };
}
