import { LocationStrategy } from '@angular/common';
import { computed, DestroyRef, inject, Injectable, InjectionToken, signal } from '@angular/core';
import {
  ActivatedRouteSnapshot,
  NavigationCancel,
  NavigationEnd,
  NavigationError,
  Params,
  Router,
  RoutesRecognized,
} from '@angular/router';
import type { Entity, Field, ViewKind } from '@ng-admin/core/config';

/**
 * The route data key that marks the admin's own routes (`ngAdminRoutes`): the routes above the
 * first marked one are where the admin is mounted.
 */
export const NGA_VIEW_ROUTE = 'ngaView';

/**
 * Whether the user may open a view of an entity: enabled, and allowed by the permissions in
 * force. Detail links lead only where the user may go. `provideNgAdmin` provides it from the
 * permission rules; the default only asks whether the view is enabled.
 */
export const NGA_VIEW_ACCESS = new InjectionToken<(entity: Entity, kind: ViewKind) => boolean>(
  'NGA_VIEW_ACCESS',
  { providedIn: 'root', factory: () => (entity, kind) => entity.getView(kind).isEnabled() },
);

/** Router commands and query parameters of one admin page. */
export interface NgaLink {
  /** Absolute router commands, mount path included: `['/', 'admin', 'posts', 'list']`. */
  readonly commands: readonly string[];
  readonly queryParams?: Params;
}

/**
 * Builds every link to an admin page, relative to where the admin is mounted: at the root
 * (`provideNgAdmin` alone) or under a host route (`{ path: 'admin', children: ngAdminRoutes }`
 * with `withHostRouter()`). The mount follows the router: it is read from each recognized
 * navigation, before the views of that navigation render.
 *
 * @usageNotes
 * ```ts
 * const links = inject(NgaLinks);
 * router.navigate(links.edit(posts, 12).commands);   // ['/', 'admin', 'posts', 'edit', '12']
 * const href = links.href(links.list(posts));        // '/admin/posts/list'
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaLinks {
  private readonly router = inject(Router);
  private readonly locationStrategy = inject(LocationStrategy);
  private readonly mountSegments = signal<readonly string[]>([]);
  /** The router URL of the page shown, fragment aside; null until a navigation ended. */
  private readonly pageUrl = signal<string | null>(null);
  private readonly access = inject(NGA_VIEW_ACCESS);

  /** The path segments of the admin's root (`[]` at the application root). */
  readonly mount = this.mountSegments.asReadonly();
  /** Router commands of the admin's root, the dashboard. */
  readonly home = computed<NgaLink>(() => ({ commands: ['/', ...this.mount()] }));

  constructor() {
    const subscription = this.router.events.subscribe((event) => {
      if (event instanceof RoutesRecognized) this.follow(event.state.root);
      else if (
        event instanceof NavigationEnd ||
        event instanceof NavigationCancel ||
        event instanceof NavigationError
      ) {
        this.follow(this.router.routerState.snapshot.root);
        this.pageUrl.set(withoutFragment(this.router.url));
      }
    });
    inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
  }

  /**
   * Whether the user may open a view of an entity: it is enabled and the permissions in force
   * allow it. Buttons and links to a view show only when it holds.
   */
  allows(entity: Entity, kind: ViewKind): boolean {
    return this.access(entity, kind);
  }

  /** The list of an entity, with list query parameters (page, sort, search) when given. */
  list(entity: Entity, queryParams?: Params): NgaLink {
    return this.link([entity.name(), 'list'], queryParams);
  }

  /** The creation form of an entity, with `defaultValues` when given. */
  create(entity: Entity, defaultValues?: Record<string, unknown>): NgaLink {
    return this.link(
      [entity.name(), 'create'],
      defaultValues ? { defaultValues: JSON.stringify(defaultValues) } : undefined,
    );
  }

  show(entity: Entity, id: unknown): NgaLink {
    return this.link([entity.name(), 'show', String(id)]);
  }

  edit(entity: Entity, id: unknown): NgaLink {
    return this.link([entity.name(), 'edit', String(id)]);
  }

  delete(entity: Entity, id: unknown): NgaLink {
    return this.link([entity.name(), 'delete', String(id)]);
  }

  batchDelete(entity: Entity, ids: readonly unknown[]): NgaLink {
    return this.link([entity.name(), 'batch-delete', ids.map((id) => String(id)).join(',')]);
  }

  /**
   * The detail view an entry links to (spec 2.3 isDetailLink): the field's route, the show
   * view for read-only entities, the other view when the preferred one is disabled or not
   * allowed to the user; null when neither can be opened.
   */
  detail(entity: Entity, field: Field, id: unknown): NgaLink | null {
    const preferred = entity.getDetailLinkView(field);
    if (preferred === null) return null;
    const order =
      preferred === 'edit' ? (['edition', 'show'] as const) : (['show', 'edition'] as const);
    const kind = order.find((candidate) => this.allows(entity, candidate));
    if (kind === 'edition') return this.edit(entity, id);
    if (kind === 'show') return this.show(entity, id);
    return null;
  }

  /** The router URL of a link: `/admin/posts/list?page=2`. */
  url(link: NgaLink): string {
    // Without query parameters the URL is the encoded segments: long lists build hundreds of
    // links, and a URL tree for each would cost more than the rows themselves.
    if (!link.queryParams) return '/' + link.commands.slice(1).map(encodeSegment).join('/');
    return this.router.serializeUrl(
      this.router.createUrlTree([...link.commands], { queryParams: link.queryParams }),
    );
  }

  /** The `href` of a link, with the application's base href. */
  href(link: NgaLink): string {
    return this.locationStrategy.prepareExternalUrl(this.url(link));
  }

  /**
   * The `href` of a link to an element of the page shown (a skip link's target). A bare
   * `#id` would resolve against the base href, the application's root, not this page: under
   * a host route it would lead out of the admin.
   *
   * @usageNotes
   * ```html
   * <a [href]="links.inPage('nga-main')">Skip to content</a>  <!-- /admin/posts/list#nga-main -->
   * ```
   */
  inPage(elementId: string): string {
    const page = this.pageUrl() ?? withoutFragment(this.router.url);
    return `${this.locationStrategy.prepareExternalUrl(page)}#${encodeURIComponent(elementId)}`;
  }

  private link(path: readonly string[], queryParams?: Params): NgaLink {
    return { commands: ['/', ...this.mount(), ...path], queryParams };
  }

  private follow(root: ActivatedRouteSnapshot): void {
    const mount = mountOf(root);
    if (mount && !sameSegments(mount, this.mountSegments())) this.mountSegments.set(mount);
  }
}

/** The URL segments above the first admin route of a router state, or null without one. */
export function mountOf(root: ActivatedRouteSnapshot): string[] | null {
  const search = (route: ActivatedRouteSnapshot, above: string[]): string[] | null => {
    if (route.routeConfig?.data?.[NGA_VIEW_ROUTE] !== undefined) return above;
    const here = [...above, ...route.url.map((segment) => segment.path)];
    for (const child of route.children) {
      const found = search(child, here);
      if (found) return found;
    }
    return null;
  };
  return search(root, []);
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** Encodes a path segment as the router's URL serializer does. */
function encodeSegment(segment: string): string {
  // Most segments (entity names, numeric ids) need no encoding: a long list builds thousands.
  if (/^[\w.~-]*$/.test(segment)) return segment;
  return encodeURIComponent(segment)
    .replace(/%40/g, '@')
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/%26/gi, '&');
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}

/** The attribute holding the router URL of an admin link rendered as a plain anchor. */
export const NGA_LINK_URL_ATTRIBUTE = 'data-nga-url';

/**
 * Follows a plain left click on an admin link (`<a href data-nga-url>`) inside the application
 * instead of reloading the page; clicks with a modifier key or another button keep the
 * browser's behaviour (new tab, new window). Call it from a click listener on a container, so
 * that long lists need no router link directive per cell.
 *
 * @usageNotes
 * ```html
 * <table (click)="followAdminLink($event, router)">...<a [href]="href" data-nga-url="/posts/edit/1">
 * ```
 */
export function followAdminLink(event: MouseEvent, router: Router): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.(`a[${NGA_LINK_URL_ATTRIBUTE}]`);
  const url = anchor?.getAttribute(NGA_LINK_URL_ATTRIBUTE);
  if (!anchor || !url || (anchor.getAttribute('target') ?? '_self') !== '_self') return false;
  event.preventDefault();
  void router.navigateByUrl(url);
  return true;
}
