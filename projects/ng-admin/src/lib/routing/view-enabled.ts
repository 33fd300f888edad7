import { inject } from '@angular/core';
import type { CanMatchFn } from '@angular/router';
import type { ViewKind } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../base/tokens';

/**
 * Matches a view route only for a known entity whose view is enabled, so that a disabled view
 * has no route and falls through to the not-found page.
 *
 * @usageNotes
 * ```ts
 * { path: ':entity/edit/:id', canMatch: [viewEnabled('edition')], loadComponent: ... }
 * ```
 */
export function viewEnabled(kind: ViewKind): CanMatchFn {
  return (_route, segments) => {
    const entityName = segments[0]?.path;
    const entity = inject(NGA_APPLICATION).entities.find((item) => item.name() === entityName);
    return entity !== undefined && entity.getView(kind).isEnabled();
  };
}
