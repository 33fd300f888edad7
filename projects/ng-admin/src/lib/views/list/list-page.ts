import { NgTemplateOutlet } from '@angular/common';
import { Component, computed, effect, inject, input } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatMenuModule } from '@angular/material/menu';
import { MatPaginatorIntl, MatPaginatorModule, PageEvent } from '@angular/material/paginator';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { Router } from '@angular/router';
import type { Field } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';
import { NGA_APPLICATION } from '../../tokens';
import { NgaDatagrid, NgaSortChange } from '../datagrid/datagrid';
import { NgaDatastore } from '../datastore';
import { NgaViewActions } from '../shared/view-actions';
import { NgaViewHeader } from '../shared/view-header';
import { viewLinks } from '../shared/view-links';
import { NgaInfiniteScroll } from './infinite-scroll';
import { listBatchActions } from './list-fields';
import { NgaListExport } from './list-export';
import { NgaListFilters } from './list-filters';
import { NgaListStore } from './list-store';
import { NgaRangePaginatorIntl } from './range-paginator-intl';

/**
 * The list view of an entity (`/:entity/list`): title, actions, filters, the datagrid with
 * sorting, pagination or infinite scrolling, batch actions and CSV export.
 */
@Component({
  selector: 'nga-list-page',
  imports: [
    MatButtonModule,
    MatIconModule,
    MatMenuModule,
    MatPaginatorModule,
    MatProgressBarModule,
    NgaDatagrid,
    NgaInfiniteScroll,
    NgaListExport,
    NgaListFilters,
    NgaTemplate,
    NgaViewActions,
    NgaViewHeader,
    NgTemplateOutlet,
  ],
  providers: [
    NgaListStore,
    NgaDatastore,
    { provide: MatPaginatorIntl, useClass: NgaRangePaginatorIntl },
  ],
  templateUrl: './list-page.html',
  styleUrl: './list-page.scss',
})
export class NgaListPage {
  /** The route's `:entity` parameter. */
  readonly entity = input.required<string>();

  protected readonly store = inject(NgaListStore);
  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly router = inject(Router);

  protected readonly view = computed(() => this.store.view());
  protected readonly titleScope = computed(() => ({
    entity: this.store.entity(),
    view: this.view(),
    datastore: this.store.datastore,
    selection: this.store.selection(),
  }));
  protected readonly title = computed(() => {
    const view = this.view();
    return view?.title() || this.intl.listTitle(view?.entity.label() ?? '');
  });
  protected readonly pageSizes = computed(() => {
    const perPage = this.store.state()?.perPage ?? 30;
    return [...new Set([10, 25, 50, 100, perPage])].sort((a, b) => a - b);
  });
  protected readonly batchActions = computed(() => {
    const view = this.view();
    return view ? listBatchActions(view) : [];
  });
  protected readonly selectable = computed(() => {
    const actions = this.batchActions();
    return typeof actions === 'string' ? actions.trim().length > 0 : actions.length > 0;
  });

  constructor() {
    effect(() => this.store.setEntity(this.application.getEntity(this.entity())));
  }

  protected sort(change: NgaSortChange): void {
    this.store.navigate({ sortField: change.field, sortDir: change.dir, page: 1 });
  }

  protected paginate(event: PageEvent): void {
    const state = this.store.state();
    const perPageChanged = state !== null && event.pageSize !== state.perPage;
    this.store.navigate({
      page: perPageChanged ? 1 : event.pageIndex + 1,
      perPage: event.pageSize,
    });
  }

  protected filter(search: Record<string, unknown>): void {
    this.store.navigate({ search, page: 1 });
  }

  protected addFilter(filters: NgaListFilters, field: Field): void {
    filters.add(field);
  }

  protected batchDelete(): void {
    const entity = this.store.entity();
    const ids = this.store.selection().map((entry) => entry.identifierValue);
    if (entity && ids.length > 0) void this.router.navigate(viewLinks.batchDelete(entity, ids));
  }
}
