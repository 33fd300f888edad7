import type { Type } from '@angular/core';
import type { ViewKind } from '@ng-admin/core/config';

/**
 * The code of each routed view, requested in one step: the page and the modules its chunk
 * would only reveal once it runs (the datagrid and the CDK table under it, the view buttons),
 * so that the browser asks for them all at once instead of one level of imports at a time.
 */
const VIEW_CODE = {
  list: () =>
    Promise.all([
      import('../views/list/list-page'),
      import('../views/datagrid/datagrid'),
      import('../views/shared/view-buttons'),
    ]).then(([page]) => page.NgaListPage),
  show: () =>
    Promise.all([import('../views/show/show-page'), import('../views/shared/view-buttons')]).then(
      ([page]) => page.NgaShowPage,
    ),
  form: () =>
    Promise.all([import('../views/form/form-page'), import('../views/shared/view-buttons')]).then(
      ([page]) => page.NgaFormPage,
    ),
} satisfies Record<string, () => Promise<Type<unknown>>>;

/** The views whose code loads ahead, by the shape of the address. */
type PreloadedView = keyof typeof VIEW_CODE;

const loading = new Map<PreloadedView, Promise<Type<unknown>>>();

/**
 * Loads the code of a view, once: the route's `loadComponent`, and `preloadViewCode` before it.
 *
 * @usageNotes
 * ```ts
 * { path: ':entity/list', loadComponent: () => loadViewCode('list') }
 * ```
 */
export function loadViewCode(view: PreloadedView): Promise<Type<unknown>> {
  let code = loading.get(view);
  if (!code) {
    code = VIEW_CODE[view]();
    // A failed load (a network error) is tried again by the next navigation.
    code.catch(() => loading.delete(view));
    loading.set(view, code);
  }
  return code;
}

/** The view an address opens: its kind, its entity's name and, for one entry, its id. */
export interface NgaAddressedView {
  readonly kind: ViewKind;
  readonly entity: string;
  readonly id?: string;
}

/**
 * The view an address opens, read from its last segments the way the admin's routes read them
 * (`…/posts/list`, `…/posts/edit/12`), whatever the mount path or base href before them;
 * with the entity's name. Undefined for any other address.
 */
export function viewOfPath(path: string): NgaAddressedView | undefined {
  const segments = path.split(/[?#]/)[0].split('/').filter(Boolean).map(decodeSegment);
  const [last, beforeLast, third] = segments.slice(-3).reverse();
  if (last === 'list' && beforeLast) return { kind: 'list', entity: beforeLast };
  if (last === 'create' && beforeLast) return { kind: 'creation', entity: beforeLast };
  const byId: Partial<Record<string, ViewKind>> = { show: 'show', edit: 'edition' };
  const kind = beforeLast ? byId[beforeLast] : undefined;
  if (kind && third) return { kind, entity: third, id: last };
  return undefined;
}

/**
 * Starts loading the code of a view (read from the address by `viewOfPath`) at the
 * application's start: while the configuration is read and the session restored, not after
 * them, so that the page's code is there when its data arrives. An address that only looks
 * like a view's costs one unused download.
 *
 * @usageNotes
 * ```ts
 * const view = viewOfPath(inject(DOCUMENT).location.pathname);
 * if (view) preloadViewCode(view);
 * ```
 */
export function preloadViewCode(view: NgaAddressedView): void {
  const code: PreloadedView =
    view.kind === 'list' ? 'list' : view.kind === 'show' ? 'show' : 'form';
  // The route reports a failure when it asks for the same code.
  loadViewCode(code).catch(() => undefined);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
