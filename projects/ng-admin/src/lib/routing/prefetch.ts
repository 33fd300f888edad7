import { inject, type Injector } from '@angular/core';
import { UrlSerializer, type ResolveFn } from '@angular/router';
import type { ViewKind } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaAuth } from '../data/auth/auth';
import { NgaPermissions } from '../data/auth/permissions';
import { NgaDataService } from '../data/data-service';
import { listQueryOf, listStateFromParams } from '../views/list/list-state';
import type { NgaAddressedView } from './view-code';

/**
 * Starts loading a list page as soon as its route is recognised, while the view's code is
 * still on its way: the list view then takes the answer instead of asking again. It resolves
 * at once, so it never delays the navigation.
 *
 * @usageNotes
 * ```ts
 * { path: ':entity/list', resolve: { prefetched: prefetchListData }, loadComponent: ... }
 * ```
 */
export const prefetchListData: ResolveFn<boolean> = (route) => {
  const entity = inject(NGA_APPLICATION).getEntity(route.paramMap.get('entity') ?? '');
  const view = entity.listView();
  const state = listStateFromParams(view, route.queryParams);
  const data = inject(NgaDataService);
  data.prefetchEntries(data.listRequest(view, listQueryOf(state)));
  return true;
};

/**
 * Starts loading the entry of a show, edition or deletion route as soon as it is recognised,
 * in parallel with the view's code. It resolves at once.
 *
 * @usageNotes
 * ```ts
 * { path: ':entity/show/:id', resolve: { prefetched: prefetchEntryData('show') }, ... }
 * ```
 */
export function prefetchEntryData(kind: ViewKind): ResolveFn<boolean> {
  return (route) => {
    const entity = inject(NGA_APPLICATION).getEntity(route.paramMap.get('entity') ?? '');
    const id = route.paramMap.get('id');
    if (id !== null) inject(NgaDataService).prefetchEntry(entity.getView(kind), id);
    return true;
  };
}

/**
 * Starts loading the data of the view the application opens with (`view`, read from `url` by
 * `viewOfPath`) as soon as the configuration is read and the session restored, without
 * waiting for the router: only for a user the route's guards would let in, and with the
 * request the route's resolver makes, which then takes this one instead of asking again.
 *
 * @usageNotes
 * ```ts
 * void prefetchAddressData(injector, viewOfPath(location.pathname), location.href);
 * ```
 */
export async function prefetchAddressData(
  injector: Injector,
  view: NgaAddressedView,
  url: string,
): Promise<void> {
  const auth = injector.get(NgaAuth);
  if (auth.enabled) {
    await auth.ready();
    if (auth.status() !== 'signed-in') return;
  }
  const application = injector.get(NGA_APPLICATION);
  if (!application.hasEntity(view.entity)) return;
  const entity = application.getEntity(view.entity);
  const shown = entity.getView(view.kind);
  if (!shown.isEnabled() || !injector.get(NgaPermissions).canView(entity, view.kind)) return;
  const data = injector.get(NgaDataService);
  if (view.kind === 'list') {
    const { queryParams } = injector.get(UrlSerializer).parse(url);
    const listView = entity.listView();
    data.prefetchEntries(
      data.listRequest(listView, listQueryOf(listStateFromParams(listView, queryParams))),
    );
  } else if (view.id !== undefined && view.kind !== 'creation') {
    data.prefetchEntry(shown, view.id);
  }
}
