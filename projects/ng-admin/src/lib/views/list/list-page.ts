import { NgTemplateOutlet } from '@angular/common';
import { Component, computed, DOCUMENT, effect, inject } from '@angular/core';
import { Router } from '@angular/router';
import { NgaButton } from '../../base/button';
import { NgaLinks } from '../../base/links';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaPermissions } from '../../data/auth/permissions';
import { NgaDatastore } from '../../data/datastore';
import { NgaIntl } from '../../i18n/intl';
import { loadProblem } from '../shared/load-problem';
import { NgaTemplate } from '../../templates/template';
import { NgaDatagrid, NgaSortChange } from '../datagrid/datagrid';
import { injectRouteParam } from '../shared/route-params';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';
import { NgaInlineProblem } from '../shared/inline-problem';
import { NgaLoadingBar } from '../shared/loading-bar';
import { NgaAddFilterMenu } from './add-filter-menu';
import { NgaInfiniteScroll } from './infinite-scroll';
import { listBatchActions } from './list-fields';
import { NgaListExport } from './list-export';
import { NgaListFilters } from './list-filters';
import { NgaListPaginator } from './list-paginator';
import type { NgaPageChange } from './list-paginator';
import { NgaListStore } from './list-store';
import { NgaBatchUpdateAction } from './batch/batch-update-action';
import { isBatchUpdate } from '@ng-admin/core/config';
import { NgaListColumns } from './columns/list-columns';
import { NgaListTools } from './list-tools';
import { NgaPartDownloadFailed } from '../../base/part-download-failed';

let nextId = 0;

/**
 * The list view of an entity (`/:entity/list`): title, actions, filters, the datagrid with
 * sorting, pagination or infinite scrolling, batch actions and CSV export. The rows render as
 * soon as the entries arrive; the filter bar and the "Add filter" menu, which need the form
 * widgets, load once they are shown, when the browser is idle.
 */
@Component({
  selector: 'nga-list-page',
  imports: [
    NgaAddFilterMenu,
    NgaBatchUpdateAction,
    NgaButton,
    NgaDatagrid,
    NgaInlineProblem,
    NgaInfiniteScroll,
    NgaListExport,
    NgaListFilters,
    NgaListPaginator,
    NgaListTools,
    NgaLoadingBar,
    NgaTemplate,
    NgaViewActions,
    NgaViewHeader,
    NgTemplateOutlet,
    NgaPartDownloadFailed,
  ],
  providers: [NgaListStore, NgaListColumns, NgaDatastore],
  templateUrl: './list-page.html',
  styleUrl: './list-page.scss',
})
export class NgaListPage {
  /** The route's `:entity` parameter. */
  protected readonly entity = injectRouteParam('entity');

  protected readonly paginatorId = `nga-paginator-${nextId++}`;
  private readonly document = inject(DOCUMENT);
  protected readonly store = inject(NgaListStore);
  protected readonly columns = inject(NgaListColumns);
  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly router = inject(Router);
  protected readonly links = inject(NgaLinks);
  private readonly permissions = inject(NgaPermissions);

  protected readonly view = computed(() => this.store.view());
  protected readonly titleScope = computed(() => ({
    entity: this.store.entity(),
    view: this.view(),
    datastore: this.store.datastore,
    selection: this.store.selection(),
  }));
  protected readonly defaultTitle = computed(() =>
    this.intl.listTitle(this.view()?.entity.label() ?? ''),
  );
  protected readonly pageSizes = computed(() => {
    const perPage = this.store.state()?.perPage ?? 30;
    return [...new Set([10, 25, 50, 100, perPage])].sort((a, b) => a - b);
  });
  protected readonly batchActions = computed(() => {
    const view = this.view();
    if (!view) return [];
    const { entity } = view;
    return listBatchActions(
      view,
      this.links.allows(entity, 'batchDelete'),
      (fieldName) =>
        this.links.allows(entity, 'edition') &&
        this.permissions.fieldAccess(entity, fieldName) === 'write',
    );
  });
  protected readonly isBatchUpdate = isBatchUpdate;
  protected readonly selectable = computed(() => {
    const actions = this.batchActions();
    return typeof actions === 'string' ? actions.trim().length > 0 : actions.length > 0;
  });
  protected readonly hasFilters = computed(() => this.store.filters().length > 0);
  protected readonly hasPinnedFilters = computed(() =>
    this.store.filters().some((field) => field.pinned()),
  );
  /** Why the page could not be loaded, in the admin's words (the server's own below them). */
  protected readonly problem = computed(() => {
    const error = this.store.error();
    return error
      ? loadProblem(error, this.intl, { entityLabel: this.view()?.entity.label() ?? '' })
      : null;
  });
  /** What the grid says when it has no row: nothing until an answer came. */
  protected readonly emptyText = computed(() =>
    this.store.loaded() && !this.store.error() ? this.intl.noEntries : null,
  );

  constructor() {
    effect(() => this.store.setEntity(this.application.getEntity(this.entity())));
  }

  /** The skip link jumps over the rows' links to the paginator (a 30-row page has many). */
  protected skipToPaginator(event: Event): void {
    event.preventDefault();
    // The paginator, or its placeholder while it loads: both carry the id.
    this.document.getElementById(this.paginatorId)?.focus();
  }

  protected sort(change: NgaSortChange): void {
    this.store.navigate({ sortField: change.field, sortDir: change.dir, page: 1 });
  }

  protected paginate(change: NgaPageChange): void {
    this.store.navigate(change);
  }

  protected filter(search: Record<string, unknown>): void {
    this.store.navigate({ search, page: 1 });
  }

  protected batchDelete(): void {
    const entity = this.store.entity();
    const ids = this.store.selection().map((entry) => entry.identifierValue);
    if (entity && ids.length > 0) {
      void this.router.navigate(this.links.batchDelete(entity, ids).commands);
    }
  }
}
