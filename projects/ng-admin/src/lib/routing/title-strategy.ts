import { inject, Injectable, Injector } from '@angular/core';
import { Title } from '@angular/platform-browser';
import { ActivatedRouteSnapshot, RouterStateSnapshot, TitleStrategy } from '@angular/router';
import { isFailedDownload } from '../base/failed-download';
import { NGA_VIEW_ROUTE } from '../base/links';
import { NGA_APPLICATION, NGA_CONFIGURATION } from '../base/tokens';
import { NgaIntl } from '../i18n/intl';
import type { ViewKind } from '@ng-admin/core/config';

const VIEW_KINDS: ReadonlySet<string> = new Set<ViewKind>([
  'list',
  'creation',
  'edition',
  'show',
  'deletion',
  'batchDelete',
]);

/**
 * The browser tab's title: the admin page and the application, "Edit post #12 - My blog".
 * A view's configured title counts when it is plain text (a template holds data and waits for
 * it, so the default title of the view is used). Routes outside the admin keep their own
 * `title`, as Angular's default strategy gives it.
 *
 * @usageNotes
 * ```ts
 * // provideNgAdmin provides it; a host may provide its own TitleStrategy after it instead.
 * { provide: TitleStrategy, useClass: NgaTitleStrategy }
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaTitleStrategy extends TitleStrategy {
  private readonly title = inject(Title);
  private readonly injector = inject(Injector);
  private readonly configuration = inject(NGA_CONFIGURATION);
  private readonly intl = inject(NgaIntl);

  // Read only for an accepted configuration: a refused one may have no application.
  private get application() {
    return this.injector.get(NGA_APPLICATION);
  }

  override updateTitle(snapshot: RouterStateSnapshot): void {
    if (this.configuration.problems) {
      this.title.setTitle(
        isFailedDownload(this.configuration.error)
          ? this.intl.downloadFailed
          : this.intl.configurationRefused,
      );
      return;
    }
    const view = deepestAdminRoute(snapshot.root);
    const own = this.buildTitle(snapshot);
    // A page an application added keeps its own title, followed by the application's.
    const page = (view && this.adminTitle(view)) ?? own;
    if (page === undefined) return;
    const application = this.application.title();
    this.title.setTitle(view && page !== application ? `${page} - ${application}` : page);
  }

  private adminTitle(route: ActivatedRouteSnapshot): string | undefined {
    const kind = route.data[NGA_VIEW_ROUTE] as string;
    if (kind !== 'dashboard' && kind !== 'notFound' && !VIEW_KINDS.has(kind)) return undefined;
    const entityName = route.paramMap.get('entity');
    const id = route.paramMap.get('id');
    const entity =
      entityName && this.application.hasEntity(entityName)
        ? this.application.getEntity(entityName)
        : null;
    if (!entity) {
      return kind === 'dashboard' ? this.application.title() : this.intl.notFoundTitle;
    }
    const label = entity.label();
    if (VIEW_KINDS.has(kind)) {
      const configured = entity.getView(kind as ViewKind).title();
      if (typeof configured === 'string' && configured && !/[{<&]/.test(configured)) {
        return configured;
      }
    }
    switch (kind) {
      case 'list':
        return this.intl.listTitle(label);
      case 'creation':
        return this.intl.createTitle(label);
      case 'edition':
        return this.intl.editTitle(label, id);
      case 'show':
        return this.intl.showTitle(label, id);
      case 'deletion':
        return this.intl.deleteTitle(label, id);
      case 'batchDelete':
        return this.intl.batchDeleteTitle(
          (route.paramMap.get('ids') ?? '').split(',').filter(Boolean).length,
          label,
        );
      default:
        return this.intl.notFoundTitle;
    }
  }
}

function deepestAdminRoute(route: ActivatedRouteSnapshot): ActivatedRouteSnapshot | null {
  let found: ActivatedRouteSnapshot | null = null;
  for (let current: ActivatedRouteSnapshot | null = route; current; current = current.firstChild) {
    if (current.data?.[NGA_VIEW_ROUTE] !== undefined) found = current;
  }
  return found;
}
