import { Component, computed, inject } from '@angular/core';
import type { Collection, EntryLike } from '@ng-admin/core/config';
import { forkJoin, of } from 'rxjs';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaLinks } from '../base/links';
import { NgaDatastore } from '../data/datastore';
import { NgaIntl } from '../i18n/intl';
import { NgaTemplate } from '../templates/template';
import { injectViewResource } from '../views/shared/load-entry';
import { NgaLoadingBar } from '../views/shared/loading-bar';
import { NgaViewProblem } from '../views/shared/view-problem';
import { injectCollectionLoader, NgaDashboardPanel } from './dashboard-panel';

/**
 * The home page: one panel per dashboard collection (by default one per entity with a list
 * view), each showing the first entries of its entity; or, when the dashboard has a
 * `template()`, that template, with the collections and their entries in its scope as
 * ng-admin gave them (`collections.<name>`, `entries.<name>`, `dashboardController.*`), for
 * `<ma-dashboard-panel>` tags.
 */
@Component({
  selector: 'nga-dashboard',
  imports: [NgaDashboardPanel, NgaLoadingBar, NgaTemplate, NgaViewProblem],
  providers: [NgaDatastore],
  template: `
    <h1 class="nga-dashboard-title" tabindex="-1">{{ intl.dashboard }}</h1>
    @if (template(); as template) {
      <nga-loading-bar [active]="entries.resource.isLoading()" />
      @if (entries.problem(); as problem) {
        <nga-view-problem [problem]="problem" (retry)="entries.resource.reload()" />
      }
      @if (templateScope(); as scope) {
        <nga-template class="nga-dashboard-template" [template]="template" [scope]="scope" />
      }
    } @else {
      <div class="nga-dashboard-grid">
        @for (collection of collections(); track $index) {
          <nga-dashboard-panel [collection]="collection" />
        }
      </div>
    }
  `,
  styles: `
    .nga-dashboard-title {
      font: var(--mat-sys-headline-small);
      margin: 8px 0 16px;
      outline: none;
    }
    .nga-dashboard-grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
      gap: 16px;
    }
    .nga-dashboard-template {
      display: block;
    }
  `,
})
export class NgaDashboard {
  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  private readonly datastore = inject(NgaDatastore);
  private readonly links = inject(NgaLinks);
  private readonly load = injectCollectionLoader();

  protected readonly template = computed(() => this.application.dashboard().template() || null);
  protected readonly collections = computed(() =>
    [...this.application.dashboard().collections()]
      .filter((collection) => this.links.allows(collection.entity, 'list'))
      .sort(
        (a, b) => (a.order() ?? Number.MAX_SAFE_INTEGER) - (b.order() ?? Number.MAX_SAFE_INTEGER),
      ),
  );

  /** The entries of every collection, for a dashboard template (panels load their own). */
  protected readonly entries = injectViewResource({
    params: () => (this.template() ? this.collections() : undefined),
    stream: (collections) => {
      const loads = collections.map((collection) => this.load(collection));
      return loads.length === 0 ? of([]) : forkJoin(loads);
    },
    subject: () => ({ entityLabel: '' }),
  });

  protected readonly templateScope = computed(() => {
    const loaded = this.entries.current();
    if (!loaded) return null;
    const collections: Record<string, Collection> = {};
    const entries: Record<string, readonly EntryLike[]> = {};
    this.collections().forEach((collection, index) => {
      const name = collection.name() || collection.entity.name();
      collections[name] = collection;
      entries[name] = loaded[index] ?? [];
    });
    const datastore = this.datastore;
    return {
      collections,
      entries,
      datastore,
      dashboardController: { collections, entries, datastore },
    };
  });
}
