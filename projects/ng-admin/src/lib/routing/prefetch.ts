import { inject } from '@angular/core';
import type { ResolveFn } from '@angular/router';
import type { ViewKind } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaDataService } from '../data/data-service';
import { listQueryOf, listStateFromParams } from '../views/list/list-state';

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
