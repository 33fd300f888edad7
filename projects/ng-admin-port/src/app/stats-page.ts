import { Component } from '@angular/core';
import { NgaTemplate } from '@ng-admin/core';

/**
 * The demo's custom page with a menu entry (`/stats`). ng-admin declared it as a ui-router
 * state with a template; here the route is added with `withRoutes()` and the page renders the
 * demo's template, `ma-*` tags included, through `<nga-template>`.
 *
 * @usageNotes
 * ```ts
 * withRoutes([{ path: 'stats', title: 'Stats', data: { ngaView: 'stats' }, component: StatsPage }]);
 * ```
 */
@Component({
  selector: 'app-stats-page',
  imports: [NgaTemplate],
  template: '<nga-template [template]="customPageTemplate" [scope]="{}" />',
})
export class StatsPage {
  protected readonly customPageTemplate =
    '<div class="row"><div class="col-lg-12">' +
    '<div class="page-header">' +
    '<ma-view-actions><ma-back-button></ma-back-button></ma-view-actions>' +
    '<h1>Stats</h1>' +
    '<p class="lead">You can add custom pages, too</p>' +
    '</div>' +
    '</div></div>';
}
