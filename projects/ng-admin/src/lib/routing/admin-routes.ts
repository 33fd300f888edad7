import type { Routes } from '@angular/router';
import { unsavedChangesGuard } from './unsaved-changes';
import { viewEnabled } from './view-enabled';

/**
 * The admin's routes (design.md section 3), each view loaded lazily. `provideNgAdmin` mounts
 * them at the root; a host with its own router mounts them where it wants and passes
 * `withHostRouter()`.
 *
 * @usageNotes
 * ```ts
 * provideRouter([{ path: 'admin', children: ngAdminRoutes }]);
 * provideNgAdmin(() => buildAdmin(), withHostRouter());
 * ```
 */
export const ngAdminRoutes: Routes = [
  {
    path: '',
    pathMatch: 'full',
    loadComponent: () => import('../shell/dashboard').then((m) => m.NgaDashboard),
  },
  {
    path: ':entity/list',
    canMatch: [viewEnabled('list')],
    loadComponent: () => import('../views/list/list-page').then((m) => m.NgaListPage),
  },
  {
    path: ':entity/create',
    canMatch: [viewEnabled('creation')],
    canDeactivate: [unsavedChangesGuard],
    loadComponent: () => import('../views/form/form-page').then((m) => m.NgaFormPage),
    data: { kind: 'creation' },
  },
  {
    path: ':entity/show/:id',
    canMatch: [viewEnabled('show')],
    loadComponent: () => import('../views/show/show-page').then((m) => m.NgaShowPage),
  },
  {
    path: ':entity/edit/:id',
    canMatch: [viewEnabled('edition')],
    canDeactivate: [unsavedChangesGuard],
    loadComponent: () => import('../views/form/form-page').then((m) => m.NgaFormPage),
    data: { kind: 'edition' },
  },
  {
    path: ':entity/delete/:id',
    canMatch: [viewEnabled('deletion')],
    loadComponent: () => import('../views/delete/delete-page').then((m) => m.NgaDeletePage),
  },
  {
    path: ':entity/batch-delete/:ids',
    canMatch: [viewEnabled('batchDelete')],
    loadComponent: () =>
      import('../views/delete/batch-delete-page').then((m) => m.NgaBatchDeletePage),
  },
  {
    path: '**',
    loadComponent: () => import('../shell/not-found').then((m) => m.NgaNotFound),
  },
];
