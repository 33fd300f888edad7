import { inject } from '@angular/core';
import { ActivatedRouteSnapshot, CanActivateFn, RedirectCommand, Router } from '@angular/router';
import type { ViewKind } from '@ng-admin/core/config';
import { mountOf, NgaLinks } from '../base/links';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaAuth } from '../data/auth/auth';
import { NgaPermissions } from '../data/auth/permissions';

/**
 * Lets only a signed-in user in (when the admin has `withAuth(...)`): the session is restored
 * first (a refresh or session cookie); without one, the login page opens, remembering where
 * the user wanted to go.
 *
 * @usageNotes
 * ```ts
 * { path: 'stats', canActivate: [signedIn], loadComponent: ... }
 * ```
 */
export const signedIn: CanActivateFn = async (_route, state) => {
  const auth = inject(NgaAuth);
  if (!auth.enabled) return true;
  // inject() only works before the first await.
  const links = inject(NgaLinks);
  const router = inject(Router);
  await auth.ready();
  if (auth.status() === 'signed-in') return true;
  return router.createUrlTree([...adminRoot(state.root, links), 'login'], {
    queryParams: { returnUrl: state.url },
  });
};

/**
 * Router commands of the admin's root for the navigation under way: read from its own route
 * state, since `NgaLinks` may not have seen it yet (the first admin page after a host page).
 */
function adminRoot(root: ActivatedRouteSnapshot, links: NgaLinks): string[] {
  const mount = mountOf(root);
  return mount ? ['/', ...mount] : [...links.home().commands];
}

/**
 * Opens a view only for a user who may use it (the configuration's `permissions(...)`);
 * anyone else sees the "not allowed" page at the same address.
 *
 * @usageNotes
 * ```ts
 * { path: ':entity/edit/:id', canActivate: [signedIn, viewAllowed('edition')], ... }
 * ```
 */
export function viewAllowed(kind: ViewKind): CanActivateFn {
  return async (route, state) => {
    const application = inject(NGA_APPLICATION);
    const permissions = inject(NgaPermissions);
    const router = inject(Router);
    const links = inject(NgaLinks);
    // Guards of a route run side by side: the identity the rules need may still be restoring.
    await inject(NgaAuth).ready();
    const name = route.paramMap.get('entity') ?? '';
    if (!application.hasEntity(name)) return true;
    if (permissions.canView(application.getEntity(name), kind)) return true;
    const forbidden = router.createUrlTree([...adminRoot(state.root, links), 'forbidden']);
    // The address stays the one the user asked for: reloading it asks again.
    return new RedirectCommand(forbidden, { browserUrl: state.url });
  };
}
