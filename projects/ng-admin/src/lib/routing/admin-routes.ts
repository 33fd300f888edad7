import { inject, InjectionToken } from '@angular/core';
import type { Routes } from '@angular/router';
import { NGA_VIEW_ROUTE } from '../base/links';
import { NGA_CONFIGURATION } from '../base/tokens';
import { orDownloadFailed } from '../shell/download-failed';
import { prefetchEntryData, prefetchListData } from './prefetch';
import { signedIn, viewAllowed } from './signed-in';
import { unsavedChangesGuard } from './unsaved-changes';
import { loadViewCode } from './view-code';
import { viewEnabled } from './view-enabled';

/** Routes applications add to the admin's own, with `withRoutes(...)`. */
export const NGA_ROUTES = new InjectionToken<readonly Routes[]>('NGA_ROUTES', {
  providedIn: 'root',
  factory: () => [],
});

/**
 * The admin's routes (design.md section 3), each view loaded lazily while its data is
 * already being fetched. `provideNgAdmin` mounts them at the root; a host with its own router
 * mounts them where it wants and passes `withHostRouter()`; every link the admin renders then
 * stays under that path.
 *
 * @usageNotes
 * ```ts
 * provideRouter([{ path: 'admin', component: NgAdminComponent, children: ngAdminRoutes }]);
 * provideNgAdmin(() => buildAdmin(), withHostRouter());
 * ```
 */
export const ngAdminRoutes: Routes = [
  {
    // A refused configuration shows its problems (NgAdminComponent) and loads nothing more: no
    // guard, page or data, and no application, which a failed download may have left out.
    path: '**',
    canMatch: [() => inject(NGA_CONFIGURATION).problems !== undefined],
    children: [],
  },
  {
    path: 'login',
    data: { [NGA_VIEW_ROUTE]: 'login' },
    loadComponent: orDownloadFailed(() =>
      import('../shell/login-page').then((m) => m.NgaLoginPage),
    ),
  },
  {
    path: 'forbidden',
    canActivate: [signedIn],
    data: { [NGA_VIEW_ROUTE]: 'forbidden' },
    loadComponent: orDownloadFailed(() => import('../shell/forbidden').then((m) => m.NgaForbidden)),
  },
  {
    path: '',
    pathMatch: 'full',
    canActivate: [signedIn],
    data: { [NGA_VIEW_ROUTE]: 'dashboard' },
    loadComponent: orDownloadFailed(() => import('../shell/dashboard').then((m) => m.NgaDashboard)),
  },
  {
    path: ':entity/list',
    canMatch: [viewEnabled('list')],
    canActivate: [signedIn, viewAllowed('list')],
    resolve: { prefetched: prefetchListData },
    data: { [NGA_VIEW_ROUTE]: 'list' },
    loadComponent: orDownloadFailed(() => loadViewCode('list')),
  },
  {
    path: ':entity/create',
    canMatch: [viewEnabled('creation')],
    canActivate: [signedIn, viewAllowed('creation')],
    canDeactivate: [unsavedChangesGuard],
    data: { [NGA_VIEW_ROUTE]: 'creation', kind: 'creation' },
    loadComponent: orDownloadFailed(() => loadViewCode('form')),
  },
  {
    path: ':entity/show/:id',
    canMatch: [viewEnabled('show')],
    canActivate: [signedIn, viewAllowed('show')],
    resolve: { prefetched: prefetchEntryData('show') },
    data: { [NGA_VIEW_ROUTE]: 'show' },
    loadComponent: orDownloadFailed(() => loadViewCode('show')),
  },
  {
    path: ':entity/edit/:id',
    canMatch: [viewEnabled('edition')],
    canActivate: [signedIn, viewAllowed('edition')],
    canDeactivate: [unsavedChangesGuard],
    resolve: { prefetched: prefetchEntryData('edition') },
    data: { [NGA_VIEW_ROUTE]: 'edition', kind: 'edition' },
    loadComponent: orDownloadFailed(() => loadViewCode('form')),
  },
  {
    path: ':entity/delete/:id',
    canMatch: [viewEnabled('deletion')],
    canActivate: [signedIn, viewAllowed('deletion')],
    resolve: { prefetched: prefetchEntryData('deletion') },
    data: { [NGA_VIEW_ROUTE]: 'deletion' },
    loadComponent: orDownloadFailed(() =>
      import('../views/delete/delete-page').then((m) => m.NgaDeletePage),
    ),
  },
  {
    path: ':entity/batch-delete/:ids',
    canMatch: [viewEnabled('batchDelete')],
    canActivate: [signedIn, viewAllowed('batchDelete')],
    data: { [NGA_VIEW_ROUTE]: 'batchDelete' },
    loadComponent: orDownloadFailed(() =>
      import('../views/delete/batch-delete-page').then((m) => m.NgaBatchDeletePage),
    ),
  },
  {
    // The pages applications add with withRoutes(), inside the shell, before "not found".
    path: '',
    canActivateChild: [signedIn],
    loadChildren: () => inject(NGA_ROUTES).flat(),
  },
  {
    path: '**',
    data: { [NGA_VIEW_ROUTE]: 'notFound' },
    loadComponent: orDownloadFailed(() => import('../shell/not-found').then((m) => m.NgaNotFound)),
  },
];
